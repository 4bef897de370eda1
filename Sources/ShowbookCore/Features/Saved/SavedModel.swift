/// The Saved tab: saved shows newest first, reloaded whenever the tab is shown again, so a show
/// unsaved in its detail is gone on return. Enter goes through the same navigator and lazy
/// detail as search; `d` removes a show (undone with `u`), `/` filters by title.
public final class SavedModel: FilteringListScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable {
        case move(ListMotion), open, remove, undo, filter, clearFilter, filterField(FilterCommand)
    }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "open", .open, doesNothingWhen: "nothing is saved"),
        KeyBinding([.character("d")], "remove", .remove, doesNothingWhen: "nothing is saved"),
        KeyBinding([.character("u")], "undo", .undo),
        KeyBinding([.character("/")], "filter", .filter),
        KeyBinding([.escape], "clear the filter", .clearFilter, hint: false),
    ]

    public private(set) var content = SelectableList<Media, MediaID>(id: \.id) { [$0.title, $0.originalTitle] }
    public var medias: [Media] { content.visible }
    public var list: ListState { content.state }
    public var filterText: String { content.filter.text }
    public let status: StatusReporter
    private var undo = UndoSlot<(show: RemovedShow, title: String)>()
    private let store: SavedStore
    private let navigator: Navigator
    private let clock: AppClock

    init(store: SavedStore, navigator: Navigator, clock: AppClock, status: StatusReporter) {
        self.status = status
        self.store = store
        self.navigator = navigator
        self.clock = clock
    }

    public var isEditingFilter: Bool { content.isEditingFilter }
    public func editFilter(_ key: Key) { content.handleFilterKey(key) }

    /// While the `/` field has the keys: the filter's own keys; the rest edit its text.
    public var activeKeyMap: [KeyBinding<Command>] {
        content.isEditingFilter ? FilterCommand.bindings(Command.filterField) : Self.keyMap
    }


    public func didAppear() { reload() }

    public func reload() {
        do {
            content.setItems(try store.all())
        } catch {
            status.report(error, doing: "read saved shows")
        }
    }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): content.apply(motion)
        case .open: if let media = content.selected { navigator.openDetail(media) }
        case .remove: if let media = content.selected { remove(media) }
        case .undo: undoRemove()
        case .filter: content.beginFilter()
        case .clearFilter: content.clearFilter()
        case let .filterField(command): content.perform(command)
        }
    }

    private func remove(_ media: Media) {
        do {
            undo.hold((try store.remove(media.id), media.title), now: clock.now)
            status.report(.undoable("Removed “\(media.title)” from Saved"))
        } catch {
            status.report(error, doing: "update Saved")
        }
        reload()
    }

    private func undoRemove() {
        guard let (removed, title) = undo.take(now: clock.now) else { return status.report(.info("Nothing to undo")) }
        do {
            try store.restore(removed)
            reload()
            content.select(id: removed.mediaID)
            status.report(.info("Restored “\(title)” to Saved"))
        } catch {
            status.report(error, doing: "restore “\(title)”")
        }
    }

    public func setVisibleRows(_ rows: Int) { content.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { content.select(index) }

    public func openSelectedRow() { perform(.open) }
}
