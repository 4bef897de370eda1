import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
import ShowbookBench

/// The load balancer and Easy Days: the least loaded day of the fuzz range is picked, daily due
/// counts over 60 days even out on 10,000 generated cards without any card leaving its fuzz
/// range, Easy Days lighten their weekdays, and the config file turns it all on.
final class LoadBalancerTests: XCTestCase {
    func testPicksTheLeastLoadedDayNearestTheInterval() {
        let balancer = LoadBalancer(timeZone: TimeZone(identifier: "UTC")!)
        let counts = [2: 5, 3: 3, 4: 3, 5: 7]
        let monday = { (_: Int) in 2 }
        XCTAssertEqual(balancer.pick(interval: 4, in: 2...5, dueCount: { counts[$0] ?? 0 }, weekday: monday), 4, "a tie goes to the interval")
        XCTAssertEqual(balancer.pick(interval: 5, in: 2...5, dueCount: { counts[$0] ?? 0 }, weekday: monday), 4, "then to the nearer day")
        XCTAssertEqual(balancer.pick(interval: 2, in: 2...5, dueCount: { counts[$0] ?? 0 }, weekday: monday), 3)
        XCTAssertEqual(balancer.pick(interval: 9, in: 9...9, dueCount: { _ in 100 }, weekday: monday), 9)
        // Easy Days: days 2 and 4 fall on Saturdays at half load, so day 4's 3 reviews (and the
        // card) weigh as (3 + 1) / 0.5 = 8, more than Monday's 6 + 1 = 7; Sunday (day 3) at 0 is never picked.
        let easy = LoadBalancer(easyDays: EasyDays(text: "sat 0.5, sun 0")!, timeZone: TimeZone(identifier: "UTC")!)
        let weekday = { (day: Int) in [2: 7, 3: 1, 4: 7, 5: 2][day] ?? 2 }
        let easyCounts = [2: 5, 3: 0, 4: 3, 5: 6]
        XCTAssertEqual(easy.pick(interval: 4, in: 2...5, dueCount: { easyCounts[$0] ?? 0 }, weekday: weekday), 5)
        XCTAssertEqual(balancer.pick(interval: 4, in: 2...5, dueCount: { easyCounts[$0] ?? 0 }, weekday: weekday), 3, "without them, the empty Sunday")
        XCTAssertEqual(easy.pick(interval: 3, in: 3...3, dueCount: { _ in 0 }, weekday: { _ in 1 }), 3, "a range of only 0 days ignores them")
    }

    func testEasyDaysAndTheLoadBalanceSettings() {
        XCTAssertEqual(EasyDays(text: "Sat 0.5, sunday 0")?.factors, [0, 1, 1, 1, 1, 1, 0.5])
        XCTAssertEqual(EasyDays(text: "mon=1")?.factors, Array(repeating: 1, count: 7))
        for bad in ["sat", "sat 2", "xyz 0.5", "sa 0.5", "sat -1", "sun 0, mon 0, tue 0, wed 0, thu 0, fri 0, sat 0"] {
            XCTAssertNil(EasyDays(text: bad), bad)
        }
        let on = StudySettings.resolve(config: ConfigFile(path: "/c", text: "load_balance = on\neasy_days = sun 0\ntime_zone = Asia/Seoul\n"))
        XCTAssertEqual(on.warnings, [])
        XCTAssertEqual(on.settings.loadBalancer, LoadBalancer(easyDays: EasyDays(text: "sun 0")!, timeZone: TimeZone(identifier: "Asia/Seoul")!))
        XCTAssertNil(StudySettings.resolve(config: ConfigFile(path: "/c", text: "load_balance = off\n")).settings.loadBalancer)
        XCTAssertNil(StudySettings.resolve(config: nil).settings.loadBalancer, "off unless asked for")
        let alone = StudySettings.resolve(config: ConfigFile(path: "/c", text: "easy_days = sun 0\n"))
        XCTAssertEqual(alone.warnings, ["/c line 1: easy_days needs load_balance = on; ignored"])
        XCTAssertNil(alone.settings.loadBalancer)
        let bad = StudySettings.resolve(config: ConfigFile(path: "/c", text: "load_balance = on\neasy_days = weekends\n"))
        XCTAssertEqual(bad.warnings, ["/c line 2: easy_days needs weekdays with factors from 0 to 1 such as “sat 0.5, sun 0”, not “weekends”; using every day normal"])
        XCTAssertEqual(bad.settings.loadBalancer?.easyDays, EasyDays())
        XCTAssertEqual(StudySettings.resolve(config: ConfigFile(path: "/c", text: "load_balance = sometimes\n")).warnings,
                       ["/c line 1: load_balance needs on or off, not “sometimes”; using off"])
    }

