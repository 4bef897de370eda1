import Foundation
import XCTest
import ShowbookTestSupport
@testable import ShowbookPlatform
#if canImport(Glibc)
import Glibc
#endif

/// `PlayerSocket` against a real Unix socket in a private folder: a command line arrives whole,
/// an answer is read back, a read with nothing to read comes back empty at its timeout, and the
/// peer closing reads as nil (the player gone); a path that cannot be a socket is one line.
final class PlayerSocketTests: XCTestCase {
    /// A listening socket at `path`; its descriptor.
    private func listen(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: Array(path.utf8))
            raw[path.utf8.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
        XCTAssertEqual(Glibc.listen(fd, 1), 0)
        return fd
    }

    func testALineGoesOutAndAnAnswerComesBackUntilThePeerCloses() throws {
        let folder = try PlayerSocketFolder.make()
        defer { folder.remove() }
        let server = try listen(at: folder.socketPath)
        defer { close(server) }
        let socket = try PlayerSocket.connect(folder.socketPath)
        let peer = accept(server, nil, nil)
        XCTAssertGreaterThanOrEqual(peer, 0)
        let line = try XCTUnwrap(PlayerCommand.setPause(true).encoded(requestID: 3))
        try socket.write(line)
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { recv(peer, $0.baseAddress, 256, 0) }
        XCTAssertEqual(Data(buffer.prefix(max(0, count))), line)
        XCTAssertEqual(socket.read(timeoutMilliseconds: 20), [], "nothing to read: empty at the timeout")
        let answer = Array(#"{"request_id":3,"error":"success"}"#.utf8) + [0x0A]
        _ = answer.withUnsafeBytes { send(peer, $0.baseAddress, answer.count, 0) }
        XCTAssertEqual(socket.read(timeoutMilliseconds: 1000), answer)
        close(peer)
        XCTAssertNil(socket.read(timeoutMilliseconds: 1000), "the peer closed")
        socket.close()
        XCTAssertThrowsError(try socket.write(line)) { XCTAssertEqual($0 as? PlayerSocketError, .closed) }
    }

    func testAPathThatCannotBeASocketIsOneLine() {
        XCTAssertThrowsError(try PlayerSocket.connect(String(repeating: "x", count: 200))) {
            XCTAssertTrue("\($0)".hasSuffix("cannot be a player socket (empty or too long)"), "\($0)")
        }
        XCTAssertThrowsError(try PlayerSocket.connect("/nonexistent/mpv.sock")) {
            XCTAssertEqual("\($0)", "cannot connect to mpv at “/nonexistent/mpv.sock”: No such file or directory")
        }
    }
}
