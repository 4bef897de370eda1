/// Reports `<kind>.built` when made and `<kind>.released` when dropped, for a thing whose own
/// type has no lifecycle of its own to report — a presented modal, whose token the navigator
/// holds exactly as long as it holds the modal — so tests count modals as they count screens.
package final class LifecycleToken {
    private let tracker: LifecycleTracker
    private let kind: String
    private let id: String

    package init(tracker: LifecycleTracker, kind: String, id: String) {
        self.tracker = tracker
        self.kind = kind
        self.id = id
        tracker.didBuild(kind, id: id)
    }

    deinit { tracker.didRelease(kind, id: id) }
}
