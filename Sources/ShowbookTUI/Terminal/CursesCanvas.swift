import CNcursesw

/// The curses backend of `Canvas`: each grapheme is written at its computed column with the
/// wide-character API, so our width rules (not the C library's) decide the layout.
final class CursesCanvas: Canvas {
    let window: UnsafeMutablePointer<WINDOW>
    let width: Int
    let height: Int
    var cursor: (x: Int, y: Int)?
    var hitMap = HitMap()
    private let palette: Palette
    private var occupancy: CellOccupancy
    /// No UTF-8 locale: only ASCII reaches curses (see `ASCIIFallback`).
    private let asciiOnly: Bool

    init(window: UnsafeMutablePointer<WINDOW>, palette: Palette, asciiOnly: Bool = false) {
        self.window = window
        self.asciiOnly = asciiOnly
        width = Int(getmaxx(window))
        height = Int(getmaxy(window))
        self.palette = palette
        occupancy = CellOccupancy(width: width, height: height)
    }

    func put(_ grapheme: Character, width cellWidth: Int, x: Int, y: Int, style: Style) {
        guard y >= 0, y < height, x >= 0, x + cellWidth <= width else { return }
        for column in occupancy.place(x: x, y: y, cellWidth: cellWidth) {
            write(" ", x: column, y: y, style: style)
        }
        guard asciiOnly else { return write(grapheme, x: x, y: y, style: style) }
        for (offset, cell) in ASCIIFallback.cells(for: grapheme, width: cellWidth).enumerated() {
            write(cell, x: x + offset, y: y, style: style)
        }
    }

    private func write(_ grapheme: Character, x: Int, y: Int, style: Style) {
        let scalars = grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        let (attributes, pair) = palette.attributes(for: style)
        scalars.withUnsafeBufferPointer { buffer in
            _ = sb_put_grapheme(window, Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count), attributes, pair)
        }
    }
}
