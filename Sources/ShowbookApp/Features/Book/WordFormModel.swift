import ShowbookPlatform
import ShowbookWords
/// The add/edit word form: term, reading, meaning, example and the form the example shows
/// (masked on a meaning-first front), Tab between them. An empty term, or neither meaning nor
/// example, is refused; a term already in the book gets a warning, and pressing Enter again
/// adds it anyway (editing the term clears the warning). Ctrl-D looks the term up
/// (`TermLookup`: EDICT for Japanese, WordNet for English).
public final class WordFormModel: KeyMappedScreen, ButtonPressing {
    public enum Field: Int, CaseIterable, Sendable {
        case term, reading, meaning, example, surface
        public var label: String {
            switch self {
            case .term: return "Term"
            case .reading: return "Reading"
            case .meaning: return "Meaning"
            case .example: return "Example"
            case .surface: return "Form in example"
            }
        }
    }

    public enum Command: Sendable {
        case nextField, previousField, save, cancel, dictionary
        case previousSense, nextSense, useSense, closeSenses
    }

    /// Editing the fields; every other key edits the focused field.
    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.tab, .down], "next field", .nextField, hint: HintText("Tab", "next field")),
        KeyBinding([.backTab, .up], "previous field", .previousField, hint: false).documentedInRowAbove("previous field"),
        KeyBinding([.enter], "save", .save).documented("save (under a duplicate warning: add anyway)"),
        KeyBinding([.ctrl("d")], "look the term up (EDICT for Japanese, WordNet for English)", .dictionary, hint: HintText("^D", "dictionary"))
            .documented("look the term up — in EDICT when it is Japanese (kana or kanji), in WordNet when it is "
                + "English — and pick a sense for Meaning"),
        KeyBinding([.escape], "cancel", .cancel),
    ]

    /// Picking one of the dictionary's senses; other keys are ignored.
    public static let senseKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.up], "previous sense", .previousSense, hint: false).documented("previous sense"),
        KeyBinding([.down], "next sense", .nextSense, hint: HintText("↑↓", "sense")).documentedInRowAbove("next sense"),
        KeyBinding([.enter], "put the sense into Meaning", .useSense, hint: HintText("Enter", "use it")),
        KeyBinding([.escape], "close the list", .closeSenses, hint: HintText("Esc", "close list")),
    ]

    /// Under a duplicate warning Enter adds the word anyway: the bar says so first, with Esc,
    /// and keeps the dictionary key for help only.
    public static let duplicateKeyMap: [KeyBinding<Command>] = keyMap.map { binding in
        var binding = binding
        switch binding.command {
        case .save: binding.hint = HintText("Enter", "add anyway")
        case .nextField: binding.rank = .extra
        case .dictionary: binding.hint = nil
        default: break
        }
        return binding
    }

    public var activeKeyMap: [KeyBinding<Command>] {
        if isPickingSense { return Self.senseKeyMap }
        return duplicateWarning != nil && errorMessage == nil ? Self.duplicateKeyMap : Self.keyMap
    }

    /// Dictionary senses offered for the term (Ctrl-D), and the one under the cursor.
    public private(set) var senses: [DictionarySense] = []
    /// The dictionary the senses came from ("EDICT", "WordNet").
    public private(set) var sensesSource = ""

    public private(set) var selectedSense = 0
    public var isPickingSense: Bool { !senses.isEmpty }

    public let title: String
    public private(set) var fields: [TextFieldState]
    public private(set) var focus: Field = .term
    public private(set) var errorMessage: String?
    public private(set) var duplicateWarning: String?
    private let dictionary: TermLookup
    private let editingWordID: Int64?
    /// The word as stored (empty for a new one): saving writes the form's fields into it, so
    /// every field the form does not show (translation, tags, …) is kept as it is.
    private let stored: WordDraft
    private let bookID: Int64
    private let words: WordStore
    /// Saves the word; on a busy database the form stays open, its text kept, until it lands.
    private let writer: BackgroundWrite
    private let dismiss: ModalDismissal<SavedWord>

    /// What the form saved, as its presenter hears it in `.applied`.
    public struct SavedWord: Equatable, Sendable {
        public let id: Int64
        public let term: String
    }

    package init(bookID: Int64, editing word: Word?, words: WordStore, dictionary: TermLookup, writer: BackgroundWrite,
         navigator: Navigator, onDismiss: @escaping (ModalOutcome<SavedWord>) -> Void) {
        dismiss = ModalDismissal(navigator: navigator, onDismiss: onDismiss)
        self.writer = writer
        self.dictionary = dictionary
        self.bookID = bookID
        editingWordID = word?.id
        stored = word?.fields ?? WordDraft(term: "", meaning: "")
        title = word == nil ? "Add word" : "Edit word"
        fields = [word?.term, word?.reading, word?.meaning, word?.example, word?.surface].map { text in
            // Room to type, and never less than what is stored: editing must not cut a long field.
            TextFieldState(text ?? "", maxLength: max(2_000, text?.count ?? 0))
        }
        self.words = words
    }

    public var isEditingText: Bool { true }
    public var helpEntries: [HelpEntry] {
        isPickingSense ? activeKeyMap.helpEntries() : activeKeyMap.helpEntries() + TextFieldState.helpEntries
    }

    public func text(_ field: Field) -> String { fields[field.rawValue].text }

    /// True while the word is being written (retried while the database is busy).
    public var isSaving: Bool { writer.isRunning }

    /// While saving, keys wait: the form neither changes nor closes under the write.
    public func perform(_ command: Command) {
        guard !isSaving else { return }
        switch command {
        case .dictionary: lookUp()
        case .nextField: focus = Field(rawValue: (focus.rawValue + 1) % Field.allCases.count) ?? .term
        case .previousField: focus = Field(rawValue: (focus.rawValue + Field.allCases.count - 1) % Field.allCases.count) ?? .term
        case .save: submit()
        case .cancel: press(.cancel)
        case .previousSense: selectedSense = max(0, selectedSense - 1)
        case .nextSense: selectedSense = min(senses.count - 1, selectedSense + 1)
        case .useSense:
            fields[Field.meaning.rawValue].text = senses[selectedSense].definition
            focus = .meaning
            senses = []
            errorMessage = nil
        case .closeSenses: senses = []
        }
    }

    /// While editing, every other key edits the focused field; while picking a sense it is ignored.
    public func handleUnmapped(_ key: Key) -> Bool {
        guard !isPickingSense, !isSaving else { return true }
        let before = fields[focus.rawValue].text
        fields[focus.rawValue].handle(key)
        if fields[focus.rawValue].text != before {
            errorMessage = nil
            if focus == .term { duplicateWarning = nil }
        }
        return true
    }

    /// Looks the term up and offers its senses; a clear message when the dictionary is missing.
    package func lookUp() {
        let term = text(.term).trimmingCharacters(in: .whitespaces)
        guard !term.isEmpty else {
            errorMessage = "Type a term first, then Ctrl-D looks it up"
            return
        }
        do {
            let found = try dictionary.senses(of: term, reading: text(.reading).trimmingCharacters(in: .whitespaces),
                                              example: text(.example), surface: text(.surface))
            senses = found.senses
            sensesSource = found.dictionary
            selectedSense = 0
            if senses.isEmpty { errorMessage = "No entry for “\(term)” in \(found.dictionary)" }
        } catch {
            errorMessage = "\(error)"
        }
    }

    /// Presses Save or Cancel, as its key or a mouse click does.
    public func press(_ button: ModalButton) {
        guard !isSaving else { return }
        if button == .confirm { submit() } else { dismiss(.cancelled) }
    }

    /// Saves the word (the Save button).
    public func submit() {
        var draft = stored
        (draft.term, draft.reading, draft.meaning) = (text(.term), text(.reading), text(.meaning))
        (draft.example, draft.surface) = (text(.example), text(.surface))
        switch draft.validated() {
        case let .failure(error):
            errorMessage = error.description
            focus = .term
        case let .success(valid):
            do {
                if duplicateWarning == nil,
                   try words.containsTerm(valid.term, bookID: bookID, excludingWordID: editingWordID) {
                    duplicateWarning = "“\(valid.term)” is already in this book — Enter to add anyway, or edit the term"
                    return
                }
            } catch {
                errorMessage = "Could not save: \(error)"
                return
            }
            save(valid)
        }
    }

    private func save(_ valid: WordDraft) {
        let words = self.words
        let bookID = self.bookID
        let editingWordID = self.editingWordID
        writer.perform({ () throws -> Int64 in
            if let editingWordID {
                try words.updateWord(id: editingWordID, in: bookID, with: valid)
                return editingWordID
            }
            return try words.addWord(valid, to: bookID).id
        }) { [weak self] result in
            guard let self else { return }
            guard let id = result.value else { return self.errorMessage = result.error.map { "Could not save: \($0)" } }
            self.dismiss(.applied(SavedWord(id: id, term: valid.term)))
        }
    }
}
