import ShowbookPlatform

/// Chooses, once per note type, which fields give a word's term, reading, meaning, example and
/// example translation, in this order of trust:
/// 1. a family of note types known by its field names (`AnkiNoteFamilies`);
/// 2. field names that say what they hold (`Term`, `Reading`, `Meaning`, `Example`,
///    `Translation` and their kin, as `AnkiColumnMapping` lists them), when one names the term;
/// 3. the fields' content (`AnkiContentChooser`), when a note is at hand;
/// 4. names for what they say, and the first fields left over for term and meaning;
/// 5. position: the first two fields are term and meaning.
/// `--map` (`AnkiFieldMap`) then overrides any part.
package enum AnkiFieldChooser {
    package static let readingNames = AnkiColumnMapping.readingNames
    package static let translationNames: Set<String> = ["translation", "example translation", "sentence translation",
                                                        "sentence meaning", "sentence english"]
    package static let meaningNames = AnkiColumnMapping.meaningNames.subtracting(translationNames)

    /// The choice for a note type with these field names (nil: unnamed, as in a text export)
    /// whose first note's fields read `texts` (plain text; nil: no note at hand).
    package static func choice(noteType: String?, fieldNames: [String]?, texts: [String]?,
                               map: AnkiFieldMap? = nil) -> (choice: AnkiFieldChoice, problem: String?) {
        let count = fieldNames?.count ?? texts?.count ?? 0
        var choice: AnkiFieldChoice
        if let fieldNames, let family = AnkiNoteFamilies.choice(fieldNames: fieldNames) {
            choice = family
        } else if let fieldNames, let named = byName(fieldNames), named.namedTerm {
            choice = named.choice
        } else if let texts, let found = AnkiContentChooser.choice(texts: texts) {
            choice = found
        } else if let fieldNames, let named = byName(fieldNames) {
            choice = named.choice
        } else {
            choice = AnkiFieldChoice(term: count > 0 ? 0 : nil, meaning: count > 1 ? 1 : nil, reason: "by position")
        }
        guard let map else { return (choice, nil) }
        return map.applied(to: choice, noteType: noteType, fieldNames: fieldNames, fieldCount: count)
    }

    /// The parts field names name, the first fields left over giving a term or meaning no name
    /// does (`namedTerm` says whether a name gave the term); nil when no name says either.
    package static func byName(_ fieldNames: [String]) -> (choice: AnkiFieldChoice, namedTerm: Bool)? {
        let names = fieldNames.map { $0.trimmedWhitespace.lowercased() }
        func first(_ set: Set<String>, excluding taken: [Int?]) -> Int? {
            names.indices.first { set.contains(names[$0]) && !taken.contains($0) }
        }
        var choice = AnkiFieldChoice(reason: "fields by name")
        choice.term = first(AnkiColumnMapping.termNames, excluding: [])
        choice.reading = first(readingNames, excluding: [choice.term])
        choice.meaning = first(meaningNames, excluding: [choice.term, choice.reading])
        choice.example = first(AnkiColumnMapping.exampleNames, excluding: [choice.term, choice.reading, choice.meaning])
        choice.translation = first(translationNames, excluding: [choice.term, choice.reading, choice.meaning, choice.example])
        if choice.meaning == nil, let found = choice.translation {
            choice.meaning = found
            choice.translation = nil
        }
        guard choice.term != nil || choice.meaning != nil else { return nil }
        let namedTerm = choice.term != nil
        let source = names.firstIndex(of: "source")
        let taken = [choice.term, choice.reading, choice.meaning, choice.example, choice.translation, source]
        var free = names.indices.filter { !taken.contains($0) }.makeIterator()
        if choice.term == nil { choice.term = free.next() }
        if choice.meaning == nil { choice.meaning = free.next() }
        return (choice, namedTerm)
    }
}
