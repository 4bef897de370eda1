import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Unix socket to one mpv's `--input-ipc-server`: connect, write whole command lines, and
/// read what mpv sends with a timeout so a reader thread can notice it is asked to stop. Errors
/// are `PlayerSocketError`, one plain line each; a closed or broken socket reads as `nil`.
public final class PlayerSocket: @unchecked Sendable {
    private let lock = NSLock()
    private var fd: Int32
    public let path: String

    private init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close() }

    /// Connects to the socket at `path`.
    public static func connect(_ path: String) throws -> PlayerSocket {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity, !bytes.contains(0) else { throw PlayerSocketError.badPath(path) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw PlayerSocketError.cannotConnect(path, String(cString: strerror(errno))) }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw PlayerSocketError.cannotConnect(path, reason)
        }
        return PlayerSocket(fd: fd, path: path)
    }

    public var isOpen: Bool { lock.withLock { fd >= 0 } }

    /// Writes all of `data` (a command line); throws when the player is gone.
    public func write(_ data: Data) throws {
        let handle = lock.withLock { fd }
        guard handle >= 0 else { throw PlayerSocketError.closed }
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = send(handle, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw PlayerSocketError.closed }
                offset += written
            }
        }
    }

    /// Waits up to `timeoutMilliseconds` for bytes: them, an empty array on timeout, nil when
    /// the socket closed or failed.
    public func read(timeoutMilliseconds: Int32, maxBytes: Int = 65_536) -> [UInt8]? {
        let handle = lock.withLock { fd }
        guard handle >= 0 else { return nil }
        var poller = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, timeoutMilliseconds)
        if ready == 0 || (ready < 0 && errno == EINTR) { return [] }
        guard ready > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: maxBytes)
        let count = buffer.withUnsafeMutableBytes { recv(handle, $0.baseAddress, maxBytes, 0) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { return [] }
        guard count > 0 else { return nil }
        return Array(buffer.prefix(count))
    }

    /// Closes the socket (again: nothing).
    public func close() {
        lock.withLock {
            if fd >= 0 { Glibc.close(fd) }
            fd = -1
        }
    }
}

/// Why the player's socket cannot be used, in one line.
public enum PlayerSocketError: Error, Sendable, Equatable, CustomStringConvertible {
    case badPath(String)
    case cannotConnect(String, String)
    case closed

    public var description: String {
        switch self {
        case let .badPath(path): return "“\(PlayerText.plain(path))” cannot be a player socket (empty or too long)"
        case let .cannotConnect(path, reason): return "cannot connect to mpv at “\(PlayerText.plain(path))”: \(reason)"
        case .closed: return "mpv is gone (its socket closed)"
        }
    }
}
