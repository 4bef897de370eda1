import Foundation
import XCTest
@testable import ShowbookCore

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

    func testANoteBecomesAWordWithItsTagsAndMediaCounted() throws {
        let collection = AnkiCollection(
            noteTypes: [1: .init(name: "Japanese", fieldNames: ["Expression", "Meaning", "Reading", "Example"], isCloze: false),
                        2: .init(name: "Cloze", fieldNames: ["Text", "Extra"], isCloze: true)],
            decks: [5: "Japanese::Core"],
            notes: [
                .init(id: 1, noteTypeID: 1, fields: ["<b>猫</b>", "cat[sound:neko.mp3]", "ねこ", "<div>猫がいる。</div><img src=\"c.jpg\">"],
                      tags: ["animal", "showbook::fail"], cards: [.init(id: 10, ordinal: 0, deckID: 5, queue: 2, reviews: [])]),
                .init(id: 2, noteTypeID: 2, fields: ["{{c1::Paris}}", ""], tags: [], cards: []),
                .init(id: 3, noteTypeID: 9, fields: ["x", "y"], tags: [], cards: []),
            ]
        )
        let words = AnkiNoteWords(collection)
        XCTAssertEqual(words.counts.notes, 3)
        XCTAssertEqual(words.counts.cloze, 1)
        XCTAssertEqual(words.counts.mediaReferences, 2)
        let deck = try XCTUnwrap(words.decks.first { $0.name == "Japanese::Core" })
        let word = try XCTUnwrap(deck.words.first)
        XCTAssertEqual([word.term, word.meaning, word.reading, word.example], ["猫", "cat", "ねこ", "猫がいる。"])
        XCTAssertEqual(word.tags, ["animal", "showbook::fail"])
        XCTAssertEqual(word.state, .fail)
        XCTAssertEqual(words.decks.flatMap(\.problems).map(\.description), ["entry 3: its note type is missing from the package"])
    }

    /// The same furigana rules as the text import: a term in ruby or brackets gives the term
    /// and its reading when the note has no reading of its own; a reading field in brackets is
    /// read as kana; meanings and examples show their ruby bases.
    func testRubyAndFuriganaInANoteGiveTermAndReading() throws {
        let collection = AnkiCollection(
            noteTypes: [1: .init(name: "Basic", fieldNames: ["Front", "Back"], isCloze: false),
                        2: .init(name: "Vocab", fieldNames: ["Expression", "Reading", "Meaning", "Example"], isCloze: false)],
            decks: [5: "JP"],
            notes: [
                .init(id: 1, noteTypeID: 1, fields: ["<ruby>漢字<rt>かんじ</rt></ruby>", "Chinese characters"], tags: [],
                      cards: [.init(id: 10, ordinal: 0, deckID: 5, queue: 0, reviews: [])]),
                .init(id: 2, noteTypeID: 1, fields: ["日本語[にほんご]", "Japanese"], tags: [],
                      cards: [.init(id: 11, ordinal: 0, deckID: 5, queue: 0, reviews: [])]),
                .init(id: 3, noteTypeID: 2, fields: ["食べる", " 食[た]べる", "to eat", "<ruby>猫<rt>ねこ</rt></ruby>が食べる"], tags: [],
                      cards: [.init(id: 12, ordinal: 0, deckID: 5, queue: 0, reviews: [])]),
            ]
        )
        let words = try XCTUnwrap(AnkiNoteWords(collection).decks.first).words
        XCTAssertEqual(words.map(\.term), ["漢字", "日本語", "食べる"])
        XCTAssertEqual(words.map(\.reading), ["かんじ", "にほんご", "たべる"])
        XCTAssertEqual(words[2].example, "猫が食べる")
    }

    func testTheKindOfASchema18NoteTypeIsItsFirstVarint() {
        XCTAssertEqual(ProtobufFields.varint(1, inHex: "0801"), 1)
        XCTAssertNil(ProtobufFields.varint(1, inHex: "1203414243"), "absent: proto3's default, a standard note type")
        XCTAssertEqual(ProtobufFields.varint(1, inHex: "12034142431A0108AC02"), nil, "field 3 is a message, not field 1")
        XCTAssertEqual(ProtobufFields.varint(4, inHex: "1203414243" + "20AC02"), 300)
        XCTAssertNil(ProtobufFields.varint(1, inHex: "12FF"), "a length past the end")
        XCTAssertNil(ProtobufFields.varint(1, inHex: "zz"))
    }
}
