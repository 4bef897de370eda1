import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// Feeds 100,000 seeded random keys to the app across every screen and checks the
/// navigation and selection invariants after each one. The seed is printed on failure so a
/// run can be replayed with SHOWBOOK_FUZZ_SEED.
final class RandomKeyInvariantTests: XCTestCase {
    static let pool: [Key] = {
        var keys: [Key] = [
            .enter, .escape, .tab, .backTab, .backspace, .delete, .up, .down, .left, .right, .home, .end,
            .pageUp, .pageDown, .ctrl("u"), .ctrl("w"), .ctrl("r"), .alt("1"), .alt("2"), .alt("3"), .alt("4"),
            .function(1), .function(5), .resize, .unknown, .character(" "),
            .paste("q\nn"), .paste("1~"), .paste("게임 \t"),
        ]
        keys += "abcdefghijklmnopqrstuvwxyzG?*\"(-".map { Key.character($0) }
        keys += ["게", "임", "ゲ", "🦑", "é"].map { Key.character($0) }
        return keys
    }()

    func testInvariantsHoldForRandomKeys() throws {
        let seed = ProcessInfo.processInfo.environment["SHOWBOOK_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_130
        let count = 100_000
        let h = try AppHarness(debounce: 0.05)
        try SampleBook.installIfEmpty(into: h.container.wordBooks)
        h.app.start()
        h.settle()
        var generator = SeededGenerator(seed: seed)
        var visited: Set<String> = []
        for step in 0..<count {
            let key = Self.pool[Int(generator.next() % UInt64(Self.pool.count))]
            if key == .ctrl("c") { continue }
            h.app.handle(key)
            if generator.next() % 4 == 0 {
                h.clock.advance(by: 0.06)
                h.settle()
            }
            visited.insert(Self.screenName(h.app))
            if let problem = violation(h.app) {
                return XCTFail("seed \(seed), step \(step), key \(key): \(problem)")
            }
        }
        h.settle()
        XCTAssertNil(violation(h.app), "seed \(seed) after settling")
        // The walk must actually reach every kind of screen for the invariants to mean much.
        let expected: Set = ["tab.search", "tab.saved", "tab.books", "tab.today", "detail", "book", "study",
                             "modal.prompt", "modal.confirm", "modal.wordForm", "modal.closeBook"]
        XCTAssertEqual(expected.subtracting(visited), [], "seed \(seed): screens never reached")
    }

    static func screenName(_ app: AppModel) -> String {
        if let modal = app.navigator.modal?.modal {
            switch modal {
            case .confirm: return "modal.confirm"
            case .prompt: return "modal.prompt"
            case .wordForm: return "modal.wordForm"
            case .closeBook: return "modal.closeBook"
            case .importProgress: return "modal.importProgress"
            }
        }
        switch app.navigator.top {
        case .root: return "tab.\(app.tab)"
        case .mediaDetail: return "detail"
        case .wordBook: return "book"
        case .study: return "study"
        case .episodes: return "episodes"
        case .upcoming: return "upcoming"
        case .mining: return "mining"
        case .nowPlaying: return "nowPlaying"
        }
    }

    /// The first broken invariant, or nil.
    func violation(_ app: AppModel) -> String? {
        let navigator = app.navigator
        guard !navigator.stack.isEmpty, case .root = navigator.stack[0] else { return "stack lost its root" }
        if navigator.stack.dropFirst().contains(where: { if case .root = $0 { return true } else { return false } }) {
            return "root pushed twice"
        }
        if navigator.isShowingDetail && navigator.selectedMedia == nil { return "detail on top without selected media" }
        let lists: [(String, ListState)] = [
            ("search", app.search.list), ("saved", app.saved.list), ("books", app.books.list), ("today", app.today.list),
        ] + navigator.stack.compactMap { route in
            if case let .wordBook(model) = route { return ("book", model.list) }
            return nil
        }
        for (name, list) in lists {
            if list.count > 0 && !(0..<list.count).contains(list.selected) { return "\(name) selection \(list.selected) outside 0..<\(list.count)" }
            if list.count == 0 && list.selected != 0 { return "\(name) selection \(list.selected) in an empty list" }
        }
        if app.search.list.count != app.search.state.results.count { return "search list count out of step" }
        for route in navigator.stack {
            if case let .study(model) = route, !model.practice.cards.isEmpty, !model.practice.cards.indices.contains(model.practice.index) {
                return "study index \(model.practice.index) outside \(model.practice.cards.count) cards"
            }
        }
        return nil
    }
}
