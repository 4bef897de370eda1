/// What a key does while a list's `/` filter field has the keys. A list screen wraps it in its
/// own command and answers with `bindings` in `activeKeyMap` while filtering, so the field's
/// Enter, Esc and motion keys go through the same key map as every other key: one path for
/// handling, help and the status-bar hints. The keys the map does not bind edit the text.
public enum FilterCommand: Sendable, Equatable {
    /// Enter: keep the filter and give the keys back to the list.
    case keep
    /// Esc: empty the filter and close the field.
    case clear
    /// The arrows and page keys move the list while the field keeps the keys.
    case move(ListMotion)

    /// What `/` does on a list that has the field, for the README and man key tables.
    public static let openingDoc = "filter the list in place (titles, or a word's term, reading and meaning; "
        + "case-insensitive, Hangul and kana too); Enter keeps it, Esc clears it"

    /// The filter field's bindings, each wrapped in the screen's own command.
    public static func bindings<C>(_ command: (FilterCommand) -> C) -> [KeyBinding<C>] {
        [
            KeyBinding([.enter], "keep the filter, back to the list", command(.keep), hint: HintText("Enter", "keep filter")),
            KeyBinding([.escape], "clear the filter", command(.clear), hint: HintText("Esc", "clear")),
            KeyBinding([.up], "up", command(.move(.up)), hint: false)
                .documented("move the list while typing", keys: KeyLabel.pair(.up, .down) + [.words(", ")] + KeyLabel.pair(.pageUp, .pageDown)),
            KeyBinding([.down], "down", command(.move(.down)), hint: HintText("↑↓", "move")).documentedInRowAbove(),
            KeyBinding([.pageUp], "page up", command(.move(.pageUp)), hint: false).documentedInRowAbove(),
            KeyBinding([.pageDown], "page down", command(.move(.pageDown)), hint: false).documentedInRowAbove(),
        ]
    }
}
