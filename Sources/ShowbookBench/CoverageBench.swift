import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords
import ShowbookApp

/// `showbook bench-coverage DIR`: registering a generated season of 24 Japanese episodes of
/// about 1,500 cues (read, tokenized, stored, with progress), then coverage from the stored
/// words — one episode, a show of 100 episodes, Saved with 50 such shows (the rows ready to
/// draw, and the coverage job that follows) — each beside the naive way: reading and
/// tokenizing the raw files again, in the same run. The learner knows every other lemma. Then
/// "heard it": the exposures of the whole season marked watched at once (the job `W` starts),
/// forgotten and recorded again each run.
public struct CoverageBench {
    public var episodes = 24
    public var runs = 20

    public init() {}

    public struct Outcome: Sendable {
        public var registerMilliseconds: Double
        public var progressReports: Int
        public var cues: Int
        public var episodeMilliseconds: [Double]
        public var naiveEpisodeMilliseconds: [Double]
        public var showMilliseconds: [Double]
        public var naiveShowMilliseconds: Double
        public var savedRowsMilliseconds: [Double]
        public var savedCoverageMilliseconds: [Double]
        public var prepMilliseconds: [Double]
        /// Recording the exposures of the 24 episodes, and how many there were.
        public var heardSeasonMilliseconds: [Double]
        public var heardExposures: Int
        /// The stored and the naive answer for the first episode agree.
        public var agrees: Bool
    }

