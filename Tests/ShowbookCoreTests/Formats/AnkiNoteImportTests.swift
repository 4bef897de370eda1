import XCTest
@testable import ShowbookExchange

/// Notes as Anki writes them: ruby and furigana brackets split into term and reading, sounds
/// and pictures taken out (and counted), no-break spaces and `<div>` lines kept as shown, cloze
/// notes refused, and columns mapped by the names the file gives.
final class AnkiNoteImportTests: XCTestCase {
    func first(_ text: String) -> ImportedWord? { AnkiText.batch(text).words.first }

    func termAndReading(_ text: String) -> [String?] {
        let word = first(text)
        return [word?.term, word?.reading]
    }

    func testRubyGivesTheBaseAsTermAndTheAnnotationAsReading() {
        XCTAssertEqual(termAndReading("#html:true\n<ruby>漢字<rt>かんじ</rt></ruby>\tChinese characters\n"), ["漢字", "かんじ"])
        XCTAssertEqual(termAndReading("#html:true\n<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>\tx\n"), ["漢字", "かんじ"])
        XCTAssertEqual(termAndReading("#html:true\n<ruby>食<rt>た</rt></ruby>べる\tto eat\n"), ["食べる", "たべる"])
        XCTAssertEqual(termAndReading("#html:true\n<ruby>勉<rt>べん</rt></ruby><ruby>強<rt>きょう</rt></ruby>する\tto study\n"),
                       ["勉強する", "べんきょうする"])
        XCTAssertEqual(termAndReading("#html:true\n<RUBY><rb>日本</rb><RT class=x>にほん</RT></RUBY>\tJapan\n"), ["日本", "にほん"])
        XCTAssertEqual(first("#html:true\n猫\tcat, as in <ruby>猫<rt>ねこ</rt></ruby>舌\n")?.meaning, "cat, as in 猫舌",
                       "ruby in another field keeps its base")
    }

    func testFuriganaBracketsGiveTermAndReading() {
        XCTAssertEqual(termAndReading("日本語[にほんご]\tJapanese\n"), ["日本語", "にほんご"])
        XCTAssertEqual(termAndReading("#html:true\n 食[た]べる\tto eat\n"), ["食べる", "たべる"])
        XCTAssertEqual(termAndReading("私[わたし]は 日本[にほん]に\tI, to Japan\n"), ["私は日本に", "わたしはにほんに"])
        XCTAssertEqual(termAndReading("食[た]べ 物[もの]\tfood\n"), ["食べ物", "たべもの"])
        // Kana before a group's kanji that its reading does not repeat stays outside the base,
        // written once (the fuzz test found it written twice).
        XCTAssertEqual(termAndReading("食[た]べ物[もの]\tfood\n"), ["食べ物", "たべもの"])
        XCTAssertEqual(termAndReading("お茶[ちゃ]\ttea\n"), ["お茶", "おちゃ"])
        XCTAssertEqual(termAndReading("こんにちは漢字[かんじ]\thello\n"), ["こんにちは漢字", "こんにちはかんじ"])
        XCTAssertEqual(termAndReading("お 茶[おちゃ]\ttea\n"), ["お茶", "おおちゃ"], "Anki's own rule: the space ends the base")
        XCTAssertEqual(termAndReading("array[index]\tan element\n"), ["array[index]", nil], "not kana: not furigana")
    }

    func testAReadingColumnWinsOverTheTermsFurigana() {
        XCTAssertEqual(termAndReading("日本語[にほんご]\tJapanese\tnihongo\n"), ["日本語", "nihongo"])
        XCTAssertEqual(termAndReading("#html:true\n<ruby>漢字<rt>かんじ</rt></ruby>\tkanji\t\n"), ["漢字", "かんじ"],
                       "an empty reading column does not win")
        XCTAssertEqual(termAndReading("#columns:Expression\tReading\tMeaning\n日本語\t日本語[にほんご]\tJapanese\n"),
                       ["日本語", "にほんご"], "a reading written as furigana is read as kana")
    }

    func testSoundsAndPicturesAreRemovedFromEveryFieldAndCounted() {
        let batch = AnkiText.batch("#html:true\n猫[sound:neko.mp3]\tcat <img src=\"cat.jpg\">[sound:cat.ogg]\t\t"
                                   + "example [sound:x.mp3]<IMG src='y.png'/>\n")
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(batch.words.map { [$0.term, $0.meaning, $0.example] }, [["猫", "cat", "example"]])
        XCTAssertEqual(batch.notes.removedSounds, 3)
        XCTAssertEqual(batch.notes.removedPictures, 2)
        XCTAssertTrue(batch.notes.lines.contains("removed 3 sounds and 2 pictures"), "\(batch.notes.lines)")
    }

