import ShowbookPlatform
import ShowbookWords
/// Free practice: the JWords way of going through cards — every word, only those without a
/// success, or only the failed ones, in order or shuffled — without touching the schedule.
/// Changing the filter keeps the current card when the new filter still shows it.
public struct PracticeDeck: Sendable {
    public enum Filter: String, CaseIterable, Sendable {
        case all = "all"
        case unfinished = "not yet right"
        case failsOnly = "failed only"

        package func includes(_ word: Word) -> Bool {
            switch self {
            case .all: return true
            case .unfinished: return word.state != .success
            case .failsOnly: return word.state == .fail
            }
        }

        package var next: Filter {
            let all = Filter.allCases
            return all[(all.firstIndex(of: self)! + 1) % all.count]
        }
    }

    /// Every word, in practice order; the filter picks from it.
    public private(set) var deck: [Word]
    public private(set) var filter: Filter = .all
    public private(set) var index = 0
    /// The deck through the filter: what is shown. Kept, not recomputed on every read (a frame
    /// reads it several times, and a deck can be a whole book).
    public private(set) var cards: [Word]

    public init(words: [Word]) {
        deck = words
        cards = words
    }
    public var current: Word? { cards.indices.contains(index) ? cards[index] : nil }
    public var progressText: String { cards.isEmpty ? "0 / 0" : "\(index + 1) / \(cards.count)" }

    public mutating func nextFilter() {
        let kept = current?.id
        filter = filter.next
        cards = deck.filter(filter.includes)
        index = kept.flatMap { id in cards.firstIndex { $0.id == id } } ?? 0
    }

    public mutating func shuffle(using generator: inout SeededGenerator) {
        deck.shuffle(using: &generator)
        cards = deck.filter(filter.includes)
        index = 0
    }

    public mutating func move(by offset: Int) { index = min(max(0, index + offset), max(0, cards.count - 1)) }

    /// A word changed elsewhere (a reset): the deck shows its new state.
    public mutating func replace(_ word: Word) {
        guard let position = deck.firstIndex(where: { $0.id == word.id }) else { return }
        deck[position] = word
        cards = deck.filter(filter.includes)
        index = min(index, max(0, cards.count - 1))
    }
}
