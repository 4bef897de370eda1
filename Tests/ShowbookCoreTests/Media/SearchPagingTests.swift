import Foundation
import XCTest
import ShowbookPlatform
import ShowbookTV

/// `SearchPaging` against providers that claim endless pages: it stops at the first page that
/// adds no new show, at the limit, and after `maximumPages` pages, counting every request.
final class SearchPagingTests: XCTestCase {
    /// A provider claiming a million pages; `showsOn` decides each page's show numbers.
    private final class EndlessProvider: MediaProvider, @unchecked Sendable {
        let showsOn: @Sendable (Int) -> [Int]
        private(set) var requests = 0
        init(showsOn: @escaping @Sendable (Int) -> [Int]) { self.showsOn = showsOn }
        var kind: ProviderKind { .tmdb }
        var attribution: String? { nil }
        func search(query: String, page: Int, cancellation: Cancellation) throws -> MediaPage {
            requests += 1
            let items = showsOn(page).map { Media(id: MediaID(source: "tmdb", id: String($0)), title: "Show \($0)") }
            return MediaPage(items: items, page: page, totalResults: 20_000_000, totalPages: 1_000_000)
        }
        func detail(of media: Media, cancellation: Cancellation) throws -> MediaDetail { throw MediaError("none") }
    }

    func testTheSamePageAgainEndsThePaging() throws {
        let provider = EndlessProvider { _ in Array(1...20) }
        let outcome = try SearchPaging.collect(from: provider, query: "echo", limit: 3_000)
        XCTAssertEqual(provider.requests, 2)
        XCTAssertEqual(outcome.shows.count, 20)
        XCTAssertFalse(outcome.stoppedAtCap)
    }

    func testAPageOfOnlyRepeatsEndsItEvenAfterNewOnes() throws {
        // Pages 1–3 are new, page 4 repeats page 3.
        let provider = EndlessProvider { page in Array((min(page, 3) * 20)..<(min(page, 3) * 20 + 20)) }
        let outcome = try SearchPaging.collect(from: provider, query: "echo", limit: 3_000)
        XCTAssertEqual(provider.requests, 4)
        XCTAssertEqual(outcome.shows.count, 60)
        XCTAssertEqual(Set(outcome.shows.map(\.id)).count, 60, "each show once")
    }

    func testThePageCapEndsALargeLimit() throws {
        let provider = EndlessProvider { page in Array((page * 20)..<(page * 20 + 20)) }
        let outcome = try SearchPaging.collect(from: provider, query: "echo", limit: 3_000)
        XCTAssertEqual(provider.requests, SearchPaging.maximumPages)
        XCTAssertEqual(outcome.shows.count, SearchPaging.maximumPages * 20)
        XCTAssertTrue(outcome.stoppedAtCap)
    }

    func testTheLimitEndsItFirstAndIsNotTheCap() throws {
        let provider = EndlessProvider { page in Array((page * 20)..<(page * 20 + 20)) }
        let outcome = try SearchPaging.collect(from: provider, query: "echo", limit: 45)
        XCTAssertEqual(provider.requests, 3)
        XCTAssertEqual(outcome.shows.count, 45)
        XCTAssertFalse(outcome.stoppedAtCap)
    }

    func testAnEmptyPageEndsIt() throws {
        let provider = EndlessProvider { page in page == 1 ? Array(1...5) : [] }
        let outcome = try SearchPaging.collect(from: provider, query: "echo", limit: 3_000)
        XCTAssertEqual(provider.requests, 2)
        XCTAssertEqual(outcome.shows.count, 5)
    }
}
