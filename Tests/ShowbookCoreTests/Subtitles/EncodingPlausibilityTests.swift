import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords

/// The encoding of a legacy file is decided by how plausible each reading's script is over the
/// whole file: Chinese GB2312 is refused (read as CP949 it is Hangul, but not Korean words),
/// Korean in KS X 1001's 8-byte composed form (a filler and three jamo a syllable) is Korean,
/// not the hiragana EUC-JP makes of it, kanji-only Japanese is Japanese in either encoding,
/// and a UTF-32 byte-order mark is not taken for UTF-16's. Every file is written here from
/// text through iconv.
final class EncodingPlausibilityTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// `lines` as a SubRip file, one cue each, two seconds apart.
    static func srt(_ lines: [String]) -> String {
        lines.enumerated().map { index, line in
            let start = index * 2
            return "\(index + 1)\n00:00:\(String(format: "%02d", start)),000 --> 00:00:\(String(format: "%02d", start + 1)),500\n\(line)\n"
        }.joined(separator: "\n")
    }

    /// Lines whose GB2312 bytes are all valid CP949 too, as they read as Hangul and hanja.
    static let chinese = [
        "这本书比那本有意思多了。", "你在哪里？我找了你很久。", "别担心，我会处理好的。",
        "今天天气真好，我们出去走走吧。", "你为什么来这么晚？我等了好久。", "我饿了，我们吃点什么？",
        "那个人是谁？我从来没见过。", "你没事吧？看起来很痛。", "妈妈让你快点回家。", "这个真好吃！",
        "我现在很忙，等一下给你打电话。", "别再说那件事了。", "时间过得真快。", "谢谢你，没有你我就完了。",
        "下个星期再见。", "我得去公司，先走了。", "你真的这么想吗？", "你什么都不知道，别乱说。",
    ]

    static let korean = [
        "어디 가는 거야? 나도 같이 가자.", "그건 내가 할게. 걱정하지 마.", "오늘 날씨가 정말 좋네요.",
        "왜 이렇게 늦었어? 한참 기다렸잖아.", "미안해, 길이 너무 막혔어.", "배고프다. 우리 뭐 먹을까?",
    ]

    static let kanjiOnly = ["東京都庁", "第一話", "国立競技場", "新宿駅東口", "警視庁捜査一課", "三年前", "翌日", "都内某所", "私立高校", "大学病院"]

    func testChineseGB2312IsRefusedNamingTheEncodingOption() throws {
        let path = try SubtitleFixtures.write(Self.srt(Self.chinese), to: folder, name: "zh.srt", encoding: "GB2312")
        XCTAssertThrowsError(try SubtitleReader().read(file: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the text is not UTF-8, UTF-16, CP932, EUC-JP or CP949 (name the encoding with --encoding)")
        }
        XCTAssertThrowsError(try SubtitleReader(preferKorean: true).read(file: path))
        XCTAssertEqual(try SubtitleReader(encoding: "GB2312").read(file: path).cues.first?.text, Self.chinese[0])
    }

    /// KS X 1001's composed form: each syllable is the filler 0xA4D4 and its initial, vowel and
    /// final jamo (0xA4D4 again when it has none), 8 bytes — written here from precomposed text.
    static func eightByteEUCKR(_ text: String) -> [UInt8] {
        let initials: [UInt32] = [0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146, 0x3147,
                                  0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E]
        let finals: [UInt32] = [0x3164, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B, 0x313C, 0x313D,
                                0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147, 0x3148, 0x314A, 0x314B, 0x314C,
                                0x314D, 0x314E]
        var jamo = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard (0xAC00...0xD7A3).contains(scalar.value) else { jamo.append(scalar); continue }
            let index = scalar.value - 0xAC00
            for value in [0x3164, initials[Int(index / 588)], 0x314F + (index % 588) / 28, finals[Int(index % 28)]] {
                jamo.append(Unicode.Scalar(value)!)
            }
        }
        return IconvConverter.convert(Array(String(jamo).utf8), from: "UTF-8", to: "EUC-KR")!
    }

    func testEUCKREightByteSyllablesAreKoreanNotJapanese() throws {
        let text = Self.srt(Self.korean)
        let bytes = Self.eightByteEUCKR(text)
        XCTAssertTrue(bytes.starts(with: [0x31, 0x0A]), "the composed form keeps ASCII as it is")
        XCTAssertTrue(bytes.contains(0xD4))
        let url = folder.appendingPathComponent("ko-8byte.srt")
        try Data(bytes).write(to: url)
        let document = try SubtitleReader().read(file: url.path)
        XCTAssertEqual(document.encoding, "CP949")
        XCTAssertEqual(document.cues.map(\.text), Self.korean)
        XCTAssertEqual(try SubtitleReader(encoding: "EUC-KR").read(file: url.path).cues.map(\.text), Self.korean)
    }

    func testKanjiOnlyJapaneseIsJapaneseInShiftJISAndEUCJP() throws {
        for encoding in ["CP932", "EUC-JP"] {
            let path = try SubtitleFixtures.write(Self.srt(Self.kanjiOnly), to: folder, name: "kanji-\(encoding).srt", encoding: encoding)
            let document = try SubtitleReader().read(file: path)
            XCTAssertEqual(document.encoding, encoding)
            XCTAssertEqual(document.cues.map(\.text), Self.kanjiOnly, encoding)
            XCTAssertEqual(try SubtitleReader(preferKorean: true).read(file: path).cues.map(\.text), Self.kanjiOnly, encoding)
        }
    }

    func testEUCKRKoreanIsKoreanEvenWhereEUCJPReadsIt() throws {
        let path = try SubtitleFixtures.write(Self.srt(Self.korean), to: folder, name: "ko.srt", encoding: "EUC-KR")
        let document = try SubtitleReader().read(file: path)
        XCTAssertEqual(document.encoding, "CP949")
        XCTAssertEqual(document.cues.map(\.text), Self.korean)
    }

    func testAUTF32ByteOrderMarkIsUTF32() throws {
        let text = SubtitleFixtures.japaneseSRT
        for (encoding, bom) in [("UTF-32LE", [0xFF, 0xFE, 0x00, 0x00] as [UInt8]), ("UTF-32BE", [0x00, 0x00, 0xFE, 0xFF])] {
            let path = try SubtitleFixtures.write(text, to: folder, name: "\(encoding).srt", encoding: encoding, bom: bom)
            let document = try SubtitleReader().read(file: path)
            XCTAssertEqual(document.encoding, encoding)
            XCTAssertEqual(document.cues, SRTParser.parse(text).cues, encoding)
        }
    }
}
