import ShowbookApp

/// Draws one whole frame of the app onto any canvas: tab bar, the focused screen, a modal on
/// top, and the status bar. Below the minimum size it draws only a short note.
public enum FrameRenderer {
    public static let minimumWidth = 40
    public static let minimumHeight = 10

    public static func draw(_ app: AppModel, on canvas: Canvas, context: RenderContext) {
        canvas.cursor = nil
        canvas.hitMap.removeAll()
        for y in 0..<canvas.height { canvas.fill(x: 0, y: y, count: canvas.width) }
        guard canvas.width >= minimumWidth, canvas.height >= minimumHeight else {
            drawTooSmall(on: canvas)
            return
        }
        TabBar.draw(on: canvas, y: 0, selected: app.tab)
        let content = contentRect(width: canvas.width, height: canvas.height)
        var status = ShownScreen.front(of: app).draw(canvas, content, context)
        if let presented = app.navigator.modal {
            canvas.cursor = nil
            status = ShownScreen.of(presented.modal).draw(canvas, content, context)
        }
        if let message = app.visibleStatus {
            status.right = message.text
            status.rightStyle = message.isError ? .error : .accent
        }
        if app.isWaitingForDatabase {
            status.right = "\(Spinner.frame(context.frame)) database busy, retrying…"
            status.rightStyle = .warning
        }
        if app.isMessageLogShown {
            canvas.cursor = nil
            status = MessageLogOverlay.draw(app.messages.entries, scroll: app.messageLogScroll, on: canvas, in: content,
                                            context: context)
        }
        if app.isHelpShown {
            canvas.cursor = nil
            status = HelpOverlay.draw(app.helpEntries, scroll: app.helpScroll, on: canvas, in: content)
        }
        StatusBar.draw(on: canvas, y: canvas.height - 1, hints: app.statusHints.map(\.text), right: status.right,
                       rightStyle: status.rightStyle)
    }

    /// Between the tab bar and the status bar: where screens draw.
    static func contentRect(width: Int, height: Int) -> Rect { Rect(x: 0, y: 1, width: width, height: height - 2) }

    static func drawTooSmall(on canvas: Canvas) {
        let note = "terminal too small"
        let detail = "need \(minimumWidth)×\(minimumHeight)"
        let y = max(0, canvas.height / 2 - 1)
        canvas.text(note, x: max(0, (canvas.width - DisplayWidth.of(note)) / 2), y: y, style: .warning)
        if canvas.height > 1 {
            canvas.text(detail, x: max(0, (canvas.width - DisplayWidth.of(detail)) / 2), y: y + 1, style: .muted)
        }
    }
}
