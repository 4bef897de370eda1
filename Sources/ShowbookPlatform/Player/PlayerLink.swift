import Foundation

/// Where command lines go to and event bytes come from: mpv's socket (`PlayerSocket`) or, in
/// tests, a scripted peer.
public protocol PlayerTransport: AnyObject, Sendable {
    /// Writes one command line; throws when the player is gone.
    func write(_ data: Data) throws
    /// Bytes within `timeoutMilliseconds`: empty on timeout, nil when the player is gone.
    func read(timeoutMilliseconds: Int32, maxBytes: Int) -> [UInt8]?
    func close()
}

extension PlayerSocket: PlayerTransport {}

/// One conversation with an mpv: commands go out with increasing request ids (only those
/// `PlayerCommand` can build, on its allow-list); what mpv sends is read on a background job,
/// one read at a time, and handed to `received` on the main thread through `Jobs` (whose
/// executor wakes the run loop), so a line change is drawn as soon as it arrives. When the
/// socket dies `ended` is called once with the line that says so.
public final class PlayerLink {
    public let transport: PlayerTransport
    private let jobs: Jobs
    private var reader = PlayerMessageReader()
    private var nextRequestID = 0
    public private(set) var isOpen = true
    private var reading = false
    /// How long one background read waits before it comes back empty (and is asked again).
    public var readTimeoutMilliseconds: Int32 = 250

    /// Each event read, in order, on the main thread.
    public var received: (PlayerEvent) -> Void = { _ in }
    /// Each refused line (too long, not JSON), on the main thread.
    public var refused: (PlayerReadProblem) -> Void = { _ in }
    /// Once, when the player's socket closed or a write failed.
    public var ended: (String) -> Void = { _ in }

    public init(transport: PlayerTransport, jobs: Jobs) {
        self.transport = transport
        self.jobs = jobs
    }

    /// Sends `command`; its request id, or nil when it was not sent (not allowed, or the player is gone).
    @discardableResult
    public func send(_ command: PlayerCommand) -> Int? {
        guard isOpen else { return nil }
        nextRequestID += 1
        guard let line = command.encoded(requestID: nextRequestID) else { return nil }
        do {
            try transport.write(line)
            return nextRequestID
        } catch {
            finish(PlayerSocketError.closed.description)
            return nil
        }
    }

    /// Starts reading (again: nothing while a read is out).
    public func startReading() {
        guard isOpen, !reading else { return }
        reading = true
        let (transport, timeout) = (self.transport, readTimeoutMilliseconds)
        jobs.listen({ transport.read(timeoutMilliseconds: timeout, maxBytes: 65_536) }) { [weak self] bytes in
            guard let self else { return }
            self.reading = false
            guard self.isOpen else { return }
            guard let bytes else { return self.finish(PlayerSocketError.closed.description) }
            self.deliver(bytes)
            self.startReading()
        }
    }

    /// Hands `bytes` through the reader (a test's way in, and each read's).
    public func deliver(_ bytes: [UInt8]) {
        for result in reader.read(bytes) {
            switch result {
            case let .success(event): received(event)
            case let .failure(problem): refused(problem)
            }
        }
    }

    /// Stops reading and closes the socket; `ended` is not called.
    public func close() {
        isOpen = false
        transport.close()
    }

    private func finish(_ line: String) {
        guard isOpen else { return }
        isOpen = false
        transport.close()
        ended(line)
    }
}
