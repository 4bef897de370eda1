import Foundation
import ShowbookPlatform
import ShowbookTV

/// "Heard it": marking an episode watched records an exposure (`WordExposure`) for each of the
/// learner's words — in any book, open or closed — that its registered subtitles hold, matched
/// as coverage matches (the word's `TermKey` against the stored lemmas' keys), with the first
/// line it is in. Which words an episode holds comes from the stored tokens; the lines come from
/// the stored document (`DocumentPipeline`: the file is read only when an older tokenizer made
/// it) of the episode's source in the show's language (`SubtitleRegistry.source(of:episode:)`),
/// and a file that moved or changed gives empty lines, never lost exposures. The slow part —
/// reading every word and the documents — runs outside any transaction; the rows go in in one
/// short one, and recording again adds nothing.
///
/// Unmarking an episode forgets its exposures: a learner takes a mark back because it was
/// made by mistake, so what it recorded was never heard. Exposures never touch FSRS.
public struct EpisodeExposures: Sendable {
    public let registry: SubtitleRegistry
    public let store: ExposureStore
    public let toolkit: MiningToolkit

    public init(registry: SubtitleRegistry, toolkit: MiningToolkit) {
        self.registry = registry
        store = ExposureStore(database: registry.database)
        self.toolkit = toolkit
    }

    /// Records what the learner heard in the show's `episodes`, as heard at `date`; how many
    /// exposures were new. Episodes without registered subtitles record nothing.
    @discardableResult
    public func record(_ mediaID: MediaID, episodes: [EpisodeCode], at date: Date, cancellation: Cancellation = .none) throws -> Int {
        let sources = try episodes.compactMap { try registry.source(of: mediaID, episode: $0) }
        guard !sources.isEmpty else { return 0 }
        let tokens = try registry.tokens(of: sources.map(\.id))
        let lemmaKeys = try registry.lemmaKeys(of: tokens.values.flatMap { $0.lines.joined() })
        let words = try wordsByKey()
        var exposures: [WordExposure] = []
        for source in sources {
            if cancellation.isCancelled { throw MiningError.cancelled }
            var heard: [String] = []
            var seen = Set<String>()
            for line in tokens[source.id]?.lines ?? [] {
                for id in line {
                    guard let key = lemmaKeys[id], words[key] != nil, seen.insert(key).inserted else { continue }
                    heard.append(key)
                }
            }
            guard !heard.isEmpty else { continue }
            let lines = firstLines(of: Set(heard), in: source, cancellation: cancellation)
            for key in heard {
                for wordID in words[key] ?? [] {
                    exposures.append(WordExposure(wordID: wordID, mediaID: mediaID, episode: source.episode, heardAt: date,
                                                  line: lines[key] ?? ""))
                }
            }
        }
        if cancellation.isCancelled { throw MiningError.cancelled }
        return try store.insert(exposures)
    }

    /// Records the learner words of `lines` — cues of the episode played to their end while
    /// watching along — as heard at `date`, each with the first of those lines holding it; how
    /// many exposures were new. The words are matched as `record(_:episodes:at:)` matches them.
    @discardableResult
    public func record(_ mediaID: MediaID, episode: EpisodeCode, lines: [SubtitleCue], at date: Date) throws -> Int {
        guard !lines.isEmpty else { return 0 }
        let words = try wordsByKey()
        var exposures: [WordExposure] = []
        var seen = Set<String>()
        for cue in lines {
            for token in cue.tokens {
                let key = WordStore.termKey(token.term)
                guard let ids = words[key], seen.insert(key).inserted else { continue }
                exposures += ids.map { WordExposure(wordID: $0, mediaID: mediaID, episode: episode, heardAt: date, line: cue.text) }
            }
        }
        return try store.insert(exposures)
    }

    /// Forgets what was recorded for `episodes` (unmarked: never heard after all).
    public func forget(_ mediaID: MediaID, episodes: [EpisodeCode]) throws {
        try store.forget(mediaID, episodes: episodes)
    }

    /// A word's id and term, as `wordsByKey` reads them.
    private enum WordTermColumn: String, TableColumns { case id, term }

    /// Every word's id by its term key (several books may hold the same term).
    private func wordsByKey() throws -> [String: [Int64]] {
        var words: [String: [Int64]] = [:]
        try registry.database.queryWhile("SELECT \(WordTermColumn.selectList()) FROM words ORDER BY id", []) { row in
            let key = WordStore.termKey(row.string(WordTermColumn.term))
            if !key.isEmpty { words[key, default: []].append(row.int64(WordTermColumn.id)) }
            return true
        }
        return words
    }

    /// The first line of `source`'s document holding each of `keys`; empty when the file cannot
    /// be used.
    package func firstLines(of keys: Set<String>, in source: SubtitleSource, cancellation: Cancellation) -> [String: String] {
        guard SubtitleRegistry.problem(of: source) == nil,
              let document = try? DocumentPipeline(toolkit: toolkit).document(of: source, registry: registry, cancellation: cancellation)
        else { return [:] }
        var found: [String: String] = [:]
        for cue in document.cues where found.count < keys.count {
            if cancellation.isCancelled { break }
            for token in cue.tokens {
                let key = WordStore.termKey(token.term)
                if keys.contains(key) && found[key] == nil { found[key] = cue.text }
            }
        }
        return found
    }
}
