import ShowbookPlatform
/// What the subtitle registry's queries select, named once, so each row is read by column name
/// wherever the query put it.
package enum LemmaKeyColumn: String, TableColumns {
    case id, termKey = "term_key"
}

/// A stored lemma as a document reads it back.
package enum LemmaColumn: String, TableColumns {
    case id, term, reading

    package static func lemma(_ row: Row) -> StoredDocument.Lemma {
        StoredDocument.Lemma(id: Int32(truncatingIfNeeded: row.int64(id)), term: row.string(term), reading: row.string(reading))
    }
}

/// A source's per-line lemma ids.
package enum SourceTokensColumn: String, TableColumns {
    case sourceID = "source_id", lines
}

/// The sources per show.
package enum ShowSourceCountColumn: String, TableColumns {
    case mediaID = "media_id", count = "count(*)"
}
