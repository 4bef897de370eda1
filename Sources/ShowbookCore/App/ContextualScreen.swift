/// A screen model that keeps its `ScreenContext` whole and reaches the navigator, its writer
/// and the app's services through it, so no model copies the context field by field when it
/// is built (each did, in the same six lines).
protocol ContextualScreen: AnyObject {
    var context: ScreenContext { get }
}

extension ContextualScreen {
    var navigator: Navigator { context.navigator }
    /// This screen's own UI writes: at once when the database is free, retried when busy.
    var writer: BackgroundWrite { context.writer }
    var jobs: Jobs { context.jobs }
    var timers: Timers { context.timers }
    var clock: AppClock { context.clock }
    var tracker: LifecycleTracker { context.tracker }
    var log: EventLog { context.log }
}
