import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// Watching an episode along with mpv: the session (`WatchSession`) fed by the player's events
/// through a `PlayerLink`, and what it leads to — the exposures of each line heard written as
/// they are heard (`EpisodeExposures.record(_:episode:lines:at:)`), the episode marked watched
/// once `watchedShare` of it was played (the same mark and "heard it" credit as Space on an
/// episode row: `WatchedStore.setWatched` then an `ExposureQueue` record of the whole episode),
/// and the learner's keys: pause, the line before or after, replay, a word of the line chosen,
/// added to the show's book with its clip (`MiningStore.addMined`) or marked Known
/// (`MiningStore.addKnown`). Quitting or losing mpv keeps everything written so far.
public final class WatchModel {
    public let episode: WatchEpisode
    public private(set) var session: WatchSession
    public let link: PlayerLink
    public private(set) var knowledge: TermKnowledge
    /// The chosen word of the current line (an index into `session.current?.words`).
    public private(set) var selectedWord = 0
    /// The last thing to say (a refusal, an added word, mpv gone); nil when nothing.
    public private(set) var message: String?
    /// Set once mpv's socket closed or the file ended: the line the screen shows.
    public private(set) var endedLine: String?
    public private(set) var exposuresRecorded = 0
    /// Term keys heard that the learner does not know yet (new in a book, or in none).
    public private(set) var newWordsHeard = Set<String>()
    public private(set) var markedWatched = false
    /// The episode's expected coverage, when the screen's loader has it.
    public var expectedCoverage: Double?
    /// Called after each change the screen should draw (events, writes landing).
    public var changed: () -> Void = {}

    private let mining: MiningStore
    private let exposures: EpisodeExposures?
    private let watched: WatchedStore
    private let writer: BackgroundWrite
    private let heardQueue: ExposureQueue
    private let clock: AppClock

    public init(episode: WatchEpisode, link: PlayerLink, knowledge: TermKnowledge, watchedShare: Double,
                mining: MiningStore, exposures: EpisodeExposures?, watched: WatchedStore,
                writer: BackgroundWrite, heardWriter: BackgroundWrite, clock: AppClock) {
        self.episode = episode
        self.link = link
        self.knowledge = knowledge
        self.mining = mining
        self.exposures = exposures
        self.watched = watched
        self.writer = writer
        self.clock = clock
        heardQueue = ExposureQueue(exposures: exposures, writer: heardWriter)
        session = WatchSession(cues: episode.cues, watchedShare: watchedShare)
        heardQueue.failed = { [weak self] error in self?.say("Could not record the words heard: \(error)") }
        link.received = { [weak self] event in self?.apply(event) }
        link.refused = { [weak self] problem in self?.say(problem.description) }
        link.ended = { [weak self] line in self?.playerEnded(line) }
    }

    /// The properties observed, in order (their observe ids are their positions from 1).
    public static let observed: [PlayerProperty] = [.path, .duration, .pause, .subText, .subStart, .subEnd, .secondarySubText, .timePos]

    /// Asks mpv for every property's changes and starts reading.
    public func start() {
        for (index, property) in Self.observed.enumerated() { link.send(.observe(id: index + 1, property: property)) }
        link.startReading()
    }

    public var current: WatchLine? { session.current }
    public var words: [MinedToken] { session.current?.words ?? [] }
    public var selectedToken: MinedToken? { words.indices.contains(selectedWord) ? words[selectedWord] : nil }
    public func level(of token: MinedToken) -> TermKnowledge.Level { knowledge.level(of: token.term) }

    // MARK: events

    private func apply(_ event: PlayerEvent) {
        let change = session.apply(event)
        if change.lineChanged { selectedWord = 0 }
        if !change.heard.isEmpty { heard(change.heard.map { session.cues[$0] }) }
        if change.becameWatched { markWatched() }
        if case let .endFile(reason) = event, reason != "redirect" {
            endedLine = "mpv finished the episode (\(PlayerText.plain(reason))); what you heard is kept"
        }
        changed()
    }

