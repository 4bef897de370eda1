import ShowbookTV
import ShowbookWords
/// Where a screen asks to go, as a value with its parameters: a list row sends
/// `.detail(media)`, the detail `.episodes(media, season)`, and so on. Screens hand it to the
/// navigator (`show(_:)`), which has `ScreenFactory` build the model only then — so a list of
/// 1,000 rows holds 1,000 values and no screen.
public enum Destination {
    case detail(Media)
    case wordBook(WordBook)
    /// The show's own word book, or — when it has none — a prompt offering to create it.
    case linkedBook(Media)
    /// A study session over a deck read by the presenter (which reports a failed read).
    case study(StudyDeck)
    case episodes(Media, SeasonInfo)
    case upcoming
    /// Mining the subtitles at `path` (a file or a folder) for the show's book; `episode` when
    /// they are that episode's (`m` on its row), which registers them to it.
    case mining(Media, path: String, episode: EpisodeCode? = nil)
    /// Prep for the episode (`P` on its row, or on Saved for the show's up next): its prep words
    /// added to the show's book, then a study session of exactly those (`PrepFlow`).
    case prep(Media, EpisodeCode)
    /// Watching an episode along with mpv (`w` on its row, `showbook watch`): the now-playing screen.
    case watch(WatchStart)
}

/// One entry of the navigator's stack. The root shows the tabs; every other route owns the
/// model of the screen it shows, built at push time and released when popped.
public enum Route {
    case root
    case mediaDetail(DetailModel)
    case wordBook(BookModel)
    case study(StudyModel)
    case episodes(EpisodesModel)
    case upcoming(UpcomingModel)
    case mining(MiningModel)
    case nowPlaying(NowPlayingModel)

    public var model: ScreenModel? {
        switch self {
        case .root: return nil
        case let .mediaDetail(model): return model
        case let .wordBook(model): return model
        case let .study(model): return model
        case let .episodes(model): return model
        case let .upcoming(model): return model
        case let .mining(model): return model
        case let .nowPlaying(model): return model
        }
    }

    public var isMediaDetail: Bool {
        if case .mediaDetail = self { return true }
        return false
    }
}

/// How a destination is shown once its model is built: pushed on the stack; as a modal, for a
/// destination that needs an answer first (a new book's name); or as a flow, work that runs
/// and then shows where it leads (prep, then its study session).
public enum Presentation {
    case push(Route)
    case modal(Modal)
    case flow(any NavigationFlow)
}

/// A destination that is work rather than a screen: built by the factory when asked for,
/// started at once, and released when its work is done. It speaks on the status line of the
/// screen it was started from and ends by showing another destination (or saying why not).
public protocol NavigationFlow: AnyObject {
    func start()
}

/// The modals the app can present, each holding the model `ScreenFactory` built from a
/// `ModalDestination`; each model reports its outcome, with its value, to the presenter's
/// `onDismiss` after the navigator removed it.
public enum Modal {
    case confirm(ConfirmModel)
    case prompt(PromptModel)
    case wordForm(WordFormModel)
    case closeBook(CloseBookModel)
    case importProgress(ImportProgressModel)

    public var model: ScreenModel {
        switch self {
        case let .confirm(model): return model
        case let .prompt(model): return model
        case let .wordForm(model): return model
        case let .closeBook(model): return model
        case let .importProgress(model): return model
        }
    }

    /// The name its lifecycle events carry (`modal.closeBook.built`, `….released`).
    public var lifecycleKind: String {
        switch self {
        case .confirm: return "modal.confirm"
        case .prompt: return "modal.prompt"
        case .wordForm: return "modal.wordForm"
        case .closeBook: return "modal.closeBook"
        case .importProgress: return "modal.importProgress"
        }
    }
}
