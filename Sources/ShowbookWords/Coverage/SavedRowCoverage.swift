import ShowbookTV

/// The Saved row's coverage, shared by the Saved tab and `showbook saved` so they print one
/// answer: only each show's up next episode is measured, and its coverage follows the progress.
extension ShowProgress {
    /// The up next episode of each show, the only episode Saved and `showbook saved` measure.
    public static func upNextEpisodes(_ progress: [MediaID: ShowProgress]) -> [MediaID: Set<EpisodeCode>] {
        progress.mapValues { $0.upNext.map { [$0.key] } ?? [] }
    }

    /// The air day of each show's up next episode, when known: the day its coverage is asked for.
    public static func upNextAirDays(_ progress: [MediaID: ShowProgress]) -> [MediaID: AirDay] {
        progress.compactMapValues { $0.upNext?.airDay }
    }

    /// The Saved row's progress, as Saved and `showbook saved` both print it: "watched 3/4 · up
    /// next S01E04 · 29 % · 3 new", the up next episode's coverage (`show`) when it was measured.
    public func summary(coverage show: ShowCoverage?) -> String {
        guard let next = upNext, let covered = show?.episode(next.key) else { return summary }
        return summary + " · " + covered.summary
    }
}
