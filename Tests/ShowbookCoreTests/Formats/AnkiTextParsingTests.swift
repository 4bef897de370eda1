import XCTest
@testable import ShowbookExchange

/// Anki text import parsing: headers, separators, quoting, BOM, guessing and malformed rows.
final class AnkiTextParsingTests: XCTestCase {
    func terms(_ batch: ImportBatch) -> [String] { batch.words.map(\.term) }

    func testEverySeparatorHeaderByNameAndByCharacter() {
        let cases: [(String, String)] = [
            ("Tab", "\t"), ("tab", "\t"), ("Comma", ","), ("Semicolon", ";"), ("Pipe", "|"), ("Space", " "),
            ("Colon", ":"), (";", ";"), ("|", "|"), ("~", "~"), (" ", " "),
        ]
        for (name, separator) in cases {
            let text = "#separator:\(name)\napple\(separator)사과\(separator)sagwa\nkey\(separator)열쇠\n"
            let batch = AnkiText.batch(text)
            XCTAssertEqual(batch.problems, [], name)
            XCTAssertEqual(terms(batch), ["apple", "key"], "separator \(name)")
            XCTAssertEqual(batch.words.map(\.meaning), ["사과", "열쇠"], "separator \(name)")
            XCTAssertEqual(batch.words.first?.reading, "sagwa", "separator \(name)")
            XCTAssertEqual(batch.words.map(\.location), [.line(2), .line(3)], "separator \(name)")
        }
    }

    func testQuotedFieldsHoldSeparatorsNewlinesAndDoubledQuotes() {
        let text = """
        #separator:Comma
        "hello, world","this is
        a two line answer"
        two,"say ""hi"" twice"
        "three",plain "quote" inside
        """
        let batch = AnkiText.batch(text)
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(terms(batch), ["hello, world", "two", "three"])
        XCTAssertEqual(batch.words.map(\.meaning), ["this is\na two line answer", "say \"hi\" twice", "plain \"quote\" inside"])
        XCTAssertEqual(batch.words.map(\.location), [.line(2), .line(4), .line(5)], "a record's first line, after a two-line field")
    }

    func testCRLFLineEndsInsideAndOutsideQuotes() {
        let batch = AnkiText.batch("#separator:tab\r\na\t\"x\r\ny\"\r\nb\tz\r\n")
        XCTAssertEqual(terms(batch), ["a", "b"])
        XCTAssertEqual(batch.words.map(\.meaning), ["x\ny", "z"])
        XCTAssertEqual(batch.words.map(\.location), [.line(2), .line(4)])
    }

