/// What the subtitle registry's queries select, named once, so each row is read by column name
/// wherever the query put it.
enum LemmaKeyColumn: String, TableColumns {
    case id, termKey = "term_key"
}

/// A stored lemma as a document reads it back.
enum LemmaColumn: String, TableColumns {
    case id, term, reading

    static func lemma(_ row: Row) -> StoredDocument.Lemma {
        StoredDocument.Lemma(id: Int32(truncatingIfNeeded: row.int64(id)), term: row.string(term), reading: row.string(reading))
    }
}

/// A source's per-line lemma ids.
enum SourceTokensColumn: String, TableColumns {
    case sourceID = "source_id", lines
}

/// The sources per show.
enum ShowSourceCountColumn: String, TableColumns {
    case mediaID = "media_id", count = "count(*)"
}