    public func run(in folder: String, database: Database) throws -> Outcome {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_796_040_000))
        let registry = SubtitleRegistry(database: database, clock: clock)
        let season = (folder as NSString).appendingPathComponent("coverage-season")
        try FileManager.default.createDirectory(atPath: season, withIntermediateDirectories: true)
        for number in 1...episodes {
            try SyntheticSubtitles.episode(language: .japanese, seed: UInt64(100 + number))
                .write(toFile: (season as NSString).appendingPathComponent(String(format: "Show S01E%02d.srt", number)),
                       atomically: true, encoding: .utf8)
        }
        let toolkit = MiningToolkit()
        let base = MediaID(source: "bench", id: "base")
        let registration = SubtitleRegistration(registry: registry, toolkit: toolkit, language: .japanese)
        var reports = 0
        let registerTime = try time {
            let plan = try registration.plan([season])
            _ = try registration.register(plan.files, mediaID: base) { _, _ in reports += 1 }
        }
        let sources = try registry.sources(of: base)
        guard sources.count == episodes else { throw BenchError(description: "registered \(sources.count) of \(episodes) episodes") }
        try learnEveryOtherLemma(database: database, clock: clock)
        let service = CoverageService(registry: registry)

        // One episode: the stored words against what is known now, measured whole (known set included).
        let first = sources[0]
        var stored: EpisodeCoverage?
        let episodeTimes = try (0..<runs).map { _ in
            try time { stored = try service.show(base, at: clock.now, only: [first.episode]).episodes.first }
        }
        let known = try KnownTerms.at(clock.now, in: database)
        let tokenizer = try DocumentTokenizer.make(.japanese, toolkit: toolkit)
        var naive: (tokens: Int, known: Int)?
        let naiveTimes = try (0..<max(1, runs / 4)).map { _ in try time { naive = try naiveCoverage(first.path, tokenizer, known) } }

        let prepTimes = try (0..<runs).map { _ in
            try time { _ = try service.prep(base, episode: first.episode, at: clock.now, target: PrepPlan.defaultTarget) }
        }

        // Heard it: the season marked watched at once (every learner word of each episode, its first line read again).
        let exposures = EpisodeExposures(registry: registry, toolkit: toolkit)
        let watchedSeason = sources.map(\.episode)
        var heard = 0
        let heardTimes = try (0..<max(1, runs / 4)).map { _ in
            try exposures.forget(base, episodes: watchedSeason)
            return try time { heard = try exposures.record(base, episodes: watchedSeason, at: clock.now) }
        }

        // A show of 100 episodes: the 24 stored episodes' words copied to 100 sources.
        let hundred = MediaID(source: "bench", id: "hundred")
        try copy(sources, count: 100, to: hundred, database: database)
        let showTimes = try (0..<runs).map { _ in try time { _ = try service.show(hundred, at: clock.now) } }
        let naiveShow = try time {
            for index in 0..<100 { _ = try naiveCoverage(sources[index % sources.count].path, tokenizer, known) }
        }

        // Saved with 50 shows of 20 episodes each, up next the third.
        let saved = SavedStore(database: database, clock: clock)
        let episodeStore = EpisodeStore(database: database, clock: clock)
        for show in 0..<50 {
            let id = MediaID(source: "bench", id: "saved\(show)")
            try saved.save(Media(id: id, title: "Bench show \(show)"))
            try copy(sources, count: 20, to: id, database: database)
            try episodeStore.store((1...20).map { Episode(season: 1, number: $0, title: "Episode \($0)", airDate: "2026-01-01") },
                                   mediaID: id, season: 1)
            try episodeStore.markRefreshed(id)
            try WatchedStore(database: database, clock: clock).setWatched([EpisodeCode(season: 1, number: 1),
                                                                             EpisodeCode(season: 1, number: 2)], of: id, watched: true)
        }
        let executor = ManualExecutor()
        let container = AppContainer(provider: OfflineCatalogProvider(store: CatalogStore(database: database)), database: database,
                                     clock: clock, executor: executor, log: .disabled)
        let app = AppModel(container: container)
        var rowTimes: [Double] = []
        var coverageTimes: [Double] = []
        for _ in 0..<max(1, runs / 2) {
            app.select(.books)
            rowTimes.append(try time { app.select(.saved) })
            coverageTimes.append(try time {
                executor.runAll()
                app.tick()
            })
            guard app.saved.progressText(for: app.saved.shows[0])?.contains("%") == true else {
                throw BenchError(description: "Saved drew no coverage: \(app.saved.progressText(for: app.saved.shows[0]) ?? "none")")
            }
        }
        let agrees = stored != nil && naive != nil && stored!.tokens == naive!.tokens && stored!.knownTokens == naive!.known
        return Outcome(registerMilliseconds: registerTime, progressReports: reports, cues: sources.reduce(0) { $0 + $1.cues },
                       episodeMilliseconds: episodeTimes, naiveEpisodeMilliseconds: naiveTimes, showMilliseconds: showTimes,
                       naiveShowMilliseconds: naiveShow, savedRowsMilliseconds: rowTimes, savedCoverageMilliseconds: coverageTimes,
                       prepMilliseconds: prepTimes, heardSeasonMilliseconds: heardTimes, heardExposures: heard, agrees: agrees)
    }

    /// The naive way: read the file, tokenize every line, look each word up. Names, numbers
    /// and function words are recognized running words, known without study, as coverage counts them.
    private func naiveCoverage(_ path: String, _ tokenizer: DocumentTokenizer, _ known: Set<String>) throws -> (tokens: Int, known: Int) {
        let document = try SubtitleReader().read(file: path)
        var total = 0
        var hits = 0
        for line in tokenizer.tokens(inLines: document.cues.map(\.text)) {
            for token in line {
                let key = WordStore.termKey(token.term)
                guard !token.counts || !key.isEmpty else { continue }
                total += 1
                if !token.counts || known.contains(key) { hits += 1 }
            }
        }
        return (total, hits)
    }

    /// A book holding every other stored lemma, each a Young card reviewed a day ago.
    private func learnEveryOtherLemma(database: Database, clock: AppClock) throws {
        let now = clock.now.timeIntervalSince1970
        try database.transaction {
            try database.run("INSERT INTO word_books(title, created_at) VALUES ('bench coverage', ?)", now)
            try database.run("""
                INSERT INTO words(book_id, term, meaning, created_at, updated_at, card_phase, card_step, stability, difficulty,
                                  due_at, last_review_at, reps)
                SELECT (SELECT max(id) FROM word_books), term, '', ?1, ?1, 'review', NULL, 30, 5, ?1 + 30 * 86400, ?1 - 86400, 3
                FROM subtitle_lemmas WHERE id % 2 = 0
                """, now)
        }
    }

    /// `count` sources for `media`, episode 1…count, each with the words of `sources[i % n]`.
    private func copy(_ sources: [SubtitleSource], count: Int, to media: MediaID, database: Database) throws {
        try database.transaction {
            for index in 0..<count {
                let from = sources[index % sources.count]
                try database.run("""
                    INSERT INTO subtitle_sources(media_id, season, number, kind, path, size, modified_at, content_hash, language, cues, registered_at,
                                                 tokenizer)
                    SELECT ?, 1, ?, kind, path, size, modified_at, content_hash, language, cues, registered_at, tokenizer
                    FROM subtitle_sources WHERE id = ?
                    """, media.description, index + 1, from.id)
                try database.run("""
                    INSERT INTO subtitle_tokens(source_id, lines, cues)
                    SELECT (SELECT id FROM subtitle_sources WHERE media_id = ? AND season = 1 AND number = ?), lines, cues
                    FROM subtitle_tokens WHERE source_id = ?
                    """, media.description, index + 1, from.id)
            }
        }
    }

    private func time(_ work: () throws -> Void) throws -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    }
}
