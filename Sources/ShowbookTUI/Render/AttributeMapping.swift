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

    /// The selection bar in colour: black on the selection colour, drawn as a background
    /// rather than reversed. Terminals erase with the background colour (`bce`), so the bar's
    /// blank stretches go out as one erase (`ech`/`el`) instead of one space per cell — a
    /// one-row move sends a third fewer bytes. Reversed cells can only be sent one by one.
    public static let selectionBarPair = Int16(Style.Role.allCases.count)

    /// The first pair number free for cells with their own colours (posters).
    public static let firstCellPair = Int(selectionBarPair) + 1

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
        case .selection where style.reverse: return (attributes.subtracting(.reverse), Self.selectionBarPair)
        case .selection: return (attributes, 0)
        case .normal, .muted, .title: return (attributes, 0)
        }
    }
}
