import ShowbookApp

/// How one screen's model is shown: the room it takes (list rows, scroll lines) and its frame.
/// Each screen conforms next to its drawing code; `ShownScreen.of` binds it to its route.
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

/// A shown model — a tab's root, a pushed route or a modal — with its renderer bound to it, as
/// `ShownScreen+Binding` makes it for every case.
struct ShownScreen {
    let layout: (Rect, RenderContext) -> Void
    let draw: (Canvas, Rect, RenderContext) -> StatusLine

    init<Renderer: ScreenRenderer>(_ renderer: Renderer.Type, _ model: Renderer.Model) {
        layout = { rect, context in Renderer.layout(model, in: rect, context: context) }
        draw = { canvas, rect, context in Renderer.draw(model, on: canvas, in: rect, context: context) }
    }

    /// A modal's drawing, which takes no room of its own to lay out.
    init(modal draw: @escaping (Canvas, Rect, RenderContext) -> StatusLine) {
        layout = { _, _ in }
        self.draw = draw
    }

    /// What the app shows under any modal: the top pushed route's screen, else the selected
    /// tab's root.
    static func front(of app: AppModel) -> ShownScreen { of(app.navigator.top, tab: app.tab, in: app) }
}
