import Foundation
import ShowbookTV

/// One time the learner heard one of their words: in which episode of which show, when the
/// episode was marked watched, and the first subtitle line it is in. An exposure is a note in
/// the word's history, never a review: it changes neither the FSRS card nor `study_marks`.
public struct WordExposure: Sendable, Equatable {
    public var wordID: Int64
    public var mediaID: MediaID
    public var episode: EpisodeCode
    public var heardAt: Date
    /// The first line of the episode the word is in (empty when the file could not be read again).
    public var line: String

    public init(wordID: Int64, mediaID: MediaID, episode: EpisodeCode, heardAt: Date, line: String) {
        self.wordID = wordID
        self.mediaID = mediaID
        self.episode = episode
        self.heardAt = heardAt
        self.line = line
    }

    /// How many episodes the card's line names before "+N more".
    public static let shownOnCard = 3

    /// "heard in S01E03, S01E05" (in the order heard, each episode once), "… +2 more" past
    /// `limit`; nil when the word was never heard.
    public static func heardText(_ exposures: [WordExposure], limit: Int = shownOnCard) -> String? {
        var seen = Set<String>()
        let codes = exposures.map(\.episode.description).filter { seen.insert($0).inserted }
        guard !codes.isEmpty else { return nil }
        let shown = codes.prefix(max(1, limit)).joined(separator: ", ")
        let rest = codes.count - min(codes.count, max(1, limit))
        return "heard in \(shown)" + (rest > 0 ? " +\(rest) more" : "")
    }

    /// "heard in S01E03 · 2026-12-01" — one row of a word's history, the day in `timeZone`.
    public func historyText(timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: heardAt)
        let text = String(format: "%04d-%02d-%02d", day.year ?? 0, day.month ?? 0, day.day ?? 0)
        return "heard in \(episode) · \(text)"
    }
}
