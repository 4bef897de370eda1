import XCTest
@testable import ShowbookWords

/// Bracketed text is dropped only when it looks like a sound description: a short phrase of
/// the note kind (`(laughs)`, `[door slams]`, `（笑）`, `(웃음)`) or text in capitals (`[MUSIC
/// PLAYING IN THE DISTANCE]`). A bracketed sentence — a sung or whispered line such as
/// `(We can start a fire)` — is the speaker's text and stays, without its brackets' meaning
/// lost: the brackets stay too.
final class SoundNoteTests: XCTestCase {
    func testSoundDescriptionsAreDropped() {
        let cases = [
            ("(laughs) Yes.", "Yes."), ("[door slams] Who's there?", "Who's there?"), ("(Sighs) Fine.", "Fine."),
            ("(Door slams)", ""), ("[MUSIC PLAYING IN THE DISTANCE] Go.", "Go."), ("(INDISTINCT CHATTER)", ""),
            ("(laughing nervously) I know.", "I know."), ("Wait (phone ringing) what?", "Wait what?"),
            ("（笑）そうだね", "そうだね"), ("［拍手］", ""), ("（ため息）行こう", "行こう"), ("(웃음) 그래", "그래"),
            ("(문 닫히는 소리) 누구야?", "누구야?"), ("[ Laughs ]", ""), ("(sighs, then laughs) Okay.", "Okay."),
        ]
        for (raw, expected) in cases {
            XCTAssertEqual(SubtitleText.clean(raw), expected, raw)
        }
    }

    func testBracketedSentencesStay() {
        let kept = [
            "(We can start a fire)", "(We can start a fire) Tonight.", "(I don't want to go home.)",
            "(Why is he here?)", "（どうしてこんなことに…）", "(어떻게 이런 일이...)", "(You never listen to me, do you)",
        ]
        for raw in kept {
            XCTAssertEqual(SubtitleText.clean(raw), raw, raw)
        }
        // Music notes mark a sung line: the notes go, the line stays.
        XCTAssertEqual(SubtitleText.clean("(♪ Hold me close ♪)"), "( Hold me close )")
    }

    func testASungLineRepeatedThroughAFileIsMined() throws {
        var srt = ""
        for index in 0..<10 {
            srt += "\(index + 1)\n00:00:\(String(format: "%02d", index * 3)),000 --> 00:00:\(String(format: "%02d", index * 3 + 2)),000\n"
                + "(We can start a fire)\n\n"
        }
        XCTAssertEqual(SRTParser.parse(srt).cues.count, 10)
        XCTAssertEqual(Set(SRTParser.parse(srt).cues.map(\.text)), ["(We can start a fire)"])
    }
}
