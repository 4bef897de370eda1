import Foundation

/// Where the word form looks a term up: EDICT for a Japanese term (kana or kanji), WordNet for
/// an English one. It exists so the form asks one thing and gets senses, whatever the language;
/// a Korean term gets a plain refusal, as Debian packages no Korean–English dictionary.
public struct TermLookup: Sendable {
    public var wordNet: WordNet
    public var edict: EDICTDictionary

    public init(wordNet: WordNet = WordNet(), edict: EDICTDictionary = EDICTDictionary()) {
        self.wordNet = wordNet
        self.edict = edict
    }

    /// A lookup that could not give senses, as one line for the form.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case noDictionary(MiningLanguage)
        case missing(String)

        public var description: String {
            switch self {
            case let .noDictionary(language): return "No \(language.name)–English dictionary is installed: type the meaning"
            case let .missing(line): return line
            }
        }
    }

    /// The language whose dictionary `term` is looked up in, by its script.
    public static func language(of term: String) -> MiningLanguage { MiningLanguage.detect(in: [term]) }

    /// The dictionary's name and its senses of `term` (`reading` picks among EDICT homographs
    /// first; for an English term, the senses of the part of speech it has in `example`, where
    /// the line shows it as `surface`, come first); an unknown term gives no senses, a missing
    /// dictionary throws its install line.
    public func senses(of term: String, reading: String = "", example: String = "",
                       surface: String = "") throws -> (dictionary: String, senses: [DictionarySense]) {
        switch Self.language(of: term) {
        case .japanese:
            guard edict.isInstalled else {
                throw Failure.missing("EDICT is not installed (install the Debian package edict)")
            }
            return ("EDICT", try edict.senses(of: term, reading: reading))
        case .english:
            do {
                let senses = try wordNet.lookup(term)
                let used = EnglishMeanings(wordNet: wordNet, tokenizer: example.isEmpty && surface.isEmpty ? nil : EnglishTokenizer(wordNet: wordNet))
                    .partOfSpeech(of: EnglishMeanings.Word(term: WordNet.indexKey(term).replacingOccurrences(of: "_", with: " "),
                                                           surface: surface, example: example))
                let ordered = senses.filter { $0.partOfSpeech == used } + senses.filter { $0.partOfSpeech != used }
                return ("WordNet", ordered.map(DictionarySense.init))
            } catch {
                throw Failure.missing("\(error)")
            }
        case .korean:
            throw Failure.noDictionary(.korean)
        }
    }
}
