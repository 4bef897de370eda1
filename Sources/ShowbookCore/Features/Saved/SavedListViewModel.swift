/// The Saved tab: saved shows newest first, reloaded whenever the tab is shown again, so a show
/// unsaved in its detail is gone on return. Enter goes through the same navigator and lazy
/// detail as search.
public final class SavedListViewModel: ScreenModel, RowSelecting {
    public enum Command: Sendable { case up, down, pageUp, pageDown, first, last, open }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "up", .up, hint: false),
        KeyBinding([.down, .character("j")], "down", .down, hint: false),
        KeyBinding([.pageUp], "page up", .pageUp, hint: false),
        KeyBinding([.pageDown], "page down", .pageDown, hint: false),
        KeyBinding([.home, .character("g")], "first", .first, hint: false),
        KeyBinding([.end, .character("G")], "last", .last, hint: false),
        KeyBinding([.enter], "open", .open),
    ]

    public var helpEntries: [HelpEntry] { Self.keyMap.helpEntries() }

    public private(set) var medias: [Media] = []
    public private(set) var list = ListState()
    public private(set) var errorMessage: String?
    public var statusMessage: String? { errorMessage }
    private let store: SavedStore
    private let navigator: Navigator

    init(store: SavedStore, navigator: Navigator) {
        self.store = store
        self.navigator = navigator
    }

    public func didAppear() { reload() }

    public func reload() {
        let selectedID = list.selectedIndex.map { medias[$0].id }
        do {
            medias = try store.all()
            errorMessage = nil
        } catch {
            errorMessage = "Could not read saved shows: \(error)"
        }
        list.reload(ids: medias.map(\.id), keeping: selectedID)
    }

    public func handle(_ key: Key) -> Bool {
        guard let command: Command = Self.keyMap.command(for: key) else { return false }
        switch command {
        case .up: list.move(by: -1)
        case .down: list.move(by: 1)
        case .pageUp: list.pageUp()
        case .pageDown: list.pageDown()
        case .first: list.toFirst()
        case .last: list.toLast()
        case .open: if let index = list.selectedIndex { navigator.navigationTapped(medias[index]) }
        }
        return true
    }

    public func setVisibleRows(_ rows: Int) { list.setVisibleRows(rows) }

    public func selectRow(_ index: Int) { list.select(index) }
}
