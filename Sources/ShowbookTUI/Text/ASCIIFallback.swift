/// What to draw for a grapheme when the terminal runs in ASCII (no UTF-8 locale installed):
/// the app's own frame and marker glyphs get ASCII look-alikes, anything else non-ASCII a `?`
/// per cell, so layouts keep their widths and nothing undrawable reaches curses.
enum ASCIIFallback {
    static let lookAlikes: [Character: Character] = [
        "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+",
        "▌": ">", "★": "*", "☆": "*", "░": ".", "▒": ":", "█": "#", "·": ".", "•": "*",
        "–": "-", "—": "-", "…": ".", "“": "\"", "”": "\"", "‘": "'", "’": "'",
        "←": "<", "→": ">", "↑": "^", "↓": "v", "✓": "v", "✗": "x",
    ]

    /// The characters to draw in the cells of `grapheme` (one per cell).
    static func cells(for grapheme: Character, width: Int) -> [Character] {
        if grapheme.isASCII { return [grapheme] }
        if width == 1, let lookAlike = lookAlikes[grapheme] { return [lookAlike] }
        return Array(repeating: "?", count: max(1, width))
    }
}
