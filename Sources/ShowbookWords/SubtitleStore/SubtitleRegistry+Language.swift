import Foundation
import ShowbookPlatform
import ShowbookTV

/// Which of an episode's sources speaks the show's language. Mining a show fills its book, so
/// the words of the books linked to the show say which language the learner follows it in;
/// a show without words yet goes by the language the saved show carries (what mining chooses a
/// video's track by). An episode's source in that language is used for coverage, prep and
/// "heard it"; with none in it (or no language known), the first registered.
extension SubtitleRegistry {
    /// How many of the show's words are looked at to tell the book's language.
    package static let languageSample = 200

    /// The show's language, or nil when neither its books nor its saved entry tell.
    public func preferredLanguage(of mediaID: MediaID) throws -> MiningLanguage? {
        let terms = try database.query(
            "SELECT w.term FROM words w JOIN word_books b ON b.id = w.book_id WHERE b.show_id = ? ORDER BY w.id LIMIT ?",
            mediaID.description, Self.languageSample
        ) { $0.onlyString }
        if !terms.isEmpty { return MiningLanguage.detect(in: terms) }
        let saved = try database.query("SELECT json_extract(media_json, '$.language') FROM saved_media WHERE media_id = ?",
                                       mediaID.description) { $0.onlyText ?? "" }.first ?? ""
        return MiningLanguage(rawValue: SubtitleTrack.languageCode(saved))
    }

    /// For each episode of `sources` (in their order), the first source in `language`, else the
    /// episode's first.
    package static func preferred(_ sources: [SubtitleSource], language: MiningLanguage?) -> [SubtitleSource] {
        var chosen: [EpisodeCode: SubtitleSource] = [:]
        var order: [EpisodeCode] = []
        for source in sources {
            guard let current = chosen[source.episode] else {
                chosen[source.episode] = source
                order.append(source.episode)
                continue
            }
            if let language, current.language != language, source.language == language { chosen[source.episode] = source }
        }
        return order.compactMap { chosen[$0] }
    }
}
