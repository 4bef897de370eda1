import Foundation
import ShowbookTV
import ShowbookWords
/// Prep for one episode (`Destination.prep`), the same flow from the episode row's `P` and
/// Saved's `P`: it checks that the episode has registered subtitles, runs `EpisodePrep` in one
/// background write (the words the books lack added to the show's book), and shows a study
/// session of exactly the prep words, whose header says how many are new beside today's limit
/// (`PrepDay`: prep goes beyond it, and says so). It speaks on the status line of the screen it was
/// started from and writes through that screen's writer (so a second `P` while one runs is
/// "Still saving…"); when that screen is gone before the write lands, nothing follows. Built
/// by `ScreenFactory` when asked for, released when its write is done; every line it shows is
/// in `PrepMessages`.
package final class PrepFlow: NavigationFlow {
    package static let lifecycleKind = "prep"

    package let media: Media
    package let episode: EpisodeCode
    private let prep: EpisodePrep
    /// Today's limit of new words, read when the prep words are added.
    private let study: StudyStore
    private let calendar: Calendar
    /// The presenter's context: its status line and writer, the navigator, the clock.
    private let context: ScreenContext
    /// The screen that started the flow; once it is gone, the flow's result shows nothing.
    private weak var presenter: AnyObject?
    private let hasPresenter: Bool

    /// `context` is the presenter's own (its status line and writer); without a presenter, one of the flow's own.
    package init(media: Media, episode: EpisodeCode, prep: EpisodePrep, study: StudyStore, calendar: Calendar, presenter: AnyObject?,
                 context: ScreenContext) {
        self.media = media
        self.episode = episode
        self.prep = prep
        self.study = study
        self.calendar = calendar
        self.presenter = presenter
        hasPresenter = presenter != nil
        self.context = context
        context.tracker.didBuild(Self.lifecycleKind, id: "\(media.id) \(episode)")
    }

    deinit { context.tracker.didRelease(Self.lifecycleKind, id: "\(media.id) \(episode)") }

    /// The write holds the flow until it lands; without registered subtitles nothing starts.
    package func start() {
        let status = context.status
        guard (try? prep.coverage.registry.source(of: media.id, episode: episode)) != nil else {
            return status.info(PrepMessages.noSubtitles(episode))
        }
        let (prep, media, episode, now) = (self.prep, self.media, self.episode, context.clock.now)
        let (study, calendar) = (self.study, self.calendar)
        status.info(PrepMessages.preparing(episode))
        context.writer.start({ () throws -> (EpisodePrep.Outcome, PrepDay)? in
            guard let outcome = try prep.run(media, episode: episode, at: now) else { return nil }
            return (outcome, try study.prepDay(newWords: outcome.words.filter(\.card.isNew).count, at: now, calendar: calendar))
        }, status: status, doing: PrepMessages.doing(episode)) { result in
            self.finish(result?.0, day: result?.1)
        }
    }

    private func finish(_ outcome: EpisodePrep.Outcome?, day: PrepDay?) {
        guard !hasPresenter || presenter != nil else { return }
        guard let outcome else { return context.status.info(PrepMessages.noSubtitles(episode)) }
        guard !outcome.words.isEmpty else { return context.status.info(PrepMessages.nothingToStudy(episode, outcome)) }
        // The study session takes the focus, so the result is the app's line, not the presenter's.
        context.announce(.info(PrepMessages.prepared(episode, outcome)))
        let words = outcome.words
        context.navigator.show(.study(StudyDeck(title: PrepMessages.studyTitle(media, episode),
                                                session: words.map(StudySession.Entry.init), newWordScope: nil, prepDay: day) { words }))
    }
}
