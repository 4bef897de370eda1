import ShowbookCore

/// How one screen's model is shown: the room it takes (list rows, scroll lines) and its frame.
/// Each screen conforms next to its drawing code, and `ShownScreen` finds it from the route, so
/// a new screen is registered once for both the layout step and the frame.
protocol ScreenRenderer {
    associatedtype Model
    /// Tells `model` its room in `rect` before keys and frames; screens that neither list nor
    /// scroll keep the default, which does nothing.
    static func layout(_ model: Model, in rect: Rect, context: RenderContext)
    static func draw(_ model: Model, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine
}

extension ScreenRenderer {
    static func layout(_ model: Model, in rect: Rect, context: RenderContext) {}
}

/// The screen in front — a tab's root or the top pushed route — with its renderer bound to its
/// model.
struct ShownScreen {
    let layout: (Rect, RenderContext) -> Void
    let draw: (Canvas, Rect, RenderContext) -> StatusLine

    init<Renderer: ScreenRenderer>(_ renderer: Renderer.Type, _ model: Renderer.Model) {
        layout = { rect, context in Renderer.layout(model, in: rect, context: context) }
        draw = { canvas, rect, context in Renderer.draw(model, on: canvas, in: rect, context: context) }
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

    /// What the app shows now: the top pushed route, else the selected tab's root.
    static func front(of app: AppModel) -> ShownScreen {
        switch app.navigator.top {
        case .root: return root(app.tab, of: app)
        case let .mediaDetail(model): return ShownScreen(DetailScreen.self, model)
        case let .wordBook(model): return ShownScreen(BookScreen.self, model)
        case let .study(model): return ShownScreen(StudyScreen.self, model)
        case let .episodes(model): return ShownScreen(EpisodesScreen.self, model)
        case let .upcoming(model): return ShownScreen(UpcomingScreen.self, model)
        case let .mining(model): return ShownScreen(MiningScreen.self, model)
        }
    }
}
