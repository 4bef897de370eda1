import CNcursesw

/// Maps style roles to curses colour pairs and attributes. Colours are used only when the
/// terminal has them and `NO_COLOR` is unset; otherwise roles fall back to attributes, so the
/// app stays readable on `vt100` and monochrome terminals.
struct Palette {
    let usesColor: Bool

    /// Sets up colour pairs when allowed. Call after `initscr`.
    static func start(noColor: Bool) -> Palette {
        guard !noColor, has_colors() else { return Palette(usesColor: false) }
        start_color()
        use_default_colors()
        let colors: [(Style.Role, Int16)] = [
            (.accent, Int16(COLOR_CYAN)), (.success, Int16(COLOR_GREEN)), (.failure, Int16(COLOR_RED)),
            (.warning, Int16(COLOR_YELLOW)), (.error, Int16(COLOR_RED)), (.selection, Int16(COLOR_CYAN)),
        ]
        for (role, color) in colors { init_pair(Int16(role.rawValue), color, -1) }
        return Palette(usesColor: true)
    }

    func attributes(for style: Style) -> (attr_t, Int16) {
        var attributes = sb_a_normal()
        if style.bold { attributes |= sb_a_bold() }
        if style.dim { attributes |= sb_a_dim() }
        if style.reverse { attributes |= sb_a_reverse() }
        if style.underline { attributes |= sb_a_underline() }
        var pair: Int16 = 0
        if usesColor {
            switch style.role {
            case .accent, .success, .failure, .warning, .error: pair = Int16(style.role.rawValue)
            case .selection: pair = style.reverse ? Int16(style.role.rawValue) : 0
            case .normal, .muted, .title: pair = 0
            }
        } else if style.role == .error || style.role == .failure {
            attributes |= sb_a_bold()
        }
        return (attributes, pair)
    }
}
