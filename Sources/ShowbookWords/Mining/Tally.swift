import Foundation
import ShowbookPlatform

/// Counts per dictionary form, remembering the first place each was heard — or, once one is
/// heard, the first line in which it is the only unknown word (i+1) — and the i+1 lines per term key.
/// It reads tokenized documents: every token is counted, and the i+1 lines come from the same
/// tokens (the counted ones, `OneWordAway`).
package struct Tally {
    /// The loop over a document's cues looks at its `Cancellation` every this many cues.
    package static let cancellationInterval = 64
    private var order: [String] = []
    private var entries: [String: MiningCandidate] = [:]
    /// Terms whose example is an i+1 line (never replaced again).
    private var oneWordAwayExamples: Set<String> = []
    private var oneWordAwayLines: [String: Int] = [:]
    /// Every line's unknown lemmas, for counting the i+1 lines again later (`UnknownLines`).
    package private(set) var unknownLines = UnknownLines()
    /// Each document's `ExampleMedia.file(for:)`, looked up once.
    private var media: [String: String] = [:]

    package var count: Int { order.count }

    /// Every token of a tokenized `document`; with `knownNow` (the term keys known at this
    /// moment), its i+1 lines are counted and preferred as examples.
    package mutating func add(_ document: SubtitleDocument, knownNow: Set<String>?, cancellation: Cancellation = .none) throws {
        let lines = knownNow == nil ? [] : document.cues.map { $0.tokens.filter(\.counts) }
        let away = knownNow.map { OneWordAway(lines: lines, known: $0) }
        if let knownNow { unknownLines.append(UnknownLines(lines: lines, known: knownNow)) }
        for (position, cue) in document.cues.enumerated() {
            if position % Self.cancellationInterval == 0 && cancellation.isCancelled { throw MiningError.cancelled }
            let only = away?.lineWords[position]
            if let only { countOneWordAway(only) }
            for token in cue.tokens {
                add(token, cue: cue, translation: document.translation(at: position), document: document,
                    oneWordAway: only != nil && only == WordStore.termKey(token.term))
            }
        }
    }

    /// One line whose only unknown word has the term key `key`.
    package mutating func countOneWordAway(_ key: String) { oneWordAwayLines[key, default: 0] += 1 }

    /// `oneWordAway`: the cue is an i+1 line for this token.
    package mutating func add(_ token: MinedToken, cue: SubtitleCue, translation: String, document: SubtitleDocument,
                      oneWordAway: Bool = false) {
        var count = 1
        // One hash of the term for a word heard before (most tokens): hashing a `String`
        // normalizes it, which is dear for Japanese and Korean.
        let known = entries.index(forKey: token.term)
        if let known {
            guard oneWordAway, !oneWordAwayExamples.contains(token.term) else {
                entries.values[known].count += 1
                return
            }
            count = entries.values[known].count + 1
        } else {
            order.append(token.term)
        }
        if oneWordAway { oneWordAwayExamples.insert(token.term) }
        var candidate = MiningCandidate(term: token.term, reading: token.reading, count: count, example: cue.text,
                                        time: cue.start, source: document.source(of: cue), file: document.path,
                                        meaning: "", surface: token.surface, translation: translation)
        candidate.endTime = cue.end
        candidate.media = mediaFile(of: document)
        if let known { entries.values[known] = candidate } else { entries[token.term] = candidate }
    }

    private mutating func mediaFile(of document: SubtitleDocument) -> String {
        if let known = media[document.path] { return known }
        let file = ExampleMedia.absolute(document.track == nil ? ExampleMedia.file(for: document.path) : document.path)
        media[document.path] = file
        return file
    }

    /// Most heard first, the words of `stopList` after all others; first appearance breaks ties.
    package func ranked(excluding known: Set<String>, last stopList: StopList = StopList(text: "")) -> [MiningCandidate] {
        order.enumerated()
            .compactMap { position, term -> (Int, Int, MiningCandidate)? in
                let key = WordStore.termKey(term)
                guard !known.contains(key), var entry = entries[term] else { return nil }
                entry.oneWordAway = oneWordAwayLines[key] ?? 0
                entry.isFunctionWord = stopList.contains(term)
                return (entry.isFunctionWord ? 1 : 0, position, entry)
            }
            .sorted { ($0.0, -$0.2.count, $0.1) < ($1.0, -$1.2.count, $1.1) }
            .map(\.2)
    }
}
