import ShowbookPlatform
import ShowbookTV

/// Generated subtitle and video file names with a known episode, as release groups, fansubs
/// and broadcasters write them: a title, noise (years, resolutions, codecs, group and hash
/// tags), the episode in one of the usual forms with 1 to 5 digits (leading zeros too), a
/// language tag and an extension. `expected` is what the name says: the season and episode it
/// was made with, or nil when it names none — noise only, or a number too long to be one.
public enum SubtitlesEpisodeNames {
    /// One generated name and the episode it names.
    public struct Generated: CustomStringConvertible {
        public var name: String
        public var expected: EpisodeCode?
        public var description: String { "\(name) → \(expected?.description ?? "none")" }
    }

    /// The forms an episode number takes in a name.
    public enum Form: CaseIterable, Sendable {
        case seasonEpisode, crossed, absolute, bracketed, episodeWord, seasonWords, cjk, leadingNumber, noneAtAll
    }

    static let titles = ["Show", "One Piece", "The.Office.US", "Breaking Bad", "Reply 1988", "Squid_Game", "오징어 게임",
                         "進撃の巨人", "Detective Conan", "Mr. Robot", "The Boys", "Love Alarm"]
    static let noise = ["2019", "1999", "2024", "1080p", "720p", "480p", "2160p", "4K", "x264", "x265", "H.264", "HEVC",
                        "10bit", "AAC2.0", "DDP5.1", "WEB-DL", "BluRay", "[SubsPlease]", "[Erai-raws]", "[ABCD1234]",
                        "(1080p)", "[1080p]", "(2019)", "REPACK", "PROPER", "NF", "AMZN"]
    static let separators = [" ", ".", "_"]
    static let tags = ["", ".en", ".ko", ".ja", ".eng", ".kor"]
    static let extensions = ["srt", "ass", "vtt", "ssa", "mkv", "mp4"]

    /// `value` written with `width` digits (leading zeros), never fewer than it needs.
    public static func digits(_ value: Int, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// A value of `digits` digits at most, written with exactly that many (leading zeros).
    static func number(digits count: Int, using random: inout SeededGenerator) -> (value: Int, text: String) {
        let largest = Int(String(repeating: "9", count: count))!
        let value = Bool.random(using: &random) ? Int.random(in: 0...min(largest, 40), using: &random)
            : Int.random(in: 0...largest, using: &random)
        return (value, digits(value, width: count))
    }

    /// Whether four digits read as a year rather than an episode (names leave those out).
    static func isYear(_ text: String) -> Bool {
        text.count == 4 && (1900...2100).contains(Int(text) ?? 0)
    }

    public static func generate(using random: inout SeededGenerator) -> Generated {
        let form = Form.allCases.randomElement(using: &random)!
        let separator = separators.randomElement(using: &random)!
        var before: [String] = [titles.randomElement(using: &random)!]
        for _ in 0..<Int.random(in: 0...2, using: &random) { before.append(noise.randomElement(using: &random)!) }
        var after: [String] = []
        for _ in 0..<Int.random(in: 0...3, using: &random) { after.append(noise.randomElement(using: &random)!) }
        let episodeDigits = Int.random(in: 1...5, using: &random)
        let (episode, episodeText) = number(digits: episodeDigits, using: &random)
        var expected: EpisodeCode?
        var core = ""
        switch form {
        case .seasonEpisode:
            let seasonDigits = Int.random(in: 1...5, using: &random)
            let (season, seasonText) = number(digits: seasonDigits, using: &random)
            let letters = [("S", "E"), ("s", "e"), ("S", "EP"), ("S", "e")].randomElement(using: &random)!
            let middle = ["", "", " ", ".", "_", "-"].randomElement(using: &random)!
            let version = Bool.random(using: &random) ? "" : ["v2", "E\(digits(episode + 1, width: 2))", "-E99"].randomElement(using: &random)!
            core = "\(letters.0)\(seasonText)\(middle)\(letters.1)\(episodeText)\(version)"
            if seasonDigits <= 4 { expected = EpisodeCode(season: season, number: episode) }
        case .crossed:
            let season = Int.random(in: 0...99, using: &random)
            let width = Int.random(in: 2...4, using: &random)
            let (value, text) = number(digits: width, using: &random)
            core = "\(Bool.random(using: &random) ? String(season) : digits(season, width: 2))x\(text)"
            // Noise before `1x03` could end in a decimal (`AAC2.0.1x03`), which reads as `0.1`.
            before = [before[0]]
            expected = EpisodeCode(season: season, number: value)
        case .absolute:
            let version = Bool.random(using: &random) ? "" : "v\(Int.random(in: 2...3, using: &random))"
            core = "- \(episodeText)\(version)"
            // Absolute names are spaced around the dash; what follows is a tag or nothing.
            before = [before.joined(separator: " ")]
            after = after.map { $0.hasPrefix("[") || $0.hasPrefix("(") ? $0 : "[\($0)]" }
            if !isYear(episodeText) { expected = EpisodeCode(season: 1, number: episode) }
            return finish(before + [core] + after, joinedBy: " ", expected: expected, using: &random)
        case .bracketed:
            let width = Int.random(in: 1...4, using: &random)
            let (value, text) = number(digits: width, using: &random)
            core = "[\(text)]"
            if !isYear(text) && ![480, 576, 720, 1080, 2160].contains(value) { expected = EpisodeCode(season: 1, number: value) }
        case .episodeWord:
            let word = ["E", "e", "Ep", "EP", "Ep.", "EP.", "Ep ", "Episode ", "Episode."].randomElement(using: &random)!
            core = "\(word)\(episodeText)"
            expected = EpisodeCode(season: 1, number: episode)
        case .seasonWords:
            let seasonDigits = Int.random(in: 1...2, using: &random)
            let (season, seasonText) = number(digits: seasonDigits, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: core = "Season\(separator)\(seasonText)\(separator)Episode\(separator)\(episodeText)"
            case 1:
                before = [before.joined(separator: " ")]
                return finish(before + ["S\(seasonText) - \(episodeText)"], joinedBy: " ",
                              expected: isYear(episodeText) ? nil : EpisodeCode(season: season, number: episode), using: &random)
            case 2: core = "第\(seasonText)期 第\(episodeText)話"
            default: core = "시즌 \(seasonText) \(episodeText)화"
            }
            expected = EpisodeCode(season: season, number: episode)
        case .cjk:
            core = ["第\(episodeText)話", "第\(episodeText)话", "第\(episodeText)集", "\(episodeText)화", "제\(episodeText)화",
                    "\(episodeText)회"].randomElement(using: &random)!
            expected = EpisodeCode(season: 1, number: episode)
        case .leadingNumber:
            let width = Int.random(in: 1...4, using: &random)
            let (value, text) = number(digits: width, using: &random)
            let rest = Bool.random(using: &random) ? "" : " - " + titles.randomElement(using: &random)!
            let expected = isYear(text) ? nil : EpisodeCode(season: 1, number: value)
            return finish([text + rest], joinedBy: "", expected: expected, using: &random)
        case .noneAtAll:
            return finish(before + after, joinedBy: separator, expected: nil, using: &random)
        }
        return finish(before + [core] + after, joinedBy: separator, expected: expected, using: &random)
    }

    private static func finish(_ parts: [String], joinedBy separator: String, expected: EpisodeCode?,
                               using random: inout SeededGenerator) -> Generated {
        let name = parts.joined(separator: separator) + tags.randomElement(using: &random)! + "." + extensions.randomElement(using: &random)!
        return Generated(name: name, expected: expected)
    }
}
