import Foundation
import XCTest
@testable import ShowbookTUI

/// Checks DisplayWidth against the Unicode Character Database files shipped
/// by Debian's `unicode-data` package, code point by code point, so the
/// generated table and the emoji rules cannot drift from the data.
///
/// Files are read from /usr/share/unicode (emoji files from its emoji/
/// folder), or from $SHOWBOOK_UNICODE_DATA_DIR instead when that is set. A
/// missing file fails the test (`make test` installs the package).
final class UnicodeDataConformanceTests: XCTestCase {
    // MARK: - East Asian Width

    func testEveryWideOrFullwidthCodePointIsTwoCells() throws {
        guard let widths = try loadEastAsianWidths(),
              let categories = try loadGeneralCategories() else { return }
        var checked = 0
        var failures: [String] = []
        for (range, value) in widths where value == "W" || value == "F" {
            for codePoint in range {
                guard let scalar = Self.testableScalar(codePoint) else { continue }
                let category = categories[codePoint] ?? "Cn"
                if category == "Mn" || category == "Me" { continue }  // width 0 wins
                checked += 1
                let width = DisplayWidth.of(Character(scalar))
                if width != 2 { failures.append("U+\(Self.hex(codePoint))=\(width)") }
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
        XCTAssertEqual(failures.count, 0, "not 2 cells: \(failures.prefix(40))")
    }

    func testEveryNarrowCodePointIsOneCell() throws {
        guard let widths = try loadEastAsianWidths(),
              let categories = try loadGeneralCategories(),
              let emojiPresentation = try loadEmojiPresentation() else { return }
        // Marks, controls, format characters and separators are not glyphs
        // of their own; the Hangul vowel/final jamo are zero when alone.
        let skipped: Set<String> = ["Mn", "Me", "Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"]
        var checked = 0
        var failures: [String] = []
        for (range, value) in widths where value != "W" && value != "F" {
            for codePoint in range {
                guard let scalar = Self.testableScalar(codePoint),
                      let category = categories[codePoint],
                      !skipped.contains(category),
                      !(0x1160...0x11FF).contains(codePoint),
                      !(0xD7B0...0xD7FF).contains(codePoint) else { continue }
                checked += 1
                // Emoji_Presentation (e.g. regional indicators) makes it 2.
                let expected = emojiPresentation.contains(codePoint) ? 2 : 1
                let width = DisplayWidth.of(Character(scalar))
                if width != expected { failures.append("U+\(Self.hex(codePoint))=\(width)") }
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
        XCTAssertEqual(failures.count, 0, "wrong width: \(failures.prefix(40))")
    }

    // MARK: - Combining marks

    func testEveryCombiningMarkAloneIsZero() throws {
        guard let categories = try loadGeneralCategories() else { return }
        var checked = 0
        var failures: [String] = []
        var reclassified: [String] = []
        for (codePoint, category) in categories where category == "Mn" || category == "Me" {
            guard let scalar = Unicode.Scalar(codePoint) else { continue }
            // The standard library may follow a newer Unicode version that
            // turned a few marks into spacing marks (e.g. U+1171E became Mc
            // in Unicode 16); those are then correctly drawn as one cell.
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark:
                break
            default:
                reclassified.append("U+\(Self.hex(codePoint))")
                continue
            }
            checked += 1
            let width = DisplayWidth.of(Character(scalar))
            if width != 0 || DisplayWidth.ofScalar(scalar) != 0 {
                failures.append("U+\(Self.hex(codePoint))=\(width)")
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
        XCTAssertEqual(failures.count, 0, "combining marks not 0: \(failures.prefix(40))")
        XCTAssertLessThan(reclassified.count, 10, "marks the stdlib reclassified: \(reclassified)")
    }

    // MARK: - Emoji

    func testEveryEmojiPresentationCodePointIsTwoCells() throws {
        guard let emojiPresentation = try loadEmojiPresentation() else { return }
        var failures: [String] = []
        for codePoint in emojiPresentation.sorted() {
            guard let scalar = Unicode.Scalar(codePoint) else { continue }
            let width = DisplayWidth.of(Character(scalar))
            if width != 2 { failures.append("U+\(Self.hex(codePoint))=\(width)") }
        }
        XCTAssertGreaterThan(emojiPresentation.count, 1_000)
        XCTAssertEqual(failures.count, 0, "not 2 cells: \(failures.prefix(40))")
    }

    func testEveryEmojiSequenceIsOneTwoCellGrapheme() throws {
        var checked = 0
        for name in ["emoji/emoji-sequences.txt", "emoji/emoji-zwj-sequences.txt"] {
            guard let text = try loadDataFile(name) else { return }
            for line in Self.dataLines(text) {
                for sequence in Self.sequences(in: line[0]) {
                    checked += 1
                    assertTwoCellGrapheme(sequence, source: name)
                }
            }
        }
        XCTAssertGreaterThan(checked, 3_000)
    }

    func testEveryFullyQualifiedEmojiTestEntryIsTwoCells() throws {
        guard let text = try loadDataFile("emoji/emoji-test.txt") else { return }
        var checked = 0
        for line in Self.dataLines(text) where line.count >= 2 {
            let status = line[1]
            guard status == "fully-qualified" || status == "component" else { continue }
            for sequence in Self.sequences(in: line[0]) {
                checked += 1
                assertTwoCellGrapheme(sequence, source: "emoji-test.txt")
            }
        }
        XCTAssertGreaterThan(checked, 3_000)
    }

    func testVariationSequencesFollowTheirStyle() throws {
        guard let text = try loadDataFile("emoji/emoji-variation-sequences.txt") else { return }
        var checked = 0
        for line in Self.dataLines(text) where line.count >= 2 {
            for sequence in Self.sequences(in: line[0]) {
                let string = String(String.UnicodeScalarView(sequence))
                guard string.count == 1, let base = sequence.first else {
                    XCTFail("\(line[0]) is not one grapheme")
                    continue
                }
                checked += 1
                let width = DisplayWidth.of(Character(string))
                let wideBase = EastAsianWidthTable.isWide(base.value)
                let expected = line[1].hasPrefix("emoji") ? 2 : (wideBase ? 2 : 1)
                XCTAssertEqual(width, expected, "\(line[0]) \(line[1])")
            }
        }
        XCTAssertGreaterThan(checked, 300)
    }

    // MARK: - Helpers

    private func assertTwoCellGrapheme(_ sequence: [Unicode.Scalar], source: String) {
        let string = String(String.UnicodeScalarView(sequence))
        let label = sequence.map { Self.hex($0.value) }.joined(separator: " ")
        guard string.count == 1 else {
            XCTFail("\(label) from \(source) is \(string.count) graphemes")
            return
        }
        XCTAssertEqual(DisplayWidth.of(Character(string)), 2, "\(label) from \(source)")
    }

    /// Reads a data file, or skips (or fails, when required) if it is absent.
    private func loadDataFile(_ relativePath: String) throws -> String? {
        let environment = ProcessInfo.processInfo.environment
        var directories = ["/usr/share/unicode"]
        if let custom = environment["SHOWBOOK_UNICODE_DATA_DIR"], !custom.isEmpty {
            directories = [custom]
        }
        for directory in directories {
            let path = directory + "/" + relativePath
            if FileManager.default.fileExists(atPath: path) {
                return try String(contentsOfFile: path, encoding: .utf8)
            }
        }
        // The Debian package unicode-data, which `make test` installs: without it the set-up failed.
        XCTFail("Unicode data file \(relativePath) not found in \(directories); "
                + "install the Debian package unicode-data (apt-get install -y unicode-data)")
        return nil
    }

    /// East_Asian_Width entries: (code point range, value).
    private func loadEastAsianWidths() throws -> [(ClosedRange<UInt32>, String)]? {
        guard let text = try loadDataFile("EastAsianWidth.txt") else { return nil }
        return Self.dataLines(text).compactMap { fields in
            guard fields.count >= 2, let range = Self.range(fields[0]) else { return nil }
            return (range, fields[1])
        }
    }

    /// Code points with Emoji_Presentation=Yes, from emoji-data.txt.
    private func loadEmojiPresentation() throws -> Set<UInt32>? {
        guard let text = try loadDataFile("emoji/emoji-data.txt") else { return nil }
        var codePoints = Set<UInt32>()
        for fields in Self.dataLines(text) where fields.count >= 2 && fields[1] == "Emoji_Presentation" {
            guard let range = Self.range(fields[0]) else { continue }
            codePoints.formUnion(range)
        }
        return codePoints
    }

    /// General_Category of every assigned code point, from UnicodeData.txt.
    private func loadGeneralCategories() throws -> [UInt32: String]? {
        guard let text = try loadDataFile("UnicodeData.txt") else { return nil }
        var categories: [UInt32: String] = [:]
        var rangeStart: UInt32?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count > 2, let codePoint = UInt32(fields[0], radix: 16) else { continue }
            let category = String(fields[2])
            if fields[1].hasSuffix("First>") {
                rangeStart = codePoint
            } else if fields[1].hasSuffix("Last>"), let start = rangeStart {
                for value in start...codePoint { categories[value] = category }
                rangeStart = nil
            } else {
                categories[codePoint] = category
            }
        }
        return categories
    }

    /// Non-comment lines split at ";" with fields trimmed.
    private static func dataLines(_ text: String) -> [[String]] {
        text.split(separator: "\n").compactMap { line in
            let data = line.prefix { $0 != "#" }
            guard !data.allSatisfy(\.isWhitespace) else { return nil }
            return data.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// "1F600", "231A..231B" -> a range of code points.
    private static func range(_ field: String) -> ClosedRange<UInt32>? {
        let bounds = field.components(separatedBy: "..")
        guard let low = UInt32(bounds[0], radix: 16) else { return nil }
        guard bounds.count == 2 else { return low...low }
        guard let high = UInt32(bounds[1], radix: 16), low <= high else { return nil }
        return low...high
    }

    /// "1F468 200D 1F466" -> one sequence; "231A..231B" -> one per code point.
    private static func sequences(in field: String) -> [[Unicode.Scalar]] {
        if field.contains("..") {
            guard let range = range(field) else { return [] }
            return range.compactMap { Unicode.Scalar($0).map { [$0] } }
        }
        let scalars = field.split(separator: " ").compactMap {
            UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
        }
        return scalars.isEmpty ? [] : [scalars]
    }

    /// A scalar worth testing: not a surrogate nor a noncharacter.
    private static func testableScalar(_ codePoint: UInt32) -> Unicode.Scalar? {
        let isNoncharacter = (0xFDD0...0xFDEF).contains(codePoint) || codePoint & 0xFFFE == 0xFFFE
        guard !isNoncharacter else { return nil }
        return Unicode.Scalar(codePoint)  // nil for surrogates
    }

    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
