/// A list screen with a `/` filter field (Saved, Books, a book's words). While the field has
/// the keys, the screen's `activeKeyMap` holds only the filter's own bindings; every other
/// key edits the field's text, and help lists the text-editing keys too. The three lists share
/// this instead of each writing the same routing.
public protocol FilteringListScreen: KeyMappedScreen {
    /// True while the `/` field has the keys.
    var isEditingFilter: Bool { get }
    /// Gives a key the filter's map does not bind to the field's text.
    func editFilter(_ key: Key)
}

extension FilteringListScreen {
    public var isEditingText: Bool { isEditingFilter }

    public var helpEntries: [HelpEntry] {
        activeKeyMap.helpEntries() + (isEditingFilter ? TextFieldState.helpEntries : [])
    }

    public func handleUnmapped(_ key: Key) -> Bool {
        guard isEditingFilter else { return false }
        editFilter(key)
        return true
    }
}
