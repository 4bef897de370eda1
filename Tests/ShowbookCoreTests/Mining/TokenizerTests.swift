import XCTest
@testable import ShowbookCore

/// Each language's tokenizer on lines written for these tests, with the real MeCab, Hunspell
/// and WordNet that `ensure-deps.sh test` installs; and each one's missing-library path,
/// simulated with a library or dictionary path that does not exist.
final class TokenizerTests: XCTestCase {
    func testJapaneseGivesDictionaryFormsAndHiraganaReadings() throws {
        let tokenizer = try MiningToolkit().tokenizer(for: .japanese)
        let tokens = tokenizer.tokens(in: "昨日、駅で先生に会いました。明日は海へ行きたい。")
        XCTAssertEqual(tokens.map(\.term), ["昨日", "駅", "先生", "会う", "明日", "海", "行く"])
        XCTAssertEqual(tokens.map(\.reading), ["きのう", "えき", "せんせい", "あう", "あした", "うみ", "いく"])
        XCTAssertEqual(tokenizer.tokens(in: "それは本当のことだと思っている。").map(\.term), ["本当", "思う"],
                       "pronouns, particles, auxiliaries, dependent こと and いる are dropped")
    }

    func testKoreanStemsDropParticlesAndEndings() throws {
        let tokenizer = try MiningToolkit().tokenizer(for: .korean)
        XCTAssertEqual(tokenizer.tokens(in: "친구들과 학교에서 점심을 먹었습니다.").map(\.term), ["친구", "학교", "점심", "먹다"])
        XCTAssertEqual(tokenizer.tokens(in: "저는 공부하고 있어요").map(\.term), ["공부하다"], "저 and 있다 are stop words")
    }

    func testKoreanStemChoiceRule() {
        XCTAssertEqual(KoreanTokenizer.choose(stems: ["친", "친구"], for: "친구들을"), "친구", "the spurious short stem loses")
        XCTAssertEqual(KoreanTokenizer.choose(stems: ["공부하다", "공부"], for: "공부하고"), "공부하다", "keeps more of the word")
        XCTAssertEqual(KoreanTokenizer.choose(stems: ["절다", "저"], for: "저는"), "저", "an unrelated stem loses")
        XCTAssertEqual(KoreanTokenizer.choose(stems: ["그리고", "그리다"], for: "그리고"), "그리고")
        XCTAssertEqual(KoreanTokenizer.choose(stems: ["보다"], for: "봤어요"), "보다", "one stem is taken as is")
        XCTAssertNil(KoreanTokenizer.choose(stems: [], for: "뷁"))
    }

    func testEnglishBaseFormsAndStopWords() throws {
        let tokenizer = try MiningToolkit().tokenizer(for: .english)
        XCTAssertEqual(tokenizer.tokens(in: "The gardens were running wild, weren't they?").map(\.term), ["garden", "run", "wild"])
        XCTAssertEqual(tokenizer.tokens(in: "Children ran through the Gardens.").map(\.term), ["child", "run", "through", "garden"])
    }

    func testMissingLibrariesNameTheirPackageAndOtherLanguagesStillWork() throws {
        let missing = MiningToolkit(
            japanese: MiningToolkit.japaneseLoader(libraries: ["libmecab-not-here.so"]),
            korean: MiningToolkit.koreanLoader(dictionary: "/nonexistent/ko_KR"),
            english: MiningToolkit.englishLoader(wordNet: WordNet(directory: "/nonexistent"))
        )
        XCTAssertThrowsError(try missing.tokenizer(for: .japanese)) {
            XCTAssertEqual("\($0)", "Japanese subtitles need the MeCab library (install the Debian package libmecab2)")
        }
        XCTAssertThrowsError(try missing.tokenizer(for: .korean)) {
            XCTAssertEqual("\($0)", "Korean subtitles need a Hunspell dictionary (install the Debian package hunspell-ko)")
        }
        XCTAssertThrowsError(try missing.tokenizer(for: .english)) {
            XCTAssertEqual("\($0)", "English subtitles need the WordNet dictionary (install the Debian package wordnet-base)")
        }
        let noDictionary = MiningToolkit(japanese: MiningToolkit.japaneseLoader(arguments: "-d /nonexistent"),
                                         korean: MiningToolkit.koreanLoader(libraries: ["libhunspell-not-here.so"]))
        XCTAssertThrowsError(try noDictionary.tokenizer(for: .japanese)) {
            XCTAssertEqual("\($0)", "Japanese subtitles need the MeCab dictionary IPADIC (install the Debian package mecab-ipadic-utf8)")
        }
        XCTAssertThrowsError(try noDictionary.tokenizer(for: .korean)) { XCTAssertTrue("\($0)".hasSuffix("libhunspell-1.7-0)")) }
        XCTAssertFalse(try noDictionary.tokenizer(for: .english).tokens(in: "gardens").isEmpty, "English still works")
    }

    func testLanguageDetectionByScript() {
        XCTAssertEqual(MiningLanguage.detect(in: ["明日は海へ行きたい。"]), .japanese)
        XCTAssertEqual(MiningLanguage.detect(in: ["漢字だけ"]), .japanese)
        XCTAssertEqual(MiningLanguage.detect(in: ["내일은 친구를 만나요.", "學校"]), .korean)
        XCTAssertEqual(MiningLanguage.detect(in: ["Children ran — “fast”."]), .english)
    }
}
