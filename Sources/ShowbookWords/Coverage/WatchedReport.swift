import ShowbookTV

/// The line that says what marking one episode did — "Squid Game S01E02 ‘Hell’: watched · heard
/// 21 of your words" — formed here once, so `showbook watched` and the episodes screen's status
/// line say the same thing.
public enum WatchedReport {
    /// `heard` is how many of the learner's words the episode's subtitles held (0 says nothing
    /// about words); `episodeTitle` is left out when empty or unknown.
    public static func text(show: String, episode: EpisodeCode, episodeTitle: String?, watched: Bool, heard: Int) -> String {
        let name = episodeTitle.map { $0.isEmpty ? "" : " ‘\($0)’" } ?? ""
        let words = !watched || heard == 0 ? "" : " · heard \(heard) of your words"
        return "\(show) \(episode)\(name): \(watched ? "watched" : "not watched")\(words)"
    }
}
