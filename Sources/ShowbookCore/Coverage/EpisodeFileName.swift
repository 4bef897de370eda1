import Foundation

/// The episode a subtitle file belongs to, from its name (`EpisodeLabel`: S01E03, s1e3, 1x03),
/// and, when the name carries only the episode (`E03`, ` - 03`, `第3話`), the season from the
/// folder (`Season 2`, `S02`, `Series 2`, `シーズン2`, `시즌 2`), else the season given
/// (`--season`), else season 1.
public enum EpisodeFileName {
    public static func episode(of path: String, season fallback: Int? = nil) -> EpisodeCode? {
        let name = (path as NSString).lastPathComponent
        guard let label = EpisodeLabel.from(fileName: name) else { return nil }
        if let code = EpisodeCode(label) { return code }
        guard label.hasPrefix("E"), let number = Int(label.dropFirst()) else { return nil }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return EpisodeCode(season: fallback ?? season(inFolder: folder) ?? 1, number: number)
    }

    /// The season a folder's name gives, nil when it gives none.
    public static func season(inFolder name: String) -> Int? {
        let patterns = [#"(?i)(?:season|series|saison|staffel|temporada)[ ._-]*(\d{1,3})"#, #"(?i)^s(\d{1,3})$"#,
                        #"(?:シーズン|시즌)\s*(\d{1,3})"#, #"第(\d{1,3})(?:期|シーズン)"#]
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)),
                  let range = Range(match.range(at: 1), in: name) else { continue }
            return Int(name[range])
        }
        return nil
    }
}
