/// How a `Style` becomes terminal attributes and a colour pair, without curses types, so the
/// colour and monochrome (NO_COLOR, vt100) renderings can be tested. `Palette` applies it.
public struct AttributeMapping: Sendable {
    /// Terminal attributes a cell can carry.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1)
        public static let dim = Attributes(rawValue: 2)
        public static let reverse = Attributes(rawValue: 4)
        public static let underline = Attributes(rawValue: 8)
    }

    public let usesColor: Bool

    public init(usesColor: Bool) { self.usesColor = usesColor }

    /// Colour pair numbers per role (pair 0 is the terminal's default colours).
    public static func pair(for role: Style.Role) -> Int16 { Int16(role.rawValue) }

    public func map(_ style: Style) -> (attributes: Attributes, pair: Int16) {
        var attributes: Attributes = []
        if style.bold { attributes.insert(.bold) }
        if style.dim { attributes.insert(.dim) }
        if style.reverse { attributes.insert(.reverse) }
        if style.underline { attributes.insert(.underline) }
        guard usesColor else {
            // Monochrome: meaning must survive through attributes alone.
            switch style.role {
            case .error, .failure, .warning, .accent, .success, .title: attributes.insert(.bold)
            case .muted: attributes.insert(.dim)
            case .normal, .selection: break
            }
            return (attributes, 0)
        }
        switch style.role {
        case .accent, .success, .failure, .warning, .error: return (attributes, Self.pair(for: style.role))
        case .selection: return (attributes, style.reverse ? Self.pair(for: style.role) : 0)
        case .normal, .muted, .title: return (attributes, 0)
        }
    }
}
