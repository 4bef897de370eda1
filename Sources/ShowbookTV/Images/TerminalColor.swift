/// One colour a terminal cell can be given beyond the style roles: a 24-bit colour for
/// terminals with direct colour, or an entry of the 256-colour palette. Poster cells carry
/// these; the curses palette turns each foreground/background pair into a colour pair.
public enum TerminalColor: Sendable, Hashable {
    /// 0xRRGGBB.
    case rgb(UInt32)
    /// xterm's 256-colour palette index.
    case palette(UInt8)

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self = .rgb(UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    }

    /// The colour's red, green and blue as xterm shows them (the 6×6×6 cube from 16, the
    /// grey ramp from 232; the first 16 are the usual VGA values, though terminals theme them).
    public var components: (red: Int, green: Int, blue: Int) {
        switch self {
        case let .rgb(value):
            return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        case let .palette(index):
            let index = Int(index)
            if index >= 232 {
                let level = 8 + (index - 232) * 10
                return (level, level, level)
            }
            if index >= 16 {
                let steps = [0, 95, 135, 175, 215, 255]
                let cube = index - 16
                return (steps[cube / 36], steps[cube / 6 % 6], steps[cube % 6])
            }
            let basic = [(0, 0, 0), (128, 0, 0), (0, 128, 0), (128, 128, 0), (0, 0, 128), (128, 0, 128), (0, 128, 128),
                         (192, 192, 192), (128, 128, 128), (255, 0, 0), (0, 255, 0), (255, 255, 0), (0, 0, 255),
                         (255, 0, 255), (0, 255, 255), (255, 255, 255)]
            return basic[index]
        }
    }
}

/// How posters are coloured, chosen once from what the terminal can do. There is no
/// monochrome mode: with `NO_COLOR`, `--no-color`, fewer than 256 colours or no UTF-8, the
/// detail shows no poster at all (block symbols in one colour read as noise, not a picture).
public enum PosterColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour per cell: `COLORTERM` says truecolor/24bit and curses has direct colour.
    case truecolor
    /// The 256-colour palette (chafa keeps to its 240 fixed entries; the first 16 are themed).
    case palette256

    /// The mode for a terminal, or nil for "no posters".
    /// - Parameters:
    ///   - colors: curses' `COLORS` (0 when colour is off or absent).
    ///   - directColor: curses can take 24-bit values as colours (terminfo `RGB`, e.g. xterm-direct).
    public static func choose(noColor: Bool, asciiOnly: Bool, colorTerm: String?, colors: Int, directColor: Bool) -> PosterColorMode? {
        guard !noColor, !asciiOnly else { return nil }
        let saysTruecolor = ["truecolor", "24bit"].contains((colorTerm ?? "").lowercased())
        if saysTruecolor && directColor && colors >= 1 << 24 { return .truecolor }
        return colors >= 256 ? .palette256 : nil
    }
}
