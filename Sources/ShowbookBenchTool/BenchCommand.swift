import Foundation
import ShowbookBench
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// The commands of `showbook-bench`, which `make bench` (scripts/bench/) runs: the measured work inside
/// one process so latency excludes process start-up, and print JSON lines for the runner.
///
/// - `bench-generate DIR [COUNT [SERIES_PERCENT]]`: the synthetic IMDb files, plain titles and
///   queries; SERIES_PERCENT (9 for IMDb's real mix) sets the share of lines that are series.
/// - `bench-search QUERIES.tsv`: Showbook's search over the query set.
/// - `bench-like QUERIES.tsv`: the naive `LIKE '%q%'` peer over the same table.
/// - `bench-close [WORDS [merge]]`: closing a book of WORDS unfinished words, moving them
///   (with `merge`, into a book that has every term, so each word is merged).
/// - `bench-apkg WORDS FILE`: exporting a book of WORDS words as an Anki package to FILE, 5 times.
/// - `bench-clips DIR`: exporting 50 words with `--media` (50 clips cut from a generated episode)
///   beside the same cuts run one after another from a shell loop of plain ffmpeg calls.
/// - `bench-grade [REVIEWS]`: grading REVIEWS cards (FSRS and its history row) one by one.
/// - `bench-balance [REVIEWS]`: the spread of 60 days' due counts over 10,000 cards, fuzzed and
///   load-balanced, then grading REVIEWS cards with the load balancer on.
/// - `bench-fit-logs DIR`, then `bench-fit DIR [REFERENCE]`: the generated logs of 10,000 and
///   100,000 reviews written for the FSRS reference, then Showbook's fit of each timed and its
///   log loss beside the reference's (REFERENCE: the reference script's output lines).
/// - `bench-today [RUNS]`: Today and the first card of "Study all due" over 100,000 words in 50 books,
///   then a book's header, the book screen and the books list's knowledge counts beside a naive peer.
/// - `bench-history DIR`: importing a 10,000-episode history (Trakt JSON, a TV Time ZIP) matched offline.
/// - `bench-relevance SET.tsv`: where each query of the relevance set ranks its expected show.
/// - `bench-size DIR`: the database's size with and without the forgiving search's additions.
/// - `bench-poster [RUNS]`: decoding a 342×513 poster (JPEG, PNG) and converting it to 20×15 cells.
/// - `bench-poster-wait`: whether a detail is shown before its (held back) poster arrives.
/// - `bench-mine DIR`: mining a generated 90-minute episode per language, and a 24-episode folder.
/// - `bench-coverage DIR`: registering a 24-episode season, coverage of an episode, of a
///   100-episode show and of Saved with 50 shows, each beside re-reading the raw files.
/// - `bench-video DIR`: mining a 1,500-cue episode from a `.mkv` beside ffmpeg's extraction
///   alone, and aligning a 1,500-cue translation beside a naive O(n·m) peer.
/// - `bench-bounded DIR`: the hostile subtitle file, a cancelled mining job and a 2,080-scan JPEG.
/// - `bench-zstd DIR`: decompressing a 20 MiB Zstandard file beside `zstd -d`.
/// - `bench-lemmas DIR`: dictionary-form and reading accuracy over the lemma sets in DIR
///   (`Tests/ShowbookCoreTests/Language/LemmaSet`), one line per language.
struct BenchCommand {
    /// `bench-search`: which bench, and the free-form words after it (each bench reads its own).
    var name: String
    var arguments: [String]

