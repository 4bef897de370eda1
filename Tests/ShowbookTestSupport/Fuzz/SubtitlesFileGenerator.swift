import ShowbookPlatform

/// Generated subtitle files — SubRip, WebVTT and ASS — with what they hold: a few to a few
/// hundred cues of `FuzzText` lines (scripts, digits, emoji, markup and sound notes), times from
/// zero to 99 hours written each format's way (with or without hours, `,` or `.`, centiseconds
/// in ASS), in the order written or shuffled, line ends LF, CRLF or a lone CR, an index or
/// none, WebVTT cue settings and identifiers. Well-formed, so a parser must keep every cue
/// whose cleaned text is not empty, each at its time.
public enum SubtitlesFileGenerator {
    /// A generated cue: its times in milliseconds and its raw text (one or two lines).
    public struct Cue: Sendable {
        public var start: Int
        public var end: Int
        public var text: String
    }

    /// The three formats.
    public enum Format: String, CaseIterable, Sendable {
        case srt, vtt, ass
    }

    /// A generated file: its text, format and cues as written.
    public struct File: Sendable {
        public var format: Format
        public var text: String
        public var cues: [Cue]
    }

    public static func file(_ format: Format, maximumCues: Int = 60, using random: inout SeededGenerator) -> File {
        let count = Int.random(in: 1...max(1, maximumCues), using: &random)
        var cues: [Cue] = []
        var time = Int.random(in: 0...5_000, using: &random)
        for _ in 0..<count {
            let length = Int.random(in: 0...4_000, using: &random)
            let start = Bool.random(using: &random) ? time : Int.random(in: 0...(99 * 3_600_000), using: &random)
            var text = line(using: &random)
            if Int.random(in: 0..<4, using: &random) == 0 { text += "\n" + line(using: &random) }
            cues.append(Cue(start: start, end: start + length, text: text))
            time = start + length + Int.random(in: 0...2_000, using: &random)
        }
        let ending = ["\n", "\n", "\r\n", "\r"].randomElement(using: &random)!
        var lines: [String]
        switch format {
        case .srt:
            let indexed = Int.random(in: 0..<5, using: &random) != 0
            lines = cues.enumerated().flatMap { position, cue in
                (indexed ? ["\(position + 1)"] : []) + ["\(stamp(cue.start, comma: true)) --> \(stamp(cue.end, comma: true))"]
                    + textLines(of: cue.text) + [""]
            }
        case .vtt:
            lines = ["WEBVTT", ""] + cues.enumerated().flatMap { position, cue in
                let identifier = Bool.random(using: &random) ? ["cue-\(position)"] : []
                let settings = Bool.random(using: &random) ? " align:start position:10%" : ""
                return identifier + ["\(stamp(cue.start, comma: false, short: true)) --> \(stamp(cue.end, comma: false, short: true))\(settings)"]
                    + textLines(of: cue.text) + [""]
            }
        case .ass:
            lines = ["[Script Info]", "Title: generated", "", "[Events]",
                     "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"]
            for cue in cues {
                // ASS keeps centiseconds: a generated time is written as what ASS can hold.
                lines.append("Dialogue: 0,\(assStamp(cue.start)),\(assStamp(cue.end)),Default,,0,0,0,,\(assText(cue.text))")
            }
            cues = cues.map { Cue(start: $0.start / 10 * 10, end: $0.end / 10 * 10, text: $0.text) }
        }
        return File(format: format, text: lines.joined(separator: ending) + ending, cues: cues)
    }

    /// One line of dialogue: generated text with, now and then, markup or a sound note around
    /// it; never blank (a blank line ends a SubRip cue) and never a line a parser reads as
    /// structure (all digits, `NOTE`, a timing line).
    static func line(using random: inout SeededGenerator) -> String {
        var text = FuzzText.text(maximumLength: 80, using: &random)
        while text.contains("-->") { text = text.replacingOccurrences(of: "-->", with: "->") }
        switch Int.random(in: 0..<8, using: &random) {
        case 0: text = "<i>\(text)</i>"
        case 1: text = "{\\an8}\(text)"
        case 2: text = "[door] \(text)"
        case 3: text = "\(text) &amp; more"
        default: break
        }
        if text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || ("0"..."9").contains($0) }) || text.hasPrefix("NOTE") {
            text = "x" + text
        }
        return text
    }

    /// The lines of a cue's text, cut at each U+000A — a scalar, since a newline followed by a
    /// combining mark is one `Character`.
    public static func textLines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
    }

    /// A cue's text as an ASS line writes it: its lines joined by `\N`.
    public static func assText(_ text: String) -> String { textLines(of: text).joined(separator: "\\N") }

    /// `01:02:03,456` (SubRip) or `01:02:03.456`; `short` leaves the hours out under an hour
    /// now and then (WebVTT's `02:03.456`).
    static func stamp(_ milliseconds: Int, comma: Bool, short: Bool = false) -> String {
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1_000 % 60, millis = milliseconds % 1_000
        let clock = "\(two(minutes)):\(two(seconds))\(comma ? "," : ".")\(three(millis))"
        return short && hours == 0 && milliseconds % 2 == 0 ? clock : "\(two(hours)):\(clock)"
    }

    /// `1:02:03.45`.
    static func assStamp(_ milliseconds: Int) -> String {
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60
        let seconds = milliseconds / 1_000 % 60, centis = milliseconds % 1_000 / 10
        return "\(hours):\(two(minutes)):\(two(seconds)).\(two(centis))"
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    private static func three(_ value: Int) -> String { value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)" }

    /// `text` as `encoding` (`UTF-8`, `UTF-16LE`/`BE` with their byte-order mark, `CP949`,
    /// `CP932`), or nil when the text cannot be written in it.
    public static func bytes(_ text: String, encoding: String) -> [UInt8]? {
        switch encoding {
        case "UTF-8": return Array(text.utf8)
        case "UTF-8-BOM": return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case "UTF-16LE": return IconvConverter.convert(Array(text.utf8), from: "UTF-8", to: "UTF-16LE").map { [0xFF, 0xFE] + $0 }
        case "UTF-16BE": return IconvConverter.convert(Array(text.utf8), from: "UTF-8", to: "UTF-16BE").map { [0xFE, 0xFF] + $0 }
        default: return IconvConverter.convert(Array(text.utf8), from: "UTF-8", to: encoding)
        }
    }
}