    func testNoBreakSpacesStayAndDivLinesAreSingleBreaks() {
        let word = first("#html:true\na&nbsp;&nbsp;&nbsp;b\tx&nbsp;y&#160;z\t\t<div>one</div><div>two</div>\n")
        XCTAssertEqual(word?.term, "a\u{A0}\u{A0}\u{A0}b")
        XCTAssertEqual(word?.meaning, "x\u{A0}y\u{A0}z")
        XCTAssertEqual(word?.example, "one\ntwo")
        XCTAssertEqual(first("#html:true\nt\ta<div>b</div><div><br></div><div>c</div>\n")?.meaning, "a\nb\n\nc",
                       "an empty <div><br></div> line is one blank line")
    }

    func testClozeNotesAreRefusedWithTheirCountAndTheRestImported() {
        let batch = AnkiText.batch("""
        #html:true
        #notetype column:1
        Cloze\t{{c1::Paris}} is the capital\textra
        Basic\t사과\tapple
        Basic\t{{c2::x}} hides\ty
        Cloze (custom)\tfoo\tbar

        """)
        XCTAssertEqual(batch.words.map(\.term), ["사과"])
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(batch.notes.clozeNotes, 3)
        XCTAssertTrue(batch.notes.lines.contains("3 cloze notes skipped: Showbook cards have one term"), "\(batch.notes.lines)")
        XCTAssertEqual(AnkiText.batch("{{c1::Seoul}} is big\tcity\nkey\t열쇠\n").notes.clozeNotes, 1, "without a note type column")
    }

    func testAKnownNoteTypeIsMappedByItsFieldNames() {
        let batch = AnkiText.batch("#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:13\n"
            + "g1\tShowbook\tJapanese\t日本\tにほん\tJapan\t日本に行く\tI go to Japan.\t[sound:a.mp3]\t<img src=b.jpg>\tShow · S01E01\t\tn5\n"
            + "g2\tBasic\tJapanese\t水\twater" + String(repeating: "\t", count: 8) + "n5 showbook::success\n"
            + "g3\tJapanese (recognition)\tJapanese\t山\tmountain\tやま" + String(repeating: "\t", count: 7) + "\n")
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(batch.words.map { [$0.term, $0.reading, $0.meaning, $0.example, $0.exampleTranslation] },
                       [["日本", "にほん", "Japan", "日本に行く", "I go to Japan."], ["水", nil, "water", nil, nil],
                        ["山", "やま", "mountain", nil, nil]])
        XCTAssertEqual(batch.notes.columnMappings, [
            "columns by name (note type Showbook): Term → term, Reading → reading, Meaning → meaning, Example → example, "
                + "Translation → example translation",
            "columns by name (note type Basic): Front → term, Back → meaning",
            "columns by name (note type Japanese (recognition)): Expression → term, Meaning → meaning, Reading → reading",
        ])
        XCTAssertEqual(batch.notes.removedSounds, 1)
        XCTAssertEqual(batch.notes.removedPictures, 1)
    }

    func testAnUnknownNoteTypeIsMappedByPositionAndSaysSo() {
        let batch = AnkiText.batch("#notetype column:1\nMy type\ta\tb\tc\n")
        XCTAssertEqual(batch.words.map { [$0.term, $0.meaning, $0.reading] }, [["a", "b", "c"]])
        XCTAssertEqual(batch.notes.columnMappings, ["columns by position (note type My type): term, meaning, reading"])
        XCTAssertEqual(AnkiText.batch("a\tb\n").notes.columnMappings, ["columns by position: term, meaning"])
    }

    func testAFirstRowOfFieldNamesMapsTheColumns() {
        let batch = AnkiText.batch("Expression\tReading\tMeaning\tExample\n日本\tにほん\tJapan\t日本語\n")
        XCTAssertEqual(batch.words.map { [$0.term, $0.reading, $0.meaning, $0.example] }, [["日本", "にほん", "Japan", "日本語"]])
        XCTAssertEqual(batch.words.first?.location, .line(2))
        XCTAssertEqual(batch.notes.columnMappings,
                       ["columns by name: Expression → term, Reading → reading, Meaning → meaning, Example → example"])
        let csv = AnkiText.batch("Word,Kana,Definition,Sentence\n水,みず,water,水を飲む\n")
        XCTAssertEqual(csv.words.map { [$0.term, $0.reading, $0.meaning, $0.example] }, [["水", "みず", "water", "水を飲む"]])
        let notHeader = AnkiText.batch("Expression\tsomething else\nb\tc\n")
        XCTAssertEqual(notHeader.words.map(\.term), ["Expression", "b"], "one cell that is not a field name: a word")
        XCTAssertEqual(notHeader.notes.columnMappings, ["columns by position: term, meaning"])
    }

    func testAColumnsHeaderIsReportedByName() {
        let batch = AnkiText.batch("#separator:tab\n#tags column:3\n#columns:Front\tBack\tTags\n사과\tapple\tfruit\n")
        XCTAssertEqual(batch.notes.columnMappings, ["columns by name: Front → term, Back → meaning"])
        XCTAssertEqual(batch.words.first?.tags, ["fruit"])
    }
}
