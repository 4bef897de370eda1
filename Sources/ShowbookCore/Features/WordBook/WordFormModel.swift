/// The add/edit word form: term, reading, meaning and example fields, Tab between them.
/// Empty term or meaning is refused; a term already in the book gets a warning, and pressing
/// Enter again adds it anyway (editing the term clears the warning).
public final class WordFormModel: ScreenModel, ButtonPressing {
    public enum Field: Int, CaseIterable, Sendable {
        case term, reading, meaning, example
        public var label: String {
            switch self {
            case .term: return "Term"
            case .reading: return "Reading"
            case .meaning: return "Meaning"
            case .example: return "Example"
            }
        }
    }

    public enum Command: Sendable { case nextField, previousField, save, cancel, dictionary }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.tab, .down], "next field", .nextField),
        KeyBinding([.backTab, .up], "previous field", .previousField),
        KeyBinding([.enter], "save", .save),
        KeyBinding([.escape], "cancel", .cancel),
        KeyBinding([.ctrl("d")], "look the term up in WordNet", .dictionary),
    ]

    /// Dictionary senses offered for the term (Ctrl-D), and the one under the cursor.
    public private(set) var senses: [WordSense] = []
    public private(set) var selectedSense = 0
    public var isPickingSense: Bool { !senses.isEmpty }

    public let title: String
    public private(set) var fields: [TextFieldState]
    public private(set) var focus: Field = .term
    public private(set) var errorMessage: String?
    public private(set) var duplicateWarning: String?
    private let dictionary: WordNet
    private let editingWordID: Int64?
    private let bookID: Int64
    private let store: WordBookStore
    private let navigator: Navigator

    init(bookID: Int64, editing word: Word?, store: WordBookStore, navigator: Navigator, dictionary: WordNet) {
        self.dictionary = dictionary
        self.bookID = bookID
        editingWordID = word?.id
        title = word == nil ? "Add word" : "Edit word"
        fields = [word?.term, word?.reading, word?.meaning, word?.example].map { text in
            // Room to type, and never less than what is stored: editing must not cut a long field.
            TextFieldState(text ?? "", maxLength: max(2_000, text?.count ?? 0))
        }
        self.store = store
        self.navigator = navigator
    }

    public var isEditingText: Bool { true }
    public var helpEntries: [HelpEntry] { Self.keyMap.helpEntries() + TextFieldState.helpEntries }

    public func text(_ field: Field) -> String { fields[field.rawValue].text }

    public func handle(_ key: Key) -> Bool {
        if isPickingSense {
            pickSense(key)
            return true
        }
        switch Self.keyMap.command(for: key) as Command? {
        case .dictionary?: lookUp()
        case .nextField?: focus = Field(rawValue: (focus.rawValue + 1) % Field.allCases.count) ?? .term
        case .previousField?: focus = Field(rawValue: (focus.rawValue + 3) % Field.allCases.count) ?? .term
        case .save?: submit()
        case .cancel?: press(button: 1)
        case nil:
            let before = fields[focus.rawValue].text
            fields[focus.rawValue].handle(key)
            if fields[focus.rawValue].text != before {
                errorMessage = nil
                if focus == .term { duplicateWarning = nil }
            }
        }
        return true
    }

    /// Looks the term up and offers its senses; a clear message when WordNet is missing.
    func lookUp() {
        let term = text(.term).trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else {
            errorMessage = "Type a term first, then Ctrl-D looks it up"
            return
        }
        do {
            senses = try dictionary.lookup(term)
            selectedSense = 0
            if senses.isEmpty { errorMessage = "No entry for “\(term)” in WordNet" }
        } catch {
            errorMessage = "\(error)"
        }
    }

    /// ↑/↓ choose a sense, Enter puts its definition into Meaning, Esc closes the list.
    private func pickSense(_ key: Key) {
        switch key {
        case .up: selectedSense = max(0, selectedSense - 1)
        case .down: selectedSense = min(senses.count - 1, selectedSense + 1)
        case .enter:
            fields[Field.meaning.rawValue].text = senses[selectedSense].definition
            focus = .meaning
            senses = []
            errorMessage = nil
        case .escape: senses = []
        default: break
        }
    }

    /// Presses Save (0) or Cancel (1).
    public func press(button index: Int) {
        if index == 0 { submit() } else { navigator.dismissModal(.cancelled) }
    }

    /// Saves the word (the Save button).
    public func submit() {
        let draft = WordDraft(term: text(.term), reading: text(.reading), meaning: text(.meaning), example: text(.example))
        switch draft.validated() {
        case let .failure(error):
            errorMessage = error.description
            focus = error == .emptyTerm ? .term : .meaning
        case let .success(valid):
            do {
                if duplicateWarning == nil,
                   try store.containsTerm(valid.term, bookID: bookID, excludingWordID: editingWordID) {
                    duplicateWarning = "“\(valid.term)” is already in this book — Enter to add anyway, or edit the term"
                    return
                }
                if let editingWordID {
                    try store.updateWord(id: editingWordID, with: valid)
                } else {
                    try store.addWord(valid, to: bookID)
                }
                navigator.dismissModal(.applied)
            } catch {
                errorMessage = "Could not save: \(error)"
            }
        }
    }
}
