import XCTest
@testable import ShowbookPlatform

/// Readings of titles: kana and Hepburn romaji through MeCab, Revised Romanization for Hangul,
/// and what is left when MeCab or its dictionary is missing (simulated, not skipped).
final class TitleReaderTests: XCTestCase {
    func testKanaToHepburn() {
        XCTAssertEqual(KanaRomanizer.romanize("しんげき"), "shingeki")
        XCTAssertEqual(KanaRomanizer.romanize("キョジン"), "kyojin")
        XCTAssertEqual(KanaRomanizer.romanize("ちゃっと"), "chatto")
        XCTAssertEqual(KanaRomanizer.romanize("まっちゃ"), "matcha")
        XCTAssertEqual(KanaRomanizer.romanize("ワンピース"), "wanpiisu")
        XCTAssertEqual(KanaRomanizer.romanize("しんかんせん"), "shinkansen")
        XCTAssertEqual(KanaRomanizer.romanize("ふじさん"), "fujisan")
        XCTAssertEqual(KanaRomanizer.romanize("ぢゃ"), "ja")
        XCTAssertEqual(KanaRomanizer.romanize("ABC あ"), "ABC a")
    }

    func testJapaneseTitlesThroughMeCab() throws {
        let reader = TitleReader()
        XCTAssertNil(reader.warning, "MeCab and mecab-ipadic-utf8 are installed by the test setup")
        XCTAssertEqual(reader.readings(of: "進撃の巨人"), ["しんげきのきょじん", "shingeki no kyojin"])
        XCTAssertEqual(reader.readings(of: "孤独のグルメ"), ["こどくのぐるめ", "kodoku no gurume"])
        XCTAssertEqual(reader.readings(of: "深夜食堂"), ["しんやしょくどう", "shinya shokudou"])
        XCTAssertEqual(reader.readings(of: "ワンピース"), ["わんぴーす", "wanpiisu"])
        XCTAssertEqual(reader.readings(of: "Breaking Bad"), [])
    }

    func testKoreanTitles() {
        let reader = TitleReader(loadTagger: { throw MeCabTagger.LoadError.libraryMissing })
        XCTAssertEqual(reader.readings(of: "오징어 게임"), ["ojingeo geim"])
        XCTAssertEqual(reader.readings(of: "응답하라 1988"), ["eungdaphara 1988", "eungdapara 1988"])
    }

    func testWithoutTheMeCabLibraryKanaIsStillReadAndOneLineSaysWhy() throws {
        XCTAssertThrowsError(try MeCabTagger(libraries: ["libmecab-not-installed.so"])) { error in
            XCTAssertEqual(error as? MeCabTagger.LoadError, .libraryMissing)
        }
        let reader = TitleReader(loadTagger: { try MeCabTagger(libraries: ["libmecab-not-installed.so"]) })
        let warning = try XCTUnwrap(reader.warning)
        XCTAssertTrue(warning.contains("mecab-ipadic-utf8") && !warning.contains("\n"), warning)
        XCTAssertEqual(reader.readings(of: "ワンピース"), ["わんぴーす", "wanpiisu"])
        XCTAssertEqual(reader.readings(of: "進撃の巨人"), ["の", "no"], "kanji are left out, the kana between them is read")
    }

    func testWithoutTheDictionaryOneLineSaysWhich() {
        XCTAssertThrowsError(try MeCabTagger(arguments: "-d /nonexistent/dictionary")) { error in
            XCTAssertEqual(error as? MeCabTagger.LoadError, .dictionaryMissing)
            XCTAssertTrue(String(describing: error).contains("mecab-ipadic-utf8"))
        }
    }

    func testMeCabGivesLemmaAndReading() throws {
        let tagger = try MeCabTagger()
        let morphemes = tagger.parse("東京に行きたかった")
        XCTAssertEqual(morphemes.map(\.surface), ["東京", "に", "行き", "たかっ", "た"])
        XCTAssertEqual(morphemes[2].lemma, "行く")
        XCTAssertEqual(morphemes[2].reading, "イキ")
        XCTAssertEqual(morphemes[1].partOfSpeech, "助詞")
    }
}
