import Foundation
#if canImport(Glibc)
import Glibc
import ShowbookPlatform
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and a random port, shared by the provider tests and the
/// end-to-end tests that run the app against a TMDB-shaped stub.
/// Each connection is served on its own thread by a handler that can answer, hang (never
/// answer, until the server stops) or drop the connection. It records every request so tests
/// can count what reached "the network". One request per connection (`Connection: close`).
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A request as the server saw it.
    public struct Request: Sendable {
        public var method: String
        /// The raw request target, e.g. "/3/search/tv?query=bad&page=1".
        public var target: String
        public var path: String
        public var query: [String: String]
        /// Header names in lower case.
        public var headers: [String: String]
        /// The body a POST sent (read up to its `Content-Length`).
        public var body = Data()
    }

    /// What the handler wants done with a request.
    public enum Reply: Sendable {
        case respond(status: Int, headers: [String: String], body: Data)
        /// Keep the connection open and never answer (a timeout test).
        case hang
        /// Close the connection without a response.
        case drop
        /// Send the head (with `Content-Length: contentLength` when given, else the body ends
        /// when the connection closes), then `bodyBytes` bytes of filler in 64 KiB writes,
        /// stopping when the client goes away. If fewer bytes than promised were sent, the
        /// connection is then held open, like `hang`. `streamedBytes` counts what was sent.
        case stream(status: Int, contentLength: Int?, bodyBytes: Int)

        public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> Reply {
            .respond(status: status, headers: headers.merging(["Content-Type": "application/json;charset=utf-8"]) { a, _ in a },
                     body: Data(text.utf8))
        }

        /// A redirect to `location` (sent as given: absolute, relative or scheme-relative).
        public static func redirect(to location: String, status: Int = 302) -> Reply {
            .respond(status: status, headers: ["Location": location], body: Data())
        }
    }

    public typealias Handler = @Sendable (Request) -> Reply

    public let port: UInt16
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    private let listener: Int32
    private let handler: Handler
    private let condition = NSCondition()
    private var stopped = false
    private var acceptLoopDone = false
    private var recorded: [Request] = []
    private var streamed = 0
    private var openStreams = 0

    public init(handler: @escaping Handler) throws {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError("socket() failed") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError("bind/listen failed")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Stops accepting (new connections are then refused), releases hanging connections and
    /// returns once the listening socket is closed.
    public func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while !acceptLoopDone { condition.wait() }
        condition.unlock()
    }

    /// Every request received so far, oldest first.
    public var requests: [Request] {
        condition.lock()
        defer { condition.unlock() }
        return recorded
    }

    /// Body bytes sent so far by `.stream` replies (written to the socket, not necessarily read).
    public var streamedBytes: Int {
        condition.lock()
        defer { condition.unlock() }
        return streamed
    }

    /// Waits (up to `timeout`) until no `.stream` reply is still sending — for an endless
    /// body, until the client has closed the connection. True if they all ended.
    @discardableResult
    public func waitForStreamsToEnd(timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while openStreams > 0 {
            if !condition.wait(until: deadline) { return openStreams == 0 }
        }
        return true
    }

    public func requestCount(pathPrefix: String = "/") -> Int {
        requests.filter { $0.path.hasPrefix(pathPrefix) }.count
    }

    /// Waits (up to `timeout`) until at least `count` requests arrived. True if they did.
    @discardableResult
    public func waitForRequests(_ count: Int, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while recorded.count < count {
            if !condition.wait(until: deadline) { return recorded.count >= count }
        }
        return true
    }

    // MARK: - Serving

    private var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            let connection = Thread { [self] in serve(client) }
            connection.start()
        }
        close(listener)
        condition.lock()
        acceptLoopDone = true
        condition.broadcast()
        condition.unlock()
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = readRequest(client) else { return }
        condition.lock()
        recorded.append(request)
        condition.broadcast()
        condition.unlock()
        switch handler(request) {
        case let .respond(status, headers, body):
            var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
            writeAll(client, Data(head.utf8) + body)
        case .hang:
            holdUntilStopped()
        case .drop:
            return
        case let .stream(status, contentLength, bodyBytes):
            stream(client, status: status, contentLength: contentLength, bodyBytes: bodyBytes)
        }
    }

    private func holdUntilStopped() {
        condition.lock()
        while !stopped { condition.wait() }
        condition.unlock()
    }

    private func stream(_ client: Int32, status: Int, contentLength: Int?, bodyBytes: Int) {
        condition.lock()
        openStreams += 1
        condition.unlock()
        defer {
            condition.lock()
            openStreams -= 1
            condition.broadcast()
            condition.unlock()
        }
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Type: application/json\r\n"
        if let contentLength { head += "Content-Length: \(contentLength)\r\n" }
        head += "Connection: close\r\n\r\n"
        guard writeAll(client, Data(head.utf8)) else { return }
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 65_536)
        var sent = 0
        while sent < bodyBytes {
            let piece = min(chunk.count, bodyBytes - sent)
            guard writeAll(client, chunk.prefix(piece)) else { return }
            sent += piece
            condition.lock()
            streamed += piece
            condition.unlock()
        }
        if let contentLength, sent < contentLength { holdUntilStopped() }
    }

    private func readRequest(_ client: Int32) -> Request? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var data = Data()
        while data.count < 65_536 {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
            if data.range(of: Data("\r\n\r\n".utf8)) != nil { break }
        }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let target = String(parts[1])
        let pieces = target.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if pieces.count > 1 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
                query[kv[0]] = kv.count > 1 ? kv[1] : ""
            }
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let path = String(pieces[0]).removingPercentEncoding ?? String(pieces[0])
        var body = Data()
        if let end = data.range(of: Data("\r\n\r\n".utf8)), let length = headers["content-length"].flatMap(Int.init),
           length <= 16 * 1_048_576 {
            body = data[end.upperBound...]
            while body.count < length {
                let count = recv(client, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                body.append(contentsOf: buffer[0..<count])
            }
        }
        return Request(method: String(parts[0]), target: target, path: path, query: query, headers: headers,
                       body: Data(body))
    }

    /// True if every byte was handed to the socket (false once the client has gone).
    @discardableResult
    private func writeAll(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    /// A port on 127.0.0.1 that nothing listens on (bound, then closed).
    public static func closedPort() throws -> UInt16 {
        let server = try LoopbackHTTPServer { _ in .drop }
        let port = server.port
        server.stop()
        return port
    }
}

/// Why the test server could not start.
public struct ServerError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
