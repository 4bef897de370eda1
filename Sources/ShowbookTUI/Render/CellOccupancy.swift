/// Which cells of the frame being drawn hold the halves of wide graphemes, so that writing
/// over half of one blanks its other half — as a terminal would — identically in every canvas.
/// Without it curses leaves the orphaned half on screen and the row drifts by a column.
struct CellOccupancy {
    private enum Kind: UInt8 { case single, wideStart, wideEnd }

    private var kinds: [Kind]
    private let width: Int

    init(width: Int, height: Int) {
        self.width = max(0, width)
        kinds = Array(repeating: .single, count: max(0, width) * max(0, height))
    }

    /// Records a grapheme `cellWidth` wide at (x, y) and returns the columns on row y whose
    /// wide grapheme it cut in half; the caller must blank them.
    mutating func place(x: Int, y: Int, cellWidth: Int) -> [Int] {
        let row = y * width
        var orphans: [Int] = []
        if kinds[row + x] == .wideEnd, x > 0 {
            orphans.append(x - 1)
            kinds[row + x - 1] = .single
        }
        let last = x + cellWidth - 1
        if kinds[row + last] == .wideStart, last + 1 < width {
            orphans.append(last + 1)
            kinds[row + last + 1] = .single
        }
        if cellWidth == 2 {
            kinds[row + x] = .wideStart
            kinds[row + x + 1] = .wideEnd
        } else {
            kinds[row + x] = .single
        }
        return orphans
    }
}
