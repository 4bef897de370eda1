import XCTest
@testable import ShowbookWords

/// The card faces never give the answer away: the term's front is the term alone, the
/// meaning's front masks the term (and its reading) in the example, the back has everything.
final class CardFaceTests: XCTestCase {
    func word(_ term: String, reading: String = "", meaning: String, example: String = "") -> Word {
        Word(id: 1, bookID: 1, term: term, reading: reading, meaning: meaning, example: example, state: .undefined,
             createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
    }

    func testTermFrontIsTheTermAlone() {
        let card = word("사랑", reading: "sarang", meaning: "love", example: "사랑해요")
        XCTAssertEqual(CardFace.front(of: card, side: .term), CardFace(headline: "사랑"))
    }

    func testBackShowsTermReadingMeaningAndExample() {
        let card = word("食べる", reading: "たべる", meaning: "to eat", example: "ご飯を食べる。")
        XCTAssertEqual(CardFace.back(of: card), CardFace(headline: "食べる  たべる", details: ["to eat", .sentence("ご飯を食べる。", form: 3..<6)]))
        XCTAssertEqual(CardFace.back(of: word("물", meaning: "water")), CardFace(headline: "물", details: ["water"]))
    }

    func testMeaningFrontMasksHangulInsideAnInflectedForm() {
        let card = word("사랑", reading: "sarang", meaning: "love", example: "엄마, 사랑해요. 정말 사랑!")
        XCTAssertEqual(CardFace.front(of: card, side: .meaning),
                       CardFace(headline: "love", details: ["엄마, ＿＿해요. 정말 ＿＿!"]))
    }

    func testMasksKanjiTermAndItsKanaReading() {
        XCTAssertEqual(CardFace.maskedExample("毎朝パンを食べる。たべるのが好き。", term: "食べる", reading: "たべる"),
                       "毎朝パンを＿＿。＿＿のが好き。")
        XCTAssertEqual(CardFace.maskedExample("ねこが好き", term: "ねこ"), "＿＿が好き", "kana alone")
    }

    func testMasksLatinTermsWhateverTheirCase() {
        XCTAssertEqual(CardFace.maskedExample("Run! She was running late.", term: "run"), "＿＿! She was ＿＿ning late.")
    }

    func testAnExampleWithoutTheTermIsKeptAndAnEmptyOneLeftOut() {
        XCTAssertEqual(CardFace.maskedExample("It rains.", term: "비"), "It rains.")
        XCTAssertEqual(CardFace.front(of: word("비", meaning: "rain"), side: .meaning), CardFace(headline: "rain"))
    }

    func testIntervalLabels() {
        let seconds: [TimeInterval] = [30, 60, 330, 600, 18_000, 86_400, 691_200, 6_480_000, 43_200_000]
        XCTAssertEqual(seconds.map(IntervalText.short), ["<1m", "1m", "6m", "10m", "5h", "1d", "8d", "2.5mo", "1.4y"])
        XCTAssertEqual(IntervalText.duration(695), "11m 35s")
    }
}
