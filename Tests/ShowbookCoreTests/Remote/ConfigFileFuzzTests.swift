import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookExchange

/// Seeded config files (`CLIFuzz.configText`, and the same bytes mutated) through the parser
/// and every setting's resolver: nothing traps, every kept value is a known setting free of
/// controls, every warning is one line naming the file and a line that exists, and every
/// resolved setting lies within its documented range.
final class ConfigFileFuzzTests: XCTestCase {
    func testGeneratedConfigFilesResolveToSaneSettings() {
        FuzzRun.cases("config-file", seed: 0xC0F1_6F11, count: 4_000) { random, index in
            var text = CLIFuzz.configText(using: &random)
            if index % 3 == 0 {
                var bytes = Array(text.utf8)
                ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...4, using: &random), using: &random)
                text = String(decoding: bytes, as: UTF8.self)
            }
            let path = "/home/u/.config/showbook/config"
            let config = ConfigFile(path: path, text: text)
            let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            let label = FuzzRun.describe("config-file", seed: 0xC0F1_6F11, index: index)
            for (name, value) in config.values {
                XCTAssertTrue(ConfigFile.knownSettings.contains(name), "\(label): kept unknown \(name)")
                XCTAssertFalse(value.unicodeScalars.contains { ControlCharacters.isHazard($0.value) && $0 != "\t" }, "\(label): \(name)")
                XCTAssertTrue((1...lineCount).contains(config.lines[name] ?? 0), "\(label): line of \(name)")
            }
            for warning in config.warnings + Self.resolverWarnings(config) {
                XCTAssertFalse(warning.contains("\n") || warning.contains("\r"), "\(label): \(warning.debugDescription)")
                XCTAssertTrue(warning.hasPrefix(path), "\(label): \(warning)")
            }
            let study = StudySettings.resolve(config: config).settings
            XCTAssertTrue(StudySettings.retentionRange.contains(study.desiredRetention), label)
            XCTAssertGreaterThanOrEqual(study.newWordsPerDay, 0, label)
            let coverage = CoverageSettings.resolve(config: config).settings
            XCTAssertTrue((0.0...1.0).contains(coverage.minimumRetrievability) && (0.0...1.0).contains(coverage.prepTarget), label)
            let clips = ClipSettings.resolve(config: config).settings
            XCTAssertTrue(ClipSettings.paddingRange.contains(clips.padding), label)
            if let images = try? ImageSettings.resolve(noImages: false, imageBase: nil, config: config) {
                XCTAssertTrue((1...100_000 << 20).contains(images.cacheCapBytes), label)
            }
            do {
                _ = try AirDateZone.resolve(config: config)
            } catch {
                XCTAssertFalse("\(error)".contains("\n"), label)
            }
            do {
                _ = try ProviderConfiguration.resolve(provider: nil, language: nil, apiBase: nil, environment: [:], config: config)
            } catch {
                XCTAssertFalse("\(error)".isEmpty || "\(error)".contains("\n"), label)
            }
        }
    }

    private static func resolverWarnings(_ config: ConfigFile) -> [String] {
        StudySettings.resolve(config: config).warnings + CoverageSettings.resolve(config: config).warnings
            + ClipSettings.resolve(config: config).warnings + ExampleScope.resolve(config: config).warnings
    }

    func testMutatedFilesOnDiskLoadWithinTheCap() throws {
        let folder = try makeTemporaryFolder("showbook-import")
        try FuzzRun.cases("config-load", seed: 0xC0F1_10AD, count: 300) { random, index in
            var bytes = Array(CLIFuzz.configText(using: &random).utf8)
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 0...6, using: &random), using: &random)
            if index % 50 == 0 { bytes += [UInt8](repeating: 0x23, count: ConfigFile.maximumBytes) }
            let path = try folder.write("config-\(index)", bytes)
            let loaded = try XCTUnwrap(ConfigFile.load(path: path))
            if bytes.count > ConfigFile.maximumBytes {
                XCTAssertEqual(loaded.values, [:])
                XCTAssertEqual(loaded.warnings, ["\(path) is larger than 1 MiB, too large for a config file; not read"])
            } else {
                XCTAssertEqual(loaded, ConfigFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
            }
        }
    }
}
