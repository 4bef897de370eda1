import XCTest
@testable import ShowbookWords

/// The meaning-first front hides the word as the sentence shows it: the stored surface form
/// first, else the term, else an inflected form found from the stem (Korean and Japanese).
final class ExampleMaskTests: XCTestCase {
    func word(_ term: String, meaning: String = "m", example: String, surface: String = "", translation: String = "") -> Word {
        var word = Word(id: 1, bookID: 1, term: term, reading: "", meaning: meaning, example: example, state: .undefined,
                        createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        word.surface = surface
        word.exampleTranslation = translation
        return word
    }

    func testTheStoredSurfaceIsMasked() {
        XCTAssertEqual(ExampleMask.masked("어제 학교에 갔어요.", term: "가다", surface: "갔어요"), "어제 학교에 ＿＿.")
        XCTAssertEqual(ExampleMask.masked("昨日ラーメンを食べた。", term: "食べる", reading: "たべる", surface: "食べた"),
                       "昨日ラーメンを＿＿。")
        let front = CardFace.front(of: word("가다", meaning: "to go", example: "어제 학교에 갔어요.", surface: "갔어요"), side: .meaning)
        XCTAssertEqual(front, CardFace(headline: "to go", details: ["어제 학교에 ＿＿."]))
    }

    func testKoreanInflectionsAreFoundFromTheStemWithoutASurface() {
        XCTAssertEqual(ExampleMask.masked("어제 학교에 갔어요.", term: "가다"), "어제 학교에 ＿＿어요.")
        XCTAssertEqual(ExampleMask.masked("영화를 봤어요", term: "보다"), "영화를 ＿＿어요", "ㅗ contracts to ㅘ")
        XCTAssertEqual(ExampleMask.masked("밥을 먹었습니다", term: "먹다"), "밥을 ＿＿었습니다", "a stem kept whole")
        XCTAssertEqual(ExampleMask.masked("열심히 공부했어요", term: "공부하다"), "열심히 ＿＿어요", "하 becomes 해")
        XCTAssertEqual(ExampleMask.masked("음악을 들어요", term: "듣다"), "음악을 ＿＿어요", "ㄷ irregular")
        XCTAssertEqual(ExampleMask.masked("물을 마셨어요", term: "마시다"), "물을 ＿＿어요", "ㅣ contracts to ㅕ")
        XCTAssertEqual(ExampleMask.masked("친구를 만났어요", term: "보다"), "친구를 만났어요", "another verb is left alone")
    }

    func testJapaneseInflectionsAreFoundFromTheStemWithoutASurface() {
        XCTAssertEqual(ExampleMask.masked("昨日ラーメンを食べた。", term: "食べる"), "昨日ラーメンを＿＿た。")
        XCTAssertEqual(ExampleMask.masked("駅に行った", term: "行く"), "駅に＿＿った")
        XCTAssertEqual(ExampleMask.masked("毎日勉強しました", term: "勉強する"), "毎日＿＿しました")
        XCTAssertEqual(ExampleMask.masked("今日は寒かった", term: "寒い"), "今日は＿＿かった")
        XCTAssertEqual(ExampleMask.masked("雨が降る", term: "雪"), "雨が降る", "a noun has no stem rule")
    }

    func testTheTermStillWinsWhenTheSentenceHoldsIt() {
        XCTAssertEqual(ExampleMask.masked("엄마, 사랑해요", term: "사랑"), "엄마, ＿＿해요")
        XCTAssertEqual(ExampleMask.masked("Run! She was running late.", term: "run", surface: "running"), "＿＿! She was ＿＿ late.")
    }

    func testTheTranslationShowsOnTheMeaningFrontAndTheBack() {
        let card = word("가다", meaning: "to go", example: "학교에 갔어요", surface: "갔어요", translation: "I went to school")
        XCTAssertEqual(CardFace.front(of: card, side: .meaning),
                       CardFace(headline: "to go", details: ["학교에 ＿＿", "I went to school"]))
        XCTAssertEqual(CardFace.back(of: card), CardFace(headline: "가다", details: ["to go", .sentence("학교에 갔어요", form: 4..<7), "I went to school"]))
    }

    func testAWordWithoutAMeaningIsStudiedFromItsSentence() {
        let card = word("가다", meaning: "", example: "학교에 갔어요", surface: "갔어요", translation: "I went to school")
        XCTAssertEqual(CardFace.front(of: card, side: .meaning), CardFace(headline: "학교에 ＿＿", details: ["I went to school"]))
        XCTAssertEqual(CardFace.back(of: card), CardFace(headline: "가다", details: [.sentence("학교에 갔어요", form: 4..<7), "I went to school"]))
        XCTAssertEqual(CardFace.front(of: card, side: .term), CardFace(headline: "가다"))
    }
}

/// Where the back marks the word's form in its example (`ExampleMask.form`): the recorded
/// form, the term or its reading, else the whole Korean word an inflected stem starts, else a
/// Japanese stem.
final class ExampleFormTests: XCTestCase {
    func testTheFormIsFoundTheWaysTheMaskFindsIt() {
        XCTAssertEqual(ExampleMask.form(in: "밥 먹으러 가요.", term: "먹다", surface: "먹으러"), 2..<5)
        XCTAssertEqual(ExampleMask.form(in: "밥 먹으러 가요.", term: "먹다"), 2..<5, "the stem finds the whole word")
        XCTAssertEqual(ExampleMask.form(in: "학교에서 공부해요", term: "학교"), 0..<2, "a noun is the term itself")
        XCTAssertEqual(ExampleMask.form(in: "Run! She was RUNNING late.", term: "running"), 13..<20, "whatever the case")
        XCTAssertEqual(ExampleMask.form(in: "昨日パンを食べた。", term: "食べる", reading: "たべる"), 5..<7, "a Japanese stem")
        XCTAssertNil(ExampleMask.form(in: "It rains.", term: "비"))
    }
}
