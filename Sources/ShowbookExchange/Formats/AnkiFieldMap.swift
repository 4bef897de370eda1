import ShowbookPlatform

/// The learner's own choice of fields, `books import --map`, which wins over the families and
/// the content (`AnkiFieldChooser`):
///
///     --map 'Term=Vocabulary-Kanji,Meaning=Vocabulary-English'
///     --map 'Core 2k:Term=Vocabulary-Kanji,Core 2k:Translation='
///
/// Each entry is `PART=FIELD`, PART one of term, reading, meaning, example, translation;
/// FIELD a field's name (case-insensitive, `-`/`_` as spaces), or its number from 1 (a text
/// export names no fields), or nothing for "no field". `NOTE TYPE:` in front limits the entry
/// to note types whose name starts with it (case-insensitive). An unscoped entry whose field a
/// note type lacks leaves that note type's part as chosen. A field the map gives one part is
/// taken from any other part it had been chosen for.
public struct AnkiFieldMap: Sendable, Equatable {
    package struct Entry: Sendable, Equatable {
        package var scope: String?
        package var part: AnkiFieldChoice.Part
        /// The field's name, or its number from 1; nil: no field.
        package var field: String?
    }

    package var entries: [Entry]

    /// Why a `--map` value cannot be read: one line.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    public init(parsing text: String) throws {
        entries = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: true) {
            let entry = raw.trimmedWhitespace
            if entry.isEmpty { continue }
            guard let equals = entry.firstIndex(of: "=") else {
                throw ParseError(description: "--map: “\(entry)” is not PART=FIELD (for example Term=Vocabulary-Kanji)")
            }
            var left = String(entry[..<equals])
            var scope: String?
            if let colon = left.lastIndex(of: ":") {
                scope = String(left[..<colon]).trimmedWhitespace
                left = String(left[left.index(after: colon)...])
                if scope?.isEmpty == true { scope = nil }
            }
            guard let part = AnkiFieldChoice.Part(rawValue: left.trimmedWhitespace.lowercased()) else {
                let parts = AnkiFieldChoice.Part.allCases.map(\.rawValue).joined(separator: ", ")
                throw ParseError(description: "--map: “\(left.trimmedWhitespace)” is not a part of a word (\(parts))")
            }
            let field = String(entry[entry.index(after: equals)...]).trimmedWhitespace
            entries.append(Entry(scope: scope, part: part, field: field.isEmpty ? nil : field))
        }
        if entries.isEmpty { throw ParseError(description: "--map: empty; give PART=FIELD, for example Term=Vocabulary-Kanji") }
    }

    /// `choice` with this map's entries for `noteType` applied; `fieldNames` nil when the
    /// fields have no names (a text export), `fieldCount` how many there are. The problem
    /// names a scoped entry whose field the note type does not have.
    package func applied(to choice: AnkiFieldChoice, noteType: String?, fieldNames: [String]?,
                         fieldCount: Int) -> (choice: AnkiFieldChoice, problem: String?) {
        var result = choice
        var problem: String?
        var changed = false
        var mapped: Set<AnkiFieldChoice.Part> = []
        let keys = fieldNames?.map(AnkiNoteFamilies.key)
        for entry in entries {
            if let scope = entry.scope {
                guard let noteType, noteType.lowercased().hasPrefix(scope.lowercased()) else { continue }
            }
            guard let field = entry.field else {
                result[entry.part] = nil
                changed = true
                continue
            }
            let index = keys?.firstIndex(of: AnkiNoteFamilies.key(field))
                ?? Int(field).flatMap { $0 >= 1 && $0 <= fieldCount ? $0 - 1 : nil }
            guard let index else {
                if entry.scope != nil, problem == nil {
                    problem = "--map: note type “\(noteType ?? "")” has no field “\(field)”"
                }
                continue
            }
            // The field moves: a part chosen before (not by the map) no longer has it.
            for part in AnkiFieldChoice.Part.allCases where result[part] == index && !mapped.contains(part) {
                result[part] = nil
            }
            result[entry.part] = index
            mapped.insert(entry.part)
            changed = true
        }
        if changed { result.reason = "by --map, then " + choice.reason }
        return (result, problem)
    }
}
