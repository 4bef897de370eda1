/// An in-memory canvas for render tests (like Ratatui's TestBackend): draw a screen, then
/// compare `lines` with the expected text.
public final class GridCanvas: Canvas {
    public struct Cell: Equatable {
        /// The grapheme, "" for the right half of a wide one.
        public var text: String
        public var style: Style
    }

    public let width: Int
    public let height: Int
    public var cursor: (x: Int, y: Int)?
    public var hitMap = HitMap()
    public private(set) var cells: [[Cell]]
    private var occupancy: CellOccupancy

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Array(repeating: Cell(text: " ", style: .normal), count: self.width), count: self.height)
        occupancy = CellOccupancy(width: self.width, height: self.height)
    }

    public func put(_ grapheme: Character, width cellWidth: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < height, x >= 0, x + cellWidth <= width else {
            preconditionFailure("draw outside the canvas at \(x),\(y) width \(cellWidth) on \(width)x\(height)")
        }
        // Overwriting half of a wide character blanks its other half, as a terminal would.
        for column in occupancy.place(x: x, y: y, cellWidth: cellWidth) {
            cells[y][column] = Cell(text: " ", style: style)
        }
        cells[y][x] = Cell(text: String(grapheme), style: style)
        if cellWidth == 2 { cells[y][x + 1] = Cell(text: "", style: style) }
    }

    /// Each row as text, trailing spaces removed.
    public var lines: [String] {
        cells.map { row in
            var line = row.map(\.text).joined()
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The whole screen, one row per line.
    public var text: String { lines.joined(separator: "\n") }

    /// Style at a cell (for checking selection and colour roles).
    public func style(x: Int, y: Int) -> Style { cells[y][x].style }
}
