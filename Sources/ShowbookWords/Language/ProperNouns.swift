import Foundation
import ShowbookPlatform

/// Which Japanese dictionary forms MeCab tags as proper nouns (固有名詞) on their own, each form
/// parsed once: dialogue repeats its words, so a season costs one extra parse per distinct
/// word, not per line. Names are never vocabulary a learner is asked to know.
public final class ProperNouns: @unchecked Sendable {
    private let tagger: MeCabTagger
    private var known: [String: Bool] = [:]
    private let lock = NSLock()

    public init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    public func isProperNoun(_ term: String) -> Bool {
        lock.lock()
        if let answer = known[term] { lock.unlock(); return answer }
        lock.unlock()
        let answer = tagger.parse(term).contains { $0.partOfSpeechDetail == "固有名詞" }
        lock.lock()
        known[term] = answer
        lock.unlock()
        return answer
    }
}
