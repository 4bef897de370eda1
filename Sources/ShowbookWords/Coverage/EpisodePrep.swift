import Foundation
import ShowbookPlatform
import ShowbookTV

/// `P` on an episode: its prep list (`PrepPlan`, to the target at the episode's watch date: its
/// air day from the stored episode list when that is to come, else today, at `WatchTime`)
/// made, the words the learner's books lack added to the show's book (`MiningStore.addMined`,
/// with their first line), and the words of the whole list found in the open books, so a study
/// session of exactly those can start. Runs inside one background write.
public struct EpisodePrep: Sendable {
    public let coverage: CoverageService
    public let mining: MiningStore
    public let words: WordStore
    public let toolkit: MiningToolkit
    public let calendar: Calendar

    public init(coverage: CoverageService, mining: MiningStore, words: WordStore, toolkit: MiningToolkit,
                calendar: Calendar = Calendar(identifier: .gregorian)) {
        self.coverage = coverage
        self.mining = mining
        self.words = words
        self.toolkit = toolkit
        self.calendar = calendar
    }

    /// When `episode` of `mediaID` will be watched, asked at `now`, and how a row says it.
    public func watchDate(of mediaID: MediaID, episode: EpisodeCode, now: Date) throws -> (date: Date, day: String) {
        let store = EpisodeStore(database: coverage.registry.database, clock: ManualClock(now))
        let airing = try store.episodes(of: mediaID).first { $0.key == episode }?.airDay
        let time = coverage.settings.watchTime(calendar: calendar)
        let date = time.date(airing: airing, now: now)
        return (date, time.dayText(date, now: now))
    }

    /// What a prep did: the plan, the words to study (in the list's order) and how many were new to the books.
    public struct Outcome: Sendable {
        public var plan: PrepPlan
        public var words: [Word]
        public var added: Int
        public var book: WordBook?
    }

    /// Nil when the episode has no registered subtitles; a source that cannot be used throws its problem.
    public func run(_ media: Media, episode: EpisodeCode, at date: Date) throws -> Outcome? {
        let watch = try watchDate(of: media.id, episode: episode, now: date)
        guard let plan = try coverage.prep(media.id, episode: episode, at: date, watchDate: watch.date,
                                           target: coverage.settings.prepTarget, calendar: calendar, day: watch.day),
              let source = try coverage.registry.source(of: media.id, episode: episode) else { return nil }
        guard !plan.words.isEmpty else { return Outcome(plan: plan, words: [], added: 0, book: nil) }
        let candidates = try PrepWords.candidates(for: plan, source: source, registry: coverage.registry, toolkit: toolkit)
        let book = try mining.openBook(forShow: media)
        let report = try mining.addMined(candidates, to: book)
        let keys = plan.words.map { WordStore.termKey($0.term) }
        let marks = Array(repeating: "?", count: keys.count).joined(separator: ",")
        let rows = try coverage.registry.database.queryValues(
            "SELECT \(AddedWordColumn.selectList()) FROM words w JOIN word_books b ON b.id = w.book_id "
                + "WHERE b.closed_at IS NULL AND w.known_at IS NULL AND w.suspended_at IS NULL AND sb_term_key(w.term) IN (\(marks))",
            keys.map { .text($0) }) { row in (row.int64(AddedWordColumn.id), row.string(AddedWordColumn.key)) }
        var byKey: [String: Int64] = [:]
        for (id, key) in rows where byKey[key] == nil { byKey[key] = id }
        let found = try keys.compactMap { key in try byKey[key].flatMap { try words.word(id: $0) } }
        return Outcome(plan: plan, words: found, added: report.added.count, book: report.book)
    }
}

/// An open, studied word of the prep's terms: its id and term key.
private enum AddedWordColumn: String, TableColumns {
    case id = "w.id", key = "sb_term_key(w.term)"
}
