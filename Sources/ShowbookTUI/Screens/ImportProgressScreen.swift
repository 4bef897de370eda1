import ShowbookPlatform
import ShowbookApp

/// The import-progress modal: the file, a bar over the bytes read (a spinner when the size is
/// unknown, as for a pipe), the rows so far, and Cancel.
extension ModalScreens {
    static func importProgress(_ model: ImportProgressModel, on canvas: Canvas, in area: Rect,
                               context: RenderContext) -> StatusLine {
        let inner = ModalFrame.draw(on: canvas, in: area, width: min(area.width, 56), height: 7,
                                    title: "Importing “\(model.fileName)”")
        let rows = model.progress?.rows ?? 0
        let spinner = Spinner.frame(context.frame)
        if let fraction = model.progress?.fraction {
            let barWidth = max(0, inner.width - 8)
            let bar = ProgressBar.text(done: Int(fraction * 1_000), total: 1_000, width: barWidth)
            canvas.text(bar + " " + String(Int(fraction * 100)) + "%", x: inner.x + 1, y: inner.y + 1, maxWidth: inner.width - 2)
        } else {
            canvas.text("\(spinner) reading…", x: inner.x + 1, y: inner.y + 1, style: .accent)
        }
        let status = model.isCancelling ? "\(spinner) cancelling — nothing will be kept" : Counted.text(rows, "row") + " read"
        canvas.text(status, x: inner.x + 1, y: inner.y + 2, maxWidth: inner.width - 2, style: model.isCancelling ? .warning : .muted)
        ModalFrame.buttons([(.cancel, "Cancel")], focused: .cancel, on: canvas, y: inner.bottom - 1, inner: inner)
        return StatusLine(right: "")
    }
}
