import Foundation
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// Notes become words by their note type's field names, whatever the fields' order: the
/// four-field Expression / Reading / Meaning / Example note that a positional mapping swaps,
/// Basic's Front / Back, a mining note type with a sentence translation, and Showbook's own.
/// Also the one protobuf field the schema-18 reader needs (a note type's kind).
final class AnkiNoteWordsTests: XCTestCase {
    typealias Roles = AnkiNoteWords.FieldRoles

    func testFieldsArePickedByName() {
        let vocab = Roles(fieldNames: ["Expression", "Meaning", "Reading", "Example"])
        XCTAssertEqual([vocab.term, vocab.meaning, vocab.reading, vocab.example], [0, 1, 2, 3])
        let basic = Roles(fieldNames: ["Front", "Back"])
        XCTAssertEqual([basic.term, basic.meaning, basic.reading, basic.example], [0, 1, nil, nil])
        let mining = Roles(fieldNames: ["Sentence", "Word", "Kana", "Sentence Translation", "Definition", "Picture"])
        XCTAssertEqual([mining.term, mining.reading, mining.meaning, mining.example, mining.translation], [1, 2, 4, 0, 3])
        let showbook = Roles(fieldNames: AnkiNoteType.fieldNames)
        XCTAssertEqual([showbook.term, showbook.reading, showbook.meaning, showbook.example, showbook.translation, showbook.source],
                       [0, 1, 2, 3, 4, 7])
        let unnamed = Roles(fieldNames: ["Side A", "Side B", "Notes"])
        XCTAssertEqual([unnamed.term, unnamed.meaning], [0, 1], "no name says: by position")
        let translated = Roles(fieldNames: ["Word", "Translation"])
        XCTAssertEqual(translated.meaning, 1, "Translation is the meaning when nothing else is")
        XCTAssertNil(translated.translation)
    }

    /// The rows of `notes` through one converter, Cloze notes (nil) left out.
    func rows(_ notes: [AnkiCollection.Note], types: [Int64: AnkiCollection.NoteType]) -> (rows: [WordRow], words: AnkiNoteWords) {
        var words = AnkiNoteWords(noteTypes: types)
        let rows = notes.enumerated().compactMap { index, note in words.row(note, location: .entry(index + 1))?.row }
        return (rows, words)
    }

    func testANoteBecomesAWordWithItsTagsAndMediaCounted() throws {
        let types: [Int64: AnkiCollection.NoteType] = [
            1: .init(name: "Japanese", fieldNames: ["Expression", "Meaning", "Reading", "Example"], isCloze: false),
            2: .init(name: "Cloze", fieldNames: ["Text", "Extra"], isCloze: true),
        ]
        let (rows, words) = rows([
            .init(id: 1, noteTypeID: 1, fields: ["<b>猫</b>", "cat[sound:neko.mp3]", "ねこ", "<div>猫がいる。</div><img src=\"c.jpg\">"],
                  tags: ["animal", "showbook::fail"], queue: 2),
            .init(id: 2, noteTypeID: 2, fields: ["{{c1::Paris}}", ""], tags: [], queue: nil),
            .init(id: 3, noteTypeID: 9, fields: ["x", "y"], tags: [], queue: nil),
        ], types: types)
        XCTAssertEqual(rows.count, 2, "the Cloze note gives no row")
        XCTAssertEqual(words.counts.mediaReferences, 2)
        guard case let .word(word) = rows.first else { return XCTFail("\(rows)") }
        XCTAssertEqual([word.term, word.meaning, word.reading, word.example], ["猫", "cat", "ねこ", "猫がいる。"])
        XCTAssertEqual(word.tags, ["animal", "showbook::fail"])
        XCTAssertEqual(word.state, .fail)
        XCTAssertEqual(rows.last, .problem(FormatProblem(.entry(3), "its note type is missing from the package")))
    }

    /// The same furigana rules as the text import: a term in ruby or brackets gives the term
    /// and its reading when the note has no reading of its own; a reading field in brackets is
    /// read as kana; meanings and examples show their ruby bases.
    func testRubyAndFuriganaInANoteGiveTermAndReading() throws {
        let types: [Int64: AnkiCollection.NoteType] = [
            1: .init(name: "Basic", fieldNames: ["Front", "Back"], isCloze: false),
            2: .init(name: "Vocab", fieldNames: ["Expression", "Reading", "Meaning", "Example"], isCloze: false),
        ]
        let words = rows([
            .init(id: 1, noteTypeID: 1, fields: ["<ruby>漢字<rt>かんじ</rt></ruby>", "Chinese characters"], tags: [], queue: 0),
            .init(id: 2, noteTypeID: 1, fields: ["日本語[にほんご]", "Japanese"], tags: [], queue: 0),
            .init(id: 3, noteTypeID: 2, fields: ["食べる", " 食[た]べる", "to eat", "<ruby>猫<rt>ねこ</rt></ruby>が食べる"], tags: [], queue: 0),
        ], types: types).rows.compactMap { row -> ImportedWord? in
            if case let .word(word) = row { return word }
            return nil
        }
        XCTAssertEqual(words.map(\.term), ["漢字", "日本語", "食べる"])
        XCTAssertEqual(words.map(\.reading), ["かんじ", "にほんご", "たべる"])
        XCTAssertEqual(words[2].example, "猫が食べる")
    }

    func testTheKindOfASchema18NoteTypeIsItsFirstVarint() {
        XCTAssertEqual(ProtobufMessage(hex: "0801").varint(1), 1)
        XCTAssertNil(ProtobufMessage(hex: "1203414243").varint(1), "absent: proto3's default, a standard note type")
        XCTAssertEqual(ProtobufMessage(hex: "12034142431A0108AC02").varint(1), nil, "field 3 is a message, not field 1")
        XCTAssertEqual(ProtobufMessage(hex: "1203414243" + "20AC02").varint(4), 300)
        XCTAssertNil(ProtobufMessage(hex: "12FF").varint(1), "a length past the end")
        XCTAssertNil(ProtobufMessage(hex: "zz").varint(1))
    }
}