    func run(_ environment: BenchEnvironment) throws {
        switch name {
        case "bench-generate":
            let form = "bench-generate DIR [COUNT [SERIES_PERCENT]]"
            guard let folder = arguments.first else { throw usage(form) }
            let count = arguments.count > 1 ? Int(arguments[1]) : 300_000
            let percent = arguments.count > 2 ? Double(arguments[2]) : nil
            guard let count, count > 0, arguments.count < 3 || (percent.map { $0 > 0 && $0 <= 99 } ?? false) else {
                throw usage(form)
            }
            var catalog = SyntheticCatalog(seriesCount: count)
            if let percent { catalog.otherShare = 1 - SyntheticCatalog.adultShare - percent / 100 }
            let files = try catalog.write(to: folder)
            try BenchOutput.json(["basics": .string(files.basics), "ratings": .string(files.ratings), "titles": .string(files.titles), "queries": .string(files.queries)])
        case "bench-search", "bench-like":
            guard let path = arguments.first else { throw usage("\(name) QUERIES.tsv") }
            let queries = BenchQueries.read(try String(contentsOfFile: path, encoding: .utf8))
            let bench = SearchBench(store: environment.catalog)
            let samples = name == "bench-search" ? try bench.runShowbook(queries) : try bench.runNaiveLike(queries)
            for sample in samples {
                try BenchOutput.json([
                    "category": .string(sample.query.category), "query": .string(sample.query.text),
                    "ms": .double(sample.milliseconds), "results": .int(sample.results),
                ])
            }
        case "bench-relevance":
            guard let path = arguments.first else { throw usage("bench-relevance SET.tsv") }
            let set = RelevanceSet(text: try String(contentsOfFile: path, encoding: .utf8))
            let (score, _) = try RelevanceScore.measure(set, store: environment.catalog)
            for (item, rank) in zip(set.cases, score.ranks) {
                try BenchOutput.json(["kind": .string(item.kind), "query": .string(item.query), "rank": .optional(rank)])
            }
        case "bench-size":
            guard let folder = arguments.first else { throw usage("bench-size DIR") }
            let sizes = try SizeBench(database: environment.database).run(folder: folder)
            try BenchOutput.json(["with": .int(sizes.withForgiving), "without": .int(sizes.without)])
        case "bench-close":
            let count = arguments.first.flatMap { Int($0) } ?? 10_000
            var bench = CloseBench(store: WordBookStores(database: environment.database, clock: SystemClock()))
            bench.words = count
            bench.merging = arguments.dropFirst().first == "merge"
            let times = try bench.run()
            try BenchOutput.json([
                "words": .int(count), "merging": .bool(bench.merging), "ms": .array(times.wall.map { .double($0) }),
                "cpu_ms": .array(times.cpu.map { .double($0) }),
            ])
        case "bench-clips":
            guard let folder = arguments.first else { throw usage("bench-clips DIR") }
            let sample = try ClipBench().run(in: folder, store: WordBookStores(database: environment.database, clock: SystemClock()))
            try BenchOutput.json(["clips": .int(sample.clips), "cut": .int(sample.cut), "cores": .int(sample.cores),
                              "ms": .array(sample.exportMilliseconds.map { .double($0) }), "peer_ms": .double(sample.peerMilliseconds),
                              "bytes": .int(sample.packageBytes)])
        case "bench-apkg":
            guard arguments.count >= 2, let count = Int(arguments[0]) else { throw usage("bench-apkg WORDS FILE") }
            var bench = PackageBench(store: WordBookStores(database: environment.database, clock: SystemClock()))
            bench.words = count
            let outcome = try bench.run(to: arguments[1])
            try BenchOutput.json(["words": .int(count), "bytes": .int(outcome.bytes), "ms": .array(outcome.milliseconds.map { .double($0) }),
                              "cpu_ms": .array(outcome.cpu.map { .double($0) })])
        case "bench-grade":
            var bench = GradeBench(store: WordBookStores(database: environment.database, clock: SystemClock()))
            bench.reviews = arguments.first.flatMap { Int($0) } ?? 500
            let times = try bench.run()
            try BenchOutput.json(["reviews": .int(times.count), "ms": .array(times.map { .double($0) })])
        case "bench-balance":
            // Even days: the 60-day spread of due counts with fuzz only and balanced, then grading
            // with the balancer on (its per-day due counts read from storage on every grade).
            let utc = TimeZone(identifier: "UTC") ?? .current
            let fuzzOnly = BalanceBench().run(balancer: nil)
            let balanced = BalanceBench().run(balancer: LoadBalancer(timeZone: utc))
            let settings = StudySettings(loadBalancer: LoadBalancer(timeZone: utc))
            var bench = GradeBench(store: WordBookStores(database: environment.database, clock: SystemClock(), studySettings: settings))
            bench.reviews = arguments.first.flatMap { Int($0) } ?? 500
            let times = try bench.run()
            try BenchOutput.json(["cards": .int(10_000), "days": .int(60),
                                  "sd_fuzz": .double(fuzzOnly.standardDeviation), "sd_balanced": .double(balanced.standardDeviation),
                                  "week_sd_fuzz": .double(fuzzOnly.dayToDayDeviation), "week_sd_balanced": .double(balanced.dayToDayDeviation),
                                  "ms": .array(times.map { .double($0) })])
        case "bench-fit-logs":
            guard let folder = arguments.first else { throw usage("bench-fit-logs DIR") }
            for path in try FitBench().writeLogs(to: folder) { try BenchOutput.json(["path": .string(path)]) }
        case "bench-fit":
            guard let folder = arguments.first else { throw usage("bench-fit DIR [REFERENCE]") }
            for outcome in try FitBench().run(folder: folder, runs: 3, reference: arguments.dropFirst().first) {
                try BenchOutput.json(["reviews": .int(Int64(outcome.reviews)), "predictions": .int(Int64(outcome.predictions)),
                                      "ms": .array(outcome.milliseconds.map { .double($0) }), "log_loss": .double(outcome.logLoss),
                                      "reference_log_loss": outcome.referenceLogLoss.map { .double($0) } ?? .null,
                                      "reference_ms": outcome.referenceMilliseconds.map { .double($0) } ?? .null])
            }
        case "bench-today":
            var bench = TodayBench(database: environment.database)
            bench.runs = arguments.first.flatMap { Int($0) } ?? 20
            let outcome = try bench.run()
            try BenchOutput.json(["words": .int(outcome.words), "due": .int(outcome.dueWords),
                              "ms": .array(outcome.milliseconds.map { .double($0) }),
                              "today_ms": .array(outcome.todayMilliseconds.map { .double($0) }),
                              "card_ms": .array(outcome.cardMilliseconds.map { .double($0) }),
                              "today_cpu_ms": .array(outcome.todayCPU.map { .double($0) }),
                              "today_knowledge_ms": .array(outcome.knowledgeMilliseconds.map { .double($0) }),
                              "header_ms": .array(outcome.header.wall.map { .double($0) }),
                              "header_cpu_ms": .array(outcome.header.cpu.map { .double($0) }),
                              "naive_header_ms": .array(outcome.naiveHeader.wall.map { .double($0) }),
                              "naive_header_cpu_ms": .array(outcome.naiveHeader.cpu.map { .double($0) }),
                              "book_screen_ms": .array(outcome.bookScreen.wall.map { .double($0) }),
                              "book_screen_cpu_ms": .array(outcome.bookScreen.cpu.map { .double($0) }),
                              "list_ms": .array(outcome.list.wall.map { .double($0) }),
                              "list_cpu_ms": .array(outcome.list.cpu.map { .double($0) }),
                              "naive_list_ms": .array(outcome.naiveList.wall.map { .double($0) }),
                              "naive_list_cpu_ms": .array(outcome.naiveList.cpu.map { .double($0) }),
                              "counts": .string(outcome.counts.text)])
        case "bench-history":
            guard let folder = arguments.first else { throw usage("bench-history DIR") }
            let outcome = try HistoryBench(database: environment.database, catalog: environment.catalog).run(folder: folder)
            try BenchOutput.json(["episodes": .int(outcome.episodes),
                                  "trakt_ms": .array(outcome.traktMilliseconds.wall.map { .double($0) }),
                                  "tvtime_ms": .array(outcome.tvTimeMilliseconds.wall.map { .double($0) })])
        case "bench-poster":
            var bench = PosterBench()
            bench.runs = arguments.first.flatMap { Int($0) } ?? 30
            for mode in PosterColorMode.allCases {
                for sample in try bench.run(mode: mode) {
                    try BenchOutput.json(["format": .string(sample.format), "mode": .string(mode.rawValue),
                                      "decode_ms": .double(sample.decodeMilliseconds), "convert_ms": .double(sample.convertMilliseconds)])
                }
            }
        case "bench-poster-wait":
            let outcome = try PosterWaitBench().run()
            try BenchOutput.json(["open_ms": .double(outcome.openMilliseconds),
                              "detail_shown_while_poster_pending": .bool(outcome.detailShownWhilePosterPending),
                              "poster_arrived_after_release": .bool(outcome.posterArrivedAfterRelease)])
        case "bench-mine":
            guard let folder = arguments.first else { throw usage("bench-mine DIR") }
            let bench = MiningBench()
            for sample in try bench.episodeSamples(in: folder) {
                try BenchOutput.json(["language": .string(sample.language), "cues": .int(Int64(sample.cues)),
                                  "candidates": .int(Int64(sample.candidates)), "cold_ms": .double(sample.coldMilliseconds),
                                  "warm_ms": .array(sample.warmMilliseconds.map { .double($0) })])
            }
            let season = try bench.folder(in: folder)
            try BenchOutput.json(["folder_ms": .double(season.milliseconds), "files": .int(Int64(season.files)),
                              "cues": .int(Int64(season.cues)), "progress_reports": .int(Int64(season.progressReports))])
        case "bench-coverage":
            guard let folder = arguments.first else { throw usage("bench-coverage DIR") }
            let outcome = try CoverageBench().run(in: folder, database: environment.database)
            try BenchOutput.json(["register_ms": .double(outcome.registerMilliseconds), "progress_reports": .int(Int64(outcome.progressReports)),
                              "cues": .int(Int64(outcome.cues)), "agrees": .bool(outcome.agrees),
                              "episode_ms": .array(outcome.episodeMilliseconds.map { .double($0) }),
                              "naive_episode_ms": .array(outcome.naiveEpisodeMilliseconds.map { .double($0) }),
                              "show_ms": .array(outcome.showMilliseconds.map { .double($0) }),
                              "naive_show_ms": .double(outcome.naiveShowMilliseconds),
                              "saved_rows_ms": .array(outcome.savedRowsMilliseconds.map { .double($0) }),
                              "saved_coverage_ms": .array(outcome.savedCoverageMilliseconds.map { .double($0) }),
                              "prep_ms": .array(outcome.prepMilliseconds.map { .double($0) }),
                              "heard_season_ms": .array(outcome.heardSeasonMilliseconds.map { .double($0) }),
                              "heard_exposures": .int(Int64(outcome.heardExposures))])
        case "bench-video":
            guard let folder = arguments.first else { throw usage("bench-video DIR") }
            let sample = try VideoMiningBench().run(in: folder)
            func list(_ values: [Double]) -> JSONValue { .array(values.map { .double($0) }) }
            try BenchOutput.json(["cues": .int(Int64(sample.cues)), "translated_words": .int(Int64(sample.translated)),
                              "mine_ms": list(sample.mineMilliseconds), "extract_ms": list(sample.extractMilliseconds),
                              "align_ms": list(sample.alignMilliseconds), "naive_align_ms": list(sample.naiveMilliseconds),
                              "alignments_agree": .bool(sample.alignmentsAgree)])
        case "bench-bounded":
            guard let folder = arguments.first else { throw usage("bench-bounded DIR") }
            let outcome = try BoundedBench().run(in: folder)
            try BenchOutput.json(["hostile_bytes": .int(Int64(outcome.hostileBytes)), "hostile_ms": .double(outcome.hostileMilliseconds),
                              "hostile_cpu_ms": .double(outcome.hostileCPUMilliseconds),
                              "ordinary_bytes": .int(Int64(outcome.ordinaryBytes)), "ordinary_ms": .double(outcome.ordinaryMilliseconds),
                              "ordinary_cpu_ms": .double(outcome.ordinaryCPUMilliseconds),
                              "cancel_ms": .double(outcome.cancelMilliseconds), "scans": .int(Int64(outcome.scans)),
                              "capped_decode_ms": .double(outcome.cappedDecodeMilliseconds),
                              "uncapped_decode_ms": outcome.uncappedDecodeMilliseconds.map { .double($0) } ?? .null])
        case "bench-zstd":
            guard let folder = arguments.first else { throw usage("bench-zstd DIR") }
            let outcome = try ZstdBench().run(in: folder)
            try BenchOutput.json(["bytes": .int(Int64(outcome.bytes)), "compressed_bytes": .int(Int64(outcome.compressedBytes)),
                              "ms": .array(outcome.milliseconds.map { .double($0) }),
                              "peer_ms": .array(outcome.peerMilliseconds.map { .double($0) }), "agrees": .bool(outcome.agrees)])
        case "bench-lemmas":
            guard let folder = arguments.first else { throw usage("bench-lemmas DIR") }
            let toolkit = MiningToolkit()
            for language in MiningLanguage.allCases {
                let set = try LemmaSet.read(language: language, folder: folder)
                let score = LemmaScore.measure(set, document: try DocumentTokenizer.make(language, toolkit: toolkit)) { found in
                    toolkit.meanings(for: found, language: language).meanings
                }
                try BenchOutput.json(["language": .string(language.rawValue), "sentences": .int(Int64(set.cases.count)),
                                  "words": .int(Int64(score.words)), "lemma_hits": .int(Int64(score.lemmaHits)),
                                  "extras": .int(Int64(score.extras.count)),
                                  "meaning_words": .int(Int64(score.meaningWords)), "meaning_hits": .int(Int64(score.meaningHits)),
                                  "kana_words": .int(Int64(score.kanaWords)), "kana_hits": .int(Int64(score.kanaHits)),
                                  "reading_words": .int(Int64(score.readingWords)), "reading_hits": .int(Int64(score.readingHits)),
                                  "misses": .array(score.misses.map { .string($0.description) })])
            }
        default:
            throw usage("bench-generate, bench-search, bench-like, bench-relevance, bench-size, bench-close, bench-apkg, bench-grade, bench-balance, bench-fit-logs, bench-fit, bench-today, bench-history, bench-poster, bench-poster-wait, bench-mine, bench-coverage, bench-video, bench-bounded, bench-zstd or bench-lemmas")
        }
    }

    private func usage(_ text: String) -> BenchUsageError {
        BenchUsageError(description: "usage: showbook-bench --db FILE \(text)")
    }
}
