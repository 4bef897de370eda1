import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookApp

/// The search property test's queries typed into the Search tab over the bundled catalog, the
/// way a terminal delivers them: their bytes decoded by `TerminalInputDecoder` one scalar at a
/// time (a ZWJ emoji or a jamo syllable arrives in pieces), whole characters, or pasted runs,
/// mixed with edits (Backspace, Delete, Ctrl-W, Ctrl-U, Ctrl-K, cursor moves, Esc) and list
/// moves; the manual clock passes the debounce now and then, and the searches that start finish
/// in random order. Once the typing stops and the work settles: no trap, the list shows the
/// first page of exactly the query in the field (switch-to-latest), no show twice, and the
/// selection and the field's cursor in bounds.
final class SearchTypingPropertyTests: XCTestCase {
    static let seed: UInt64 = 0x5EA2_C7F3
    static let cases = 2_000

    static let edits: [Key] = [.backspace, .backspace, .delete, .ctrl("w"), .ctrl("u"), .ctrl("k"), .left, .right, .ctrl("a"), .ctrl("e"), .escape]
    static let moves: [Key] = [.down, .down, .up, .pageDown, .pageUp, .home, .end]

    func testTypedQueriesShowTheirOwnResults() throws {
        let h = try AppHarness(records: BundledCatalog.records())
        h.app.start()
        h.settle()
        let titles = try h.database.query("SELECT title, original_title FROM shows") { [$0.string(0), $0.string(1)] }.flatMap { $0 }
        let readings = try h.database.query("SELECT extra_key FROM shows WHERE extra_key != ''") { $0.string(0) }
        let queries = SearchFuzzQueries(titles: titles, readings: readings)
        let provider = OfflineCatalogProvider(store: h.catalog)
        try FuzzRun.cases("search.typing", seed: Self.seed, count: Self.cases) { random, index in
            let label = FuzzRun.describe("search.typing", seed: Self.seed, index: index)
            h.press(.ctrl("e"), .ctrl("u"))
            let query = queries.query(using: &random)
            let edited = type(query, into: h, using: &random)
            // The typing stops: the debounce passes and every search and page load finishes.
            h.advance(0.6)
            for _ in 0..<100 where h.executor.pendingCount > 0 { h.settle() }
            XCTAssertEqual(h.executor.pendingCount, 0, "work settles: \(label)")
            let search = h.app.search
            if !edited { XCTAssertEqual(search.query.text, query, "the field holds what was typed: \(label)") }
            XCTAssertEqual(search.state.resultsQuery, search.query.text, "results of the latest query: \(label) \(query.debugDescription)")
            XCTAssertFalse(search.isPending, label)
            let expected = try provider.search(query: search.query.text, page: 1, cancellation: .none).items.map(\.id)
            let shown = search.state.results.map(\.id)
            XCTAssertEqual(Array(shown.prefix(expected.count)), expected, "the first page of that query: \(label)")
            XCTAssertEqual(Set(shown).count, shown.count, "no show twice: \(label)")
            XCTAssertEqual(search.list.count, shown.count, label)
            if let selected = search.list.selectedIndex {
                XCTAssertTrue(shown.indices.contains(selected), "selection in bounds: \(label)")
                XCTAssertTrue((search.list.offset..<(search.list.offset + search.list.visibleRows)).contains(selected), "selection on screen: \(label)")
            } else {
                XCTAssertTrue(shown.isEmpty, label)
            }
            XCTAssertTrue((0...search.query.characters.count).contains(search.query.cursor), "cursor in the text: \(label)")
            XCTAssertFalse(h.app.navigator.isShowingDetail, label)
        }
        // The walk must reach what it is about: searches started while typing whose answers
        // came after a newer query's, and were dropped.
        let dropped = h.log.events(named: "search.dropped").count
        XCTAssertGreaterThan(dropped, Self.cases / 20, "late answers of older queries were dropped \(dropped) times")
    }

    /// Types `query` with random delivery, edits, moves, clock steps and job order; returns
    /// true when an edit may have changed the text.
    private func type(_ query: String, into h: AppHarness, using random: inout SeededGenerator) -> Bool {
        var edited = false
        var rest = Substring(query)
        while let next = rest.first {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<8:
                h.press(Self.edits.randomElement(using: &random)!)
                edited = true
                continue
            case 8..<11:
                h.press(Self.moves.randomElement(using: &random)!)
                continue
            case 11..<21:
                let run = rest.prefix(Int.random(in: 1...12, using: &random))
                h.press(.paste(String(run)))
                rest = rest.dropFirst(run.count)
            case 21..<41:
                h.press(.character(next))
                rest = rest.dropFirst()
            default:
                var decoder = TerminalInputDecoder()
                for event in decoder.feed(Array(String(next).utf8)) + decoder.flush() {
                    if case let .key(key) = event { h.press(key) }
                }
                rest = rest.dropFirst()
            }
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<4: h.advance(0.6)  // a pause: the debounce fires and a search starts
            case 4..<8 where h.executor.pendingCount > 0:
                // One running search (or page load) finishes, not necessarily the oldest.
                h.executor.run(at: Int.random(in: 0..<h.executor.pendingCount, using: &random))
                h.app.tick()
            default: h.advance(0.05)
            }
        }
        return edited
    }
}
