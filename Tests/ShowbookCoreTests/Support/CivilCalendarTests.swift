import Foundation
import XCTest
@testable import ShowbookPlatform

/// The calendar arithmetic the strict date readers share: known days, month lengths, and every
/// day of six centuries read back to the date it came from, against Foundation's own Gregorian
/// calendar.
final class CivilCalendarTests: XCTestCase {
    func testKnownDaysAndMonthLengths() {
        XCTAssertEqual(CivilCalendar.days(year: 1970, month: 1, day: 1), 0)
        XCTAssertEqual(CivilCalendar.days(year: 2000, month: 3, day: 1), 11_017)
        XCTAssertEqual(CivilCalendar.days(year: 1969, month: 12, day: 31), -1)
        XCTAssertEqual([2000, 1900, 2024, 2023].map { CivilCalendar.daysIn(month: 2, year: $0) }, [29, 28, 29, 28])
        XCTAssertEqual([4, 6, 9, 11, 1, 12].map { CivilCalendar.daysIn(month: $0, year: 2026) }, [30, 30, 30, 30, 31, 31])
    }

    func testEveryDayReadsBackAndAgreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        for days in stride(from: -80_000, through: 150_000, by: 1) {
            let (year, month, day) = CivilCalendar.date(days: days)
            XCTAssertEqual(CivilCalendar.days(year: year, month: month, day: day), days)
            if days % 997 == 0 {
                let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
                XCTAssertEqual([parts.year, parts.month, parts.day], [year, month, day], "day \(days)")
            }
        }
    }
}
