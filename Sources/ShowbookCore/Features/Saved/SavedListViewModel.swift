/// The Saved tab: saved shows newest first, reloaded whenever the tab is shown again, so a show
/// unsaved in its detail is gone on return. Enter goes through the same navigator and lazy
/// detail as search.
public final class SavedListViewModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable { case move(ListMotion), open }

    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "open", .open),
    ]


    public private(set) var medias: [Media] = []
    public private(set) var list = ListState()
    public let status: StatusReporter
    private let store: SavedStore
    private let navigator: Navigator

    init(store: SavedStore, navigator: Navigator, status: StatusReporter) {
        self.status = status
        self.store = store
        self.navigator = navigator
    }

    public func didAppear() { reload() }

    public func reload() {
        let selectedID = list.selectedIndex.map { medias[$0].id }
        do {
            medias = try store.all()
            status.clear()
        } catch {
            status.report(error, doing: "read saved shows")
        }
        list.reload(ids: medias.map(\.id), keeping: selectedID)
    }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): list.apply(motion)
        case .open: if let index = list.selectedIndex { navigator.navigationTapped(medias[index]) }
        }
    }

    public func setVisibleRows(_ rows: Int) { list.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { list.select(index) }

    public func openSelectedRow() { perform(.open) }
}
