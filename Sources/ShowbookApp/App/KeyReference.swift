import ShowbookPlatform
/// The key tables of the README and the man page, made from the key maps themselves: every
/// screen's bindings in a fixed screen order, each binding described by its `KeyDoc`, and a
/// row that several screens share listed once with all their names ("Saved, Books, book").
/// The tables are generated from this (`make docs`) and a test fails when the committed ones
/// differ, so a key's description has one home: its binding.
public enum KeyReference {
    /// One row of a table: where it applies, the keys, and what they do.
    public struct Row: Equatable, Sendable {
        /// The screens (or "anywhere") the row applies to, in screen order.
        public var places: [String]
        public var keys: [KeyLabel]
        public var text: String
    }

    /// A screen as the tables name it, with its rows and every key its maps bind.
    package struct Screen {
        package var name: String
        package var rows: [Entry]
        /// Every key bound by the maps the rows came from (the completeness test's reference).
        package var bound: Set<Key>

        package init(_ name: String, _ maps: [DocumentedMap], extra: [Entry] = []) {
            self.name = name
            var rows: [Entry] = []
            for row in maps.flatMap(\.entries) + extra where !rows.contains(row) { rows.append(row) }
            self.rows = rows
            bound = Set(maps.flatMap(\.bound))
        }
    }

    /// A row of one screen, before screens are merged.
    package struct Entry: Equatable {
        package var keys: [KeyLabel]
        package var text: String
        /// The keys of the bindings behind the row (none for a row that is not a binding).
        package var bound: [Key] = []

        package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.keys == rhs.keys && lhs.text == rhs.text }
    }

    /// The rows of one key map, with the keys it binds.
    package struct DocumentedMap {
        package var entries: [Entry]
        package var bound: [Key]

        package init<Command>(_ map: [KeyBinding<Command>]) {
            entries = map.documentedEntries()
            bound = map.flatMap(\.keys)
        }
    }

    /// Every row, screens that share a row merged into its places, in the order the rows first
    /// appear going through the screens.
    public static var rows: [Row] {
        var rows: [Row] = []
        for screen in screens {
            for entry in screen.rows {
                if let index = rows.firstIndex(where: { $0.keys == entry.keys && $0.text == entry.text }) {
                    if !rows[index].places.contains(screen.name) { rows[index].places.append(screen.name) }
                } else {
                    rows.append(Row(places: [screen.name], keys: entry.keys, text: entry.text))
                }
            }
        }
        return rows
    }

    /// The screens in the tables' order: the app's own keys first, then each tab and what it
    /// opens, then the modals, the study screens and Today.
    package static var screens: [Screen] {
        typealias Map = DocumentedMap
        let rootQuit = Map([AppModel.rootQuitKey])
        return [
            Screen("anywhere", [Map([AppModel.quitKey, AppModel.helpKey, AppModel.messagesKey])], extra: terminalRows),
            Screen("anywhere but a modal", [Map(AppModel.globalKeyMap.filter { $0.command != .quit }), Map(AppModel.digitKeyMap)]),
            Screen("help", [Map(AppModel.helpOverlayKeyMap)]),
            Screen("message log", [Map(AppModel.messageLogKeyMap)]),
            Screen("Search", [Map(SearchModel.keyMap)], extra: [typingRow(TextFieldState.helpEntriesWithoutHomeEnd)]),
            Screen("detail", [Map(DetailModel.keyMap), Map(DetailModel.scrollKeyMap)]),
            Screen("episodes", [Map(EpisodesModel.keyMap)]),
            Screen("mining", [Map(MiningModel.keyMap), Map(MiningModel.miningKeyMap), Map(MiningModel.trackKeyMap)]),
            Screen("now playing", [Map(NowPlayingModel.keyMap)]),
            Screen("Saved", [Map(SavedModel.keyMap), rootQuit]),
            Screen("upcoming", [Map(UpcomingModel.keyMap)]),
            Screen("Books", [Map(BooksModel.keyMap), rootQuit]),
            Screen("import window", [Map(ImportProgressModel.keyMap)]),
            Screen("book", [Map(BookModel.keyMap)]),
            Screen("list filter", [Map(FilterCommand.bindings { $0 })], extra: [typing]),
            Screen("word form", [Map(WordFormModel.keyMap)], extra: [typing]),
            Screen("sense list", [Map(WordFormModel.senseKeyMap)]),
            Screen("prompt", [Map(PromptModel.keyMap), Map(PromptModel.completionKeyMap)], extra: [typing]),
            Screen("confirm", [Map(ConfirmModel.keyMap)]),
            Screen("close modal", [Map(CloseBookModel.keyMap)]),
            Screen("new book name", [Map(CloseBookModel.namingKeyMap)], extra: [typing]),
            Screen("study", [Map(StudyModel.keyMap), Map(StudyModel.scrollKeyMap)]),
            Screen("free practice", [Map(StudyModel.practiceKeyMap), Map(StudyModel.scrollKeyMap)]),
            Screen("study summary", [Map(StudyModel.summaryKeyMap)]),
            Screen("Today", [Map(TodayModel.keyMap), rootQuit]),
        ]
    }

    /// What the terminal layer handles before any key map sees it: the mouse, a paste and the
    /// suspend key.
    package static let terminalRows: [Entry] = [
        Entry(keys: [.words("mouse")],
              text: "click a row to select, double-click to open, click tabs and buttons; the wheel scrolls lists, "
                  + "show details and a study card taller than the window (not forms); clicks on a dialog's or "
                  + "overlay's box do nothing and never reach what is under it; a click closes help or the message "
                  + "log (`--no-mouse` turns it off)"),
        Entry(keys: [.words("paste")],
              text: "a terminal paste goes into the focused text field as text (line breaks become spaces); "
                  + "elsewhere it is ignored"),
        Entry(keys: [.key(.ctrl("z"))], text: "suspend; `fg` brings the app back"),
    ]

    /// The text field's editing keys, as its help lines give them.
    package static let typing = typingRow(TextFieldState.helpEntries)

    package static func typingRow(_ help: [HelpEntry]) -> Entry {
        let keys = help.map { "\($0.keys) \($0.label)" }.joined(separator: "; ")
        return Entry(keys: [.words("typing")], text: "edit the text: " + spelledOut(keys))
    }

    /// "^A" as the tables write it: "Ctrl-A"; "Bksp/Del": "Backspace/Delete".
    package static func spelledOut(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "Bksp/Del", with: "Backspace/Delete")
        var result = ""
        var caret = false
        for character in text {
            if caret, character.isUppercase, character.isASCII {
                result += "Ctrl-"
            } else if caret {
                result += "^"
            }
            caret = character == "^"
            if !caret { result.append(character) }
        }
        return result + (caret ? "^" : "")
    }
}

