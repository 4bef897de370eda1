import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// Mining a show's subtitles (`m` on its detail): the chosen file or folder is read and ranked
/// on a background job while a progress bar shows files done (Esc cancels and goes back); then
/// the candidates are listed, most heard first. Space toggles a word, `a` selects the top
/// `topCount`, Enter adds the selected words (or the highlighted one when none is) to the
/// show's open word book — made and linked when there is none — and goes back to the detail.
/// A video whose subtitle tracks hold several (or no) text tracks in the show's language first
/// lists its text tracks (`.choosingTrack`); Enter mines the highlighted one, with another
/// track (English first) as the lines' translation. `k` ("I know this") adds the highlighted
/// word as Known and takes it off the list; `u` takes that back. Each word says how many lines
/// it is the only unknown word of (i+1, counted against what is known now as coverage counts
/// it, and counted again — with the heading's counts — when `k` makes a word Known or `u` takes
/// that back); `i` puts those words first and `I` shows only them (`MiningArrangement`). With
/// `examples = watched`, examples come only from watched episodes (`WatchedExamples`). Once
/// mined, the files are registered for coverage (`MiningRegistration`), to `episode` when given.
public final class MiningModel: KeyMappedScreen, RowSelecting, StatusReporting {
    public enum Command: Sendable, Equatable {
        case move(ListMotion), toggle, selectTop, add, known, undo, pickTrack, back, oneWordAwayFirst, onlyOneWordAway
    }

    public enum Phase: Equatable {
        case mining(done: Int, total: Int)
        /// The video's text tracks to choose from.
        case choosingTrack([SubtitleTrack])
        case ready(MiningResult)
        case failed(String)
    }

    /// How many words `a` selects.
    public static let topCount = 20
    public static let lifecycleKind = "mining"

