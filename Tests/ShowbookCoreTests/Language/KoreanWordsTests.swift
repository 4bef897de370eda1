import XCTest
@testable import ShowbookWords

/// The Korean words of spoken lines that issue 35 reported wrong or lost: casual 르 and ㄷ
/// irregulars, -지 마, -ㄹ래, honorifics, reported speech, verbs before a noun, words the old
/// dictionary did not know. Each line is dialogue as a show has it; each check names the
/// dictionary form a careful reader gives and the wrong one that was reported.
final class KoreanWordsTests: XCTestCase {
    /// One toolkit for the class: the Korean dictionary loads once.
    private static let toolkit = MiningToolkit()

    private func check(_ line: String, has expected: [String], not wrong: [String] = [],
                       file: StaticString = #filePath, line number: UInt = #line) throws {
        let terms = try Self.toolkit.tokenizer(for: .korean).tokens(in: line).map(\.term)
        for term in expected {
            XCTAssertTrue(terms.contains(term), "\(line): expected \(term), got \(terms)", file: file, line: number)
        }
        for term in wrong {
            XCTAssertFalse(terms.contains(term), "\(line): \(term) is wrong, got \(terms)", file: file, line: number)
        }
    }

    func testCasualRieulIrregularsAreTheirOwnVerbs() throws {
        try check("진짜 몰라?", has: ["모르다"], not: ["몰다"])
        try check("맛이 좀 달라.", has: ["맛", "다르다"], not: ["달다"])
        try check("네가 골라.", has: ["고르다"], not: ["고다"])
        try check("걔 진짜 빨라.", has: ["빠르다"], not: ["빨다"])
    }

    func testDontAndWantToAreVerbs() throws {
        try check("그런 말 하지 마.", has: ["말", "하다", "말다"], not: ["마"])
        try check("가지 마, 제발.", has: ["가다", "말다"], not: ["가지"])
        try check("같이 갈래?", has: ["같이", "가다"], not: ["갈래"])
    }

    func testDigeutIrregulars() throws {
        try check("그 얘기 들었어?", has: ["얘기", "듣다"], not: ["들다"])
        try check("공원까지 걸었어요.", has: ["공원", "걷다"], not: ["걸다"])
    }

    func testHonorifics() throws {
        try check("안녕히 주무세요.", has: ["안녕히", "주무시다"], not: ["주무"])
        try check("많이 드세요.", has: ["많이", "들다"], not: ["드세다"])
    }

    func testReportedSpeechKeepsItsVerb() throws {
        try check("내일 비 온대.", has: ["내일", "비", "오다"], not: ["온대"])
        try check("거기 맛집이 있대요.", has: ["맛집", "있다"])
    }

    func testVerbsBeforeANounAreVerbs() throws {
        try check("어제 산 옷 어때?", has: ["어제", "사다", "옷"], not: ["산"])
        try check("너를 처음 본 순간 알았어.", has: ["처음", "보다", "순간", "알다"], not: ["본"])
    }

    func testNounsStayWhole() throws {
        try check("그 남자 누구야?", has: ["남자"], not: ["남다"])
        try check("지금 몇 시야?", has: ["지금", "시"], not: ["시야"])
    }

    func testEverydayWordsAreNotDropped() throws {
        try check("집까지 데려다줄게.", has: ["집", "데려다주다"])
        try check("오늘 알바 가?", has: ["오늘", "알바", "가다"], not: ["알다"])
        try check("이따 카톡 해.", has: ["카톡", "하다"])
        try check("오늘도 화이팅!", has: ["오늘", "화이팅"])
        try check("먹방 보면서 밥 먹었어.", has: ["먹방", "보다", "밥", "먹다"])
    }

    /// No Korean–English dictionary is packaged: a mined word's card is built from its line and
    /// the line's translation, its heard form masked on the meaning's front, never blank.
    func testAWordWithoutAMeaningIsStudiedFromItsLine() throws {
        let token = try XCTUnwrap(try Self.toolkit.tokenizer(for: .korean).tokens(in: "진짜 몰라?").first { $0.term == "모르다" })
        XCTAssertEqual(token.surface, "몰라", "the form the line shows, endings included")
        let fields = WordDraft(term: token.term, meaning: "", example: "진짜 몰라?", surface: token.surface,
                               exampleTranslation: "You really don't know?")
        let word = Word(id: 1, bookID: 1, fields: fields, state: .undefined,
                        createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(CardFace.front(of: word, side: .meaning), CardFace(headline: "진짜 ＿＿?", details: ["You really don't know?"]))
        XCTAssertEqual(CardFace.back(of: word), CardFace(headline: "모르다", details: [.sentence("진짜 몰라?", form: 3..<5), "You really don't know?"]))
    }

    /// Names are known for coverage but never offered as words to learn.
    func testPersonNamesAreNames() throws {
        let document = try DocumentTokenizer.make(.korean, toolkit: Self.toolkit)
        let tokens = document.tokens(inLines: ["민수야, 어디 갔어?", "수진 씨, 안녕."]).joined()
        XCTAssertEqual(tokens.filter { $0.kind == .name }.map(\.term), ["민수", "수진"], "\(tokens)")
        XCTAssertTrue(tokens.contains { $0.term == "가다" && $0.kind == .word }, "\(tokens)")
    }
}