extension Array {
    /// The key-table rows of a key map: bindings joined as their `KeyDoc`s say, their keys
    /// listed (", " between a binding's keys; " or " between them and " / " between bindings
    /// when a row joins several), or the row's own key text when its first binding gives one.
    package func documentedEntries<C>() -> [KeyReference.Entry] where Element == KeyBinding<C> {
        var groups: [[KeyBinding<C>]] = []
        for binding in self {
            switch binding.doc.placement {
            case .none: continue
            case .rowAbove where !groups.isEmpty: groups[groups.count - 1].append(binding)
            case .ownRow, .rowAbove: groups.append([binding])
            }
        }
        return groups.map { group in
            let first = group[0]
            let keys: [KeyLabel]
            if let given = first.doc.keys {
                keys = given
            } else {
                let alternatives = group.count == 1 ? ", " : " or "
                let perBinding = group.map { binding in
                    binding.keys.map { KeyLabel.key($0) }.interleaved(with: .words(alternatives))
                }
                keys = perBinding.interleaved(with: [.words(" / ")]).flatMap { $0 }
            }
            let texts = [first.doc.text ?? first.label] + group.dropFirst().compactMap(\.doc.text)
            return KeyReference.Entry(keys: keys, text: texts.joined(separator: " / "), bound: group.flatMap(\.keys))
        }
    }

    /// The elements with `separator` between each two.
    package func interleaved(with separator: Element) -> [Element] {
        var result: [Element] = []
        for (index, element) in enumerated() {
            if index > 0 { result.append(separator) }
            result.append(element)
        }
        return result
    }
}
