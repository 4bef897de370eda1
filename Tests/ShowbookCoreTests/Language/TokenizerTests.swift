import XCTest
@testable import ShowbookWords

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

    func testJapaneseReadingOfTheDictionaryFormComesFromTheSentence() throws {
        let tokenizer = try MiningToolkit().tokenizer(for: .japanese)
        XCTAssertEqual(tokenizer.tokens(in: "この席は空いていますか。").last, MinedToken(term: "空く", reading: "あく", surface: "空いて"),
                       "空い is read あい here, so 空く is あく, not すく as alone")
        XCTAssertEqual(tokenizer.tokens(in: "友達が来た。").last, MinedToken(term: "来る", reading: "くる", surface: "来た"), "カ変: the form alone")
        XCTAssertEqual(tokenizer.tokens(in: "お風呂に入る。").map(\.term), ["お風呂", "入る"], "the polite prefix joins its noun")
        XCTAssertEqual(tokenizer.tokens(in: "カバンの中に鍵がある。").map(\.term), ["カバン", "中", "鍵", "ある"], "place nouns are kept")
        XCTAssertEqual(IPADICMorphemes.contextReading(of: "辛い", morpheme: .init(surface: "辛かっ", partOfSpeech: "形容詞",
                                                                                   lemma: "辛い", reading: "ツラカッ")), "つらい")
    }

    /// Hunspell-ko, the fallback when mecab-ko-dic is not installed.
    func testKoreanStemsDropParticlesAndEndings() throws {
        let tokenizer = try MiningToolkit(korean: MiningToolkit.koreanLoader(meCabDictionary: nil)).tokenizer(for: .korean)
        XCTAssertEqual(tokenizer.tokens(in: "친구들과 학교에서 점심을 먹었습니다.").map(\.term), ["친구", "학교", "점심", "먹다"])
        XCTAssertEqual(tokenizer.tokens(in: "저는 공부하고 있어요").map(\.term), ["저", "공부하다", "있다"])
        XCTAssertEqual(tokenizer.tokens(in: "내일은 안 가요. 친구가 와요.").map(\.term), ["내일", "안", "가다", "친구", "오다"],
                       "a predicate is not the noun 가요 (song) or 와")
    }

    /// Particles that are themselves particles in a row (이나 is 이 + 나) once made the check
    /// try every way to cut the rest of a word: a word of a noun and 16 이나 cost 65,000 steps.
    /// The particles tried are counted at several lengths and grow in step with the word.
    func testParticleRunsCostWorkInStepWithTheWord() {
        var perSyllable: [Double] = []
        for count in [4, 8, 16] {
            let rest = String(repeating: "이나", count: count) + "가다라"
            var work = 0
            XCTAssertFalse(KoreanStemChoice.isParticles(Substring(rest), work: &work))
            XCTAssertLessThanOrEqual(work, 2 * KoreanStemChoice.particles.count * rest.count, "\(count) × 이나")
            perSyllable.append(Double(work) / Double(rest.count))
        }
        XCTAssertLessThanOrEqual(perSyllable.max()! - perSyllable.min()!, Double(KoreanStemChoice.particles.count), "\(perSyllable)")
        var work = 0
        XCTAssertTrue(KoreanStemChoice.isParticles(Substring(String(repeating: "이나", count: 16) + "에서는"), work: &work))
    }

    func testKoreanStemChoiceRules() {
        func choose(_ stems: [String], _ word: String) -> String? { KoreanStemChoice.choose(stems: stems, for: word, stopWords: ["그리고"]) }
        XCTAssertEqual(choose(["가요", "가", "가다"], "가요"), "가다", "a verb ending makes it a predicate")
        XCTAssertEqual(choose(["와", "오다"], "와요"), "오다")
        XCTAssertEqual(choose(["와", "오다"], "와"), "오다", "one contracted syllable")
        XCTAssertEqual(choose(["해", "하다"], "해"), "하다")
        XCTAssertEqual(choose(["친", "친구"], "친구들을"), "친구", "the one-syllable fragment loses")
        XCTAssertEqual(choose(["공부하다", "공부"], "공부하고"), "공부하다")
        XCTAssertEqual(choose(["절다", "저"], "저는"), "저", "a particle makes it a noun")
        XCTAssertEqual(choose(["집다", "집"], "집을"), "집")
        XCTAssertEqual(choose(["물", "물다", "무"], "물"), "물", "a consonant stem never stands bare")
        XCTAssertEqual(choose(["노래", "노랗다"], "노래"), "노래", "a whole noun of two syllables stays")
        XCTAssertEqual(choose(["주세", "줄다", "주다", "주"], "주세요"), "주다", "ㄹ stem loses to the stem without ㄹ")
        XCTAssertEqual(choose(["갈다", "가다"], "갈까요"), "가다")
        XCTAssertEqual(choose(["나서다", "나", "나다"], "나서"), "나다", "a visible ending beats the whole word")
        XCTAssertEqual(choose(["짓다", "지다", "지"], "지었어요"), "짓다", "then Hunspell's order")
        XCTAssertEqual(choose(["그리고", "그리다"], "그리고"), "그리고", "a stop word is taken as is")
        XCTAssertEqual(choose(["보다"], "봤어요"), "보다")
        XCTAssertNil(choose([], "뷁"))
    }

    func testEnglishBaseForms() throws {
        let tokenizer = try MiningToolkit().tokenizer(for: .english)
        XCTAssertEqual(tokenizer.tokens(in: "The gardens were running wild, weren't they?").map(\.term),
                       ["the", "garden", "be", "run", "wild", "be", "they"])
        XCTAssertEqual(tokenizer.tokens(in: "Children ran through the Gardens.").map(\.term), ["child", "run", "through", "the", "garden"])
        XCTAssertEqual(tokenizer.tokens(in: "Brush your teeth; the thieves saw us.").map(\.term),
                       ["brush", "your", "tooth", "the", "thief", "see", "us"], "the irregular lists come before the word itself")
        XCTAssertEqual(tokenizer.tokens(in: "She leaves. The ground shook. Don't, won't, can't.").map(\.term),
                       ["she", "leave", "the", "ground", "shake", "do", "will", "can"], "the commoner reading wins")
        XCTAssertEqual(tokenizer.tokens(in: "Seed the bed, it used to be used.").map(\.term), ["seed", "the", "bed", "it", "use", "to", "be", "use"],
                       "bed and seed are not be and see + ed")
    }

    func testMissingLibrariesNameTheirPackageAndOtherLanguagesStillWork() throws {
        let missing = MiningToolkit(
            japanese: MiningToolkit.japaneseLoader(libraries: ["libmecab-not-here.so"]),
            korean: MiningToolkit.koreanLoader(meCabDictionary: nil, dictionary: "/nonexistent/ko_KR"),
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
                                         korean: MiningToolkit.koreanLoader(meCabDictionary: nil, libraries: ["libhunspell-not-here.so"]))
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
