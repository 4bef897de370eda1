import CNcursesw

/// Sets up curses colour pairs and turns `AttributeMapping` results into `attr_t`. Colours are
/// used only when the terminal has them and `NO_COLOR` is unset.
struct Palette {
    let mapping: AttributeMapping

    /// Sets up colour pairs when allowed. Call after `initscr`.
    static func start(noColor: Bool) -> Palette {
        guard !noColor, has_colors() else { return Palette(mapping: AttributeMapping(usesColor: false)) }
        start_color()
        use_default_colors()
        let colors: [(Style.Role, Int16)] = [
            (.accent, Int16(COLOR_CYAN)), (.success, Int16(COLOR_GREEN)), (.failure, Int16(COLOR_RED)),
            (.warning, Int16(COLOR_YELLOW)), (.error, Int16(COLOR_RED)), (.selection, Int16(COLOR_CYAN)),
        ]
        for (role, color) in colors { init_pair(AttributeMapping.pair(for: role), color, -1) }
        return Palette(mapping: AttributeMapping(usesColor: true))
    }

    func attributes(for style: Style) -> (attr_t, Int16) {
        let (flags, pair) = mapping.map(style)
        var attributes = sb_a_normal()
        if flags.contains(.bold) { attributes |= sb_a_bold() }
        if flags.contains(.dim) { attributes |= sb_a_dim() }
        if flags.contains(.reverse) { attributes |= sb_a_reverse() }
        if flags.contains(.underline) { attributes |= sb_a_underline() }
        return (attributes, pair)
    }
}
