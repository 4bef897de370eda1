import ShowbookPlatform
import ShowbookTV
/// The season and episode a file's name gives; `season` is nil when the name gives only the
/// episode (the folder or `--season` then decide).
public struct EpisodeNumbering: Sendable, Equatable {
    public var season: Int?
    public var episode: Int

    public init(season: Int?, episode: Int) {
        self.season = season
        self.episode = episode
    }
}

/// The episode a subtitle file's name points to, looked for in this order (the first form
/// found wins):
///
/// 1. season and episode: `S01E03`, `s1e3`, `S01.E03`, `S01 EP03`, `S01E03E04` (the first),
///    `Season 2 Episode 7`;
/// 2. `1x03` (a season of one or two digits, an episode of two to five; not `1920x1080`, nor
///    the `0x264` of `AAC2.0x264`);
/// 3. an episode word: `E03`, `Ep03`, `EP.03`, `Episode 5` (not inside a word: `Love2`, nor
///    after the numbers of a longer code: `S12345E03`, `S01E03E04`'s second, `EP06E07`'s second);
/// 4. Japanese, Chinese and Korean counters: `第3話`, `第12集`, `3화`, `제12화`, `1071회`;
/// 5. absolute numbering, as anime releases write it: `Show - 1071 [1080p]`, `- 03v2`;
/// 6. a bracketed number: `[03]` (not a resolution, `[1080]`);
/// 7. a name that starts with its number: `03.srt`, `1071 - Title.srt`.
///
/// Seasons have at most 4 digits and episodes at most 5; a longer run is no number at all, so
/// `S01E123456` names no episode rather than episode 12345. Four digits from 1900 to 2100
/// alone (`Show - 2019`, `[2019]`, `1917.srt`) are a year. An episode given alone takes the
/// season the name gives elsewhere (`S2 - 03`, `第2期 第3話`, `시즌 2 5화`), else none.
public enum EpisodeLabel {
    public static let longestSeason = 4
    public static let longestEpisode = 5

    /// `S01E03`, or `E03` when the name gives only the episode (`S02E03` for `S2 - 03`).
    public static func from(fileName: String) -> String? {
        guard let found = numbering(fileName: fileName) else { return nil }
        if let season = found.season { return EpisodeCode(season: season, number: found.episode).description }
        return "E" + (found.episode < 10 ? "0\(found.episode)" : "\(found.episode)")
    }

    /// What the name (without its extension) says.
    public static func numbering(fileName: String) -> EpisodeNumbering? {
        var work = 0
        return numbering(fileName: fileName, work: &work)
    }

    /// `numbering`, adding to `work` the characters looked at.
    package static func numbering(fileName: String, work: inout Int) -> EpisodeNumbering? {
        var scanner = EpisodeNameScanner(PathText.deletingExtension(PathText.lastComponent(fileName)))
        defer { work += scanner.work }
        if let both = seasonAndEpisode(&scanner) ?? seasonWords(&scanner) ?? crossed(&scanner) { return both }
        guard let episode = episodeWord(&scanner) ?? counter(&scanner) ?? absolute(&scanner) ?? bracketed(&scanner)
            ?? leadingNumber(&scanner) else { return nil }
        return EpisodeNumbering(season: EpisodeSeason.find(&scanner), episode: episode)
    }

    private typealias Scanner = EpisodeNameScanner

    /// The letters before a number that make it part of a code (`S01`, `E03`, `EP06`).
    private static let codeLetters: Set<Unicode.Scalar> = ["S", "s", "E", "e", "P", "p"]
    /// What follows an episode's number in Japanese, Chinese and Korean: 話, 话, 集, 화, 회.
    private static let counters: Set<Unicode.Scalar> = ["話", "话", "集", "화", "회"]
    /// What comes before it: 第, 제.
    private static let ordinals: Set<Unicode.Scalar> = ["第", "제"]

    /// The words looked for, as scalars.
    private enum Words {
        static let season = Array("season".unicodeScalars)
        static let episode = Array("episode".unicodeScalars)
        static let ep = Array("ep".unicodeScalars)
    }

    private static var seasonDigits: ClosedRange<Int> { 1...longestSeason }
    private static var episodeDigits: ClosedRange<Int> { 1...longestEpisode }

    /// `S01E03`, `S01.E03`, `S01 EP03`.
    private static func seasonAndEpisode(_ scanner: inout Scanner) -> EpisodeNumbering? {
        for index in scanner.indices where scanner.isScalar(index, "S") {
            guard let season = scanner.run(at: index + 1, digits: seasonDigits) else { continue }
            var position = season.end
            if scanner.isSeparator(position) { position += 1 }
            guard scanner.isScalar(position, "E") else { continue }
            position += 1
            if scanner.isScalar(position, "P") { position += 1 }
            guard let episode = scanner.run(at: position, digits: episodeDigits) else { continue }
            return EpisodeNumbering(season: season.value, episode: episode.value!)
        }
        return nil
    }

