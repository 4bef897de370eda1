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

    public var model: ScreenModel? {
        switch self {
        case .root: return nil
        case let .mediaDetail(model): return model
        case let .wordBook(model): return model
        case let .study(model): return model
        case let .episodes(model): return model
        case let .upcoming(model): return model
        case let .mining(model): return model
        }
    }

    public var isMediaDetail: Bool {
        if case .mediaDetail = self { return true }
        return false
    }
}

/// The modals the app can present; each model reports its outcome through the navigator.
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
}
