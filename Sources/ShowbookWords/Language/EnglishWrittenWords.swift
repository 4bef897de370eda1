import Foundation

/// What the English tokenizer knows of a written word before it reads the words around it: its
/// surface, its pieces (`EnglishSpelling`, a dropped g put back only where WordNet knows the word
/// so made) and each piece's readings, stop-list standing and the reading each context would
/// choose. None of that depends on the line, and dialogue repeats its words, so each spelling is
/// worked out once and kept (per word, never per line). Only ASCII spellings are kept: Swift
/// compares other strings by their canonical form, so `café` written two ways would share one
/// entry and one surface.
final class EnglishWrittenWords: @unchecked Sendable {
    /// One written word.
    struct Word {
        /// The word as the token says the line shows it: lower case, ’ as '.
        var surface: String
        var pieces: [Piece]
    }

    /// One piece of a written word, read on its own (a class: every line holding the word
    /// shares it, and an item holding it is copied with one reference).
    final class Piece: @unchecked Sendable {
        let form: String
        let speaks: Bool
        /// `lexicon.readings(of: form)`.
        let readings: [BaseReading]
        /// On the stop list (`us`, `the`, `was`): kept as written unless a form of be, have or do.
        let isStopWord: Bool
        /// A stop word's reading: its verb when it is a form of be, have or do (was → be).
        let auxiliary: BaseReading?
        /// The reading `EnglishContext.choose` gives in each context: noun, verb, none.
        let chosen: (noun: BaseReading?, verb: BaseReading?, none: BaseReading?)
        /// The commonest verb reading (what a phrasal verb's verb may be read as).
        let commonestVerb: BaseReading?
        /// `EnglishPhrasalVerbs`' noun test: the commonest reading is a noun, none is an adverb,
        /// and the word is no function word.
        let isNoun: Bool
        /// The closed classes the form is in (`EnglishWordClasses`).
        let classes: EnglishWordClasses.Membership

        init(form: String, speaks: Bool, readings: [BaseReading], isStopWord: Bool, auxiliary: BaseReading?,
             chosen: (noun: BaseReading?, verb: BaseReading?, none: BaseReading?), commonestVerb: BaseReading?, isNoun: Bool) {
            classes = EnglishWordClasses.membership(of: form)
            self.form = form
            self.speaks = speaks
            self.readings = readings
            self.isStopWord = isStopWord
            self.auxiliary = auxiliary
            self.chosen = chosen
            self.commonestVerb = commonestVerb
            self.isNoun = isNoun
        }
    }

    private let lexicon: EnglishLexicon
    private let stopList: StopList
    private var known: [String: Word] = [:]
    private let lock = NSLock()

    init(lexicon: EnglishLexicon, stopList: StopList) {
        self.lexicon = lexicon
        self.stopList = stopList
    }

    /// The word `text` (as the line writes it).
    func word(_ text: String) -> Word {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return make(text) }
        lock.lock()
        if let word = known[text] {
            lock.unlock()
            return word
        }
        lock.unlock()
        let word = make(text)
        lock.lock()
        known[text] = word
        lock.unlock()
        return word
    }

    private func make(_ text: String) -> Word {
        let surface = text.lowercased().replacingOccurrences(of: "’", with: "'")
        let pieces = EnglishSpelling.pieces(of: text).map { piece -> Piece in
            var form = piece.form
            if let alternative = piece.alternative, lexicon.readings(of: form).isEmpty { form = alternative }
            let readings = lexicon.readings(of: form)
            let isStopWord = stopList.contains(form)
            let auxiliary = isStopWord ? readings.first {
                $0.partOfSpeech == .verb && $0.base != form && EnglishWordClasses.auxiliaries.contains($0.base)
            } : nil
            let isNoun = !isStopWord && !readings.contains(where: { $0.partOfSpeech == .adverb })
                && BaseReading.commonest(of: readings)?.partOfSpeech == .noun
            return Piece(form: form, speaks: piece.speaks && form.count > 1, readings: readings, isStopWord: isStopWord,
                         auxiliary: auxiliary,
                         chosen: (EnglishContext.noun.choose(readings, form: form), EnglishContext.verb.choose(readings, form: form),
                                  EnglishContext.none.choose(readings, form: form)),
                         commonestVerb: BaseReading.commonest(of: readings.filter { $0.partOfSpeech == .verb }), isNoun: isNoun)
        }
        return Word(surface: surface, pieces: pieces)
    }
}