    private func heard(_ cues: [SubtitleCue]) {
        for cue in cues {
            for token in cue.tokens where token.counts {
                let level = knowledge.level(of: token.term)
                if level == .new || level == .notInBook { newWordsHeard.insert(WordStore.termKey(token.term)) }
            }
        }
        guard let exposures else { return }
        let (media, code, now) = (episode.media.id, episode.code, clock.now)
        writer.enqueue({ try exposures.record(media, episode: code, lines: cues, at: now) }) { [weak self] result in
            guard let self else { return }
            if let added = result.value { self.exposuresRecorded += added }
            if let error = result.error { self.say("Could not record the words heard: \(error)") }
            self.changed()
        }
    }

    private func markWatched() {
        let (store, media, code, now, queue) = (watched, episode.media.id, episode.code, clock.now, heardQueue)
        writer.enqueue({ try store.setWatched([code], of: media, watched: true) }) { [weak self] result in
            guard let self else { return }
            if let error = result.error { return self.say("Could not mark \(code) watched: \(error)") }
            self.markedWatched = true
            queue.submit(.record(media, [code], at: now)) { [weak self] added in
                guard let self else { return }
                self.exposuresRecorded += added
                self.say(WatchedReport.text(show: self.episode.media.title, episode: code, episodeTitle: nil, watched: true,
                                            heard: self.exposuresRecorded))
            }
            self.changed()
        }
    }

    private func playerEnded(_ line: String) {
        endedLine = "\(line); what you heard is kept"
        changed()
    }

    private func say(_ line: String) {
        message = line
        changed()
    }

    // MARK: keys

    public func togglePause() { link.send(.setPause(!session.paused)) }

    /// ← / →: the line before or after (mpv seeks to its start).
    public func step(forward: Bool) {
        guard let start = session.neighbourStart(forward: forward) else {
            return say(forward ? "No line after this one" : "No line before this one")
        }
        link.send(.seekAbsolute(start))
    }

    /// `r`: the line again from its start.
    public func replay() {
        guard let start = session.current?.start else { return say("No line to replay yet") }
        link.send(.seekAbsolute(start))
        if session.paused { link.send(.setPause(false)) }
    }

    /// Tab / arrows: another word of the line (wrapping).
    public func selectWord(by offset: Int) {
        let count = words.count
        guard count > 0 else { return }
        selectedWord = ((selectedWord + offset) % count + count) % count
    }

    /// The chosen word as a book takes it, with the line's clip; nil without a word or its times.
    public func candidate() -> MiningCandidate? {
        guard let line = session.current, let token = selectedToken else { return nil }
        // The stored cue's times, as mining keeps them (the export cuts by those); mpv's when no cue matched.
        let start = line.cue.map { Double($0.start) / 1000 } ?? line.start ?? 0
        let end = line.cue.map { Double($0.end) / 1000 } ?? line.end ?? start
        return .heard(token, line: line.text, translation: line.translation, start: start, end: end,
                      episode: episode.code, video: episode.video)
    }

    /// `a`: the chosen word into the show's book, with the line, its translation and clip.
    public func addSelected() { write(known: false) }

    /// `k`: the chosen word Known (added to the show's book as Known when no book has it).
    public func markSelectedKnown() { write(known: true) }

    private func write(known: Bool) {
        guard let candidate = candidate() else { return say("No word chosen: wait for a line") }
        let (mining, show) = (self.mining, episode.media)
        writer.enqueue({ () throws -> String in
            let book = try mining.openBook(forShow: show)
            if known {
                _ = try mining.addKnown(candidate, to: book)
                return "“\(candidate.term)” is Known"
            }
            let report = try mining.addMined([candidate], to: book)
            return report.added.isEmpty ? "“\(candidate.term)” is already in a book"
                : "Added “\(candidate.term)” to \(report.book.title) with its line and clip"
        }) { [weak self] result in
            guard let self else { return }
            if let line = result.value {
                self.knowledge.add(candidate.term, known ? .known : .new)
                self.say(line)
            } else if let error = result.error {
                self.say("Could not \(known ? "mark" : "add") “\(candidate.term)”: \(error)")
            }
        }
    }

    /// Leaves: stops reading; everything heard is already written or being written.
    public func close() { link.close() }
}
