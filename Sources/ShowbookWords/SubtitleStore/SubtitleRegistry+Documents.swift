import Foundation
import ShowbookPlatform

/// A registered source's stored document read back (`StoredDocument`), so prep, "heard it" and
/// watched examples read the cues and tokens registration made instead of the file.
extension SubtitleRegistry {
    /// The stored document of `source`, with its cues, tokens and the tokenizer that made them;
    /// nil when none was stored (a source registered before documents were) or it cannot be read.
    public func document(of source: SubtitleSource) throws -> SubtitleDocument? {
        guard let text = try database.query("SELECT cues FROM subtitle_tokens WHERE source_id = ?", source.id, map: { $0.onlyString }).first,
              !text.isEmpty, let rows = StoredDocument.rows(text),
              let cues = StoredDocument.cues(rows, lemmas: try lemmas(of: StoredDocument.lemmaIDs(rows))) else { return nil }
        var document = SubtitleDocument(path: source.path, encoding: "UTF-8",
                                        episode: EpisodeLabel.from(fileName: PathText.lastComponent(source.path)), cues: cues, skipped: [])
        if let index = source.trackIndex {
            // Only the stream index names the track; the codec said it was text when it was registered.
            document.track = SubtitleTrack(index: index, language: source.language.rawValue, codec: "subrip")
        }
        document.fingerprint = FileFingerprint(size: source.size, modifiedAt: source.modifiedAt)
        document.contentHash = source.contentHash
        document.language = source.language
        document.tokenizer = source.tokenizer
        return document
    }
}
