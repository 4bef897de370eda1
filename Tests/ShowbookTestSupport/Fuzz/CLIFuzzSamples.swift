import Foundation
import ShowbookPlatform

/// Generators for the readers the command line feeds from outside: config files, `--at` times,
/// provider answers (JSON) and catalog lines (TSV, JSON lines). Each starts from text shaped
/// like the real thing and then breaks it in the ways files and servers do: a value swapped for
/// an extreme number or odd text, a field dropped or doubled, bytes mutated by `ByteMutator`.
public enum CLIFuzz {
    /// A config file: real settings with good, odd and extreme values, and noise lines
    /// (no `=`, unknown names, comments, quotes, controls, very long lines).
    public static func configText(using random: inout SeededGenerator) -> String {
        let names = ["provider", "language", "tmdb_access_token", "desired_retention", "new_words_per_day", "interval_fuzz",
                     "coverage_retrievability", "prep_target", "examples", "time_zone", "anki_media", "clip_padding",
                     "clip_audio", "images", "image_base", "image_cache_mb", "colour", "", "Provider", "desired retention"]
        let values = ["tmdb", "tvmaze", "offline", "ko-KR", "0.9", "0.85", "2", "-1", "20", "on", "off", "maybe", "watched",
                      "any", "Asia/Seoul", "Mars/Olympus", "yes", "0.5", "mp3", "opus", "wav", "http://127.0.0.1:1/t/p",
                      "0.6\u{0}junk", "\"quoted\"", "'single'", "\"", "", "=", "a = b"]
        var lines: [String] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: lines.append("# " + FuzzText.text(maximumLength: 40, using: &random))
            case 1: lines.append(FuzzText.text(maximumLength: 60, kinds: FuzzText.Piece.allCases, using: &random))
            case 2: lines.append("")
            default:
                let name = names.randomElement(using: &random)!
                let value = Bool.random(using: &random) ? values.randomElement(using: &random)!
                    : Bool.random(using: &random) ? FuzzText.extremeNumbers.randomElement(using: &random)!
                    : FuzzText.text(maximumLength: 30, kinds: FuzzText.Piece.allCases, using: &random)
                let spaces = [" = ", "=", "  =\t", " =  "].randomElement(using: &random)!
                lines.append(name + spaces + value)
            }
        }
        let separator = ["\n", "\r\n", "\r", "\u{2028}"].randomElement(using: &random)!
        return lines.joined(separator: separator) + (Bool.random(using: &random) ? separator : "")
    }

    /// A date-time for `--at`: mostly the accepted form with each field pushed to and past its
    /// edge, sometimes broken (cut, doubled, another separator, extra digits).
    public static func timeText(using random: inout SeededGenerator) -> String {
        // Mostly a valid value, else an edge (valid or one past), else any value of the width.
        func field(_ width: Int, _ valid: ClosedRange<Int>, _ edges: [Int]) -> String {
            let value: Int
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<7: value = Int.random(in: valid, using: &random)
            case 7, 8: value = edges.randomElement(using: &random)!
            default: value = Int.random(in: 0..<Int(pow10(width)), using: &random)
            }
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let year = field(4, 1900...2100, [0, 1, 1969, 1970, 2000, 2024, 2100, 9999])
        let month = field(2, 1...12, [0, 1, 2, 12, 13, 99])
        let day = field(2, 1...28, [0, 1, 28, 29, 30, 31, 32])
        let hour = field(2, 0...23, [0, 23, 24])
        let minute = field(2, 0...59, [0, 59, 60])
        let second = field(2, 0...59, [0, 59, 60, 61])
        let fraction = [".", ".0", ".250", ".999999999", "." + String(repeating: "9", count: 400), ",5", ""].randomElement(using: &random)!
        let zone = Bool.random(using: &random) ? ["Z", "+09:00", "-05:30"].randomElement(using: &random)!
            : ["Z", "z", "+09:00", "-05:30", "+23:59", "+24:00", "-00:00", "+0900", "+9:00", "", "GMT", " Z"].randomElement(using: &random)!
        var text = "\(year)-\(month)-\(day)T\(hour):\(minute):\(second)" + (Bool.random(using: &random) ? fraction : "") + zone
        if Int.random(in: 0..<4, using: &random) == 0 {
            var bytes = Array(text.utf8)
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...3, using: &random), using: &random)
            text = String(decoding: bytes, as: UTF8.self)
        }
        return text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// A JSON value to put where a real one stood: extreme numbers, wrong types, odd strings.
    public static func oddJSONValue(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return FuzzText.extremeNumbers.randomElement(using: &random)!
        case 1: return ["null", "true", "false", "[]", "{}", "\"\"", "[null]", "{\"a\":[[[[[[]]]]]]}"].randomElement(using: &random)!
        case 2: return "-" + FuzzText.extremeNumbers.randomElement(using: &random)!
        case 3: return ["1e400", "-0.0", "0.5", "10.0000001", "-1", "99999", "100000", "1000001", "2147483648"].randomElement(using: &random)!
        default:
            return JSONValue.string(FuzzText.text(maximumLength: 40, kinds: FuzzText.Piece.allCases, using: &random)).encoded
        }
    }

    /// `sample` (JSON text) with some of its scalar values replaced by `oddJSONValue`, some keys
    /// renamed, and then, sometimes, its bytes mutated.
    public static func mutatedJSON(_ sample: String, using random: inout SeededGenerator) -> [UInt8] {
        var text = sample
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let values = scalarValueRanges(in: text)
            guard let range = values.randomElement(using: &random) else { break }
            text.replaceSubrange(range, with: oddJSONValue(using: &random))
        }
        if Int.random(in: 0..<4, using: &random) == 0, let key = text.range(of: "\"[a-z_]+\":", options: .regularExpression) {
            text.replaceSubrange(key, with: "\"renamed\":")
        }
        var bytes = Array(text.utf8)
        if Int.random(in: 0..<3, using: &random) == 0 {
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...4, using: &random), using: &random)
        }
        return bytes
    }

    /// The ranges of the numbers, strings and literals that stand as values (after a `:` or in
    /// an array) in `text`.
    static func scalarValueRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if (previous == ":" || previous == "[" || previous == ",") && (character == "\"" || character == "-" || character.isNumber
                || character == "t" || character == "f" || character == "n") {
                var end = text.index(after: index)
                if character == "\"" {
                    var escaped = false
                    while end < text.endIndex {
                        let next = text[end]
                        end = text.index(after: end)
                        if escaped { escaped = false } else if next == "\\" { escaped = true } else if next == "\"" { break }
                    }
                } else {
                    while end < text.endIndex, !",]} \n".contains(text[end]) { end = text.index(after: end) }
                }
                // A string followed by ':' is a key, not a value.
                if !(character == "\"" && end < text.endIndex && text[end] == ":") { ranges.append(index..<end) }
                previous = character
                index = end
                continue
            }
            if !character.isWhitespace { previous = character }
            index = text.index(after: index)
        }
        return ranges
    }

    /// A TSV line of `fields`, some swapped for odd values, some dropped or doubled, tabs and
    /// line ends inside, then sometimes mutated bytes.
    public static func mutatedTSVLine(_ fields: [String], using random: inout SeededGenerator) -> [UInt8] {
        var fields = fields
        for _ in 0..<Int.random(in: 0...3, using: &random) where !fields.isEmpty {
            let slot = Int.random(in: 0..<fields.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: fields[slot] = FuzzText.extremeNumbers.randomElement(using: &random)!
            case 1: fields[slot] = ["\\N", "", "\\", "\\n", "tt", "tt0", "tt99999999999999999999", "-1", "1.5", "7.5e2"].randomElement(using: &random)!
            case 2: fields.remove(at: slot)
            case 3: fields.insert(fields[slot], at: slot)
            case 4: fields[slot] = FuzzText.text(maximumLength: 30, kinds: FuzzText.Piece.allCases, using: &random)
            default: fields[slot] += "\t"
            }
        }
        var bytes = Array(fields.joined(separator: "\t").utf8)
        if Int.random(in: 0..<3, using: &random) == 0 {
            ByteMutator.mutate(&bytes, rounds: Int.random(in: 1...3, using: &random), using: &random)
        }
        return bytes
    }
}
