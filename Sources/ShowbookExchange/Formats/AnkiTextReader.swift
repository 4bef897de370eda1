import ShowbookPlatform
import ShowbookTV
/// Reads an Anki text file one row at a time: the headers first (at `init`), then each record
/// mapped to a word or a problem by `next()`. Only the row being read is in memory, so a file
/// of a million words costs no more than one of ten.
///
/// Which mapping a row gets (`AnkiColumnMapping`): the `#columns:` names; else its note type's
/// fields when the row names a note type Showbook knows (`#notetype column:` or `#notetype:`);
/// else a first row whose every cell is a field name (that row is not a word); else position.
/// Cloze notes are counted and left out. `notes` gathers the report's lines as rows are read.
package final class AnkiTextReader: WordRowSource {
    package let headers: AnkiTextHeaders
    package let separator: Unicode.Scalar
    package let columnNames: [String]?
    /// The mapping for rows whose note type Showbook does not know (or that name none).
    package private(set) var mapping: AnkiColumnMapping
    private var noteTypeMappings: [String: AnkiColumnMapping] = [:]
    /// Mappings already described in `notes`, by note type ("" for none).
    private var described: Set<String> = []
    private let reader: DelimitedRecordReader
    /// Problems of the header lines, handed out first (`pendingIndex` is the next one).
    private var pending: [WordRow] = []
    private var pendingIndex = 0
    private var sawRecord = false
    private var sawDeck = false
    package private(set) var suggestedBookName: String?
    package private(set) var notes = ImportNotes()
    /// The learner's `--map`, over the chosen columns.
    package let fieldMap: AnkiFieldMap?
    /// Mappings chosen by content or `--map`, by note type ("" for none).
    private var chosen: [String: Chosen] = [:]
    /// Note types whose rows content could not map (no field in another script).
    private var declined: Set<String> = []
    /// Only rows of this deck (a deck column's value), when set: one deck's book at a time.
    package let deckFilter: String?

    package init(source: ByteSource, fieldMap: AnkiFieldMap? = nil, deck deckFilter: String? = nil) throws {
        self.fieldMap = fieldMap
        self.deckFilter = deckFilter
        let window = ScalarWindow(source: source)
        let reader = DelimitedRecordReader(window)
        var headers = AnkiTextHeaders()
        // Header lines: `#…` (and blank lines) before the first row.
        while let first = try reader.peek(), first == "#" || first == "\n" || first == "\r" {
            let line = reader.line
            guard let raw = try reader.rawLine() else { break }
            guard raw.hasPrefix("#") else { continue }
            if let message = headers.read(String(raw.dropFirst())) {
                pending.append(.problem(FormatProblem(.line(line), message)))
            }
        }
        let separator = try headers.separator ?? AnkiText.guessSeparator(reader.sampleLines(5))
        columnNames = try headers.columnsLine.flatMap { line -> [String]? in
            guard case let .record(record)? = try DelimitedRecordReader(line).next(separator: separator) else { return nil }
            return record.fields
        }
        self.headers = headers
        self.separator = separator
        self.reader = reader
        mapping = AnkiColumnMapping(headers: headers, columnNames: columnNames)
        suggestedBookName = deckFilter ?? headers.deck
    }

    /// A note type's mapping chosen by content or `--map`, and what it was made from.
    private struct Chosen {
        var mapping: AnkiColumnMapping
        var choice: AnkiFieldChoice
        /// Its line in `notes.columnMappings`.
        var line: Int
        /// Filled fields of the fullest row it was made from.
        var filled: Int
        var byContent: Bool
    }

    /// The mapping rows of `noteType` get when no name explains their columns (chosen by the
    /// first row's content), or when `--map` changes them; made once per note type, and its
    /// line added to the report. A part the content left unchosen (a first row without an
    /// example) is added from a later, fuller row, without changing the parts chosen. Nil when
    /// neither applies: the file's mapping stands.
    private func chosenMapping(for record: DelimitedRecord, noteType: String?, known: Bool,
                               base: AnkiColumnMapping) -> AnkiColumnMapping? {
        let key = noteType ?? ""
        if declined.contains(key) { return nil }
        let columns = AnkiColumnMapping.fieldColumns(headers: headers, columnCount: record.fields.count)
        let text = AnkiFieldText(html: headers.html ?? false)
        let texts = columns.map { text.shown(AnkiMediaRefs.removed(from: record.fields[$0]).text) }
        let filled = texts.filter { !$0.isEmpty }.count
        if var found = chosen[key] {
            guard found.byContent, filled > found.filled, AnkiFieldChoice.Part.allCases.contains(where: { found.choice[$0] == nil }),
                  let fuller = AnkiContentChooser.choice(texts: texts) else { return found.mapping }
            found.filled = filled
            let added = found.choice.adding(fuller)
            if added != found.choice {
                found.choice = added
                found.mapping = AnkiColumnMapping(headers: headers, choice: added, columns: columns)
                found.mapping.tags = base.tags
                found.mapping.deck = base.deck
                notes.columnMappings[found.line] = added.line(noteType: noteType, fieldNames: nil)
            }
            chosen[key] = found
            return found.mapping
        }
        let names = known ? noteType.flatMap(AnkiKnownNoteTypes.fields(ofNoteType:)) : nil
        let content = known || noteType == nil ? nil : AnkiContentChooser.choice(texts: texts)
        if content == nil && fieldMap == nil {
            declined.insert(key)
            return nil
        }
        var choice = content ?? base.choice(columns: columns, reason: known ? "fields by name" : "columns by position")
        var problem: String?
        if let fieldMap {
            (choice, problem) = fieldMap.applied(to: choice, noteType: noteType, fieldNames: names, fieldCount: columns.count)
        }
        var mapping = AnkiColumnMapping(headers: headers, choice: choice, columns: columns)
        mapping.tags = base.tags
        mapping.deck = base.deck
        chosen[key] = Chosen(mapping: mapping, choice: choice, line: notes.columnMappings.count, filled: filled,
                             byContent: content != nil && fieldMap == nil)
        notes.columnMappings.append(choice.line(noteType: noteType, fieldNames: names))
        if let problem { notes.columnMappings.append(problem) }
        return mapping
    }

    package var droppedNULs: Int { reader.window.droppedNULs }
    package var fileBytesRead: Int64 { reader.window.fileBytesRead }
    package var fileSize: Int64? { reader.window.fileSize }
    /// The most characters of text held at once.
    package var peakHeldScalars: Int { reader.window.peakHeld }

    /// The next record as it is, or an unterminated quote, or nil at the end.
    package func nextRecord() throws -> DelimitedRecordReader.Item? {
        guard var item = try reader.next(separator: separator) else { return nil }
        if case let .record(record) = item, !sawRecord {
            sawRecord = true
            if isHeaderRow(record) {
                mapping = AnkiColumnMapping(headers: headers, columnNames: record.fields)
                guard let following = try reader.next(separator: separator) else { return nil }
                item = following
            }
        }
        if case let .record(record) = item, suggestedBookName == nil, !sawDeck {
            sawDeck = true
            // Without `#deck:`, a deck column's value on the first row names the book.
            if suggestedBookName == nil, let index = mapping.deck, index < record.fields.count {
                let deck = record.fields[index].trimmingCharacters(in: .whitespaces)
                if !deck.isEmpty { suggestedBookName = deck }
            }
        }
        return item
    }

    package func next() throws -> WordRow? {
        if pendingIndex < pending.count {
            defer { pendingIndex += 1 }
            return pending[pendingIndex]
        }
        // Cloze rows are skipped in a loop: a file may hold any number of them in a row.
        while true {
            switch try step() {
            case let .row(row): return row
            case .skipped: continue
            case .end: return nil
            }
        }
    }

    /// What reading one record gave.
    private enum Step {
        case row(WordRow)
        /// A cloze note, counted and left out.
        case skipped
        case end
    }

    private func step() throws -> Step {
        switch try nextRecord() {
        case nil:
            return .end
        case let .unterminatedQuote(line)?:
            return .row(.problem(FormatProblem(.line(line), "unterminated quote (a field opens with \" and never closes)")))
        case let .record(record)?:
            if let deckFilter, deck(of: record) != deckFilter { return .skipped }
            let noteType = headers.notetypeColumn.flatMap { column in
                column - 1 < record.fields.count ? record.fields[column - 1].trimmedWhitespace : nil
            } ?? headers.notetype
            if isCloze(record, noteType: noteType) {
                notes.clozeNotes += 1
                return .skipped
            }
            var (rowMapping, known) = mapping(forNoteType: noteType)
            // Rows name their note type in the report when it decides their mapping or when
            // each row names its own.
            let named = headers.notetypeColumn != nil || known ? noteType : nil
            if columnNames == nil, noteType != nil || fieldMap != nil,
               let chosen = chosenMapping(for: record, noteType: noteType, known: known, base: rowMapping) {
                rowMapping = chosen
            } else if described.insert(named ?? "").inserted {
                // Anki pads a row to the widest note type's columns: count up to its last field.
                let reserved = headers.reservedColumns
                let filled = record.fields.indices.last { !reserved.contains($0) && !record.fields[$0].trimmedWhitespace.isEmpty }
                notes.columnMappings.append(rowMapping.description(columnCount: filled.map { $0 + 1 } ?? 0, noteType: named))
            }
            switch rowMapping.word(from: record, headers: headers, notes: &notes) {
            case let .success(word): return .row(.word(word))
            case let .failure(problem): return .row(.problem(problem))
            }
        }
    }

    /// A note type's own mapping when Showbook knows its fields and the file names none, else
    /// the file's; `known` says which.
    private func mapping(forNoteType noteType: String?) -> (AnkiColumnMapping, known: Bool) {
        guard let noteType, columnNames == nil else { return (mapping, false) }
        if let known = noteTypeMappings[noteType] { return (known, true) }
        guard let fields = AnkiKnownNoteTypes.fields(ofNoteType: noteType) else { return (mapping, false) }
        let found = AnkiColumnMapping(headers: headers, noteTypeFields: fields)
        noteTypeMappings[noteType] = found
        return (found, true)
    }

    /// The row's deck (its deck column's value, trimmed); nil without a deck column.
    package func deck(of record: DelimitedRecord) -> String? {
        guard let index = headers.deckColumn.map({ $0 - 1 }), index < record.fields.count else { return nil }
        return record.fields[index].trimmingCharacters(in: .whitespaces)
    }

    /// A cloze note: its note type says so, or a field holds `{{c1::…}}`.
    private func isCloze(_ record: DelimitedRecord, noteType: String?) -> Bool {
        if let noteType, AnkiKnownNoteTypes.isCloze(noteType) { return true }
        let reserved = headers.reservedColumns
        return record.fields.indices.contains { !reserved.contains($0) && AnkiKnownNoteTypes.hasCloze(record.fields[$0]) }
    }

    /// The first row names the fields instead of holding a word: the file names them no
    /// other way, and every one of its cells is a field name.
    private func isHeaderRow(_ record: DelimitedRecord) -> Bool {
        guard columnNames == nil, headers.notetype == nil, headers.notetypeColumn == nil else { return false }
        let reserved = headers.reservedColumns
        let cells = record.fields.indices.filter { !reserved.contains($0) }.map { record.fields[$0] }
        return !cells.isEmpty && cells.allSatisfy(AnkiColumnMapping.isFieldName)
    }
}
