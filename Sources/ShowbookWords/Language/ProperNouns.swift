import Foundation
import ShowbookPlatform

/// Which Japanese dictionary forms MeCab tags as proper nouns (固有名詞) on their own, each form
/// parsed once: dialogue repeats its words, so a season costs one extra parse per distinct
/// word, not per line. Names are never vocabulary a learner is asked to know.
public final class ProperNouns: @unchecked Sendable {
    private let tagger: MeCabTagger
    /// By bytes (`UTF8Key`): hashing Japanese `String`s normalizes them first.
    private var known: [UTF8Key: Bool] = [:]
    private let lock = NSLock()

    public init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    public func isProperNoun(_ term: String) -> Bool {
        lock.lock()
        let key = UTF8Key(term)
        if let answer = known[key] { lock.unlock(); return answer }
        lock.unlock()
        let answer = tagger.parse(term).contains { $0.partOfSpeechDetail == "固有名詞" }
        lock.lock()
        known[key] = answer
        lock.unlock()
        return answer
    }
}
