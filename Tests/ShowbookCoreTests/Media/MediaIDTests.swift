import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookTV

/// A media id is typed (source + id) but keeps its `source:id` text wherever it is written, so
/// storage, logs and JSON read exactly as before.
final class MediaIDTests: XCTestCase {
    func testTextFormRoundTripsExactly() {
        for text in ["tmdb:1396", "bundled:42", "imdb:tt0903747", "odd:a:b", "noSource", ":leading", ""] {
            XCTAssertEqual(MediaID(text).description, text)
        }
        XCTAssertEqual(MediaID("odd:a:b"), MediaID(source: "odd", id: "a:b"))
        XCTAssertEqual(ProviderKind.tmdb.mediaID(1396), MediaID(source: "tmdb", id: "1396"))
    }

    func testOnlyTheOwnProvidersIdsHaveANumber() {
        XCTAssertEqual(ProviderKind.tmdb.number(of: MediaID("tmdb:1396")), 1396)
        XCTAssertNil(ProviderKind.tmdb.number(of: MediaID("tvmaze:1396")))
        XCTAssertNil(ProviderKind.tvmaze.number(of: MediaID("tvmaze:abc")))
        XCTAssertNil(ProviderKind.tmdb.number(of: MediaID("1396")))
    }

    func testJSONKeepsTheIdAsOneString() throws {
        let media = Media(id: ProviderKind.tmdb.mediaID(1396), title: "Breaking Bad")
        let json = String(decoding: try JSONEncoder().encode(media), as: UTF8.self)
        XCTAssertTrue(json.contains(#""id":"tmdb:1396""#), json)
        XCTAssertEqual(try JSONDecoder().decode(Media.self, from: Data(json.utf8)), media)
    }

    func testSavedRowsStoreTheTextForm() throws {
        let h = try AppHarness()
        let media = Media(id: MediaID(source: "bundled", id: "7"), title: "Money Heist")
        try h.container.savedStore.save(media)
        XCTAssertEqual(try h.database.scalarText("SELECT media_id FROM saved_media"), "bundled:7")
        XCTAssertTrue(try h.container.savedStore.isSaved(MediaID("bundled:7")))
        XCTAssertEqual(try h.container.savedStore.all().map(\.id), [media.id])
    }

    func testProvidersNameThemselvesByKind() throws {
        let h = try AppHarness()
        XCTAssertEqual(h.container.provider.kind, .offline)
        XCTAssertEqual(h.container.provider.name, "offline")
        XCTAssertEqual(h.app.search.providerKind, .offline)
    }
}
