import Foundation

/// How far the user is through a show: watched / known episodes (specials, season 0, are not
/// counted) and the first unwatched episode, with its air date relative to today. Saved shows
/// it per show and sorts by it; `showbook saved` prints it.
public struct ShowProgress: Sendable, Equatable {
    public var watched: Int
    public var total: Int
    public var upNext: Episode?
    /// True when the up-next episode has aired by today.
    public var upNextHasAired: Bool
    /// "aired 3 days ago", "airs Fri 12 Dec", nil for an undated episode.
    public var upNextWhen: String?

    public init(episodes: [Episode], watched marks: Set<EpisodeCode>, now: Date, calendar: Calendar) {
        let counted = episodes.filter { $0.season > 0 }.sorted { $0.key < $1.key }
        let today = AirDay(now, calendar: calendar)
        watched = counted.filter { marks.contains($0.key) }.count
        total = counted.count
        upNext = counted.first { !marks.contains($0.key) }
        upNextHasAired = upNext.map { AirDateText.hasAired($0, today: today) } ?? false
        upNextWhen = upNext?.airDay.map { AirDateText.text($0, today: today, calendar: calendar) }
    }

    /// Something unwatched has aired: the show is worth watching now.
    public var hasAiredUnwatched: Bool { upNext != nil && upNextHasAired }

    /// "watched 14/20 · up next S02E05 ‘Title’ (aired 3 days ago)", or "… · all caught up".
    public var summary: String {
        var text = "watched \(watched)/\(total)"
        if let upNext {
            text += " · up next \(upNext.code)"
            if !upNext.title.isEmpty { text += " ‘\(upNext.title)’" }
            if let upNextWhen { text += " (\(upNextWhen))" }
        } else if total > 0 {
            text += " · all caught up"
        }
        return text
    }
}
