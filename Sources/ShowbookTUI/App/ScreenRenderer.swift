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

/// A pushed screen's model bound to its renderer. Each screen file declares the binding next to
/// its drawing code (`extension DetailModel: RenderedModel { typealias Renderer = DetailScreen }`),
/// so adding a screen edits no central list: the frame and the layout step both find it here.
protocol RenderedModel: AnyObject {
    associatedtype Renderer: ScreenRenderer where Renderer.Model == Self
}

extension RenderedModel {
    var shown: ShownScreen { ShownScreen(Renderer.self, self) }
}

/// The screen in front — a tab's root or the top pushed route — with its renderer bound to its
/// model.
struct ShownScreen {
    let layout: (Rect, RenderContext) -> Void
    let draw: (Canvas, Rect, RenderContext) -> StatusLine
    /// False for a model that no screen file binds to a renderer (a mistake the render tests catch).
    let isBound: Bool

    init<Renderer: ScreenRenderer>(_ renderer: Renderer.Type, _ model: Renderer.Model) {
        layout = { rect, context in Renderer.layout(model, in: rect, context: context) }
        draw = { canvas, rect, context in Renderer.draw(model, on: canvas, in: rect, context: context) }
        isBound = true
    }

    /// A model without a renderer: its type's name on screen rather than the screen under it.
    private init(unbound model: ScreenModel) {
        layout = { _, _ in }
        draw = { canvas, rect, _ in
            _ = canvas.text("No renderer for \(type(of: model))", x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: .error)
            return StatusLine(right: "")
        }
        isBound = false
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

    /// What the app shows now: the top pushed route's model through its binding, else the
    /// selected tab's root.
    static func front(of app: AppModel) -> ShownScreen {
        guard let model = app.navigator.top.model else { return root(app.tab, of: app) }
        return (model as? any RenderedModel)?.shown ?? ShownScreen(unbound: model)
    }
}
