import XCTest
@testable import ShowbookPlatform

/// The Revised Romanization standard's own examples (place names and words it lists), grouped
/// by the rule they show; hyphens, which the standard allows for clarity, are left out.
final class HangulRomanizerTests: XCTestCase {
    private func check(_ pairs: [(String, String)], file: StaticString = #filePath, line: UInt = #line) {
        for (hangul, expected) in pairs {
            XCTAssertEqual(HangulRomanizer.romanize(hangul), expected, hangul, file: file, line: line)
        }
    }

    func testFinalsBeforeConsonantsAndAtTheEnd() {
        check([("구미", "gumi"), ("영동", "yeongdong"), ("옥천", "okcheon"), ("합덕", "hapdeok"), ("호법", "hobeop"),
               ("월곶", "wolgot"), ("벚꽃", "beotkkot"), ("한밭", "hanbat")])
    }

    func testLiaisonBeforeAVowel() {
        check([("백암", "baegam"), ("설악", "seorak"), ("한국어", "hangugeo"), ("좋아", "joa")])
    }

    func testRieulIsRBeforeAVowelAndLElsewhere() {
        check([("구리", "guri"), ("칠곡", "chilgok"), ("임실", "imsil"), ("울릉", "ulleung"), ("대관령", "daegwallyeong")])
    }

    func testAssimilationBetweenConsonants() {
        check([("백마", "baengma"), ("종로", "jongno"), ("왕십리", "wangsimni"), ("별내", "byeollae"), ("신라", "silla"),
               ("합니다", "hamnida")])
    }

    func testPalatalization() {
        check([("해돋이", "haedoji"), ("같이", "gachi"), ("굳히다", "guchida")])
    }

    func testAspirationWithHieut() {
        check([("좋고", "joko"), ("놓다", "nota"), ("낳지", "nachi"), ("묵호", "mukho"), ("집현전", "jiphyeonjeon")])
    }

    func testTensingIsNotWritten() {
        check([("압구정", "apgujeong"), ("낙동강", "nakdonggang"), ("죽변", "jukbyeon"), ("낙성대", "nakseongdae"),
               ("합정", "hapjeong"), ("팔당", "paldang"), ("샛별", "saetbyeol"), ("울산", "ulsan")])
    }

    func testSyllablesWithoutHyphens() {
        check([("중앙", "jungang"), ("반구대", "bangudae"), ("세운", "seun"), ("해운대", "haeundae")])
    }

    func testTitlesKeepSpacesAndOtherCharacters() {
        check([("오징어 게임", "ojingeo geim"), ("사랑의 불시착", "sarangui bulsichak"),
               ("킹덤", "kingdeom"), ("Squid 게임!", "Squid geim!")])
        XCTAssertEqual(HangulRomanizer.spellings("응답하라 1988"), ["eungdaphara 1988", "eungdapara 1988"])
        XCTAssertEqual(HangulRomanizer.spellings("잡혀"), ["japhyeo", "japyeo"])
        XCTAssertEqual(HangulRomanizer.spellings("오징어 게임"), ["ojingeo geim"])
        XCTAssertTrue(HangulRomanizer.containsHangul("Squid 게임"))
        XCTAssertFalse(HangulRomanizer.containsHangul("しんげき 進撃"))
    }
}
