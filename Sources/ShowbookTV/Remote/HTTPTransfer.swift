import CHTTPSupport
import Foundation
import ShowbookPlatform

/// One GET (or POST) on the wire, through libcurl (`CHTTPSupport`, loaded on the first request). It
/// exists so the rest of the client deals in status, headers and body only, and so no process
/// that never touches the network pays for loading an HTTP stack: URLSession would link
/// libcurl and its thirty dependencies into every start. Redirects are never followed here —
/// the 3xx answer comes back to `HTTPClient`, which decides where a request (and its secrets)
/// may go next; a body over the limit is refused as soon as it is declared or passes the
/// limit; a `Cancellation` stops the transfer within a few tens of milliseconds.
package enum HTTPTransfer {
    package struct Response {
        package var status: Int
        package var headers: [String: String]
        package var body: Data

        package func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    package static func get(_ url: URL, headers: [(String, String)], timeout: TimeInterval, limit: Int,
                    cancellation: Cancellation) throws -> Response {
        try exchange(url, headers: headers, body: nil, timeout: timeout, limit: limit, cancellation: cancellation)
    }

    /// A POST of `body` (AnkiConnect's JSON requests), with the same limits and outcomes as `get`.
    package static func post(_ url: URL, headers: [(String, String)], body: Data, timeout: TimeInterval, limit: Int,
                     cancellation: Cancellation) throws -> Response {
        try exchange(url, headers: headers, body: body, timeout: timeout, limit: limit, cancellation: cancellation)
    }

    private static func exchange(_ url: URL, headers: [(String, String)], body requestBody: Data?, timeout: TimeInterval,
                                 limit: Int, cancellation: Cancellation) throws -> Response {
        let flag = CancelFlag()
        cancellation.onCancel { flag.raise() }
        // Header values never hold a line break (that would smuggle in another header).
        let lines = headers.filter { !($0.0 + $0.1).contains(where: \.isNewline) }.map { "\($0.0): \($0.1)" }
        var result = sb_http_result()
        let milliseconds = max(1, Int(timeout * 1000))
        withCStrings(lines) { pointers in
            if let requestBody {
                let bytes = [CChar](requestBody.map { CChar(bitPattern: $0) })
                bytes.withUnsafeBufferPointer { buffer in
                    sb_http_post(url.absoluteString, pointers, Int32(lines.count), buffer.baseAddress, buffer.count,
                                 milliseconds, limit, flag.pointer, &result)
                }
            } else {
                sb_http_get(url.absoluteString, pointers, Int32(lines.count), milliseconds, limit, flag.pointer, &result)
            }
        }
        defer { sb_http_result_free(&result) }
        switch Int32(result.outcome) {
        case Int32(SB_HTTP_OK): break
        case Int32(SB_HTTP_TIMED_OUT): throw RemoteError.timedOut
        case Int32(SB_HTTP_CANCELLED): throw RemoteError.cancelled
        case Int32(SB_HTTP_TOO_LARGE): throw RemoteError.responseTooLarge
        case Int32(SB_HTTP_HEADERS_TOO_LARGE): throw RemoteError.headersTooLarge
        case Int32(SB_HTTP_BAD_RESPONSE): throw RemoteError.unexpectedResponse
        case Int32(SB_HTTP_UNAVAILABLE): throw RemoteError.networkLibraryMissing
        case Int32(SB_HTTP_LOST): throw RemoteError.connectionLost
        default: throw RemoteError.unreachable
        }
        let body = result.body.map { Data(bytes: $0, count: result.body_length) } ?? Data()
        let head = result.headers.map { String(decoding: UnsafeRawBufferPointer(start: $0, count: result.headers_length), as: UTF8.self) } ?? ""
        return Response(status: result.status, headers: parseHeaders(head), body: body)
    }

    /// "Name: value" lines after the status line; a repeated name keeps its last value.
    package static func parseHeaders(_ block: String) -> [String: String] {
        var headers: [String: String] = [:]
        for line in block.split(whereSeparator: \.isNewline).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { headers[name] = value }
        }
        return headers
    }

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

/// The flag the C transfer polls; raised from whichever thread cancels. It outlives the call
/// (the cancellation handler keeps it), so a late cancel never writes freed memory.
private final class CancelFlag: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Int32>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    deinit { pointer.deallocate() }

    func raise() { sb_http_raise_flag(pointer) }
}
