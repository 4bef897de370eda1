import ShowbookPlatform
/// A screen model that keeps its `ScreenContext` whole and reaches the navigator, its writer
/// and the app's services through it, so no model copies the context field by field when it
/// is built (each did, in the same six lines).
package protocol ContextualScreen: AnyObject {
    var context: ScreenContext { get }
}

extension ContextualScreen {
    package var navigator: Navigator { context.navigator }
    /// This screen's own UI writes: at once when the database is free, retried when busy.
    package var writer: BackgroundWrite { context.writer }
    package var jobs: Jobs { context.jobs }
    package var timers: Timers { context.timers }
    package var clock: AppClock { context.clock }
    package var tracker: LifecycleTracker { context.tracker }
    package var log: EventLog { context.log }
}
