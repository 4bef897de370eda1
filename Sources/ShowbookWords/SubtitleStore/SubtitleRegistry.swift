import Foundation
import ShowbookPlatform
import ShowbookTV

/// The subtitle sources registered per episode of a show, with their documents stored once:
/// each source's tokenized document (`StoredDocument`: cues, times, every token's lemma and
/// kind) and, for coverage, its counted words per line as lemma ids (`EpisodeTokens`), over one
/// shared table of lemmas (the term, its `TermKey`, its reading). Coverage reads only the ids;
/// prep, "heard it" and watched examples read the stored document (`DocumentPipeline`); the
/// tokenizers run again only when a file's size, time and hash say it changed, or when the
/// tokenizer that made the document is not today's. An episode may have several sources (one
/// per file and track); coverage, prep and "heard it" use the one in the show's language
/// (`SubtitleRegistry+Language.swift`).
public final class SubtitleRegistry: Sendable {
    package let database: Database
    package let clock: AppClock

    public init(database: Database, clock: AppClock) {
        self.database = database
        self.clock = clock
    }

    private static let sourceColumns = SubtitleSourceColumn.selectList()

    private static func source(_ row: Row) -> SubtitleSource {
        typealias C = SubtitleSourceColumn
        return SubtitleSource(id: row.int64(C.id), mediaID: MediaID(row.string(C.mediaID)),
                              episode: EpisodeCode(season: row.int(C.season) ?? 0, number: row.int(C.number) ?? 0),
                              kind: SubtitleSource.Kind(rawValue: row.string(C.kind)) ?? .file, path: row.string(C.path),
                              track: row.int(C.track) ?? SubtitleSource.wholeFile, size: row.int64(C.size),
                              modifiedAt: row.double(C.modifiedAt) ?? 0, contentHash: row.string(C.contentHash),
                              language: MiningLanguage(rawValue: row.string(C.language)) ?? .english, cues: row.int(C.cues) ?? 0,
                              registeredAt: Date(timeIntervalSince1970: row.double(C.registeredAt) ?? 0), tokenizer: row.string(C.tokenizer))
    }

    /// Every source of the show in episode order (an episode's sources in the order they were
    /// first registered).
    public func sources(of mediaID: MediaID) throws -> [SubtitleSource] {
        try database.query("SELECT \(Self.sourceColumns) FROM subtitle_sources WHERE media_id = ? ORDER BY season, number, id",
                           mediaID.description, map: Self.source)
    }

    /// Every source of one episode, first registered first.
    public func sources(of mediaID: MediaID, episode: EpisodeCode) throws -> [SubtitleSource] {
        try database.query("SELECT \(Self.sourceColumns) FROM subtitle_sources WHERE media_id = ? AND season = ? AND number = ? ORDER BY id",
                           mediaID.description, episode.season, episode.number, map: Self.source)
    }

    /// The source of one episode that coverage, prep and exposures use: the one in the show's
    /// language (`preferredLanguage`), else the first registered; nil when it has none.
    public func source(of mediaID: MediaID, episode: EpisodeCode) throws -> SubtitleSource? {
        let all = try sources(of: mediaID, episode: episode)
        guard all.count > 1 else { return all.first }
        return Self.preferred(all, language: try preferredLanguage(of: mediaID)).first
    }

    /// One source per registered episode of the show, chosen as `source(of:episode:)` does.
    public func preferredSources(of mediaID: MediaID) throws -> [SubtitleSource] {
        let all = try sources(of: mediaID)
        var episodes = Set<EpisodeCode>()
        guard all.contains(where: { !episodes.insert($0.episode).inserted }) else { return all }
        return Self.preferred(all, language: try preferredLanguage(of: mediaID))
    }

    /// The source registered from `path` (and `track` of a video) for the episode, if any.
    public func source(of mediaID: MediaID, episode: EpisodeCode, path: String, track: Int = SubtitleSource.wholeFile) throws -> SubtitleSource? {
        try database.query("SELECT \(Self.sourceColumns) FROM subtitle_sources WHERE media_id = ? AND season = ? AND number = ? "
                               + "AND path = ? AND track = ?",
                           mediaID.description, episode.season, episode.number, path, track, map: Self.source).first
    }

    /// Which of `ids` have at least one source (one indexed look-up each, cheap enough for the
    /// main thread: a screen asks before it submits a coverage job).
    public func registeredShows(among ids: [MediaID]) throws -> Set<MediaID> {
        var found = Set<MediaID>()
        for id in ids where try database.scalarInt("SELECT 1 FROM subtitle_sources WHERE media_id = ? LIMIT 1", id.description) != nil {
            found.insert(id)
        }
        return found
    }

