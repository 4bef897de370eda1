import ShowbookPlatform
import ShowbookWords
import ShowbookTV
import ShowbookExchange
/// The one place screen models are built: the tab screens once, every other screen from a
/// `Destination` at the moment the navigator shows it, and every modal from a
/// `ModalDestination` at the moment it is presented (`ScreenFactory+Modals`) — never before,
/// which is the "LazyView" idea (a detail is built when pushed and released when popped; the
/// lifecycle tracker counts both). Each screen gets its own data, the stores it uses and a
/// `ScreenContext`; a flow (prep) gets the context of the screen it was started from.
public final class ScreenFactory {
    package let container: AppContainer
    /// Makes each study session's shuffle differ from the last one's.
    private var shuffleCounter: UInt64 = 0

    public init(container: AppContainer) { self.container = container }

    /// How `destination` is shown, its model built now.
    package func presentation(of destination: Destination, navigator: Navigator) -> Presentation {
        let c = container
        let context = c.context(navigator: navigator)
        switch destination {
        case let .detail(media):
            return .push(.mediaDetail(DetailModel(media: media, provider: c.provider, saved: c.savedStore,
                                                  posterLoader: c.posterLoader, coverage: c.coverage, context: context)))
        case let .wordBook(book):
            let stores = c.wordBooks
            return .push(.wordBook(BookModel(book: book, books: stores.books, wordStore: stores.words, study: stores.study,
                                             deletions: stores.deletions, studyDays: c.studyDays, context: context)))
        case let .linkedBook(media):
            if let book = LinkedBook.openBook(of: media, in: c.wordBooks.books) {
                return presentation(of: .wordBook(book), navigator: navigator)
            }
            return .modal(modal(for: .newBook(linkedTo: media) { outcome in
                if case let .applied(book) = outcome { navigator.show(.wordBook(book)) }
            }, navigator: navigator))
        case let .study(deck):
            shuffleCounter += 1
            let generator = SeededGenerator(seed: c.settings.shuffleSeed &+ shuffleCounter)
            let stores = c.wordBooks
            return .push(.study(StudyModel(deck: deck, words: stores.words, reviews: stores.reviews, study: stores.study,
                                           calendar: c.studyDays.calendar, generator: generator, context: context)))
        case let .episodes(media, season):
            return .push(.episodes(EpisodesModel(media: media, season: season, source: c.episodeSource, coverage: c.coverage,
                                                 exposures: c.episodeExposures, calendar: c.settings.calendar, context: context)))
        case .upcoming:
            return .push(.upcoming(UpcomingModel(saved: c.savedStore, source: c.episodeSource,
                                                 calendar: c.settings.calendar, coverage: c.coverage, context: context)))
        case let .mining(media, path, episode):
            return .push(.mining(MiningModel(media: media, path: path, episode: episode, miner: SubtitleMiner(toolkit: c.settings.mining, ownLanguage: c.settings.ownLanguage),
                                             mining: c.wordBooks.mining, coverage: c.coverage, watched: c.watchedStore,
                                             examples: c.settings.examples, context: context)))
        case let .watch(start):
            let stores = WatchStores(registry: c.coverage.registry, mining: c.wordBooks.mining, exposures: c.episodeExposures,
                                     watched: c.watchedStore, lookup: TermLookup(wordNet: c.settings.dictionary, edict: c.settings.edict),
                                     watchedShare: c.settings.coverage.watchedShare, coverage: c.coverage)
            return .push(.nowPlaying(NowPlayingModel(start: start, stores: stores, context: context)))
        case let .prep(media, episode):
            // A flow speaks on the status line of the screen it was started from, and writes through its writer.
            let presenter = navigator.shownModel as? ContextualScreen
            return .flow(PrepFlow(media: media, episode: episode, prep: c.episodePrep, study: c.wordBooks.study,
                                  calendar: c.settings.calendar, presenter: presenter,
                                  context: presenter?.context ?? context))
        }
    }

    // MARK: The tab screens, built once with the app

    package func search(navigator: Navigator) -> SearchModel {
        SearchModel(provider: container.provider, debounce: container.settings.debounce,
                    context: container.context(navigator: navigator))
    }

    package func saved(navigator: Navigator) -> SavedModel {
        SavedModel(store: container.savedStore, episodes: container.episodeSource, calendar: container.settings.calendar,
                   coverage: container.coverage, context: container.context(navigator: navigator),
                   history: HistoryImporter(database: container.database, catalog: CatalogStore(database: container.database),
                                            clock: container.clock, lookup: container.provider as? ExternalShowLookup))
    }

    package func books(navigator: Navigator) -> BooksModel {
        let stores = container.wordBooks
        return BooksModel(bookStore: stores.books, deletions: stores.deletions, reviews: stores.reviews, context: container.context(navigator: navigator))
    }

    package func today(navigator: Navigator) -> TodayModel {
        let stores = container.wordBooks
        let (saved, episodes, coverage) = (container.savedStore, container.episodeSource.episodes, container.coverage)
        let watchTime = container.settings.coverage.watchTime(calendar: container.settings.calendar)
        return TodayModel(books: stores.books, words: stores.words, study: stores.study, studyDays: container.studyDays,
                          context: container.context(navigator: navigator)) { now in
            try NextAiring.find(saved: saved, episodes: episodes, books: stores.books, coverage: coverage, watchTime: watchTime, now: now)
        }
    }
}
