import Foundation
import ShowbookTestSupport
import XCTest

/// `showbook search --provider tmdb --limit N` against servers that never stop paging: one
/// that answers the same page for every page number, and one that makes up new shows for
/// every page and claims a million pages. The command stops at the first page that adds no
/// new show, and reads at most `SearchPaging.maximumPages` pages however large `--limit` is
/// (saying so on stderr), the way End in the app loads at most 20 pages a press.
final class OnlinePagingE2ETests: E2ETestCase {
    private static let token = "e2e-paging-token"
    /// The cap the help text documents.
    private static let pageCap = 50

    override var environment: [String: String] {
        var environment = super.environment
        environment["TMDB_ACCESS_TOKEN"] = Self.token
        environment["XDG_CONFIG_HOME"] = workDirectory.appendingPathComponent("config").path
        return environment
    }

    private static func show(_ id: Int) -> String {
        #"{"id":\#(id),"name":"Echo \#(id)","original_name":"Echo \#(id)","overview":"","first_air_date":"2020-01-01","#
            + #""genre_ids":[],"origin_country":["US"],"original_language":"en","vote_average":7,"vote_count":10,"#
            + #""popularity":1,"poster_path":null}"#
    }

    private static func page(_ number: Int, ids: ClosedRange<Int>) -> String {
        #"{"page":\#(number),"results":[\#(ids.map(show).joined(separator: ","))],"total_pages":1000000,"#
            + #""total_results":20000000}"#
    }

    private func search(_ server: LoopbackHTTPServer, limit: Int) throws -> ProcessResult {
        try ProcessRunner.run(Self.binaryPath, ["--db", databasePath, "--provider", "tmdb", "--api-base", "http://127.0.0.1:\(server.port)",
                                                "search", "echo", "--limit", String(limit)],
                              environment: environment, stdoutToPipe: true, timeout: 60)
    }

    func testASearchStopsAtAPageThatAddsNothingNew() throws {
        let server = try LoopbackHTTPServer { request in
            .json(Self.page(Int(request.query["page"] ?? "1") ?? 1, ids: 1...20))
        }
        defer { server.stop() }
        let result = try search(server, limit: 3000)
        let searches = server.requests.filter { $0.path == "/3/search/tv" }.count
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 20, "the 20 shows, once each")
        XCTAssertEqual(searches, 2, "page 1, then page 2 adds nothing new and ends the paging; \(searches) pages were fetched")
    }

    func testASearchReadsAtMostTheCappedNumberOfPages() throws {
        let server = try LoopbackHTTPServer { request in
            let number = Int(request.query["page"] ?? "1") ?? 1
            return .json(Self.page(number, ids: (number * 20)...(number * 20 + 19)))
        }
        defer { server.stop() }
        let result = try search(server, limit: 3000)
        let searches = server.requests.filter { $0.path == "/3/search/tv" }.count
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(searches, Self.pageCap, "pages fetched for --limit 3000")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, Self.pageCap * 20)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, "the credit line and one line about the cap: \(result.stderr)")
        XCTAssertTrue(result.stderr.contains("stopped after \(Self.pageCap) pages"), result.stderr)

        let help = try runCLI(["--help"], useDatabase: false)
        XCTAssertTrue(help.stdout.contains("at most \(Self.pageCap) pages"), "--help documents the cap")
    }
}
