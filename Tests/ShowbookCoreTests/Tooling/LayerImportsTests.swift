import Foundation
import XCTest

/// The core's five targets import one way, down the list: the app over exchange formats over
/// the words half over the TV half over the platform. Package.swift gives each target only the
/// ones below it, so a clean build already refuses an import that reaches up; this test also
/// reads every `import` in `Sources` and names the file and line that reaches up or sideways,
/// and the C modules each layer may use, so the rule holds in an incremental build too (where a
/// module built earlier can be found without being declared).
final class LayerImportsTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The core, lowest first: each may import only those before it.
    private static let core = ["ShowbookPlatform", "ShowbookTV", "ShowbookWords", "ShowbookExchange", "ShowbookApp"]

    /// The Showbook modules each other target may import.
    private static let others: [String: Set<String>] = [
        "ShowbookTUI": Set(core),
        "ShowbookCLI": Set(core + ["ShowbookTUI"]),
        "ShowbookBench": Set(core),
        "ShowbookBenchTool": Set(core + ["ShowbookBench"]),
        "ShowbookDocs": Set(core + ["ShowbookCLI"]),
        "ShowbookDocsTool": ["ShowbookDocs"],
        "showbook": ["ShowbookCLI"],
    ]

    /// Curses belongs to the TUI alone.
    private static let curses: Set<String> = ["CNcursesw", "CTerminalSupport"]

    private static var allowed: [String: Set<String>] {
        var allowed = others
        for (index, target) in core.enumerated() { allowed[target] = Set(core.prefix(index)) }
        return allowed
    }

    /// Every `import` line of a Swift file under `Sources/<target>`, as (target, file, line, module).
    private func imports() throws -> [(target: String, file: String, line: Int, module: String)] {
        let sources = Self.root.appendingPathComponent("Sources")
        var found: [(String, String, Int, String)] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(target)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(of: "import"), words.prefix(index).allSatisfy({ $0.hasPrefix("@") }),
                          index + 1 < words.count else { continue }
                    found.append((target, "Sources/\(target)/\(path)", number + 1, String(words[index + 1])))
                }
            }
        }
        return found
    }

    func testNoTargetImportsAShowbookModuleAboveOrBesideIt() throws {
        let found = try imports()
        XCTAssertGreaterThan(found.count, 300, "expected the sources' imports, found \(found.count)")
        let allowed = Self.allowed
        let showbookModules = Set(Self.core + Array(Self.others.keys))
        for item in found where showbookModules.contains(item.module) {
            guard let permitted = allowed[item.target] else {
                XCTFail("\(item.file):\(item.line): target \(item.target) has no layer rule; add it to LayerImportsTests")
                continue
            }
            XCTAssertTrue(permitted.contains(item.module),
                          "\(item.file):\(item.line): \(item.target) imports \(item.module), which sits above or beside it")
        }
        for target in Self.core {
            XCTAssertTrue(found.contains { $0.target == target }, "no imports read in Sources/\(target)")
        }
    }

    func testOnlyTheTUIImportsCurses() throws {
        for item in try imports() where Self.curses.contains(item.module) && item.target != "ShowbookTUI" {
            XCTFail("\(item.file):\(item.line): \(item.target) imports \(item.module); curses belongs to ShowbookTUI")
        }
    }

    /// The folder layout shows the two halves: the TV half's folders and the words half's.
    func testTheTwoHalvesAreFoldersOfTheirOwn() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let tv = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("ShowbookTV").path)
        let words = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent("ShowbookWords").path)
        for folder in ["Catalog", "Episodes", "Media", "Remote"] {
            XCTAssertTrue(tv.contains(folder), "Sources/ShowbookTV has no \(folder)")
        }
        for folder in ["WordBooks", "Study", "Language", "Subtitles"] {
            XCTAssertTrue(words.contains(folder), "Sources/ShowbookWords has no \(folder)")
        }
    }
}
