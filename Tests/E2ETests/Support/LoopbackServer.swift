import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 (random port) for the end-to-end tests that run the
/// app against a provider: it reads each request's head, asks `respond` for the answer and
/// closes the connection. The TMDB-shaped stubs differ only in what they answer.
final class LoopbackServer: @unchecked Sendable {
    /// One answer: status, extra header lines, body.
    struct Response {
        var status: Int
        var headers: [String] = []
        var body = Data()

        static func json(_ status: Int, _ text: String) -> Response {
            Response(status: status, headers: ["Content-Type: application/json"], body: Data(text.utf8))
        }
    }

    /// A request as received: its head (request line and headers) and its target (`/3/tv/1?x`).
    struct Request {
        var head: String
        var target: String
        var path: String { target.split(separator: "?").first.map(String.init) ?? target }
    }

    let port: UInt16
    private let listener: Int32
    private let respond: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var stopped = false

    init(respond: @escaping @Sendable (Request) -> Response) throws {
        self.respond = respond
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let size = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }
        guard fd >= 0, bound == 0, listen(fd, 16) == 0 else { throw NSError(domain: "server", code: 1) }
        var length = size
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let client = accept(listener, nil, nil)
            if client >= 0 { Thread { [self] in serve(client) }.start() }
        }
        close(listener)
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        var data = Data()
        while data.range(of: Data("\r\n\r\n".utf8)) == nil {
            let count = recv(client, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            data.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: data, as: UTF8.self)
        let target = head.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
        let answer = respond(Request(head: head, target: target))
        let lines = ["HTTP/1.1 \(answer.status) X"] + answer.headers + ["Content-Length: \(answer.body.count)", "Connection: close"]
        var response = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        response.append(answer.body)
        _ = response.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
