import CNcursesw
import Foundation
import ShowbookTV

/// Sets up curses colour pairs and turns `AttributeMapping` results into `attr_t`. Colours are
/// used only when the terminal has them and `NO_COLOR` is unset. It also decides how posters
/// are coloured (`posterMode`) and defines a pair for each new colour combination a poster
/// cell asks for (`ColorPairTable`), reusing pairs across frames.
struct Palette {
    let mapping: AttributeMapping
    /// How posters are drawn here; nil for no posters.
    var posterMode: PosterColorMode?
    /// Pairs for cells with their own colours (nil without colour).
    var cellPairs: ColorPairTable?

    /// Sets up colour pairs when allowed. Call after `initscr`.
    static func start(noColor: Bool, asciiOnly: Bool = false) -> Palette {
        guard !noColor, has_colors() else { return Palette(mapping: AttributeMapping(usesColor: false)) }
        start_color()
        use_default_colors()
        let selectionColor = Int16(COLOR_CYAN)
        let colors: [(Style.Role, Int16)] = [
            (.accent, Int16(COLOR_CYAN)), (.success, Int16(COLOR_GREEN)), (.failure, Int16(COLOR_RED)),
            (.warning, Int16(COLOR_YELLOW)), (.error, Int16(COLOR_RED)), (.selection, selectionColor),
        ]
        for (role, color) in colors { init_pair(AttributeMapping.pair(for: role), color, -1) }
        // The bar is the selection colour as a background, so the two always match.
        init_pair(AttributeMapping.selectionBarPair, Int16(COLOR_BLACK), selectionColor)
        var palette = Palette(mapping: AttributeMapping(usesColor: true))
        let count = Int(sb_colors())
        let colorTerm = ProcessInfo.processInfo.environment["COLORTERM"]
        palette.posterMode = PosterColorMode.choose(noColor: noColor, asciiOnly: asciiOnly, colorTerm: colorTerm, colors: count,
                                                    directColor: tigetflag("RGB") > 0)
        let firstPair = AttributeMapping.firstCellPair
        // setcchar takes a short pair number.
        let lastPair = min(Int(sb_color_pairs()), Int(Int16.max)) - 1
        if palette.posterMode != nil, lastPair > firstPair {
            palette.cellPairs = ColorPairTable(firstPair: firstPair, capacity: lastPair - firstPair + 1)
        }
        return palette
    }

    func attributes(for style: Style) -> (attr_t, Int16) {
        let (flags, rolePair) = mapping.map(style)
        var attributes = sb_a_normal()
        if flags.contains(.bold) { attributes |= sb_a_bold() }
        if flags.contains(.dim) { attributes |= sb_a_dim() }
        if flags.contains(.reverse) { attributes |= sb_a_reverse() }
        if flags.contains(.underline) { attributes |= sb_a_underline() }
        return (attributes, cellPair(for: style) ?? rolePair)
    }

    /// The pair for a cell with its own colours, defined the first time it is used.
    private func cellPair(for style: Style) -> Int16? {
        guard let foreground = style.foreground, let background = style.background, let cellPairs,
              let (number, isNew) = cellPairs.pair(foreground: foreground, background: background) else { return nil }
        if isNew { init_extended_pair(Int32(number), Self.colorNumber(foreground), Self.colorNumber(background)) }
        return Int16(number)
    }

    /// What curses calls the colour: the palette index, or in direct colour the 0xRRGGBB value
    /// itself (values below 8 are the ANSI colours there, so near-black is nudged to 8).
    static func colorNumber(_ color: TerminalColor) -> Int32 {
        switch color {
        case let .palette(index): return Int32(index)
        case let .rgb(value): return Int32(max(value, 8))
        }
    }
}
