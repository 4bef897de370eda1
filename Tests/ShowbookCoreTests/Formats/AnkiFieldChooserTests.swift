import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// How a note type's fields are chosen: each family by its field names (whatever the type is
/// called), the rest by content — the term is the one word in the learning language, not an
/// index, a sentence or a romanization — and the learner's `--map` over either.
final class AnkiFieldChooserTests: XCTestCase {
    typealias Part = AnkiFieldChoice.Part

    /// The chosen field's name for each part (nil: none).
    func names(_ fields: [String], texts: [String]? = nil, map: String? = nil, noteType: String = "x") throws -> [String?] {
        let fieldMap = try map.map { try AnkiFieldMap(parsing: $0) }
        let choice = AnkiFieldChooser.choice(noteType: noteType, fieldNames: fields, texts: texts, map: fieldMap).choice
        return Part.allCases.map { choice[$0].map { fields[$0] } }
    }

    func testEachFamilyIsKnownByItsFieldNames() throws {
        XCTAssertEqual(try names(["Word", "Word Reading", "Word Meaning", "Word Furigana", "Sentence", "Sentence Meaning"]),
                       ["Word", "Word Reading", "Word Meaning", "Sentence", "Sentence Meaning"])
        XCTAssertEqual(try names(["Optimized-Voc-Index", "Vocabulary-Kanji", "Vocabulary-Furigana", "Vocabulary-Kana",
                                  "Vocabulary-English", "Expression", "Reading", "Sentence-English"]),
                       ["Vocabulary-Kanji", "Vocabulary-Kana", "Vocabulary-English", "Expression", "Sentence-English"])
        XCTAssertEqual(try names(["Korean", "Romanization", "Definition", "Part of Speech", "Example Sentence",
                                  "Example Translation", "Audio", "Hanja"]),
                       ["Korean", "Romanization", "Definition", "Example Sentence", "Example Translation"])
        XCTAssertEqual(try names(["Expression", "Meaning", "Reading"]), ["Expression", "Reading", "Meaning", nil, nil])
        XCTAssertEqual(try names(["Front", "Back"]), ["Front", nil, "Back", nil, nil])
        XCTAssertEqual(try names(AnkiNoteType.fieldNames), ["Term", "Reading", "Meaning", "Example", "Translation"])
        let line = AnkiFieldChooser.choice(noteType: "Core 2k", fieldNames: ["Vocabulary-Kanji", "Vocabulary-English"],
                                           texts: nil).choice.line(noteType: "Core 2k", fieldNames: ["Vocabulary-Kanji",
                                                                                                     "Vocabulary-English"])
        XCTAssertEqual(line, "note type “Core 2k”: Core 2k/6k fields by name: Vocabulary-Kanji → term, Vocabulary-English → meaning")
    }

    func testUnknownFieldsAreChosenByContent() throws {
        let fields = ["Nr", "Stem", "Gloss EN", "Kana form", "Usage", "Usage EN", "Pos"]
        XCTAssertEqual(try names(fields, texts: ["12", "橋", "bridge", "はし", "橋を渡る。", "I cross the bridge.", "noun"]),
                       ["Stem", "Kana form", "Gloss EN", "Usage", "Usage EN"])
        let korean = ["A", "B", "C", "D", "E", "F"]
        XCTAssertEqual(try names(korean, texts: ["시장", "sijang", "market", "noun", "시장에 가요.", "I go to the market."]),
                       ["A", "B", "C", "E", "F"], "the romanization has a vowel group per syllable; the meaning does not")
        XCTAssertEqual(try names(["A", "B", "C"], texts: ["駅[えき]", "駅", "station"]), ["B", "A", "C", nil, nil],
                       "a furigana field of the term is its reading")
        XCTAssertEqual(try names(["A", "B"], texts: ["perro", "dog"]), ["A", nil, "B", nil, nil],
                       "one script only: by position")
    }

    func testTheLearnersMapWins() throws {
        let fields = ["Optimized-Voc-Index", "Vocabulary-Kanji", "Vocabulary-Kana", "Vocabulary-English", "Expression"]
        XCTAssertEqual(try names(fields, map: "Term=Vocabulary-Kana, Example=", noteType: "Core 2k"),
                       ["Vocabulary-Kana", nil, "Vocabulary-English", nil, nil],
                       "the term from the kana field, which is then no reading; no example")
        XCTAssertEqual(try names(fields, map: "Core:meaning=1", noteType: "Core 2k")[2], "Optimized-Voc-Index",
                       "a note type's prefix scopes an entry; a number counts fields from 1")
        XCTAssertEqual(try names(fields, map: "Kaishi:Term=Expression", noteType: "Core 2k")[0], "Vocabulary-Kanji",
                       "an entry for another note type does not apply")
        let missing = AnkiFieldChooser.choice(noteType: "Core 2k", fieldNames: fields, texts: nil,
                                              map: try AnkiFieldMap(parsing: "Core 2k:Term=Kanji"))
        XCTAssertEqual(missing.problem, "--map: note type “Core 2k” has no field “Kanji”")
        XCTAssertEqual(missing.choice.term, 1, "a field that is not there leaves the part as chosen")
        for (bad, message) in [("Term", "--map: “Term” is not PART=FIELD (for example Term=Vocabulary-Kanji)"),
                               ("Word=Front", "--map: “Word” is not a part of a word (term, reading, meaning, example, translation)"),
                               (" , ", "--map: empty; give PART=FIELD, for example Term=Vocabulary-Kanji")] {
            XCTAssertThrowsError(try AnkiFieldMap(parsing: bad), bad) { error in
                XCTAssertEqual((error as? AnkiFieldMap.ParseError)?.description, message)
            }
        }
    }

