import XCTest
@testable import ShowbookTV

/// The libcurl transfer's own pieces: the header block it hands back is parsed by name, and a
/// missing libcurl is one plain line naming the package.
final class HTTPTransferTests: XCTestCase {
    func testHeadersAfterTheStatusLineAreParsedAndTrimmed() {
        let block = "HTTP/1.1 429 Too Many Requests\r\nRetry-After:  3 \r\nContent-Type: application/json\r\nbroken line\r\n\r\n"
        let headers = HTTPTransfer.parseHeaders(block)
        XCTAssertEqual(headers, ["Retry-After": "3", "Content-Type": "application/json"])
        let response = HTTPTransfer.Response(status: 429, headers: headers, body: Data())
        XCTAssertEqual(response.header("retry-after"), "3", "names match without case")
    }

    func testAMissingNetworkLibraryNamesItsPackage() {
        let message = RemoteError.networkLibraryMissing.message(service: "TMDB", isDetail: false)
        XCTAssertTrue(message.contains("libcurl4"), message)
        XCTAssertFalse(message.contains("\n"))
    }
}
