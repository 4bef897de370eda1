import Foundation

/// A buffered writer on one file descriptor that checks every `write(2)`: partial writes are
/// continued, EINTR retried, EPIPE becomes `OutputError.brokenPipe` and anything else (a full
/// disk, a closed descriptor) `OutputError.failed` naming the stream. It exists because
/// `print` drops write errors and `FileHandle.write` traps on them; the command line writes
/// every byte through this type so each failure is seen exactly once.
public final class OutputChannel {
    /// The descriptor written to.
    public let descriptor: Int32
    /// What error messages call it: "standard output", or a file's path.
    public let name: String
    /// The first failure; once set, every later write throws it again without writing.
    public private(set) var failure: OutputError?
    /// Bytes handed to the kernel so far (tests count work with it).
    public private(set) var bytesWritten = 0
    private var buffer: [UInt8] = []
    private let capacity: Int

    /// - Parameters:
    ///   - capacity: bytes kept before a flush; 0 writes through at once.
    ///   - closed: the descriptor was closed when the process started (the caller put
    ///     /dev/null in its place so no file could take its number): every write fails.
    public init(descriptor: Int32, name: String, capacity: Int = 64 * 1024, closed: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.capacity = capacity
        if closed { failure = .failed("cannot write \(name): it is closed") }
    }

    /// Whether the descriptor is a terminal.
    public var isTerminal: Bool { failure == nil && isatty(descriptor) == 1 }

    public func write(_ text: String) throws {
        try write(bytes: Array(text.utf8))
    }

    public func write(bytes: [UInt8]) throws {
        if let failure { throw failure }
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { try flush() }
    }

    /// Hands everything buffered to the kernel.
    public func flush() throws {
        if let failure { throw failure }
        guard !buffer.isEmpty else { return }
        let pending = buffer
        buffer.removeAll(keepingCapacity: true)
        do {
            try Self.writeAll(pending, to: descriptor, name: name) { self.bytesWritten += $0 }
        } catch let error as OutputError {
            failure = error
            throw error
        }
    }

    /// Writes all of `bytes` to `descriptor`, waiting when it is non-blocking and full.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String, progress: (Int) -> Void = { _ in }) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if count > 0 {
                    offset += count
                    progress(count)
                    continue
                }
                let code = count < 0 ? errno : ENOSPC
                switch code {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, -1)
                case EPIPE:
                    throw OutputError.brokenPipe
                case EBADF:
                    throw OutputError.failed("cannot write \(name): it is closed")
                default:
                    throw OutputError.failed("cannot write \(name): \(OutputError.reason(code))")
                }
            }
        }
    }
}
