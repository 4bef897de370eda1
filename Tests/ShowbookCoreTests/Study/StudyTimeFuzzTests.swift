import Foundation
import ShowbookTestSupport
import XCTest
import ShowbookWords

/// Seeded `--at` times (`CLIFuzz.timeText`: every field at and past its edge, broken forms,
/// mutated bytes) through `StudyTime.parse`: nothing traps; what it accepts is exactly the
/// documented form with a real calendar date, lies within years 0–9999 (give or take a day
/// of offset), and reads back to the same instant when printed and parsed again.
final class StudyTimeFuzzTests: XCTestCase {
    private static let form = try! NSRegularExpression(
        pattern: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"#)

    func testGeneratedTimesParseToSaneInstantsOrNothing() {
        // Year 0 to year 9999, a day of offset either side.
        let earliest = -62_167_219_200.0 - 86_400
        let latest = 253_402_300_800.0 + 86_400
        var accepted = 0
        FuzzRun.cases("at-time", seed: 0xA7_71_3E, count: 12_000) { random, index in
            let text = CLIFuzz.timeText(using: &random)
            guard let date = StudyTime.parse(text) else { return }
            accepted += 1
            let label = FuzzRun.describe("at-time", seed: 0xA7_71_3E, index: index) + " \(text.debugDescription)"
            let matches = Self.form.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            XCTAssertTrue(matches, "accepted a text outside the form: \(label)")
            let seconds = date.timeIntervalSince1970
            XCTAssertTrue(seconds.isFinite && (earliest...latest).contains(seconds), label)
            if seconds >= 0, seconds < 253_402_300_800 {
                let again = StudyTime.parse(StudyTime.preciseText(date))
                XCTAssertEqual(again?.timeIntervalSince1970 ?? .nan, seconds, accuracy: 0.001, label)
            }
        }
        // The generator reaches both sides: enough valid times to check, most of them refused.
        XCTAssertTrue((300...9_000).contains(accepted), "\(accepted) of 12,000 accepted")
    }
}
