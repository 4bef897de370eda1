import Foundation

/// The base form of an inflected English word, as subtitle mining needs it: the first part of
/// speech, verbs first, whose index holds the word or one of its base forms (running → run,
/// gardens → garden, ran → run).
extension WordNet {
    private static let baseFormOrder: [PartOfSpeech] = [.verb, .noun, .adjective, .adverb]

    /// Nil when WordNet knows no form of the word; throws when WordNet is not installed.
    public func baseForm(of word: String) throws -> String? {
        guard isInstalled else { throw WordNetError.notInstalled(directory: directory) }
        let key = Self.indexKey(word)
        guard !key.isEmpty else { return nil }
        for partOfSpeech in Self.baseFormOrder {
            let index = try SortedLineFile(path: file("index", partOfSpeech))
            for base in try baseForms(of: key, as: partOfSpeech, index: index) where try index.line(forKey: base) != nil {
                return base.replacingOccurrences(of: "_", with: " ")
            }
        }
        return nil
    }
}
