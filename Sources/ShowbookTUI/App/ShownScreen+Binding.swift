import ShowbookApp

/// The one table from what the navigator shows to the renderer that draws it: a switch over
/// every `Route`, every `Modal` and every tab, each without a `default`, so a new case that no
/// renderer draws does not compile. The frame (`FrameRenderer`) and the layout step
/// (`ScreenLayout`) both find their screens here and nowhere else.
extension ShownScreen {
    /// The screen of `route`; the root shows `tab`'s own screen.
    static func of(_ route: Route, tab: AppModel.Tab, in app: AppModel) -> ShownScreen {
        switch route {
        case .root: return root(tab, of: app)
        case let .mediaDetail(model): return ShownScreen(DetailScreen.self, model)
        case let .wordBook(model): return ShownScreen(BookScreen.self, model)
        case let .study(model): return ShownScreen(StudyScreen.self, model)
        case let .episodes(model): return ShownScreen(EpisodesScreen.self, model)
        case let .upcoming(model): return ShownScreen(UpcomingScreen.self, model)
        case let .mining(model): return ShownScreen(MiningScreen.self, model)
        case let .nowPlaying(model): return ShownScreen(NowPlayingScreen.self, model)
        }
    }

    /// The root screen of `tab`.
    static func root(_ tab: AppModel.Tab, of app: AppModel) -> ShownScreen {
        switch tab {
        case .search: return ShownScreen(SearchScreen.self, app.search)
        case .saved: return ShownScreen(SavedScreen.self, app.saved)
        case .books: return ShownScreen(BooksScreen.self, app.books)
        case .today: return ShownScreen(TodayScreen.self, app.today)
        }
    }

    /// The box of `modal`, drawn over the screen that presented it.
    static func of(_ modal: Modal) -> ShownScreen {
        switch modal {
        case let .confirm(model):
            return ShownScreen { canvas, area, _ in ModalScreens.confirm(model, on: canvas, in: area) }
        case let .prompt(model):
            return ShownScreen { canvas, area, _ in ModalScreens.prompt(model, on: canvas, in: area) }
        case let .wordForm(model):
            return ShownScreen { canvas, area, _ in ModalScreens.wordForm(model, on: canvas, in: area) }
        case let .closeBook(model):
            return ShownScreen { canvas, area, context in ModalScreens.closeBook(model, on: canvas, in: area, context: context) }
        case let .importProgress(model):
            return ShownScreen { canvas, area, context in
                ModalScreens.importProgress(model, on: canvas, in: area, context: context)
            }
        }
    }
}
