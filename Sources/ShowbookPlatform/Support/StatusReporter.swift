/// The one path from a screen to the status bar. Each screen owns one and reports through it
/// when something happens — a confirmation, or a failure together with what it was doing — and
/// the message goes straight into the app's `MessageLog`. A failure and a success line can only
/// both appear if both were reported, never because one overwrote the other in a variable.
public final class StatusReporter {
    private let log: MessageLog
    private let clock: AppClock

    package init(log: MessageLog, clock: AppClock) {
        self.log = log
        self.clock = clock
    }

    public func report(_ message: StatusMessage) { log.push(message, from: self, now: clock.now) }

    public func info(_ text: String) { report(.info(text)) }

    /// A failure, phrased "Could not <doing>: <error>".
    public func report(_ error: Error, doing action: String) {
        report(.error("Could not \(action): \(error)"))
    }

    /// The screen's last message no longer applies (the user went on to something else).
    public func clear() { log.clear(from: self) }
}