    func testTheMapAppliesToATextExport() {
        var options = ImportOptions()
        options.fieldMap = try? AnkiFieldMap(parsing: "Meaning=3,Reading=2")
        let text = "#separator:tab\n#notetype column:1\nMy type\t猫\tcat\tねこ\n"
        let reader = try? AnkiTextReader(source: MemoryByteSource(Array(text.utf8)), fieldMap: options.fieldMap)
        guard let reader, case let .word(word)? = try? reader.next() else { return XCTFail("no word") }
        XCTAssertEqual([word.term, word.reading, word.meaning], ["猫", "cat", "ねこ"])
        XCTAssertEqual(reader.notes.columnMappings,
                       ["note type “My type”: by --map, then by content: field 1 → term, field 2 → reading, field 3 → meaning"])
    }

    /// A note without a meaning comes with its example and translation, and is counted.
    func testAWordWithoutAMeaningIsCountedNotRefused() {
        var words = AnkiNoteWords(noteTypes: [1: .init(name: "Korean deck", fieldNames: ["Korean", "English", "Example Sentence",
                                                                                        "Example Translation"], isCloze: false)])
        let row = words.row(.init(id: 1, noteTypeID: 1, fields: ["가방", "", "가방이 무거워요.", "The bag is heavy."], tags: [],
                                  queue: 0), location: .entry(1))?.row
        guard case let .word(word)? = row else { return XCTFail("\(String(describing: row))") }
        XCTAssertEqual([word.term, word.meaning, word.example, word.exampleTranslation], ["가방", "", "가방이 무거워요.", "The bag is heavy."])
        XCTAssertEqual(words.meaningCounts.lines, ["1 word without a meaning: studied from the example"])
    }

    /// A note with neither a meaning nor an example (an empty back) comes too, studied from its
    /// term, and is counted apart.
    func testAWordWithNeitherMeaningNorExampleIsCountedNotRefused() {
        var words = AnkiNoteWords(noteTypes: [1: .init(name: "Korean deck", fieldNames: ["Korean", "Romanization", "English"],
                                                        isCloze: false)])
        let row = words.row(.init(id: 1, noteTypeID: 1, fields: ["우산", "usan", ""], tags: [], queue: 0), location: .entry(1))?.row
        guard case let .word(word)? = row else { return XCTFail("\(String(describing: row))") }
        XCTAssertEqual([word.term, word.reading, word.meaning, word.example ?? ""], ["우산", "usan", "", ""])
        XCTAssertEqual(words.meaningCounts.lines, ["1 word with neither a meaning nor an example: studied from the term"])
    }

    /// A type chosen by content from a first note without an example takes the example from a
    /// fuller note later, in a package as in a text export.
    func testAPartTheFirstNoteLackedComesFromAFullerOne() {
        var words = AnkiNoteWords(noteTypes: [1: .init(name: "Mine", fieldNames: ["A", "B", "C", "D", "E"], isCloze: false)])
        let notes: [AnkiCollection.Note] = [
            .init(id: 1, noteTypeID: 1, fields: ["가방", "gabang", "bag", "", ""], tags: [], queue: 0),
            .init(id: 2, noteTypeID: 1, fields: ["시장", "sijang", "market", "시장에 가요.", "I go to the market."], tags: [], queue: 0),
        ]
        let examples = notes.enumerated().compactMap { index, note -> String? in
            guard case let .word(word)? = words.row(note, location: .entry(index + 1))?.row else { return nil }
            return word.example ?? ""
        }
        XCTAssertEqual(examples, ["", "시장에 가요."])
        XCTAssertEqual(words.mappingLines, ["note type “Mine”: by content: A → term, B → reading, C → meaning, D → example, "
                                            + "E → example translation"])
        let text = "#separator:tab\n#notetype column:1\nMine\t가방\tgabang\tbag\t\t\nMine\t시장\tsijang\tmarket\t시장에 가요.\tI go.\n"
        XCTAssertEqual(AnkiText.batch(text).words.map { $0.example ?? "" }, ["", "시장에 가요."])
    }
}
