import Foundation

/// A WordNet part of speech, with the suffix of its `index.*`, `data.*` and `*.exc` files.
public enum PartOfSpeech: String, Sendable, CaseIterable, Equatable {
    case noun, verb, adjective, adverb

    package var fileSuffix: String {
        switch self {
        case .noun: return "noun"
        case .verb: return "verb"
        case .adjective: return "adj"
        case .adverb: return "adv"
        }
    }

    /// Short label for a list: `n.`, `v.`, `adj.`, `adv.`
    public var abbreviation: String {
        switch self {
        case .noun: return "n."
        case .verb: return "v."
        case .adjective: return "adj."
        case .adverb: return "adv."
        }
    }
}

/// One meaning of a word: a WordNet synset as seen from the word that led to it.
public struct WordSense: Sendable, Equatable {
    /// The dictionary form that was found (`mouse` for a lookup of `mice`), with spaces.
    public var lemma: String
    public var partOfSpeech: PartOfSpeech
    /// The whole gloss: the definition, then any quoted examples.
    public var gloss: String
    /// The gloss without its examples: what goes into a word's meaning.
    public var definition: String
    public var examples: [String]
    /// The other words of the synset, with spaces instead of underscores.
    public var synonyms: [String]
    /// The synset's byte offset in `data.<pos>`; with the part of speech it names the synset.
    public var offset: Int

    public init(lemma: String, partOfSpeech: PartOfSpeech, gloss: String, synonyms: [String], offset: Int) {
        self.lemma = lemma
        self.partOfSpeech = partOfSpeech
        self.gloss = gloss
        self.synonyms = synonyms
        self.offset = offset
        (definition, examples) = Self.split(gloss)
    }

    /// `a round fruit; "she ate an apple"; "apples are red"` → the definition and two examples.
    package static func split(_ gloss: String) -> (String, [String]) {
        let start: String.Index
        if gloss.hasPrefix("\"") {
            start = gloss.startIndex
        } else if let range = gloss.range(of: "; \"") {
            start = range.lowerBound
        } else {
            return (gloss, [])
        }
        var definition = Substring(gloss[..<start])
        while let last = definition.last, last == " " || last == ";" { definition = definition.dropLast() }
        var examples: [String] = []
        var rest = gloss[start...]
        while let open = rest.firstIndex(of: "\"") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
            examples.append(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return (String(definition), examples)
    }
}
