/// A poster as terminal cells: one symbol (a block, quadrant or sextant) with a foreground and
/// a background colour per cell, row by row. It is what the detail screen draws through the
/// project's `Canvas`, so clipping, the hit map and curses' screen diff work as for text.
public struct PosterCells: Sendable, Equatable {
    /// One cell of the picture.
    public struct Cell: Sendable, Equatable {
        public var symbol: Character
        public var foreground: TerminalColor
        public var background: TerminalColor
    }

    public let columns: Int
    public let rows: Int
    public let mode: PosterColorMode
    /// `columns * rows` cells, row by row.
    public let cells: [Cell]

    public func cell(x: Int, y: Int) -> Cell { cells[y * columns + x] }
}

/// The size of a poster on screen: as many cells as fit in `maxColumns` × `maxRows` with the
/// picture's proportions kept, given that a terminal cell is about twice as tall as wide.
public enum PosterGeometry {
    /// Posters are 2:3; this stands in while the real picture is still loading.
    public static let usualAspect = 1.5

    public static func fit(aspect heightOverWidth: Double, maxColumns: Int, maxRows: Int) -> (columns: Int, rows: Int) {
        guard maxColumns > 0, maxRows > 0, heightOverWidth > 0 else { return (0, 0) }
        var columns = maxColumns
        var rows = Int((Double(columns) * heightOverWidth / 2).rounded())
        if rows > maxRows {
            rows = maxRows
            columns = max(1, min(maxColumns, Int((Double(rows) * 2 / heightOverWidth).rounded())))
        }
        return (columns, max(1, rows))
    }
}
