import ShowbookPlatform
import ShowbookTV
/// The episode a subtitle file belongs to, from its name (`EpisodeLabel`: S01E03, s1e3, 1x03,
/// ` - 1071`, `第3話`…) and, when the name carries only the episode, the season the name gives
/// elsewhere (`S2 - 03`), else the season given (`--season`), else the folder's (`Season 2`,
/// `S02`, `Series 2`, `シーズン2`, `시즌 2`: `EpisodeSeason`), else season 1.
public enum EpisodeFileName {
    public static func episode(of path: String, season fallback: Int? = nil) -> EpisodeCode? {
        guard let found = EpisodeLabel.numbering(fileName: PathText.lastComponent(path)) else { return nil }
        let folder = PathText.lastComponent(PathText.folder(path))
        let season = found.season ?? fallback ?? self.season(inFolder: folder) ?? 1
        return EpisodeCode(season: season, number: found.episode)
    }

    /// The season a folder's name gives, nil when it gives none.
    public static func season(inFolder name: String) -> Int? {
        var scanner = EpisodeNameScanner(name)
        return EpisodeSeason.find(&scanner)
    }
}
