import Foundation
import XCTest

/// Terminal columns of captured text, as a terminal lays it out: East Asian wide characters
/// (Hangul, CJK, kana, fullwidth forms) and emoji take two cells, combining marks and other
/// zero-width characters none, everything else one. `capture-pane` prints a wide character
/// once, so this is how captured rows map back to cells.
enum Columns {
    /// The cells `text` occupies.
    static func width<S: StringProtocol>(_ text: S) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The cells one grapheme occupies: 0, 1 or 2.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isZeroWidth(first.value) { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }  // emoji presentation
        return isWide(first.value) ? 2 : 1
    }

    /// The column where the first `needle` starts in `row`, nil when it is not there.
    static func column(of needle: String, in row: String) -> Int? {
        guard let range = row.range(of: needle) else { return nil }
        return width(row[..<range.lowerBound])
    }

    /// The column just after the last non-blank cell of `row` (0 for a blank row).
    static func end(of row: String) -> Int {
        width(row.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression))
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F1E6...0x1F1FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
             0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    static func isZeroWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x00..<0x20, 0x7F...0x9F, 0x0300...0x036F, 0x1160...0x11FF, 0x200B...0x200F, 0x2060...0x2064,
             0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE007F:
            return true
        default:
            return false
        }
    }
}

extension Screen {
    /// Rows (numbered) wider than `width` cells, for failure messages; empty when all fit.
    func rowsWider(than width: Int) -> [String] {
        lines.enumerated().compactMap { index, row in
            let cells = Columns.width(row)
            return cells > width ? "row \(index) is \(cells) cells: \(row)" : nil
        }
    }

    /// Whether the capture is exactly `height` rows and none is wider than `width`.
    func fits(width: Int, height: Int) -> Bool {
        lines.count == height && rowsWider(than: width).isEmpty
    }
}

extension XCTestCase {
    /// Fails unless `screen` has exactly `height` rows, none of them wider than `width` cells.
    func assertFits(
        _ screen: Screen, width: Int, height: Int, _ context: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(screen.lines.count, height, "\(context): row count at \(width)×\(height):\n\(screen)",
                       file: file, line: line)
        let wide = screen.rowsWider(than: width)
        XCTAssertTrue(wide.isEmpty, "\(context): rows wider than \(width) cells: \(wide.joined(separator: "\n"))\n\(screen)",
                      file: file, line: line)
    }
}
