import ShowbookPlatform

/// Which field of a note type gives which part of a word, and why: the one decision both the
/// package import (`AnkiNoteWords`) and the text import (`AnkiTextReader`) make per note type,
/// so the same notes give the same words either way. `reason` says how it was made ("Core
/// 2k/6k fields by name", "by content", "by --map" …) for the report's line.
package struct AnkiFieldChoice: Sendable, Equatable {
    package var term: Int?
    package var reading: Int?
    package var meaning: Int?
    package var example: Int?
    package var translation: Int?
    package var reason: String

    package init(term: Int? = nil, reading: Int? = nil, meaning: Int? = nil, example: Int? = nil,
                 translation: Int? = nil, reason: String) {
        self.term = term
        self.reading = reading
        self.meaning = meaning
        self.example = example
        self.translation = translation
        self.reason = reason
    }

    /// The parts of a word, by the name `--map` and the report give them.
    package enum Part: String, CaseIterable, Sendable {
        case term, reading, meaning, example, translation
    }

    package subscript(part: Part) -> Int? {
        get {
            switch part {
            case .term: return term
            case .reading: return reading
            case .meaning: return meaning
            case .example: return example
            case .translation: return translation
            }
        }
        set {
            switch part {
            case .term: term = newValue
            case .reading: reading = newValue
            case .meaning: meaning = newValue
            case .example: example = newValue
            case .translation: translation = newValue
            }
        }
    }

    /// This choice with the parts it lacks taken from `other`, where `other` puts them in a
    /// field this one does not use.
    package func adding(_ other: AnkiFieldChoice) -> AnkiFieldChoice {
        var result = self
        for part in Part.allCases where result[part] == nil {
            guard let field = other[part], !Part.allCases.contains(where: { result[$0] == field }) else { continue }
            result[part] = field
        }
        return result
    }

    /// The report's line: `note type “Core 2k”: Core 2k/6k fields by name: Vocabulary-Kanji →
    /// term, …`; a field without a name is `field N`.
    package func line(noteType: String?, fieldNames: [String]?) -> String {
        let label = (noteType.map { "note type “\($0)”: " } ?? "") + reason + ": "
        let parts = Part.allCases.compactMap { part -> (Int, String)? in self[part].map { ($0, part.rawValue) } }
            .sorted { $0.0 < $1.0 }
        guard !parts.isEmpty else { return label + "nothing" }
        return label + parts.map { index, role in
            let name = fieldNames.flatMap { index < $0.count ? $0[index].trimmedWhitespace : nil } ?? ""
            return "\(name.isEmpty ? "field \(index + 1)" : name) → \(role == "translation" ? "example translation" : role)"
        }.joined(separator: ", ")
    }
}
