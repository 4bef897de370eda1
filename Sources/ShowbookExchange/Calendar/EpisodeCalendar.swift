import Foundation
import ShowbookTV
import ShowbookWords

/// The calendar of upcoming episodes of saved shows (`showbook calendar --ics`): one event per
/// episode with a UID made from the show id, season and episode — so importing a newer export
/// updates the events instead of adding copies — all-day on the air day, or timed when the
/// provider gave the air time; the summary names the show, episode and title, and the
/// description says what the episode asks of the learner (`UpcomingWords`).
public enum EpisodeCalendar {
    public static let name = "Showbook: upcoming episodes"

    /// What is known of an episode's words: measured, no registered subtitles, or a problem.
    public enum Words: Sendable {
        case measured(UpcomingWords)
        case noSubtitles
        case problem(String)
    }

    /// "showbook-tmdb-1396-S01E05@showbook": only letters, digits and `-._` from the id, the rest
    /// written as `%XX` of its UTF-8 bytes, so every id gives one UID and no two ids the same.
    public static func uid(show: MediaID, episode: EpisodeCode) -> String {
        var id = ""
        for byte in show.description.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"):
                id.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: ":"): id += "-"
            default: id += String(format: "%%%02X", byte)
            }
        }
        return "showbook-\(id)-\(episode)@showbook"
    }

    /// "Show — S01E05 · Title" (without the title when the episode has none).
    public static func summary(_ upcoming: UpcomingEpisode) -> String {
        let title = upcoming.episode.title.isEmpty ? "" : " · \(upcoming.episode.title)"
        return "\(upcoming.media.title) — \(upcoming.episode.code)\(title)"
    }

    /// The coverage line, then the episode's overview when it has one.
    public static func description(_ upcoming: UpcomingEpisode, words: Words) -> String {
        let code = upcoming.episode.key
        let line: String
        switch words {
        case let .measured(found): line = "\(found.text): \(UpcomingWords.prepCommand(upcoming.media.id, episode: code))"
        case .noSubtitles: line = "No subtitles registered for \(code) yet, so no coverage: showbook subtitles add "
            + "\(UpcomingWords.shellWord(upcoming.media.id.description)) FILE"
        case let .problem(text): line = "Coverage unavailable: \(text)"
        }
        let overview = upcoming.episode.overview.trimmingCharacters(in: .whitespacesAndNewlines)
        return overview.isEmpty ? line : line + "\n\n" + overview
    }

    /// When the event happens: timed from the provider's air time when it gave one, else all day.
    public static func start(_ upcoming: UpcomingEpisode) -> CalendarEvent.Start {
        if let instant = upcoming.episode.airInstant { return .instant(instant, minutes: upcoming.episode.runtime) }
        return .day(upcoming.day)
    }

    public static func event(_ upcoming: UpcomingEpisode, words: Words) -> CalendarEvent {
        CalendarEvent(uid: uid(show: upcoming.media.id, episode: upcoming.episode.key), start: start(upcoming),
                      summary: summary(upcoming), description: description(upcoming, words: words))
    }

    /// The events of `upcoming`, in its order, each described with `words(episode)`.
    public static func events(_ upcoming: [UpcomingEpisode], words: (UpcomingEpisode) -> Words) -> [CalendarEvent] {
        upcoming.map { event($0, words: words($0)) }
    }
}
