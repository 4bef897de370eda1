import ShowbookTV

/// Draws `PosterCells` as ordinary canvas cells (a symbol with its own foreground and
/// background), clipped to `clip`, so posters take the same path as text: the canvas clips,
/// curses sends only changed cells, and the hit map sees the detail underneath.
enum PosterView {
    static func draw(_ poster: PosterCells, on canvas: Canvas, x: Int, y: Int, clip: Rect) {
        for row in 0..<poster.rows {
            let cellY = y + row
            guard cellY >= clip.y, cellY < clip.y + clip.height, cellY >= 0, cellY < canvas.height else { continue }
            for column in 0..<poster.columns {
                let cellX = x + column
                guard cellX >= clip.x, cellX < clip.x + clip.width, cellX >= 0, cellX < canvas.width else { continue }
                let cell = poster.cell(x: column, y: row)
                canvas.put(cell.symbol, width: 1, x: cellX, y: cellY,
                           style: Style(foreground: cell.foreground, background: cell.background))
            }
        }
    }

    /// Where the poster goes on a detail of `width` columns with `maxRows` rows free: about a
    /// quarter of the width (16–30 columns), its height from the picture's proportions; nil
    /// below `minimumWidth` columns.
    static let minimumWidth = 70

    static func size(width: Int, maxRows: Int, aspect: Double) -> (columns: Int, rows: Int)? {
        guard width >= minimumWidth, maxRows >= 4 else { return nil }
        let columns = min(30, max(16, width / 4))
        let fitted = PosterGeometry.fit(aspect: aspect, maxColumns: columns, maxRows: maxRows)
        return fitted.columns > 0 ? fitted : nil
    }
}
