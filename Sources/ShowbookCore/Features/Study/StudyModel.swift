/// Flip-card study over a list of words. The front shows the term (or the meaning after `f`);
/// Space/Enter flips. Marks are saved at once, as FSRS reviews: success is Good, fail is
/// Again, reset makes the word new. Filters: all → without successes → fails only;
/// `r` shuffles (with an injected generator, so tests are reproducible).
public final class StudyModel: KeyMappedScreen, StatusReporting {
    public enum Filter: String, CaseIterable, Sendable {
        case all = "all"
        case unfinished = "without successes"
        case failsOnly = "fails only"

        func includes(_ word: Word) -> Bool {
            switch self {
            case .all: return true
            case .unfinished: return word.state != .success
            case .failsOnly: return word.state == .fail
            }
        }

        var next: Filter {
            let all = Filter.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    public enum Command: Sendable, Equatable { case flip, success, fail, reset, filter, shuffle, front, next, previous, back }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.character(" "), .enter], "flip", .flip),
        KeyBinding([.right, .character("l")], "success", .success),
        KeyBinding([.left, .character("h")], "fail", .fail),
        KeyBinding([.character("u")], "reset", .reset, rank: .extra),
        KeyBinding([.character("m")], "filter", .filter, rank: .extra),
        KeyBinding([.character("r")], "shuffle", .shuffle, rank: .extra),
        KeyBinding([.character("f")], "front side", .front, rank: .extra),
        KeyBinding([.down, .character("n")], "next", .next, hint: false),
        KeyBinding([.up, .character("p")], "previous", .previous, hint: false),
        KeyBinding([.escape, .character("q")], "back", .back),
    ]


    /// Without a card in the filter only the filter, shuffle, front side and back keys work.
    public var activeKeyMap: [KeyBinding<Command>] {
        guard currentCard == nil else { return Self.keyMap }
        return Self.keyMap.filter { [.filter, .shuffle, .front, .back].contains($0.command) }
    }

    public let title: String
    /// Every word of the session, in study order; the filter picks from it.
    public private(set) var deck: [Word]
    public private(set) var filter: Filter = .all
    public private(set) var index = 0
    public private(set) var isFlipped = false
    public private(set) var showsMeaningFirst = false
    public let status: StatusReporter
    private var generator: SeededGenerator
    private let store: WordBookStore
    private let navigator: Navigator

    init(words: [Word], title: String, store: WordBookStore, navigator: Navigator, status: StatusReporter,
         generator: SeededGenerator) {
        self.status = status
        deck = words
        self.title = title
        self.store = store
        self.navigator = navigator
        self.generator = generator
    }

    /// The cards the current filter shows.
    public var cards: [Word] { deck.filter(filter.includes) }
    public var currentCard: Word? { cards.indices.contains(index) ? cards[index] : nil }
    public var progressText: String { cards.isEmpty ? "0 / 0" : "\(index + 1) / \(cards.count)" }

    /// The text on the visible face of the current card.
    public var visibleFace: (primary: String, secondary: String)? {
        guard let card = currentCard else { return nil }
        let showMeaning = showsMeaningFirst != isFlipped
        if showMeaning { return (card.meaning, card.example) }
        return (card.term, card.reading)
    }

    public func perform(_ command: Command) {
        status.clear()
        switch command {
        case .flip: isFlipped.toggle()
        case .success: mark(.success)
        case .fail: mark(.fail)
        case .reset: mark(.undefined)
        case .filter:
            filter = filter.next
            moveTo(0)
        case .shuffle:
            deck.shuffle(using: &generator)
            moveTo(0)
        case .front:
            showsMeaningFirst.toggle()
            isFlipped = false
        case .next: moveTo(index + 1)
        case .previous: moveTo(index - 1)
        case .back: navigator.pop()
        }
    }

    private func mark(_ state: WordState) {
        guard let card = currentCard, let deckIndex = deck.firstIndex(where: { $0.id == card.id }) else { return }
        do {
            try store.mark(wordID: card.id, bookID: card.bookID, as: state)
            // The stored word carries its new FSRS card (and the caption's state name).
            deck[deckIndex] = try store.requireWord(card.id)
        } catch {
            status.report(error, doing: "save the mark")
            return
        }
        // The card stays in place if the filter still shows it; then move on to the next one.
        let stillShown = filter.includes(deck[deckIndex])
        moveTo(stillShown ? index + 1 : index)
        if cards.isEmpty { status.info("No cards left in this filter — press m") }
    }

    private func moveTo(_ newIndex: Int) {
        index = min(max(0, newIndex), max(0, cards.count - 1))
        isFlipped = false
    }
}
