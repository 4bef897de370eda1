import Foundation
import XCTest
import ShowbookPlatform

/// `ConfigFile.knownSettings` decides which names draw "unknown setting": a setting read
/// anywhere in the sources but missing from it would be reported as unknown and dropped. This
/// reads the sources for every name a config reader looks up and checks each is listed.
final class ConfigSettingsListTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    func testEverySettingTheSourcesReadIsKnown() throws {
        let patterns = [#"config\??\["([a-z_]+)"\]"#, #"configKey = "([a-z_]+)""#, #"\bread\("([a-z_]+)","#]
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
        var read: Set<String> = []
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", let text = try? String(contentsOf: file, encoding: .utf8),
                  text.contains("ConfigFile") || text.contains("configKey") else { continue }
            for expression in expressions {
                for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let range = Range(match.range(at: 1), in: text) { read.insert(String(text[range])) }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(read.count, 15, "the sources were found and read: \(read.sorted())")
        XCTAssertEqual(read.subtracting(ConfigFile.knownSettings), [], "read by the sources but not in ConfigFile.knownSettings")
    }
}