    /// `easy_days` is read from the config file: seeded random texts built from its pieces (and
    /// junk) never crash, and whatever is accepted is a week of factors in 0…1 with a day left.
    func testEasyDaysTextFuzz() {
        var generator = SeededGenerator(seed: 39)
        let pieces = ["sat", "sun", "monday", "Tue", "wed", "th", "fri", "0", "0.5", "1", "1.5", "-0", "nan", "inf", "1e-3",
                      ",", " ", "=", ":", "\t", "\u{0}", "é", "日", "", "saturday", "sundays", "0x1"]
        var accepted = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            guard let days = EasyDays(text: text) else { continue }
            accepted += 1
            XCTAssertEqual(days.factors.count, 7, text)
            XCTAssertTrue(days.factors.allSatisfy { (0...1).contains($0) }, text)
            XCTAssertTrue(days.factors.contains { $0 > 0 }, text)
        }
        XCTAssertGreaterThan(accepted, 50, "the fuzz reached texts that are read")
    }

    func testDailyDueCountsEvenOutAndNoCardLeavesItsFuzzRange() {
        let fuzzOnly = BalanceBench().run(balancer: nil)
        var picks = 0
        var outside: [String] = []
        let balanced = BalanceBench().run(balancer: LoadBalancer(timeZone: TimeZone(identifier: "UTC")!)) { picked, range in
            picks += 1
            if !range.contains(picked), outside.count < 5 { outside.append("\(picked) outside \(range)") }
        }
        print(String(format: "load balancer, 10,000 cards over 60 days: standard deviation of daily due counts %.1f with fuzz only, %.1f balanced; around each week %.1f and %.1f",
                     fuzzOnly.standardDeviation, balanced.standardDeviation, fuzzOnly.dayToDayDeviation, balanced.dayToDayDeviation))
        XCTAssertEqual(outside, [], "every balanced day inside the plain interval's fuzz range")
        XCTAssertGreaterThan(picks, 10_000, "the balancer picked the days of most reviews")
        XCTAssertEqual(fuzzOnly.daily.reduce(0, +) > 0, true)
        XCTAssertLessThan(balanced.standardDeviation, fuzzOnly.standardDeviation * 0.8)
        XCTAssertLessThan(balanced.dayToDayDeviation, fuzzOnly.dayToDayDeviation * 0.8)
    }

    func testEasyDaysLightenTheirWeekdays() {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let run = BalanceBench().run(balancer: LoadBalancer(easyDays: EasyDays(text: "sat 0.5, sun 0")!, timeZone: utc.timeZone))
        var byWeekday: [Int: [Int]] = [:]
        for (offset, count) in run.daily.enumerated() {
            let day = 30 + offset
            byWeekday[utc.component(.weekday, from: BalanceBench.start.addingTimeInterval(Double(day) * 86_400)), default: []].append(count)
        }
        func mean(_ weekdays: [Int]) -> Double {
            let values = weekdays.flatMap { byWeekday[$0] ?? [] }
            return Double(values.reduce(0, +)) / Double(max(1, values.count))
        }
        let weekday = mean([2, 3, 4, 5, 6]), saturday = mean([7]), sunday = mean([1])
        print(String(format: "easy days (sat 0.5, sun 0), days 30–89: %.0f a weekday, %.0f a Saturday, %.0f a Sunday", weekday, saturday, sunday))
        // Sundays keep the reviews no range could move (intervals under 2.5 days: a new word's
        // first, a lapse's), so they are light, not empty.
        XCTAssertLessThan(sunday, weekday * 0.5)
        XCTAssertLessThan(saturday, weekday * 0.9)
        XCTAssertGreaterThan(saturday, sunday)
    }
}
