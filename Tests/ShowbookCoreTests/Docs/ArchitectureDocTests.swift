import Foundation
import XCTest

/// Keeps `docs/ARCHITECTURE.md` true to the tree: the files and folders it names exist, every
/// source folder has its row in the folder map, and every type-like name it quotes is declared
/// somewhere in `Sources`. A rename or a new folder that the document misses fails here.
final class ArchitectureDocTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var document: String {
        get throws { try String(contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8) }
    }

    /// The text inside each pair of backticks.
    private func quoted(_ text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    func testEveryQuotedPathExists() throws {
        let paths = try quoted(document).filter {
            ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/") || $0.hasPrefix("scripts/")) && !$0.contains("<")
                && !$0.contains(" ")
        }
        XCTAssertFalse(paths.isEmpty, "the document quotes no paths at all")
        for path in paths {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(trimmed).path),
                          "docs/ARCHITECTURE.md names \(path), which does not exist")
        }
    }

    func testTheFolderMapHasARowForEveryFeatureFolder() throws {
        let doc = try document
        for module in ["Sources/ShowbookPlatform", "Sources/ShowbookTV", "Sources/ShowbookWords", "Sources/ShowbookExchange",
                       "Sources/ShowbookApp", "Sources/ShowbookTUI", "Sources/ShowbookCLI"] {
            let folder = Self.root.appendingPathComponent(module)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                var isFolder: ObjCBool = false
                let path = folder.appendingPathComponent(name).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                XCTAssertTrue(doc.contains("| `\(module)/\(name)` |"), "the folder map has no row for \(module)/\(name)")
            }
        }
    }

    /// Words in backticks that are neither code nor files: libraries and units.
    private static let prose: Set<String> = ["MeCab", "TurboJPEG", "MiB", "S01E03"]

    func testEveryQuotedTypeNameIsDeclared() throws {
        let (text, fileNames) = try codeAndFileNames()
        var known = Set(text.matches(of: #/(?:class|struct|enum|protocol|typealias|actor|extension|func|case|var|let)\s+([A-Za-z_][A-Za-z0-9_]*)/#)
            .map { String($0.output.1) })
        known.formUnion(fileNames)
        known.formUnion(Self.prose)
        // Names of two or more capitalised parts (`ScreenFactory`, `WriteResult`), which are
        // code, not prose; a member after a dot is checked through its type alone.
        let names = try Set(quoted(document).flatMap { quote in
            quote.matches(of: #/\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b/#).map { String($0.output) }
        })
        XCTAssertGreaterThan(names.count, 50, "expected the document to name its types")
        for name in names.sorted() where !known.contains(name) {
            XCTFail("docs/ARCHITECTURE.md names `\(name)`, which no source or test file declares or is named")
        }
    }

    /// The text of every Swift and C header file under Sources, Tests and Plugins, and the names of
    /// their files and folders (a file such as `CatalogSearchStream.swift` names a concern,
    /// a folder such as `ShowbookTUI` a target).
    private func codeAndFileNames() throws -> (String, Set<String>) {
        var text = ""
        var names = Set<String>()
        for top in ["Sources", "Tests", "Plugins"] {
            let folder = Self.root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            for case let path as String in walker {
                for part in path.split(separator: "/") {
                    names.insert(String(part.split(separator: ".").first ?? part))
                    names.insert(String(part.split(separator: "+").first ?? part))
                }
                guard path.hasSuffix(".swift") || path.hasSuffix(".h") else { continue }
                text += try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return (text, names)
    }
}