    // `k` marks Known here, so the list moves with the arrows (and g/G), not j/k.
    public static let keyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move, jk: false) + [
        KeyBinding([.character(" ")], "select word", .toggle, hint: HintText("Space", "select")).documented("select a word"),
        KeyBinding([.character("a")], "select the top \(topCount)", .selectTop, hint: HintText("a", "top \(topCount)"))
            .documentedInRowAbove("select the top \(topCount)"),
        KeyBinding([.enter], "add to the show's book", .add, hint: HintText("Enter", "add"))
            .documentedInRowAbove("add the selected words (or the highlighted one) to the show's book, made and linked "
                + "if it has none"),
        KeyBinding([.character("k")], "I know this: add it as Known (never studied, never offered again)", .known,
                   hint: HintText("k", "known"), rank: .extra)
            .documented("I know this: add the highlighted word to the show's book as *Known* (never studied, never "
                + "offered again) and take it off the list"),
        KeyBinding([.character("u")], "undo the last k", .undo, hint: false, doesNothingWhen: "no word was marked Known")
            .documentedInRowAbove("take that back"),
        KeyBinding([.character("i")], "i+1 first: words that are the only unknown word of a line first (again: most heard first)",
                   .oneWordAwayFirst, hint: HintText("i", "i+1 first"), rank: .extra)
            .documented("i+1 first: words that are the only unknown word of some line first, most such lines first "
                + "(again: most heard first)"),
        KeyBinding([.character("I")], "only i+1: only words that are the only unknown word of a line (again: every word)",
                   .onlyOneWordAway, hint: HintText("I", "only i+1"), rank: .extra)
            .documentedInRowAbove("only those words (again: every word)"),
        KeyBinding([.escape, .character("q")], "back", .back),
    ]

    /// While the files are read.
    package static let miningKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.escape, .character("q")], "cancel mining", .back, hint: HintText("Esc", "cancel"))
            .documented("while the files are read: cancel"),
    ]

    /// Choosing one of a video's text tracks.
    package static let trackKeyMap: [KeyBinding<Command>] = ListMotion.bindings(Command.move) + [
        KeyBinding([.enter], "mine this track", .pickTrack, hint: HintText("Enter", "mine this track"))
            .documented("mine the selected track, when a video has several or none in the language"),
        KeyBinding([.escape, .character("q")], "back", .back),
    ]

    public var activeKeyMap: [KeyBinding<Command>] {
        if case .choosingTrack = phase { return Self.trackKeyMap }
        guard case let .ready(result) = phase else { return Self.miningKeyMap }
        guard !result.candidates.isEmpty else { return Self.keyMap.filter { $0.command == .back } }
        return Self.keyMap.map { binding in
            switch binding.command {
            case .oneWordAwayFirst where arrangement.oneWordAwayFirst: return binding.hinted("i", "most heard first")
            case .onlyOneWordAway where arrangement.onlyOneWordAway: return binding.hinted("I", "every word")
            default: return binding
            }
        }
    }

    public let media: Media
    public let path: String
    /// The episode mined (`m` on its row), which the file is registered to.
    public let episode: EpisodeCode?
    /// How the words are ordered and filtered by i+1 lines.
    public private(set) var arrangement = MiningArrangement()
    /// Every word still offered, in mining's order (what `arrangement` shows a part of).
    private var ranked: [MiningCandidate] = []
    /// Every mined line's unknown lemmas, for counting the i+1 lines again after `k` and `u`.
    private var unknownLines = UnknownLines()
    /// Term keys made Known here (`k`, not taken back), known on top of what mining counted against.
    private var knownHere: Set<String> = []
    public let status: StatusReporter
    public private(set) var phase: Phase = .mining(done: 0, total: 1)
    /// The candidates once mined, with the highlighted one.
    public private(set) var content = SelectableList<MiningCandidate, String>(id: \.id)
    public var list: ListState { isChoosingTrack ? trackContent.state : content.state }
    /// The video's text tracks while one is chosen.
    public private(set) var trackContent = SelectableList<SubtitleTrack, Int>(id: \.index)
    /// Terms chosen with Space or `a`.
    public private(set) var chosen: Set<String> = []
    private let miner: SubtitleMiner
    private let mining: MiningStore
    /// What is known now (for i+1 lines) and where the files are registered; nil: neither.
    private let coverage: CoverageService?
    private let watched: WatchedStore?
    private let examples: ExampleScope
    package let context: ScreenContext
    private let cancellation = Cancellation()
    private let latest = LatestValue<(done: Int, total: Int)>()
    private var started = false
    /// The `k`s given, newest last, each with the candidate and where it stood (for `u`).
    private var knownMarks: [(known: MinedKnown, candidate: MiningCandidate, index: Int)] = []

    package init(media: Media, path: String, episode: EpisodeCode? = nil, miner: SubtitleMiner, mining: MiningStore,
         coverage: CoverageService? = nil, watched: WatchedStore? = nil, examples: ExampleScope = .any, context: ScreenContext) {
        self.media = media
        self.path = path
        self.episode = episode
        self.miner = miner
        self.mining = mining
        self.coverage = coverage
        self.watched = watched
        self.examples = examples
        self.context = context
        status = context.status
        tracker.didBuild(Self.lifecycleKind, id: path)
    }

    deinit {
        cancellation.cancel()
        tracker.didRelease(Self.lifecycleKind, id: path)
    }

    public var candidates: [MiningCandidate] { content.visible }

    /// The highlighted candidate (Space toggles it; Enter adds it when none is chosen).
    public var selectedCandidate: MiningCandidate? { content.selected }

    /// Progress while mining: the job's newest report.
    public var progress: (done: Int, total: Int) {
        if case .mining = phase, let value = latest.value { return value }
        return (0, 1)
    }

    public var fileName: String { PathText.lastComponent(path) }

    public var isChoosingTrack: Bool {
        if case .choosingTrack = phase { return true }
        return false
    }

    public func didAppear() {
        guard !started else { return }
        started = true
        start(track: nil)
    }

    /// Mines on a job: with `track` (picked from the list), or by the show's language — after
    /// a look at the first video's tracks, which may call for the list instead.
    private func start(track: Int?) {
        let known: Set<String>
        do {
            known = try mining.allTermKeys()
        } catch {
            phase = .failed("\(error)")
            return
        }
        phase = .mining(done: 0, total: 1)
        let miner = { var miner = self.miner; miner.tracks = TrackRequest(index: track, language: media.language); return miner }()
        let path = self.path, cancellation = self.cancellation, latest = self.latest
        let (coverage, now, mediaID) = (self.coverage, clock.now, media.id)
        let watchedExamples = examples == .watched ? watched.flatMap { store in
            coverage.map { WatchedExamples(miner: miner, registry: $0.registry, watched: store) }
        } : nil
        jobs.submit({
            Result<Outcome, Error> {
                if track == nil, case let .choose(tracks) = try Self.trackChoice(path: path, miner: miner, cancellation: cancellation) {
                    return .choose(tracks)
                }
                let knownNow = try coverage?.knownTerms(at: now)
                let mined = try miner.mine(path: path, knownTerms: known, knownNow: knownNow, cancellation: cancellation) { done, total in
                    latest.value = (done, total)
                }
                guard let watchedExamples else { return .mined(mined) }
                return .mined(try watchedExamples.apply(to: mined, minedPath: path, of: mediaID, knownNow: knownNow,
                                                        cancellation: cancellation))
            }.mapError { $0 as Error }
        }) { [weak self] result in
            guard let self else { return }
            switch result {
            case let .success(.choose(tracks)):
                self.phase = .choosingTrack(tracks)
                self.trackContent.setItems(tracks)
            case let .success(.mined(mined)):
                self.phase = .ready(mined.withoutDocuments)
                self.ranked = mined.candidates
                self.unknownLines = mined.unknownLines
                self.rearrange()
                for warning in mined.warnings { self.status.info(warning) }
                if mined.candidates.isEmpty { self.status.info("No new words: your books already have every word heard") }
                self.register(mined.documents)
            case .failure(MiningError.cancelled):
                break
            case let .failure(error):
                self.phase = .failed("\(error)")
                self.status.report(error, doing: "mine subtitles")
            }
        }
    }

    private enum Outcome: Sendable {
        case mined(MiningResult)
        case choose([SubtitleTrack])
    }

    /// The first video's track by the show's language (nil track when the path holds no video).
    private static func trackChoice(path: String, miner: SubtitleMiner, cancellation: Cancellation) throws -> TrackRequest.Choice? {
        guard let video = try SubtitleReader().files(at: path).first(where: VideoSubtitles.isVideo) else { return nil }
        return try miner.tracks.choice(among: try miner.video.tracks(in: video, cancellation: cancellation), path: video)
    }

    public func willDisappear() { cancellation.cancel() }

    public func perform(_ command: Command) {
        switch command {
        case let .move(motion): isChoosingTrack ? trackContent.apply(motion) : content.apply(motion)
        case .toggle: toggle()
        case .selectTop: selectTop()
        case .add: add()
        case .known: markKnown()
        case .undo: undoKnown()
        case .pickTrack: if let track = trackContent.selected { start(track: track.index) }
        case .back: navigator.pop()
        case .oneWordAwayFirst:
            arrangement.oneWordAwayFirst.toggle()
            rearrange()
            status.info(arrangement.oneWordAwayFirst ? "Words with i+1 lines first" : "Most heard first")
        case .onlyOneWordAway:
            arrangement.onlyOneWordAway.toggle()
            rearrange()
            status.info(arrangement.onlyOneWordAway ? "Only words with i+1 lines (\(candidates.count))" : "Every word")
        }
    }

    /// Shows `ranked` as `arrangement` says, the highlighted word kept when still shown.
    private func rearrange() { content.setItems(arrangement.arrange(ranked)) }

    /// Counts each offered word's i+1 lines again with the words made Known here known too.
    private func recountOneWordAway() {
        // Mined without knowing what is known now (no coverage): there are no i+1 counts to redo.
        guard !unknownLines.isEmpty else { return }
        let counts = unknownLines.counts(alsoKnowing: knownHere)
        for index in ranked.indices { ranked[index].oneWordAway = counts[WordStore.termKey(ranked[index].term)] ?? 0 }
    }

    /// True when no word at all is offered (every word heard is in a book), whatever the filter.
    public var isEmptyOfWords: Bool { ranked.isEmpty }

    /// Words still offered (the heading's "76 new"), whatever the filter.
    public var newCount: Int { ranked.count }

    /// Words with at least one i+1 line, of all those offered.
    public var oneWordAwayCount: Int { ranked.filter { $0.oneWordAway > 0 }.count }

    /// "Registered S01E03 for coverage" once mining's registration stored something new (shown
    /// on the heading, not the status line, so it never hides what a key just said).
    public private(set) var registered: String?

    /// Where mining's registrations are written, queued behind each other.
    private lazy var registrationWriter = context.makeJobWriter()

    /// Registers the mined file(s) for coverage on a job, from the `documents` mining read;
    /// `registered` says so when something was new.
    private func register(_ documents: [SubtitleDocument]) {
        guard let coverage else { return }
        let registration = MiningRegistration(registration: SubtitleRegistration(registry: coverage.registry, toolkit: miner.toolkit,
                                                                                  encoding: miner.encoding),
                                              mediaID: media.id)
        let files = registration.planned(path, episode: episode)
        guard !files.isEmpty else { return }
        // A writer of its own, not the screen's: `k` and Enter never wait for it, and a busy
        // database makes it wait and retry (with the spinner) instead of failing.
        registrationWriter.enqueueJob({
            try BackgroundWrite.keepingOwnErrors { try registration.register(files, documents: documents) }
        }) { [weak self] written in
            switch written.value ?? .failure(written.error ?? StorageError.other("the registration did not finish")) {
            case let .success(report): self?.registered = MiningRegistration.message(report)
            case let .failure(error): self?.status.report(error, doing: "register the subtitles for coverage")
            }
        }
    }

    public func isChosen(_ candidate: MiningCandidate) -> Bool { chosen.contains(candidate.term) }

    public func setVisibleRows(_ rows: Int) {
        content.setVisibleRows(rows)
        trackContent.setVisibleRows(rows)
    }

    public func selectRow(_ index: Int) { isChoosingTrack ? trackContent.select(index) : content.select(index) }

    /// A double click toggles the row (mines the track while choosing one).
    public func openSelectedRow() { isChoosingTrack ? perform(.pickTrack) : toggle() }

    private func toggle() {
        guard let term = selectedCandidate?.term else { return }
        if chosen.remove(term) == nil { chosen.insert(term) }
        content.apply(.down)
    }

    private func selectTop() {
        // Function words stay in the list (last, dimmed) for Space, but never in a bulk pick.
        let top = candidates.contentWords.prefix(Self.topCount)
        chosen.formUnion(top.map(\.term))
        status.info("Selected the top \(Counted.text(top.count, "word"))")
    }

    /// `k`: the highlighted word goes into the show's book as Known and leaves the list.
    private func markKnown() {
        guard let candidate = selectedCandidate, let index = list.selectedIndex else { return }
        let (mining, media) = (self.mining, self.media)
        writer.perform({ try mining.addKnown(candidate, to: try mining.openBook(forShow: media)) }, status: status,
                       doing: "add “\(candidate.term)” as Known") { [weak self] known in
            guard let self else { return }
            self.knownMarks.append((known, candidate, self.ranked.firstIndex { $0.term == candidate.term } ?? index))
            self.chosen.remove(candidate.term)
            self.ranked.removeAll { $0.term == candidate.term }
            self.knownHere.insert(WordStore.termKey(candidate.term))
            self.recountOneWordAway()
            self.rearrange()
            self.content.select(min(index, max(0, self.content.visible.count - 1)))
            let place = if case let .added(_, book) = known { " in “\(book.title)”" } else { "" }
            self.status.info("“\(candidate.term)” is Known\(place): never studied, never offered again — u undoes")
        }
    }

    /// `u`: takes the last `k` back and puts the word back where it stood.
    private func undoKnown() {
        guard let last = knownMarks.last else { return status.info("Nothing to undo") }
        let mining = self.mining
        writer.perform({ try mining.takeBack(last.known) }, status: status, doing: "undo Known on “\(last.candidate.term)”") { [weak self] in
            guard let self else { return }
            self.knownMarks.removeLast()
            self.ranked.insert(last.candidate, at: min(last.index, self.ranked.count))
            self.knownHere.remove(WordStore.termKey(last.candidate.term))
            self.recountOneWordAway()
            self.rearrange()
            self.content.select(id: last.candidate.id)
            self.status.info("“\(last.candidate.term)” is back on the list")
        }
    }

    private func add() {
        var picked = ranked.filter { chosen.contains($0.term) }
        if picked.isEmpty, let candidate = selectedCandidate { picked = [candidate] }
        guard !picked.isEmpty else { return }
        let (mining, media, words) = (self.mining, self.media, picked)
        writer.perform({ try mining.addMined(words, to: try mining.openBook(forShow: media)) }, status: status,
                       doing: "add the words") { [weak self] report in
            guard let self else { return }
            var message = "Added \(Counted.text(report.added.count, "word")) to “\(report.book.title)”"
            if !report.alreadyInBooks.isEmpty { message += ", \(report.alreadyInBooks.count) already in your books" }
            self.navigator.pop()
            self.context.announce(.info(message))
        }
    }
}

extension MiningModel: ContextualScreen {}
