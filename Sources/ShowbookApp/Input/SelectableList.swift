import Foundation
import ShowbookTV

/// The rows of a list screen (Saved, Books, a book's words, Today, a season's episodes,
/// Upcoming, mined words) in one piece instead of a copy per screen: every item, the ones the
/// `/` filter lets through, the selection kept by id across reloads and filtering, and the
/// scroll state. The filter matches any of an item's texts folded like search (case and Latin
/// accents ignored; Hangul, kana and kanji exact, inside words).
public struct SelectableList<Item, ID: Hashable> {
    public private(set) var items: [Item] = []
    /// The items the filter lets through, in order: what the screen draws.
    public private(set) var visible: [Item] = []
    public private(set) var state = ListState()
    public private(set) var filter = TextFieldState("", maxLength: 200)
    /// True while the filter field has the keys.
    public private(set) var isEditingFilter = false
    private let id: (Item) -> ID
    private let texts: (Item) -> [String]

    public init(id: @escaping (Item) -> ID, texts: @escaping (Item) -> [String]) {
        self.id = id
        self.texts = texts
    }

    /// A list without a `/` filter: its screen never begins one, so every item is visible.
    public init(id: @escaping (Item) -> ID) {
        self.init(id: id) { _ in [] }
    }

    public var selected: Item? { state.selectedIndex.map { visible[$0] } }
    /// True when the filter line is on screen (being typed, or kept).
    public var isFilterShown: Bool { isEditingFilter || !filter.isEmpty }

    /// Replaces the items, keeping the selected one when it is still there.
    public mutating func setItems(_ newItems: [Item]) {
        let selectedID = selected.map(id)
        items = newItems
        refilter(keeping: selectedID)
    }

    public mutating func select(id wanted: ID) {
        if let index = visible.firstIndex(where: { id($0) == wanted }) { state.select(index) }
    }

    public mutating func select(_ index: Int) { state.select(index) }
    public mutating func apply(_ motion: ListMotion) { state.apply(motion) }
    public mutating func setVisibleRows(_ rows: Int) { state.setVisibleRows(rows) }

    /// `/`: gives the keys to the filter field.
    public mutating func beginFilter() { isEditingFilter = true }

    /// Empties the filter; false when there was nothing to clear.
    @discardableResult
    public mutating func clearFilter() -> Bool {
        let hadFilter = isFilterShown
        isEditingFilter = false
        filter.clear()
        refilter(keeping: selected.map(id))
        return hadFilter
    }

    /// A filter key from the screen's key map while the field has the keys.
    public mutating func perform(_ command: FilterCommand) {
        switch command {
        case .keep: isEditingFilter = false
        case .clear: clearFilter()
        case let .move(motion): state.apply(motion)
        }
    }

    /// A key the filter's key map does not bind, while the field has the keys: it edits the
    /// text, and the rows follow.
    public mutating func handleFilterKey(_ key: Key) {
        let before = filter.text
        filter.handle(key)
        if filter.text != before { refilter(keeping: selected.map(id)) }
    }

    private mutating func refilter(keeping selectedID: ID?) {
        let needle = SearchKey.fold(filter.text.trimmingCharacters(in: .whitespaces))
        visible = needle.isEmpty ? items : items.filter { item in
            texts(item).contains { SearchKey.fold($0).contains(needle) }
        }
        state.reload(ids: visible.map(id), keeping: selectedID)
    }
}
