import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTUI

/// The import prompt: its "File:" label, the candidates Tab found, and Tab in the hints.
final class ImportPromptRenderTests: XCTestCase {
    func testFileLabelCandidatesAndTabHint() throws {
        let folder = try makeTemporaryFolder("showbook-prompt").url
        for name in ["사과.txt", "사과나무.csv"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data()))
        }
        let h = try AppHarness.forRendering(records: [])
        h.app.select(.books)
        h.app.handle(.character("i"))
        for character in folder.path + "/사" { h.app.handle(.character(character)) }
        h.app.handle(.tab)
        let lines = h.render(width: 80, height: 24).lines
        let fieldRow = try XCTUnwrap(lines.firstIndex { $0.contains("File:") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[fieldRow].contains("사과"), lines[fieldRow])
        XCTAssertTrue(lines[fieldRow + 1].contains("사과.txt  사과나무.csv"), lines[fieldRow + 1])
        XCTAssertTrue(lines[23].hasPrefix("Enter import  Tab complete  Esc cancel"), lines[23])
    }
}
