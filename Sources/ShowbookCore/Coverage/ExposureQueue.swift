import Foundation

/// A screen's "heard it" writes, off the main thread: each watched mark's exposures are
/// recorded (or an unmark's forgotten) on a background job, one change at a time in the order
/// the marks were made, so a quick mark and unmark never end in the wrong order and the watched
/// marks themselves never wait for the words. A change that fails reports one line through
/// `failed`; the marks stay. The queue lives until its last change is done, so leaving the
/// screen loses none.
public final class ExposureQueue {
    public enum Change: Sendable, Equatable {
        case record(MediaID, [EpisodeCode], at: Date)
        case forget(MediaID, [EpisodeCode])
    }

    private let exposures: EpisodeExposures?
    private let jobs: Jobs
    private var pending: [Change] = []
    public private(set) var isRunning = false
    /// Exposures added by the changes done so far.
    public private(set) var recorded = 0
    /// Called with the error of a change that did not land, on the main thread.
    public var failed: (Error) -> Void = { _ in }

    /// `exposures` nil: nothing is recorded (screens built without subtitles).
    public init(exposures: EpisodeExposures?, jobs: Jobs) {
        self.exposures = exposures
        self.jobs = jobs
    }

    public func submit(_ change: Change) {
        guard exposures != nil else { return }
        pending.append(change)
        runNext()
    }

    private func runNext() {
        guard !isRunning, let exposures, !pending.isEmpty else { return }
        let change = pending.removeFirst()
        isRunning = true
        jobs.submit({
            Result { () throws -> Int in
                switch change {
                case let .record(media, episodes, date): return try exposures.record(media, episodes: episodes, at: date)
                case let .forget(media, episodes): try exposures.forget(media, episodes: episodes); return 0
                }
            }
        }) { result in
            // Held strongly: changes still waiting run even after the screen is gone.
            self.isRunning = false
            switch result {
            case let .success(added): self.recorded += added
            case let .failure(error): self.failed(error)
            }
            self.runNext()
        }
    }
}
