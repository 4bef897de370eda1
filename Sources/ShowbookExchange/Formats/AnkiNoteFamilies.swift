import ShowbookPlatform

/// The note types learners' decks are made of, known by their field names whatever the note
/// type is called: Showbook's own, Core 2k/6k Optimized and its variants (whose `Expression` is
/// the sentence, not the word), Kaishi-style decks (`Word`, `Word Reading`, `Word Meaning`,
/// `Sentence`, `Sentence Meaning` …), Korean vocabulary decks (`Korean`, `Romanization`,
/// `English`/`Meaning`/`Definition`, `Example Sentence`, `Example Translation` …), the
/// Japanese Support add-on's recognition types and Anki's Basic types. Names are compared
/// case-insensitively with `-` and `_` read as spaces.
package enum AnkiNoteFamilies {
    /// A family: the fields a note type must have to be one, and the names each part is
    /// looked for under, best first.
    package struct Family: Sendable {
        package var name: String
        package var required: [[String]]
        package var parts: [AnkiFieldChoice.Part: [String]]
    }

    package static let families: [Family] = [
        Family(name: "Showbook fields", required: [["term"], ["meaning"], ["production"]], parts: [
            .term: ["term"], .reading: ["reading"], .meaning: ["meaning"], .example: ["example"], .translation: ["translation"],
        ]),
        Family(name: "Core 2k/6k fields", required: [["vocabulary kanji", "vocabulary"], ["vocabulary english", "vocabulary meaning"]],
               parts: [
                .term: ["vocabulary kanji", "vocabulary"], .reading: ["vocabulary kana", "vocabulary furigana", "vocabulary reading"],
                .meaning: ["vocabulary english", "vocabulary meaning"],
                .example: ["expression", "sentence kanji", "sentence", "sentence expression"],
                .translation: ["sentence english", "sentence meaning", "sentence translation"],
               ]),
        Family(name: "Kaishi-style fields", required: [["word"], ["word meaning", "word english", "word definition"]], parts: [
            .term: ["word"], .reading: ["word reading", "word kana", "word furigana"],
            .meaning: ["word meaning", "word english", "word definition"],
            .example: ["sentence", "example sentence"],
            .translation: ["sentence meaning", "sentence english", "sentence translation"],
        ]),
        Family(name: "Korean vocabulary fields", required: [["korean"], ["english", "meaning", "definition"]], parts: [
            .term: ["korean"], .reading: ["romanization", "romanisation", "pronunciation"],
            .meaning: ["english", "meaning", "definition"],
            .example: ["example sentence", "example", "sentence", "korean sentence"],
            .translation: ["example translation", "sentence translation", "example english", "sentence english",
                           "example meaning", "sentence meaning"],
        ]),
        Family(name: "Japanese recognition fields", required: [["expression"], ["meaning"], ["reading"]], parts: [
            .term: ["expression"], .reading: ["reading"], .meaning: ["meaning"], .example: ["example", "sentence"],
            .translation: ["example translation", "sentence translation", "sentence meaning"],
        ]),
        Family(name: "Basic fields", required: [["front"], ["back"]], parts: [.term: ["front"], .meaning: ["back"]]),
    ]

    /// A field name as families spell it: lower case, `-` and `_` as spaces, spaces single.
    package static func key(_ name: String) -> String {
        String(name.lowercased().map { $0 == "-" || $0 == "_" ? " " : $0 }).split(separator: " ").joined(separator: " ")
    }

    /// The choice of the first family whose fields `fieldNames` has; nil when none.
    package static func choice(fieldNames: [String]) -> AnkiFieldChoice? {
        let keys = fieldNames.map(key)
        guard let family = families.first(where: { family in
            family.required.allSatisfy { names in names.contains { keys.contains($0) } }
        }) else { return nil }
        var choice = AnkiFieldChoice(reason: family.name + " by name")
        var taken: Set<Int> = []
        for part in AnkiFieldChoice.Part.allCases {
            for name in family.parts[part] ?? [] {
                if let index = keys.indices.first(where: { keys[$0] == name && !taken.contains($0) }) {
                    choice[part] = index
                    taken.insert(index)
                    break
                }
            }
        }
        return choice
    }
}
