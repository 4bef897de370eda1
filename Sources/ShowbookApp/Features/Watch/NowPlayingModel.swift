import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// The "now playing" screen: starts (or attaches to) mpv on a job — the plan, the launch and the
/// connection never on the main thread — then shows the `WatchModel`'s line, its translation and
/// words by what the learner knows, and passes the keys on. Leaving it stops reading and quits
/// an mpv Showbook started (never the learner's own); what was heard is written already.
public final class NowPlayingModel: KeyMappedScreen, StatusReporting {
    public enum Command: Sendable { case back, pause, previousLine, nextLine, replay, previousWord, nextWord, add, known, dictionary }

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.escape, .character("q")], "back", .back)
            .documented("leave: quits the mpv Showbook started (never one joined with --attach); what you heard is kept"),
        KeyBinding([.character(" ")], "pause / resume", .pause, hint: HintText("Space", "pause")),
        KeyBinding([.left], "the line before (mpv seeks to its start)", .previousLine, hint: HintText("←→", "lines")),
        KeyBinding([.right], "the line after", .nextLine, hint: false),
        KeyBinding([.character("r")], "the line again", .replay, hint: HintText("r", "replay")),
        KeyBinding([.up, .backTab], "the word before in the line", .previousWord, hint: HintText("↑↓", "word")),
        KeyBinding([.down, .tab], "the word after in the line", .nextWord, hint: false),
        KeyBinding([.character("a")], "add the word to the show's book with the line, its translation and clip", .add,
                   hint: HintText("a", "add"), doesNothingWhen: "no line has been shown yet")
            .documented("add the chosen word to the show's book, with the line as example, its translation and the "
                + "line's clip (its start and end in the video, for the Anki export)"),
        KeyBinding([.character("k")], "mark the word Known", .known, hint: HintText("k", "known"),
                   doesNothingWhen: "no line has been shown yet"),
        KeyBinding([.ctrl("d")], "the word's dictionary entry (EDICT for Japanese, WordNet for English)", .dictionary,
                   hint: HintText("^D", "dictionary")),
    ]

    public static let lifecycleKind = "nowPlaying"

    public enum Phase {
        case starting
        case playing(WatchModel)
        case failed(String)
    }

    public private(set) var phase: Phase = .starting
    /// The chosen word's dictionary lines, after Ctrl-D (cleared on the next line).
    public private(set) var dictionaryLines: [String] = []
    public let status: StatusReporter
    public let title: String
    package let context: ScreenContext

    private let start: WatchStart
    private let stores: WatchStores
    private var begun = false
    private var running: PlayerLaunch.Running?

    package init(start: WatchStart, stores: WatchStores, context: ScreenContext) {
        self.start = start
        self.stores = stores
        self.context = context
        status = context.status
        switch start {
        case let .launch(media, code): title = "\(media.title) \(code)"
        case let .attached(_, episode): title = "\(episode.media.title) \(episode.code)"
        }
        context.tracker.didBuild(Self.lifecycleKind, id: title)
    }

    deinit {
        stop()
        context.tracker.didRelease(Self.lifecycleKind, id: title)
    }

    public var watch: WatchModel? {
        if case let .playing(model) = phase { return model }
        return nil
    }

    public func didAppear() {
        guard !begun else { return }
        begun = true
        let registry = stores.registry
        switch start {
        case let .attached(transport, episode):
            play(transport: transport, episode: episode, knowledge: (try? TermKnowledge.read(from: registry.database)) ?? TermKnowledge())
        case let .launch(media, code):
            context.jobs.submit({ () -> Result<Launched, WatchStartError> in
                do {
                    let player = try PlayerLaunch.findPlayer()
                    let plan = try WatchPlan.make(media.id, episode: code, registry: registry)
                    let running = try plan.launch.start(player: player)
                    let knowledge = (try? TermKnowledge.read(from: registry.database)) ?? TermKnowledge()
                    return .success(Launched(running: running, episode: WatchEpisode(media: media, code: code, video: plan.launch.video,
                                                                                    cues: plan.cues), knowledge: knowledge))
                } catch {
                    return .failure(WatchStartError(line: "\(error)"))
                }
            }) { [weak self] result in
                guard let self else {
                    // Left before mpv came up: it is not watched along with, so it goes.
                    if case let .success(launched) = result { Self.quit(launched.running) }
                    return
                }
                switch result {
                case let .success(launched):
                    self.running = launched.running
                    self.play(transport: launched.running.socket, episode: launched.episode, knowledge: launched.knowledge)
                case let .failure(error): self.phase = .failed(error.line)
                }
            }
        }
    }

    /// What the start job hands back.
    private struct Launched: @unchecked Sendable {
        var running: PlayerLaunch.Running
        var episode: WatchEpisode
        var knowledge: TermKnowledge
    }

    private func play(transport: PlayerTransport, episode: WatchEpisode, knowledge: TermKnowledge) {
        let model = WatchModel(episode: episode, link: PlayerLink(transport: transport, jobs: context.jobs), knowledge: knowledge,
                               watchedShare: stores.watchedShare, mining: stores.mining, exposures: stores.exposures,
                               watched: stores.watched, writer: context.writer, heardWriter: context.makeJobWriter(),
                               clock: context.clock)
        model.changed = { [weak self] in self?.modelChanged() }
        phase = .playing(model)
        model.start()
        loadCoverage(of: episode, into: model)
    }

    /// The episode's expected coverage now, on a job (drawn when it lands).
    private func loadCoverage(of episode: WatchEpisode, into model: WatchModel) {
        guard let service = stores.coverage else { return }
        let (media, code, now) = (episode.media.id, episode.code, context.clock.now)
        context.jobs.submit({ (try? service.show(media, at: now, only: [code]))?.episodes.first?.expectedShare }) { [weak model] share in
            model?.expectedCoverage = share
        }
    }

    private var lastLineChanges = 0
    private var lastMessage: String?

    private func modelChanged() {
        guard let watch else { return }
        if watch.session.lineChanges != lastLineChanges {
            lastLineChanges = watch.session.lineChanges
            dictionaryLines = []
        }
        if let message = watch.message, message != lastMessage {
            lastMessage = message
            status.info(message)
        }
    }

    public func willDisappear() { stop() }

    private func stop() {
        // The quit goes out on the socket before reading stops and the socket closes.
        if let running { Self.quit(running) }
        running = nil
        watch?.close()
    }

    /// Quits an mpv Showbook started: `quit` on its socket, or, when that cannot be written, SIGTERM.
    private static func quit(_ running: PlayerLaunch.Running) {
        do {
            guard let line = PlayerCommand.quit.encoded(requestID: 0) else { throw PlayerSocketError.closed }
            try running.socket.write(line)
        } catch {
            if running.process.isRunning { running.process.terminate() }
        }
        running.socket.close()
        running.folder.remove()
    }

    public func perform(_ command: Command) {
        if case .back = command { return context.navigator.pop() }
        guard let watch else { return }
        switch command {
        case .back: break
        case .pause: watch.togglePause()
        case .previousLine: watch.step(forward: false)
        case .nextLine: watch.step(forward: true)
        case .replay: watch.replay()
        case .previousWord: watch.selectWord(by: -1)
        case .nextWord: watch.selectWord(by: 1)
        case .add: watch.addSelected()
        case .known: watch.markSelectedKnown()
        case .dictionary: lookUp(watch)
        }
    }

    private func lookUp(_ watch: WatchModel) {
        guard let token = watch.selectedToken else { return status.info("No word chosen: wait for a line") }
        let (lookup, line) = (stores.lookup, watch.current?.text ?? "")
        context.jobs.submit({ () -> [String] in
            do {
                let found = try lookup.senses(of: token.term, reading: token.reading, example: line, surface: token.surface)
                if found.senses.isEmpty { return ["\(token.term): not in \(found.dictionary)"] }
                return ["\(token.term) (\(found.dictionary))"] + found.senses.prefix(4).map { "\($0.label) \($0.definition)" }
            } catch {
                return ["\(error)"]
            }
        }) { [weak self] lines in self?.dictionaryLines = lines }
    }
}

/// The one line why watching could not start.
struct WatchStartError: Error {
    var line: String
}
