import Foundation

/// One line of the upcoming list: a saved show's episode that airs in the coming days.
public struct UpcomingEpisode: Sendable, Equatable {
    public var media: Media
    public var episode: Episode
    public var day: AirDay

    /// One show's one episode: what keeps the upcoming list's selection across a relist.
    public struct ID: Hashable, Sendable {
        public var show: MediaID
        public var episode: EpisodeCode
    }

    public var id: ID { ID(show: media.id, episode: episode.key) }

    /// The saved shows' stored episodes airing from today through `days` days ahead, by date
    /// (then show title, then episode).
    public static func list(shows: [Media], store: EpisodeStore, today: AirDay, days: Int, calendar: Calendar) throws -> [UpcomingEpisode] {
        var found: [UpcomingEpisode] = []
        for media in shows {
            for episode in try store.episodes(of: media.id) {
                guard let day = episode.airDay else { continue }
                let ahead = today.days(to: day, calendar: calendar)
                if ahead >= 0 && ahead <= days { found.append(UpcomingEpisode(media: media, episode: episode, day: day)) }
            }
        }
        return found.sorted {
            ($0.day, $0.media.title, $0.episode.key) < ($1.day, $1.media.title, $1.episode.key)
        }
    }
}
