import ShowbookPlatform
/// The columns Showbook reads from an Anki collection's own tables, declared once so each read
/// names what it reads (`AnkiCollectionReader`); `AnkiCollectionShape` checks they exist first.
package enum AnkiDeckColumn: String, TableDeclaration {
    package static let tableName = "decks"
    case id, name
}

/// Schema 11's one-row `col` table: note types and decks as JSON objects.
package enum AnkiLegacyColumn: String, TableDeclaration {
    package static let tableName = "col"
    case models, decks
}

/// Schema 18's note type fields, by note type and ordinal.
package enum AnkiFieldColumn: String, TableDeclaration {
    package static let tableName = "fields"
    case noteTypeID = "ntid", name
}

/// Schema 18's note types; `config` (a protobuf) is read as hex text.
package enum AnkiNoteTypeColumn: String, TableDeclaration {
    package static let tableName = "notetypes"
    case id, name, config = "hex(config)"
}

/// What `AnkiCollectionShape` reads of `sqlite_master`: each object's kind, name and SQL.
package enum SchemaObjectColumn: String, TableColumns {
    case type, name, sql = "coalesce(sql, '')"
}

/// What `AnkiCollectionShape` reads of `pragma_table_xinfo`: a column's name and whether it is
/// hidden (0 a plain column, 2 or 3 a generated one).
package enum DeclaredColumn: String, TableColumns {
    case name, hidden
}