    /// `Season 2 Episode 7`, `Season.02.Ep.03`.
    private static func seasonWords(_ scanner: inout Scanner) -> EpisodeNumbering? {
        for index in scanner.indices where scanner.isScalar(index, "S") && !scanner.isASCIILetter(index - 1) {
            guard scanner.matches(Words.season, at: index) else { continue }
            guard let season = scanner.run(at: scanner.skipping(from: index + 6), digits: seasonDigits) else { continue }
            var position = scanner.skipping(from: season.end)
            if scanner.matches(Words.episode, at: position) {
                position += 7
            } else if scanner.matches(Words.ep, at: position) {
                position += 2
            } else if scanner.isScalar(position, "E") {
                position += 1
            } else {
                continue
            }
            guard let episode = scanner.run(at: scanner.skipping(from: position), digits: episodeDigits) else { continue }
            return EpisodeNumbering(season: season.value, episode: episode.value!)
        }
        return nil
    }

    /// `1x03`: not a resolution (`1920x1080`: the season is too long) nor the end of a decimal
    /// (`AAC2.0x264`).
    private static func crossed(_ scanner: inout Scanner) -> EpisodeNumbering? {
        for season in scanner.allRuns where season.count <= 2 && !scanner.isASCIILetter(season.start - 1) {
            if scanner.isScalar(season.start - 1, "."), let before = scanner.run(endingBefore: season.start - 1), before.count == 1 {
                continue
            }
            guard scanner.isScalar(season.end, "x"),
                  let episode = scanner.run(at: season.end + 1, digits: 2...longestEpisode),
                  !scanner.isASCIILetter(episode.end) else { continue }
            return EpisodeNumbering(season: season.value, episode: episode.value!)
        }
        return nil
    }

    /// `E03`, `Ep03`, `EP.03`, `Ep 12`, `Episode 5`; not inside a word, nor the episode of a
    /// code whose season was too long (`S12345E03`), nor a second one (`S01E03E04`, `EP06-E07`).
    private static func episodeWord(_ scanner: inout Scanner) -> Int? {
        for index in scanner.indices where scanner.isScalar(index, "E") && !scanner.isASCIILetter(index - 1) {
            var position: Int
            if scanner.matches(Words.episode, at: index) {
                position = scanner.skipping(from: index + 7)
            } else if scanner.matches(Words.ep, at: index) {
                position = scanner.skipping(from: index + 2)
            } else {
                position = index + 1
            }
            guard let episode = scanner.run(at: position, digits: episodeDigits) else { continue }
            let before = scanner.isSeparator(index - 1) ? index - 1 : index
            if let chained = scanner.run(endingBefore: before), scanner.isScalar(chained.start - 1, in: codeLetters) { continue }
            return episode.value
        }
        return nil
    }

    /// `第3話`, `第12集`, `3화`, `제12화`, `1071회`, `3話`; `第2期` is a season, not an episode.
    private static func counter(_ scanner: inout Scanner) -> Int? {
        for run in scanner.allRuns where run.count <= longestEpisode && run.value != nil {
            let after = scanner.skipping(from: run.end, limit: 1, spacesOnly: true)
            if scanner.isScalar(after, in: counters) { return run.value }
            let before = scanner.isScalar(run.start - 1, " ") ? run.start - 2 : run.start - 1
            if scanner.isScalar(before, in: ordinals) {
                if EpisodeSeason.isSeasonCounter(&scanner, at: run.end) { continue }
                return run.value
            }
        }
        return nil
    }

    /// ` - 1071`, `- 03v2`: a dash between spaces, then the number and a tag, a dot or nothing;
    /// not `- 1080p` or `- 2nd`, and not a year.
    private static func absolute(_ scanner: inout Scanner) -> Int? {
        for index in scanner.indices where scanner.isScalar(index, "-") && (index == 0 || scanner.isScalar(index - 1, " ")) {
            guard scanner.isScalar(index + 1, " ") else { continue }
            let start = scanner.skipping(from: index + 1, spacesOnly: true)
            guard let episode = scanner.run(at: start, digits: episodeDigits), !Scanner.isYear(episode),
                  endsCleanly(&scanner, at: episode.end) else { continue }
            return episode.value
        }
        return nil
    }

    /// `[03]`, `[1071]`, `[03v2]`: not a resolution or a year.
    private static func bracketed(_ scanner: inout Scanner) -> Int? {
        for index in scanner.indices where scanner.isScalar(index, "[") {
            guard let episode = scanner.run(at: index + 1, digits: 1...4), !Scanner.isYear(episode),
                  ![480, 576, 720, 1080, 2160].contains(episode.value!) else { continue }
            var end = episode.end
            if scanner.isScalar(end, "v"), let version = scanner.run(at: end + 1, digits: 1...2) { end = version.end }
            guard scanner.isScalar(end, "]") else { continue }
            return episode.value
        }
        return nil
    }

    /// `03.srt`, `03.ko.srt`, `1071 - Title.srt`: up to four digits first, not a year.
    private static func leadingNumber(_ scanner: inout Scanner) -> Int? {
        guard let episode = scanner.run(at: 0, digits: 1...4), !Scanner.isYear(episode),
              !scanner.isASCIILetter(episode.end) else { return nil }
        return episode.value
    }

    /// After an absolute number: an optional version (`v2`), then the end, a space, a dot or
    /// a bracket — never a letter (`1080p`, `2nd`).
    private static func endsCleanly(_ scanner: inout Scanner, at index: Int) -> Bool {
        var end = index
        if scanner.isScalar(end, "v"), let version = scanner.run(at: end + 1, digits: 1...2) { end = version.end }
        return end == scanner.count || !scanner.isAlphanumeric(end)
    }
}
