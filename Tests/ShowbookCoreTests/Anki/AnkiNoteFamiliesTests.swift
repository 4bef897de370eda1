import Foundation
import XCTest
@testable import ShowbookWords
@testable import ShowbookExchange

/// The note types learners' decks really use give each word its term, reading, meaning,
/// example and example translation from the right field: a Kaishi-style note, a Core 2k/6k
/// Optimized note (whose Expression is the sentence) and a Korean vocabulary note (whose
/// English is the meaning even when the example translation is empty). The content is the
/// project's own.
final class AnkiNoteFamiliesTests: XCTestCase {
    /// The one word `fields` make as a note of a type with `names`, or what refused it.
    func word(_ names: [String], _ fields: [String], type: String) -> Result<ImportedWord, FormatProblem>? {
        var words = AnkiNoteWords(noteTypes: [1: .init(name: type, fieldNames: names, isCloze: false)])
        guard let row = words.row(.init(id: 1, noteTypeID: 1, fields: fields, tags: [], queue: 0), location: .entry(1))?.row
        else { return nil }
        switch row {
        case let .word(word): return .success(word)
        case let .problem(problem): return .failure(problem)
        }
    }

    func parts(_ result: Result<ImportedWord, FormatProblem>?) -> [String?] {
        guard case let .success(word)? = result else { return ["\(String(describing: result))"] }
        return [word.term, word.reading, word.meaning, word.example, word.exampleTranslation]
    }

    func testKaishiStyleNotesTakeTheWordsMeaningAndReading() {
        let names = ["Word", "Word Reading", "Word Meaning", "Word Furigana", "Word Audio", "Sentence", "Sentence Meaning",
                     "Sentence Furigana", "Sentence Audio", "Notes", "Pitch Accent"]
        let fields = ["図書館", "図書館[としょかん]", "library", "<ruby>図書館<rt>としょかん</rt></ruby>", "[sound:t.mp3]",
                      "図書館で本を読む。", "I read a book at the library.", "図書館[としょかん]で 本[ほん]を 読[よ]む。", "", "", ""]
        XCTAssertEqual(parts(word(names, fields, type: "Kaishi 1.5k")),
                       ["図書館", "としょかん", "library", "図書館で本を読む。", "I read a book at the library."])
    }

    func testCoreOptimizedNotesTakeTheVocabularyNotTheSentence() {
        let names = ["Optimized-Voc-Index", "Vocabulary-Kanji", "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English",
                     "Vocabulary-Audio", "Vocabulary-Pos", "Caution", "Expression", "Reading", "Sentence-Kana",
                     "Sentence-English", "Sentence-Clozed", "Sentence-Audio", "Notes", "Core-Index", "Optimized-Sent-Index",
                     "Frequency"]
        let fields = ["3", "駅", "駅[えき]", "えき", "station", "[sound:e.mp3]", "Noun", "", "駅で友達に会う。",
                      "駅[えき]で 友達[ともだち]に 会[あ]う。", "えきでともだちにあう。", "I meet a friend at the station.",
                      "＿で友達に会う。", "", "", "12", "40", "100"]
        XCTAssertEqual(parts(word(names, fields, type: "Core 2000 Optimized")),
                       ["駅", "えき", "station", "駅で友達に会う。", "I meet a friend at the station."])
    }

    func testKoreanNotesTakeTheEnglishAsMeaningEvenWithoutAnExampleTranslation() {
        let names = ["Korean", "Romanization", "English", "Part of Speech", "Example Sentence", "Example Translation", "Audio",
                     "Hanja"]
        let bag = parts(word(names, ["가방", "gabang", "bag", "noun", "", "", "", ""], type: "Korean TOPIK"))
        XCTAssertEqual(Array(bag.prefix(3)), ["가방", "gabang", "bag"])
        XCTAssertEqual(bag.dropFirst(3).map { $0 ?? "" }, ["", ""])
        XCTAssertEqual(parts(word(names, ["학교", "hakgyo", "school", "noun", "학교에 가요.", "I go to school.", "", "學校"],
                                  type: "Korean TOPIK")),
                       ["학교", "hakgyo", "school", "학교에 가요.", "I go to school."])
    }

}
