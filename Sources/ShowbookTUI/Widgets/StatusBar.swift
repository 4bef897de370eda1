import ShowbookApp

/// The bottom row: key hints on the left, a message (or count) on the right.
///
/// Hints come most important first (the app orders them, from the key maps in effect). F1 help
/// is kept whatever happens (it leads to every other key); the right-hand text gets the room
/// left after it, cut with "…" if need be; the other hints fill what remains in their order, a
/// hint that does not fit making way for shorter ones after it. Hints are never cut in half.
enum StatusBar {
    static let help = AppModel.helpHint

    static func draw(on canvas: Canvas, y: Int, hints: [HintText], right: String, rightStyle: Style = .muted) {
        canvas.fill(x: 0, y: y, count: canvas.width, style: .normal)
        let shown = layout(hints, right: right, width: canvas.width)
        if shown.rightWidth > 0 {
            canvas.text(right, x: canvas.width - shown.rightWidth, y: y, maxWidth: shown.rightWidth, style: rightStyle)
        }
        var x = 0
        for hint in shown.hints {
            let keyWidth = canvas.text(hint.keys, x: x, y: y, style: Style(.accent, bold: true))
            let labelWidth = canvas.text(hint.label, x: x + keyWidth + 1, y: y, style: .muted)
            x += keyWidth + 1 + labelWidth + 2
        }
    }

    /// The hints that fit in `width` columns, in their order, and the columns the right-hand
    /// text gets.
    static func layout(_ hints: [HintText], right: String, width: Int) -> (hints: [HintText], rightWidth: Int) {
        func cells(_ hint: HintText) -> Int { DisplayWidth.of(hint.keys) + 1 + DisplayWidth.of(hint.label) }
        let pinned = hints.first { $0 == help }.map(cells) ?? 0
        guard pinned <= width else { return ([], min(DisplayWidth.of(right), width)) }
        // Two spaces between hints and before the right-hand text.
        let rightWidth = min(DisplayWidth.of(right), max(0, width - (pinned > 0 ? pinned + 2 : 0)))
        let room = width - (rightWidth > 0 ? rightWidth + 2 : 0)
        var used = pinned
        var keep = Array(repeating: false, count: hints.count)
        for (index, hint) in hints.enumerated() {
            if hint == help {
                keep[index] = pinned > 0
                continue
            }
            let needed = cells(hint) + (used > 0 ? 2 : 0)
            if used + needed <= room {
                keep[index] = true
                used += needed
            }
        }
        return (hints.indices.filter { keep[$0] }.map { hints[$0] }, rightWidth)
    }
}
