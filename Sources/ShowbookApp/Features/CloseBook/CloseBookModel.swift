import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookExchange
/// The close-book modal. It asks where the unfinished words (neither Mature nor Known) go —
/// "Don't move", another open book, or a new book — and its confirm button reads **Move** or
/// **Close** accordingly. It opens on the first other open book, so Enter moves; with no other
/// open book it opens on "Don't move" (a new book needs a name). It says how many words move, by state, and how many stay in the closed
/// book and what becomes of them: its studied words keep their reviews on Today (the default),
/// or `r` retires them. `s` chooses whether the moved words keep their FSRS schedule and
/// history (the default) or start over as new words. On confirm it runs the close as a background job (spinner, input ignored),
/// then reports `.applied(outcome)` — what the close moved and merged — to its presenter;
/// Cancel reports `.cancelled`. The book screen that presented it decides from that outcome
/// whether to dismiss itself too.
/// A book with nothing unfinished gets no targets and no start-over choice: only Close and
/// Cancel, and sentences saying so. A finished close is reported (moved and merged counts, both books) in the
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

    public enum Command: Sendable, Equatable {
        case up, down, switchButton, activate, cancel, createBook, backToTargets, toggleStartOver, toggleRetire
    }

    /// The on/off choices' places, as their clicks name them (`HitTarget.toggle`).
    public static let startOverToggle = 0
    public static let retireToggle = 1

    /// Choosing a target: the arrows only where there is a target to choose.
    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.up, .character("k")], "previous target", .up, hint: false)
            .documented("choose the book the words move into",
                        keys: KeyLabel.pair(.up, .down) + [.words(" (")] + KeyLabel.pair(.character("k"), .character("j")) + [.words(")")]),
        KeyBinding([.down, .character("j")], "next target", .down, hint: HintText("↑↓", "target")).documentedInRowAbove(),
        KeyBinding([.left, .right, .tab, .backTab], "choose a button", .switchButton, hint: false),
        KeyBinding([.enter], "Move / Close (or the focused button)", .activate),
        KeyBinding([.escape], "cancel", .cancel),
        KeyBinding([.character("s")], "start the moved words over (new cards, no history) or keep their schedule (the default)",
                   .toggleStartOver, hint: HintText("s", "start over")),
        KeyBinding([.character("r")], "retire the words that stay (no more reviews) or keep their reviews on Today (the default)",
                   .toggleRetire, hint: HintText("r", "retire"), rank: .extra, doesNothingWhen: "no word that stays has reviews to keep"),
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
            let targetKeys: [Command] = [.up, .down, .toggleStartOver]
            var map = hasNothingToMove ? Self.keyMap.filter { !targetKeys.contains($0.command) } : Self.keyMap
            if retireLabel == nil { map = map.filter { $0.command != .toggleRetire } }
            return map.map { $0.command == .activate ? $0.hinted("Enter", confirmLabel.lowercased()) : $0 }
        }
    }

    public let book: WordBook
    public let options: [Option]
    public private(set) var selected = 0
    /// The button Enter presses: Move/Close at first.
    public private(set) var focusedButton = ModalButton.confirm
    public private(set) var phase: Phase = .choosing
    /// The moved words start over (New cards, history deleted) instead of keeping their schedule.
    public private(set) var startsOver = false
    /// The words that stay are retired (out of review) instead of keeping their reviews on Today.
    public private(set) var retires = false
    public private(set) var errorMessage: String?
    private let books: BookStore
    private let closing: CloseStore
    package let context: ScreenContext
    private let dismiss: ModalDismissal<CloseOutcome>

    /// The targets are the other open books, read now.
    package init(book: WordBook, books: BookStore, closing: CloseStore, context: ScreenContext,
         onDismiss: @escaping (ModalOutcome<CloseOutcome>) -> Void) {
        self.book = book
        let others = ((try? books.openBooks()) ?? []).filter { $0.id != book.id }
        options = book.unfinishedCount == 0 ? [.dontMove] : [.dontMove] + others.map(Option.book) + [.newBook]
        // The move is the default: the first other open book, when there is one.
        selected = options.firstIndex { if case .book = $0 { return true } else { return false } } ?? 0
        self.books = books
        self.closing = closing
        self.context = context
        dismiss = ModalDismissal(navigator: context.navigator, onDismiss: onDismiss)
    }

    public var unfinishedCount: Int { book.unfinishedCount }
    public var selectedOption: Option { options[selected] }
    public var confirmLabel: String { selectedOption == .dontMove ? "Close" : "Move" }
    /// True when every word is Mature or Known: there is nothing to move, so no target is offered.
    public var hasNothingToMove: Bool { book.unfinishedCount == 0 }
    /// The sentence above the targets: how many words move, by state.
    public var prompt: String {
        let counts = book.knowledge
        guard hasNothingToMove else {
            return "Move \(Counted.text(counts.unfinished, "unfinished word")) (\(counts.unfinishedText)) to:"
        }
        let finished = counts.known == 0 ? "mature" : counts.mature == 0 ? "known" : "mature or known"
        switch book.wordCount {
        case 0: return "The book has no words — nothing to move."
        case 1: return "Its one word is \(finished) — nothing to move."
        default: return "All \(book.wordCount) words are \(finished) — nothing to move."
        }
    }
    /// What stays in the closed book and leaves review, for the chosen target: "18 mature words
    /// stay in ‘A’ and will no longer be reviewed." (the unfinished ones too with Don't move).
    public var stayLine: String? {
        book.knowledge.staySentence(in: book.title, movingUnfinished: selectedOption != .dontMove, retiring: retires)
            .map { $0 + "." }
    }
    /// The retire choice as the modal shows it; nil when no word that stays has reviews to keep.
    public var retireLabel: String? {
        guard book.knowledge.reviewedStaying(movingUnfinished: selectedOption != .dontMove) > 0 else { return nil }
        return "[\(retires ? "x" : " ")] Retire them: no more reviews (r)"
    }
    /// The start-over choice as the modal shows it; nil when nothing can move.
    public var startOverLabel: String? {
        hasNothingToMove ? nil : "[\(startsOver ? "x" : " ")] Start them over (s)"
    }
    /// What the moved words keep, for the chosen target; nil with Don't move.
    public var moveNote: String? {
        guard !hasNothingToMove, selectedOption != .dontMove else { return nil }
        return startsOver ? "They start as new cards, no history."
            : "They keep schedules and history."
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
        case .switchButton: focusedButton = focusedButton.other
        case .cancel: cancel()
        case .activate: press(focusedButton)
        case .createBook: createBook()
        case .backToTargets: phase = .choosing
        case .toggleStartOver: toggleStartOver()
        case .toggleRetire: toggleRetire()
        }
    }

    /// Switches between keeping the reviews of the words that stay and retiring them, as `r` or
    /// a click on the choice does.
    public func toggleRetire() {
        guard phase == .choosing, retireLabel != nil else { return }
        retires.toggle()
    }

    /// Switches between keeping the moved words' schedule and starting them over, as `s` or a
    /// click on the choice does.
    public func toggleStartOver() {
        guard phase == .choosing, !hasNothingToMove else { return }
        startsOver.toggle()
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

    public func cancel() { dismiss(.cancelled) }

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
            if action == .doubleClick { press(.confirm) }
        case let .button(button):
            press(button)
        case let .toggle(index):
            if index == Self.retireToggle { toggleRetire() } else { toggleStartOver() }
        default:
            break
        }
    }

    /// Presses Move/Close or Cancel, as its key or a mouse click does.
    public func press(_ button: ModalButton) {
        guard phase == .choosing else { return }
        if button == .confirm { confirm() } else { cancel() }
    }

    private func run(_ target: CloseTarget) {
        let previous = phase
        phase = .working
        errorMessage = nil
        let closing = self.closing
        let bookID = book.id
        let startingOver = startsOver && target != .none
        let retiring = retires && retireLabel != nil
        writer.start({ try closing.close(bookID: bookID, moving: target, startingOver: startingOver, retiring: retiring) }) {
            [weak self] result in
            guard let self else { return }
            guard let outcome = result.value else {
                self.phase = previous == .working ? .choosing : previous
                return self.errorMessage = result.error.map { "Could not close: \($0)" }
            }
            var fields: [String: any Sendable] = [
                "book_id": Int(bookID), "moved": outcome.movedWords, "merged": outcome.mergedWords,
                "started_over": outcome.startedOver, "retired": outcome.retired,
            ]
            if let target = outcome.targetBookID { fields["target_id"] = Int(target) }
            self.context.log.record("book.closed", fields)
            self.context.announce(.info(outcome.summary))
            self.dismiss(.applied(outcome))
        }
    }

    /// A free name to offer when an open book already has `title`; nil when it is free.
    private func takenTitleSuggestion(_ title: String) -> String? { books.suggestion(for: title, excluding: book.id) }
}

extension CloseBookModel: ContextualScreen {}
