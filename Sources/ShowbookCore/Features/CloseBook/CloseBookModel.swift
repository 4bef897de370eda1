/// The close-book modal. It asks where the unfinished words go — "Don't move",
/// another open book, or a new book — and its confirm button reads **Move** or **Close**
/// accordingly. On confirm it runs the close as a background job (spinner, input ignored),
/// then reports `.closedBook` through the navigator; Cancel reports `.cancelled`. The book
/// screen that presented it decides from that outcome whether to dismiss itself too.
/// A book with nothing unfinished gets no targets: only Close and Cancel, and a sentence
/// saying so. A finished close is reported (moved and merged counts, both books) in the
/// status bar and as a `book.closed` event.
public final class CloseBookModel: KeyMappedScreen, ButtonPressing {
    public enum Option: Equatable, Sendable {
        case dontMove
        case book(WordBook)
        case newBook
        public var label: String {
            switch self {
            case .dontMove: return "Don't move"
            case let .book(book): return book.title
            case .newBook: return "New book…"
            }
        }
    }

    public enum Phase: Equatable {
        case choosing
        case naming(TextFieldState)
        case working
    }

    public enum Command: Sendable, Equatable { case up, down, switchButton, activate, cancel, createBook, backToTargets }

    /// Choosing a target: the arrows only where there is a target to choose.
    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "previous target", .up, hint: false),
        KeyBinding([.down, .character("j")], "next target", .down, hint: HintText("↑↓", "target")),
        KeyBinding([.left, .right, .tab, .backTab], "choose a button", .switchButton, hint: false),
        KeyBinding([.enter], "Move / Close (or the focused button)", .activate),
        KeyBinding([.escape], "cancel", .cancel),
    ]

    /// Naming the new book: the field takes every other key.
    public static let namingKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.enter], "create the book and move the words", .createBook, hint: HintText("Enter", "move")),
        KeyBinding([.escape], "back to the targets", .backToTargets, hint: HintText("Esc", "back")),
    ]

    /// The bindings of the current phase (none while the close runs: input is ignored).
    public var activeKeyMap: [KeyBinding<Command>] {
        switch phase {
        case .working: return []
        case .naming: return Self.namingKeyMap
        case .choosing:
            let map = hasNothingToMove ? Self.keyMap.filter { $0.command != .up && $0.command != .down } : Self.keyMap
            return map.map { $0.command == .activate ? $0.hinted("Enter", confirmLabel.lowercased()) : $0 }
        }
    }

    public let book: WordBook
    public let options: [Option]
    public private(set) var selected = 0
    /// 0 = confirm (Move/Close), 1 = Cancel.
    public private(set) var focusedButton = 0
    public private(set) var phase: Phase = .choosing
    public private(set) var errorMessage: String?
    private let books: BookStore
    private let closing: CloseStore
    /// Runs the close as a job whose lock waits are short (retried, with the app's spinner),
    /// so the shared connection is never held for seconds while another process writes.
    private let writer: BackgroundWrite
    private let navigator: Navigator
    private let log: EventLog
    private let announce: (StatusMessage) -> Void

    init(book: WordBook, otherOpenBooks: [WordBook], books: BookStore, closing: CloseStore, writer: BackgroundWrite, navigator: Navigator,
         log: EventLog = .disabled, announce: @escaping (StatusMessage) -> Void = { _ in }) {
        self.book = book
        options = book.unfinishedCount == 0 ? [.dontMove] : [.dontMove] + otherOpenBooks.map(Option.book) + [.newBook]
        self.books = books
        self.closing = closing
        self.writer = writer
        self.navigator = navigator
        self.log = log
        self.announce = announce
    }

    public var unfinishedCount: Int { book.unfinishedCount }
    public var selectedOption: Option { options[selected] }
    public var confirmLabel: String { selectedOption == .dontMove ? "Close" : "Move" }
    /// True when every word is learned: there is nothing to move, so no target is offered.
    public var hasNothingToMove: Bool { book.unfinishedCount == 0 }
    /// The sentence above the targets.
    public var prompt: String {
        guard hasNothingToMove else {
            return "Move \(Counted.text(book.unfinishedCount, "unfinished word")) to:"
        }
        switch book.wordCount {
        case 0: return "The book has no words — nothing to move."
        case 1: return "Its one word is learned — nothing to move."
        default: return "All \(book.wordCount) words are learned — nothing to move."
        }
    }
    /// "<title> (continued)", numbered when an open book already has that name.
    public var defaultNewTitle: String {
        let title = "\(book.title) (continued)"
        return (try? books.availableTitle(title, excluding: book.id)) ?? title
    }
    public var isWorking: Bool { phase == .working }
    public var isEditingText: Bool { if case .naming = phase { return true } else { return false } }
    public var helpEntries: [HelpEntry] {
        if case .naming = phase { return activeKeyMap.helpEntries() + TextFieldState.helpEntries }
        return activeKeyMap.helpEntries()
    }

    public func perform(_ command: Command) {
        switch command {
        case .up: select(selected - 1)
        case .down: select(selected + 1)
        case .switchButton: focusedButton = 1 - focusedButton
        case .cancel: cancel()
        case .activate: press(button: focusedButton)
        case .createBook: createBook()
        case .backToTargets: phase = .choosing
        }
    }

    /// While naming, every other key edits the name; otherwise the modal swallows it.
    public func handleUnmapped(_ key: Key) -> Bool {
        guard case var .naming(field) = phase else { return true }
        field.handle(key)
        phase = .naming(field)
        errorMessage = nil
        return true
    }

    private func createBook() {
        guard case let .naming(field) = phase else { return }
        let title = field.text.trimmingCharacters(in: .whitespaces)
        if title.isEmpty {
            errorMessage = "A name is required"
        } else if let suggestion = takenTitleSuggestion(title) {
            errorMessage = "\(WordBookError.titleTaken(title, suggestion: suggestion))"
            phase = .naming(TextFieldState(suggestion, maxLength: 200))
        } else {
            run(.newBook(title: title))
        }
    }

    public func confirm() {
        switch selectedOption {
        case .dontMove: run(.none)
        case let .book(target): run(.book(target.id))
        case .newBook: phase = .naming(TextFieldState(defaultNewTitle, maxLength: 200))
        }
    }

    public func cancel() { navigator.dismissModal(.cancelled) }

    /// Chooses target `index` (clamped), as ↑/↓ or a click on the option does.
    public func select(_ index: Int) {
        guard phase == .choosing else { return }
        selected = min(max(0, index), options.count - 1)
    }

    /// A click on a target chooses it (a double click also presses Move/Close); a click on a
    /// button presses it. Anything else in the box means nothing.
    public func handleClick(_ action: MouseAction, on target: HitTarget) {
        switch target {
        case let .option(index) where options.indices.contains(index):
            select(index)
            if action == .doubleClick { press(button: 0) }
        case let .button(index):
            press(button: index)
        default:
            break
        }
    }

    /// Presses button `index`: 0 = Move/Close, 1 = Cancel.
    public func press(button index: Int) {
        guard phase == .choosing else { return }
        if index == 0 { confirm() } else { cancel() }
    }

    private func run(_ target: CloseTarget) {
        let previous = phase
        phase = .working
        errorMessage = nil
        let closing = self.closing
        let bookID = book.id
        writer.start({ try closing.close(bookID: bookID, moving: target) }) { [weak self] result in
            guard let self else { return }
            guard let outcome = result.value else {
                self.phase = previous == .working ? .choosing : previous
                return self.errorMessage = result.error.map { "Could not close: \($0)" }
            }
            var fields: [String: any Sendable] = [
                "book_id": Int(bookID), "moved": outcome.movedWords, "merged": outcome.mergedWords,
            ]
            if let target = outcome.targetBookID { fields["target_id"] = Int(target) }
            self.log.record("book.closed", fields)
            self.announce(.info(outcome.summary))
            self.navigator.dismissModal(.closedBook)
        }
    }

    /// A free name to offer when an open book already has `title`; nil when it is free.
    private func takenTitleSuggestion(_ title: String) -> String? { books.suggestion(for: title, excluding: book.id) }
}
