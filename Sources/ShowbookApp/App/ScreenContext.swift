import ShowbookPlatform
import ShowbookExchange
/// What every screen model is built with besides its own data and stores: the navigator it
/// goes through, a status line and a writer of its own, and the app's shared services (jobs,
/// timers, the clock, the lifecycle tracker, the event log). One value instead of the eight
/// parameters each screen used to take; `AppContainer.context(navigator:)` makes one per screen.
public struct ScreenContext {
    public let navigator: Navigator
    /// This screen's own status line (its messages show while it has the focus).
    public let status: StatusReporter
    /// This screen's own UI writes: at once when the database is free, retried when busy.
    public let writer: BackgroundWrite
    public let jobs: Jobs
    public let timers: Timers
    public let clock: AppClock
    public let tracker: LifecycleTracker
    public let log: EventLog
    private let container: AppContainer

    package init(container: AppContainer, navigator: Navigator) {
        self.container = container
        self.navigator = navigator
        status = container.makeStatus()
        writer = container.makeWriter(for: navigator)
        jobs = container.jobs
        timers = container.timers
        clock = container.clock
        tracker = container.tracker
        log = container.log
    }

    /// Where AnkiConnect listens, for a push to Anki.
    public var ankiConnectURL: String { container.settings.ankiConnectURL }

    /// The clip cutter for `E` and `A`, nil unless the config file turns media on.
    public var clipCutter: AnkiMediaCutter? {
        container.settings.clips.enabled ? AnkiMediaCutter(settings: container.settings.clips) : nil
    }

    /// A writer of its own for the writes this screen's background jobs hand over (episodes
    /// fetched to store, an import), so they queue behind each other and never make the
    /// screen's own writes say "Still saving…".
    /// What `r` on a study card plays a word's clip through, and the seconds of sound around it.
    public var clipPlayer: ClipPlayer { container.clipPlayer }
    public var clipPadding: Double { container.settings.clips.padding }

    public func makeJobWriter() -> BackgroundWrite { container.makeWriter(for: navigator) }

    /// A context for a part of this screen that writes on its own (the episodes screen's
    /// "heard it" queue): the same services, with a status line and a writer of its own.
    public func forAnotherScreen() -> ScreenContext { ScreenContext(container: container, navigator: navigator) }

    /// Shows a message from work that outlives its screen (a finished close pops the book
    /// screen that started it), so it is not tied to any screen's focus.
    public func announce(_ message: StatusMessage) { container.announce(message) }
}
