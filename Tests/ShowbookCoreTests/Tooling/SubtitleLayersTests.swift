import Foundation
import XCTest

/// The words half's subtitle path goes one way: `Language` (tokenizers, dictionaries) under
/// `Subtitles` (parsing, the tokenized document) under `SubtitleStore` (the registry, the
/// pipeline), and `Mining` and `Coverage` on top, side by side — neither names a type the other
/// declares, and nothing beneath names a type of either. These folders share the ShowbookWords
/// target, whose inside the compiler does not order, so this test does: a use across the line
/// (outside comments) fails naming it.
final class SubtitleLayersTests: XCTestCase {
    private static let core = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ShowbookWords")

    /// What each folder may not use: the folders above it and beside it.
    private static let forbidden: [String: [String]] = [
        "Language": ["Subtitles", "SubtitleStore", "Mining", "Coverage"],
        "Subtitles": ["SubtitleStore", "Mining", "Coverage"],
        "SubtitleStore": ["Mining", "Coverage"],
        "Mining": ["Coverage"],
        "Coverage": ["Mining"],
    ]

    /// The code of each Swift file of `folder` (comments left out), by file name.
    private func code(of folder: String) throws -> [String: String] {
        let url = Self.core.appendingPathComponent(folder)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            files[name] = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
                .joined(separator: "\n")
        }
        XCTAssertFalse(files.isEmpty, "no Swift files in \(url.path)")
        return files
    }

    /// The types, protocols and aliases declared at the top level of `folder`'s files.
    private func declared(in folder: String) throws -> Set<String> {
        let pattern = #/(?m)^(?:public |final |fileprivate |private |internal )*(?:struct|enum|class|protocol|typealias|actor) ([A-Z][A-Za-z0-9_]*)/#
        return Set(try code(of: folder).values.flatMap { $0.matches(of: pattern).map { String($0.output.1) } })
    }

    func testNoFolderOfTheSubtitlePathUsesOneAboveOrBesideIt() throws {
        var declarations: [String: Set<String>] = [:]
        for folder in Self.forbidden.keys {
            declarations[folder] = try declared(in: folder)
            XCTAssertFalse(declarations[folder]?.isEmpty ?? true, "\(folder) declares no types")
        }
        for (folder, others) in Self.forbidden {
            for (file, text) in try code(of: folder) {
                let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                for other in others {
                    for name in words.intersection(declarations[other] ?? []).sorted() {
                        XCTFail("\(folder)/\(file) uses \(name), declared in \(other)")
                    }
                }
            }
        }
    }
}