    func testByteOrderMarkIsDroppedSoTheHeaderStillCounts() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("#separator:Semicolon\n#deck:Fruit\napple;사과\n".utf8)
        let batch = AnkiText.batch(try AnkiText.decode(data))
        XCTAssertEqual(terms(batch), ["apple"])
        XCTAssertEqual(batch.suggestedBookName, "Fruit")
        XCTAssertFalse(batch.words[0].term.unicodeScalars.contains("\u{FEFF}"))
    }

    func testInvalidUTF8IsRefused() {
        XCTAssertThrowsError(try AnkiText.decode(Data([0x61, 0xFF, 0x62]))) { error in
            XCTAssertEqual(error as? AnkiText.ReadError, .notUTF8)
        }
    }

    func testMalformedRowsAreReportedWithLineNumbersAndTheRestImports() {
        let text = """
        #separator:tab
        apple\t사과
        lonely
        \tno term
        pear\t배

        "broken\tstill open
        plum\t자두
        """
        let batch = AnkiText.batch(text)
        XCTAssertEqual(terms(batch), ["apple", "lonely", "pear", "plum"], "a word without a meaning comes, studied from its term")
        XCTAssertEqual(batch.problems.map(\.location), [.line(4), .line(7)])
        XCTAssertEqual(batch.problems[0].message, "missing term")
        XCTAssertTrue(batch.problems[1].message.hasPrefix("unterminated quote"), batch.problems[1].message)
        XCTAssertEqual(batch.words.last?.location, .line(8))
    }

    func testWithoutHeadersTabOrCommaIsGuessed() {
        let tabbed = AnkiText.batch("apple\tred, sweet fruit\nlime\tgreen, sour\n")
        XCTAssertEqual(tabbed.words.map(\.meaning), ["red, sweet fruit", "green, sour"])
        let commas = AnkiText.batch("apple,사과,sagwa\nkey,열쇠,yeolsoe\n")
        XCTAssertEqual(commas.words.map(\.meaning), ["사과", "열쇠"])
        XCTAssertEqual(commas.words.map(\.reading), ["sagwa", "yeolsoe"])
        XCTAssertNil(commas.words[0].example, "no example column, so nothing to overwrite")
        XCTAssertEqual(AnkiText.guessSeparator(["a;b", "c;d"]), ";")
        XCTAssertEqual(AnkiText.guessSeparator(["just words"]), "\t")
    }

    func testColumnsHeaderMapsByNameIncludingFrontAndBack() {
        let text = """
        #separator:Pipe
        #columns:Back|Notes|Front|Pronunciation|Tags
        사과|fruit|apple|ˈæp.əl|lesson1 showbook::fail
        """
        let word = AnkiText.batch(text).words[0]
        XCTAssertEqual(word.term, "apple")
        XCTAssertEqual(word.meaning, "사과")
        XCTAssertEqual(word.reading, "ˈæp.əl")
        XCTAssertNil(word.example)
        XCTAssertEqual(word.tags, ["lesson1", "showbook::fail"])
        XCTAssertEqual(word.state, .fail)
    }

    func testAnkiNotesExportHeadersSkipGuidNotetypeAndDeckColumns() {
        let text = """
        #separator:tab
        #html:true
        #guid column:1
        #notetype column:2
        #deck column:3
        #tags column:6
        #if matches:update current
        q1w2e3\tBasic\tKorean::Food\t사과\tapple<br>a fruit &amp; a company\tshowbook::success
        """
        let batch = AnkiText.batch(text)
        XCTAssertEqual(batch.problems, [])
        XCTAssertEqual(terms(batch), ["사과"])
        XCTAssertEqual(batch.words[0].meaning, "apple\na fruit & a company")
        XCTAssertEqual(batch.words[0].state, .success)
        XCTAssertEqual(batch.suggestedBookName, "Korean::Food")
    }

    func testTagsHeaderAppliesToEveryRowAndUnknownHeadersAreIgnored() {
        let document = AnkiText.parse("#separator:comma\n#tags:showbook::success extra\n#notetype:Basic\n#future thing:1\na,b\n")
        XCTAssertEqual(document.headers.ignored, ["future thing"])
        XCTAssertEqual(document.headers.notetype, "Basic")
        let batch = AnkiText.batch("#separator:comma\n#tags:showbook::success extra\na,b\n")
        XCTAssertEqual(batch.words[0].state, .success)
    }

    func testBadHeaderValuesAreReportedAndGuessingTakesOver() {
        let batch = AnkiText.batch("#separator:Wavy\n#html:maybe\na,b\n")
        XCTAssertEqual(batch.problems.map(\.location), [.line(1), .line(2)])
        XCTAssertEqual(terms(batch), ["a"])
    }

    func testCommentsAfterTheHeaderAndBlankLinesAreSkipped() {
        let batch = AnkiText.batch("#separator:tab\n\n# a comment\napple\tfruit\n\n\n#another\npear\tfruit\n")
        XCTAssertEqual(terms(batch), ["apple", "pear"])
        XCTAssertEqual(batch.words.map(\.location), [.line(4), .line(8)])
    }

    func testHTMLIsOnlyDecodedWhenTheFileSaysSo() {
        XCTAssertEqual(AnkiText.batch("#html:false\na\t<b>x</b> &amp;\n").words[0].meaning, "<b>x</b> &amp;")
        XCTAssertEqual(AnkiText.batch("#html:true\na\t<b>x</b> &amp; &#x2192; &#39;y&#39;\n").words[0].meaning, "x & → 'y'")
    }
}
