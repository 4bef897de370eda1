import ShowbookPlatform
/// The `subtitle_sources` table, declared once: the registry's SELECT list and its INSERT come
/// from here, and each value is read by its column, never by a counted position.
package enum SubtitleSourceColumn: String, TableDeclaration {
    package static let tableName = "subtitle_sources"
    case id, mediaID = "media_id", season, number, kind, path, size, modifiedAt = "modified_at", contentHash = "content_hash"
    case language, cues, registeredAt = "registered_at", track, tokenizer

    /// What a new source's INSERT writes, in this order: everything but the row id.
    package static let written: [SubtitleSourceColumn] = [
        .mediaID, .season, .number, .kind, .path, .track, .size, .modifiedAt, .contentHash, .language, .cues, .registeredAt, .tokenizer,
    ]
}
