import Foundation

/// One sense offered by Ctrl-D in the word form, from whichever dictionary the term's script
/// chose (`TermLookup`): the headword found, a short label (a WordNet part of speech such as
/// `n.`, an EDICT one such as `v5k-s,vi`) and the definition that goes into Meaning.
public struct DictionarySense: Sendable, Equatable {
    /// The dictionary form that was found (`mouse` for a lookup of `mice`, `行く` for `いく`).
    public var lemma: String
    public var label: String
    public var definition: String

    public init(lemma: String, label: String, definition: String) {
        self.lemma = lemma
        self.label = label
        self.definition = definition
    }

    public init(_ sense: WordSense) {
        self.init(lemma: sense.lemma, label: sense.partOfSpeech.abbreviation, definition: sense.definition)
    }
}
