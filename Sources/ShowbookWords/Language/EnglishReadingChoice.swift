/// One piece of an English line on its way to a token: the form WordNet is asked about (with
/// what it says of the form on its own), the written word it came from, and the reading chosen
/// for it.
struct EnglishItem {
    var speaks: Bool
    /// The form read on its own: its readings, stop-list standing, the reading of each context.
    var piece: EnglishWrittenWords.Piece
    /// The index of the line word it came from.
    var word: Int
    /// The written word, lower case (`don't`, `gonna`): what the token says the line shows.
    var surface: String
    /// First in its clause: the words before it are not its context.
    var clauseStart: Bool
    /// A capitalised word inside a sentence: a name.
    var isName: Bool
    var context: EnglishContext = .none
    var reading: BaseReading?

    init(piece: EnglishWrittenWords.Piece, word: Int, surface: String, clauseStart: Bool, isName: Bool) {
        speaks = piece.speaks
        self.piece = piece
        self.word = word
        self.surface = surface
        self.clauseStart = clauseStart
        self.isName = isName
    }

    /// The form WordNet is asked about.
    var form: String { piece.form }
    /// Every reading of `form`.
    var readings: [BaseReading] { piece.readings }
    var isStopWord: Bool { piece.isStopWord }
    /// A stop word's verb reading when it is a form of be, have or do.
    var auxiliary: BaseReading? { piece.auxiliary }

    /// The reading `context` chooses (`EnglishContext.choose`).
    func chosen(in context: EnglishContext) -> BaseReading? {
        switch context {
        case .noun: return piece.chosen.noun
        case .verb: return piece.chosen.verb
        case .none: return piece.chosen.none
        }
    }
}

/// What the words before a piece say it is: a noun where a determiner (and maybe adjectives)
/// stands before it, a verb after a modal, a subject pronoun or `do`, an -ing or -ed form a
/// verb after be or have, and an -s form a verb after a determiner and a singular noun (`my
/// grandfather lives`).
enum EnglishContext: Equatable {
    case noun, verb, none

    /// The context of `items[index]`.
    static func of(_ index: Int, in items: [EnglishItem]) -> EnglishContext {
        let form = items[index].form
        // Noun: a determiner, with at most two adjectives (and their intensifiers) between.
        var position = index
        var adjectives = 0
        while let before = previous(position, in: items) {
            let word = items[before].form
            let classes = items[before].piece.classes
            if classes.contains(.determiner) || (word == "her" && isPossessive(before, in: items)) {
                if classes.contains(.singularDeterminer) && adjectives == 0 && form.hasSuffix("s") { break }
                return .noun
            }
            if classes.contains(.intensifier) { position = before; continue }
            let readings = items[before].readings
            guard adjectives < 2, readings.contains(where: { $0.partOfSpeech == .adjective }), !classes.contains(.filler) else { break }
            // An adjective and nothing else before it (`beautiful wedding`) is enough.
            if adjectives == 0, readings.allSatisfy({ $0.partOfSpeech == .adjective }) { return .noun }
            adjectives += 1
            position = before
        }
        // Verb: a herald, with fillers (not, still, really) between.
        position = index
        while let before = previous(position, in: items) {
            let word = items[before].form
            let classes = items[before].piece.classes
            if classes.contains(.filler) { position = before; continue }
            if classes.contains(.verbHerald) { return .verb }
            if form.hasSuffix("ing") && classes.contains(.progressiveHerald) {
                // `Grandma's cooking is the best`: a possessive's -ing subject is a noun.
                let next = index + 1
                if word == "'s", next < items.count, !items[next].clauseStart, items[next].piece.classes.contains(.finiteVerb) {
                    return .noun
                }
                return .verb
            }
            if classes.contains(.haveForm) && items[index].readings.contains(where: { $0.partOfSpeech == .verb && $0.source != .itself }) {
                return .verb
            }
            // A subject and its verb: `my grandfather lives`, `the dog barks`.
            if form.hasSuffix("s"), !word.hasSuffix("s"), let start = previous(before, in: items),
               items[start].piece.classes.contains(.determiner), !items[before].readings.isEmpty,
               items[before].readings.allSatisfy({ $0.partOfSpeech == .noun }) {
                return .verb
            }
            break
        }
        return .none
    }

    /// `her` at `index` is a possessive where an object pronoun cannot be: first in its clause
    /// (`Her painting won`) or after a preposition (`at her wedding`).
    static func isPossessive(_ index: Int, in items: [EnglishItem]) -> Bool {
        guard let before = previous(index, in: items) else { return true }
        return items[before].piece.classes.contains(.preposition)
    }

    /// The piece before `index` in the same clause.
    static func previous(_ index: Int, in items: [EnglishItem]) -> Int? {
        index > 0 && !items[index].clauseStart ? index - 1 : nil
    }

    /// The reading of `readings` this context allows: after a determiner, the -ing form itself
    /// when WordNet has it as a noun (wedding, meeting, building), else no verb; after a verb's
    /// herald, a verb when there is one; the commonest of what is left.
    func choose(_ readings: [BaseReading], form: String) -> BaseReading? {
        switch self {
        case .noun:
            if form.hasSuffix("ing"), let noun = readings.first(where: { $0.base == form && $0.partOfSpeech == .noun }) {
                return noun
            }
            let kept = readings.filter { $0.partOfSpeech != .verb }
            return BaseReading.commonest(of: kept.isEmpty ? readings : kept)
        case .verb:
            let kept = readings.filter { $0.partOfSpeech == .verb }
            return BaseReading.commonest(of: kept.isEmpty ? readings : kept)
        case .none:
            return BaseReading.commonest(of: readings)
        }
    }
}
