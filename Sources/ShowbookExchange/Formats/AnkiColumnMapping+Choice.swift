import ShowbookPlatform

/// A text file's column mapping and a note type's field choice (`AnkiFieldChoice`) are the same
/// decision counted differently: a choice counts a note's fields, a mapping the file's
/// columns, which also hold the reserved ones (note type, deck, tags, GUID). These convert
/// between the two, so rows of a note type no name explains are mapped by their content and
/// `--map` applies to text as to packages.
extension AnkiColumnMapping {
    /// The columns that hold a note's fields, in order, for a row of `columnCount` columns.
    package static func fieldColumns(headers: AnkiTextHeaders, columnCount: Int) -> [Int] {
        let reserved = headers.reservedColumns
        return (0..<columnCount).filter { !reserved.contains($0) }
    }

    /// The mapping that gives `choice`'s fields from `columns` (`fieldColumns`).
    package init(headers: AnkiTextHeaders, choice: AnkiFieldChoice, columns: [Int]) {
        self.init(headers: headers, columnNames: nil)
        func column(_ field: Int?) -> Int? {
            field.flatMap { $0 < columns.count ? columns[$0] : nil }
        }
        term = column(choice.term)
        reading = column(choice.reading)
        meaning = column(choice.meaning)
        example = column(choice.example)
        translation = column(choice.translation)
    }

    /// This mapping as a choice of fields among `columns`.
    package func choice(columns: [Int], reason: String) -> AnkiFieldChoice {
        func field(_ column: Int?) -> Int? { column.flatMap { columns.firstIndex(of: $0) } }
        return AnkiFieldChoice(term: field(term), reading: field(reading), meaning: field(meaning), example: field(example),
                               translation: field(translation), reason: reason)
    }
}
