import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// `--no-images`, `--image-base` and the config keys `images`, `image_base`, `image_cache_mb`:
/// flags win over the file, bad values are one line naming where they came from, and TMDB's
/// `poster_path` lands under the chosen base.
final class ImageSettingsTests: XCTestCase {
    func config(_ text: String) -> ConfigFile { ConfigFile(path: "/home/me/.config/showbook/config", text: text) }

    func testDefaultsArePostersOnFromTMDBsPublicServer() throws {
        let settings = try ImageSettings.resolve(noImages: false, imageBase: nil, config: nil)
        XCTAssertTrue(settings.enabled)
        XCTAssertEqual(settings.cacheCapBytes, 50 * 1024 * 1024)
        XCTAssertEqual(settings.tmdbPosterURL("/abc.jpg")?.absoluteString, "https://image.tmdb.org/t/p/w342/abc.jpg")
        XCTAssertNil(settings.tmdbPosterURL(nil))
        XCTAssertNil(settings.tmdbPosterURL(""))
        XCTAssertNil(settings.tmdbPosterURL("abc.jpg"), "TMDB paths start with a slash")
    }

    func testTheFlagAndTheConfigTurnPostersOff() throws {
        XCTAssertFalse(try ImageSettings.resolve(noImages: true, imageBase: nil, config: nil).enabled)
        XCTAssertFalse(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("images = off")).enabled)
        XCTAssertTrue(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("images = on")).enabled)
        XCTAssertThrowsError(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("\nimages = maybe"))) { error in
            XCTAssertEqual("\(error)", "/home/me/.config/showbook/config line 2: images needs on or off, not “maybe”")
        }
    }

    func testTheImageBaseComesFromTheFlagThenTheConfig() throws {
        let fromConfig = try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("image_base = http://127.0.0.1:9/img/"))
        XCTAssertEqual(fromConfig.tmdbPosterURL("/p.jpg")?.absoluteString, "http://127.0.0.1:9/img/p.jpg")
        let fromFlag = try ImageSettings.resolve(noImages: false, imageBase: "http://127.0.0.1:8/w185",
                                                 config: config("image_base = http://127.0.0.1:9/img"))
        XCTAssertEqual(fromFlag.tmdbPosterURL("/p.jpg")?.absoluteString, "http://127.0.0.1:8/w185/p.jpg")
        XCTAssertThrowsError(try ImageSettings.resolve(noImages: false, imageBase: "file:///etc", config: nil)) { error in
            XCTAssertTrue("\(error)".hasPrefix("--image-base needs an http or https URL"), "\(error)")
        }
    }

    func testTheCacheCapIsSetInMegabytes() throws {
        XCTAssertEqual(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("image_cache_mb = 5")).cacheCapBytes,
                       5 * 1024 * 1024)
        XCTAssertThrowsError(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("image_cache_mb = lots")))
        XCTAssertThrowsError(try ImageSettings.resolve(noImages: false, imageBase: nil, config: config("image_cache_mb = 0")))
    }

    func testProvidersKeepThePosterOnTheMedia() throws {
        let show = try TMDB.decoder().decode(TMDB.Show.self, from: Data(#"{"id": 5, "name": "X", "poster_path": "/x.jpg"}"#.utf8))
        XCTAssertEqual(TMDB.media(show, imageBase: URL(string: "http://127.0.0.1:7/t")!).posterURL?.absoluteString,
                       "http://127.0.0.1:7/t/x.jpg")
        let maze = try JSONDecoder().decode(TVmaze.Show.self, from: Data(
            #"{"id": 1, "name": "Y", "image": {"medium": "https://static.example.test/m/1.jpg", "original": "https://static.example.test/o/1.jpg"}}"#.utf8))
        XCTAssertEqual(TVmaze.media(maze).posterURL?.absoluteString, "https://static.example.test/m/1.jpg")
        let noImage = try JSONDecoder().decode(TVmaze.Show.self, from: Data(#"{"id": 2, "name": "Z", "image": null}"#.utf8))
        XCTAssertNil(TVmaze.media(noImage).posterURL)
        let hostile = try JSONDecoder().decode(TVmaze.Show.self, from: Data(#"{"id": 3, "name": "W", "image": {"medium": "file:///etc/passwd"}}"#.utf8))
        XCTAssertNil(TVmaze.media(hostile).posterURL, "only http(s) images are fetched")
    }
}