    /// The shows with at least one source, each with how many.
    public func showCounts() throws -> [MediaID: Int] {
        let rows = try database.query("SELECT \(ShowSourceCountColumn.selectList()) FROM subtitle_sources GROUP BY media_id") { row in
            (MediaID(row.string(ShowSourceCountColumn.mediaID)), row.int(ShowSourceCountColumn.count) ?? 0)
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// Each source of the show with the problem that keeps it from being used now: a `stat`
    /// per file, and a hash only for a file whose size or time differs from the stored one.
    public func checked(_ mediaID: MediaID) throws -> [CheckedSource] {
        try sources(of: mediaID).map { CheckedSource(source: $0, problem: Self.problem(of: $0)) }
    }

    /// Nil when `source`'s file still holds what was stored.
    public static func problem(of source: SubtitleSource) -> SourceProblem? {
        switch FileFingerprint.of(source.path) {
        case let .failure(problem): return problem
        case let .success(print):
            if print.size == source.size && print.modifiedAt == source.modifiedAt { return nil }
            // A video is not hashed whole (gigabytes): registering it again re-reads its track.
            if source.kind == .track { return .changed }
            switch FileFingerprint.hash(of: source.path) {
            case let .failure(problem): return problem
            case let .success(hash): return hash == source.contentHash ? nil : .changed
            }
        }
    }

    /// The stored words of each source asked for, by source id.
    public func tokens(of sourceIDs: [Int64]) throws -> [Int64: EpisodeTokens] {
        guard !sourceIDs.isEmpty else { return [:] }
        var result: [Int64: EpisodeTokens] = [:]
        for chunk in stride(from: 0, to: sourceIDs.count, by: 500).map({ Array(sourceIDs[$0..<min($0 + 500, sourceIDs.count)]) }) {
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let rows = try database.queryValues("SELECT \(SourceTokensColumn.selectList()) FROM subtitle_tokens WHERE source_id IN (\(marks))",
                                                chunk.map { .integer($0) }) { row in
                (row.int64(SourceTokensColumn.sourceID), EpisodeTokens(text: row.string(SourceTokensColumn.lines)))
            }
            for (id, tokens) in rows { result[id] = tokens }
        }
        return result
    }

    /// Every lemma's term key, indexed by its id (index 0 and unused ids are empty).
    public func lemmaKeys() throws -> [String] {
        var keys: [String] = []
        try database.queryWhile("SELECT \(LemmaKeyColumn.selectList()) FROM subtitle_lemmas ORDER BY id", []) { row in
            let id = Int(row.int64(LemmaKeyColumn.id))
            if id >= 0 && id < 50_000_000 {
                if keys.count <= id { keys.append(contentsOf: repeatElement("", count: id - keys.count + 1)) }
                keys[id] = row.string(LemmaKeyColumn.termKey)
            }
            return true
        }
        return keys
    }

    /// The term keys of the lemmas asked for, by id.
    public func lemmaKeys(of ids: some Sequence<Int32>) throws -> [Int32: String] {
        let wanted = Array(Set(ids))
        var result: [Int32: String] = [:]
        for start in stride(from: 0, to: wanted.count, by: 500) {
            let chunk = wanted[start..<min(start + 500, wanted.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let rows = try database.queryValues("SELECT \(LemmaKeyColumn.selectList()) FROM subtitle_lemmas WHERE id IN (\(marks))",
                                                chunk.map { .integer(Int64($0)) }) { row in
                (Int32(truncatingIfNeeded: row.int64(LemmaKeyColumn.id)), row.string(LemmaKeyColumn.termKey))
            }
            for (id, key) in rows { result[id] = key }
        }
        return result
    }

    /// The terms (dictionary forms as first heard) of the lemmas asked for, by id.
    public func terms(of ids: some Sequence<Int32>) throws -> [Int32: (term: String, reading: String)] {
        try lemmas(of: ids).mapValues { ($0.term, $0.reading) }
    }

    /// The lemmas asked for, by id.
    package func lemmas(of ids: some Sequence<Int32>) throws -> [Int32: StoredDocument.Lemma] {
        let wanted = Array(Set(ids))
        var result: [Int32: StoredDocument.Lemma] = [:]
        for start in stride(from: 0, to: wanted.count, by: 500) {
            let chunk = wanted[start..<min(start + 500, wanted.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            try database.queryWhile("SELECT \(LemmaColumn.selectList()) FROM subtitle_lemmas WHERE id IN (\(marks))", chunk.map { .integer(Int64($0)) }) { row in
                let lemma = LemmaColumn.lemma(row)
                result[lemma.id] = lemma
                return true
            }
        }
        return result
    }

    /// Stores the episode's source and its tokenized document in one transaction: a source from
    /// the same path and track is updated in place (it keeps its id and its place among the
    /// episode's sources); the episode's other sources stay. Lemmas new to the table are added;
    /// known ones keep their id. The source records the document's tokenizer.
    @discardableResult
    public func store(_ source: SubtitleSource, document: SubtitleDocument) throws -> Int64 {
        var source = source
        source.tokenizer = document.tokenizer
        return try store(source, cues: document.cues)
    }

    /// `store(_:document:)` for counted words alone, one list per line, with no stored document
    /// (what a source stored before documents were looks like).
    @discardableResult
    public func store(_ source: SubtitleSource, lines: [[MinedToken]]) throws -> Int64 {
        try store(source, cues: lines.map { SubtitleCue(start: 0, text: "", line: 0, tokens: $0) }, keepsDocument: false)
    }

    private func store(_ source: SubtitleSource, cues: [SubtitleCue], keepsDocument: Bool = true) throws -> Int64 {
        try database.transaction {
            var lemmas: [String: StoredDocument.Lemma] = [:]
            func lemma(_ token: MinedToken) throws -> StoredDocument.Lemma? {
                let key = WordStore.termKey(token.term)
                if key.isEmpty { return nil }
                if let known = lemmas[key] { return known }
                let found = try storedLemma(key: key, token: token)
                lemmas[key] = found
                return found
            }
            var encoded: [[Int32]] = []
            encoded.reserveCapacity(cues.count)
            var recognized = 0
            for cue in cues {
                var row: [Int32] = []
                for token in cue.tokens {
                    if !token.counts {
                        recognized += 1
                    } else if let found = try lemma(token) {
                        row.append(found.id)
                    }
                }
                if !row.isEmpty { encoded.append(row) }
            }
            let document = keepsDocument ? try StoredDocument.encode(cues, lemma: lemma) : ""
            let id: Int64
            if let existing = try self.source(of: source.mediaID, episode: source.episode, path: source.path, track: source.track) {
                id = existing.id
                try database.run("UPDATE subtitle_sources SET kind = ?, size = ?, modified_at = ?, content_hash = ?, language = ?, cues = ?, "
                                     + "registered_at = ?, tokenizer = ? WHERE id = ?",
                                 source.kind.rawValue, source.size, source.modifiedAt, source.contentHash, source.language.rawValue,
                                 source.cues, clock.now.timeIntervalSince1970, source.tokenizer, id)
                try database.run("DELETE FROM subtitle_tokens WHERE source_id = ?", id)
            } else {
                let values: [any SQLBindable] = [
                    source.mediaID.description, source.episode.season, source.episode.number, source.kind.rawValue, source.path,
                    source.track, source.size, source.modifiedAt, source.contentHash, source.language.rawValue, source.cues,
                    clock.now.timeIntervalSince1970, source.tokenizer,
                ]
                id = try database.insertRow(SubtitleSourceColumn.insertSQL(SubtitleSourceColumn.written), values.map(\.sqlValue))
            }
            try database.run("INSERT INTO subtitle_tokens(source_id, lines, cues) VALUES (?, ?, ?)", id, EpisodeTokens(lines: encoded, recognized: recognized).text,
                             document)
            return id
        }
    }

    /// Records a new size and time for a file whose bytes did not change (nothing re-tokenized).
    public func refreshFingerprint(of sourceID: Int64, _ print: FileFingerprint, path: String) throws {
        try database.run("UPDATE subtitle_sources SET size = ?, modified_at = ?, path = ? WHERE id = ?",
                         print.size, print.modifiedAt, path, sourceID)
    }

    private func storedLemma(key: String, token: MinedToken) throws -> StoredDocument.Lemma {
        if let found = try database.query("SELECT \(LemmaColumn.selectList()) FROM subtitle_lemmas WHERE term_key = ?", key,
                                         map: LemmaColumn.lemma).first {
            return found
        }
        let id = try database.insertRow("INSERT INTO subtitle_lemmas(term_key, term, reading) VALUES (?, ?, ?)",
                                        [key, token.term, token.reading].map(\.sqlValue))
        return StoredDocument.Lemma(id: Int32(truncatingIfNeeded: id), term: token.term, reading: token.reading)
    }
}
