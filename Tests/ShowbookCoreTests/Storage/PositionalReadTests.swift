import Foundation
import XCTest
import ShowbookPlatform

/// Rows are read by column name (`TableDeclaration`, `ColumnSelection`, `NamedRow`) everywhere
/// but in the storage layer itself, so a column added to or moved in a SELECT list cannot shift
/// what another line reads. This test scans `Sources` for a read by position — `row.int64(0)`,
/// `$0.string(3)`, `row.isNull(Int32(i))` — outside `Sources/ShowbookPlatform/Storage` and names
/// each file and line it finds.
final class PositionalReadTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The storage layer, where `Row`'s positional reads live and `NamedRow` is built on them.
    private static let storage = "Sources/ShowbookPlatform/Storage/"

    /// Files still reading by position, each pending a rewrite another change is making; the
    /// entry goes when its file is converted (an entry whose file reads nothing by position
    /// fails below, so the list cannot outlive its reason).
    private static let pending: Set<String> = []

    /// A `Row` accessor called on a value (a name, `$0`, a call's result) with an integer
    /// literal or an `Int32(…)` conversion for its column. `.double(1)` without a receiver is
    /// an enum case (a JSON value), not a read.
    private static var positionalRead: Regex<Substring> {
        #/[A-Za-z0-9_$)\]]\.(?:isNull|int|int64|double|text|string)\(\s*(?:[0-9]+\s*\)|Int32\()/#
    }

    private static let accessors = [".isNull(", ".int(", ".int64(", ".double(", ".text(", ".string("]

    /// Every positional read outside the storage layer, as `path:line: text`, by file.
    private func positionalReads() throws -> [String: [String]] {
        let sources = Self.root.appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            XCTFail("cannot list \(sources.path)")
            return [:]
        }
        var found: [String: [String]] = [:]
        var scanned = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            let path = String(file.path.dropFirst(Self.root.path.count + 1))
            guard !path.hasPrefix(Self.storage) else { continue }
            scanned += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                // A cheap look for an accessor's name first: the pattern is slow in a debug build.
                guard !code.hasPrefix("//"), Self.accessors.contains(where: { line.contains($0) }),
                      line.contains(Self.positionalRead) else { continue }
                found[path, default: []].append("\(path):\(number + 1): \(code)")
            }
        }
        XCTAssertGreaterThan(scanned, 100, "expected to scan the Swift files under \(sources.path), scanned \(scanned)")
        return found
    }

    func testNoRowIsReadByPositionOutsideTheStorageLayer() throws {
        let found = try positionalReads()
        let offending = found.filter { !Self.pending.contains($0.key) }.sorted { $0.key < $1.key }.flatMap(\.value)
        XCTAssertTrue(offending.isEmpty, """
            \(offending.count) row reads by position outside \(Self.storage) — read by column name \
            (a TableDeclaration or TableColumns enum with ColumnSelection/NamedRow) instead:
            \(offending.joined(separator: "\n"))
            """)
    }

    func testEveryPendingFileStillReadsByPosition() throws {
        let found = try positionalReads()
        for path in Self.pending.sorted() where found[path] == nil {
            XCTFail("\(path) no longer reads rows by position (or is gone): remove it from PositionalReadTests.pending")
        }
    }

    /// The scan itself: what it must catch and what it must leave.
    func testThePatternCatchesReadsAndLeavesEnumCases() {
        for read in ["row.int64(0)", "($0.string(3))", "row.int(12) ?? 0", "rows[0].text(1)", "f().double( 2 )",
                     "row.isNull(Int32(index))"] {
            XCTAssertTrue(read.contains(Self.positionalRead), "missed \(read)")
        }
        for other in ["[.double(1), .double(10)]", "row.int64(.id)", "row.string(column)", ".text(pattern)",
                      "$0.int64(IndexColumn.wordID)"] {
            XCTAssertFalse(other.contains(Self.positionalRead), "took \(other) for a positional read")
        }
    }
}
