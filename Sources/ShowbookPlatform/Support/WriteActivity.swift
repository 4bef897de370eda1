/// How many UI writes are being retried because the database is busy, across every screen:
/// the status bar shows one spinner ("database busy, retrying…") while any is, and the run
/// loop keeps animating it.
public final class WriteActivity {
    public private(set) var waitingWrites = 0

    public init() {}

    /// True while at least one write waits for another process's lock.
    public var isWaiting: Bool { waitingWrites > 0 }

    package func began() { waitingWrites += 1 }

    package func ended() { waitingWrites = max(0, waitingWrites - 1) }
}
