import Foundation
import ShowbookPlatform
import ShowbookTV

/// A screen's "heard it" writes, off the main thread: each watched mark's exposures are
/// recorded (or an unmark's forgotten) on a background job, one change at a time in the order
/// the marks were made, so a quick mark and unmark never end in the wrong order and the watched
/// marks themselves never wait for the words. The changes go through a writer of their own
/// (`BackgroundWrite.start`: retried while another process holds the database, with the busy
/// spinner), so the screen's own writes are never refused meanwhile. A change that fails
/// reports one line through `failed`; the marks stay. The queue lives until its last change is done, so leaving the
/// screen loses none.
public final class ExposureQueue {
    public enum Change: Sendable, Equatable {
        case record(MediaID, [EpisodeCode], at: Date)
        case forget(MediaID, [EpisodeCode])
    }

    private let exposures: EpisodeExposures?
    private let writer: BackgroundWrite
    private var pending: [(Change, (Int) -> Void)] = []
    public private(set) var isRunning = false
    /// Exposures added by the changes done so far.
    public private(set) var recorded = 0
    /// Called with the error of a change that did not land, on the main thread.
    public var failed: (Error) -> Void = { _ in }

    /// `exposures` nil: nothing is recorded (screens built without subtitles).
    public init(exposures: EpisodeExposures?, writer: BackgroundWrite) {
        self.exposures = exposures
        self.writer = writer
    }

    /// Queues `change`; `landed` gets how many exposures it added once it is written (0 at
    /// once without subtitles to record from; never when it failed).
    public func submit(_ change: Change, landed: @escaping (Int) -> Void = { _ in }) {
        guard exposures != nil else { return landed(0) }
        pending.append((change, landed))
        runNext()
    }

    private func runNext() {
        guard !isRunning, let exposures, !pending.isEmpty else { return }
        let (change, landed) = pending.removeFirst()
        isRunning = true
        let start = writer.start({ () throws -> Int in
            switch change {
            case let .record(media, episodes, date): return try exposures.record(media, episodes: episodes, at: date)
            case let .forget(media, episodes): try exposures.forget(media, episodes: episodes); return 0
            }
        }) { result in
            // Held strongly: changes still waiting run even after the screen is gone.
            self.isRunning = false
            if let added = result.value {
                self.recorded += added
                landed(added)
            }
            if let error = result.error { self.failed(error) }
            self.runNext()
        }
        // The writer is this queue's alone, so it is free here; were it not, the change waits.
        if start == .stillSaving {
            isRunning = false
            pending.insert((change, landed), at: 0)
        }
    }
}
