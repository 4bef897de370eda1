import Foundation
import ShowbookPlatform
import ShowbookWords

/// Generated subtitle files for `make bench`: an episode of `cues` SubRip cues spread over 90
/// minutes, each a sentence built from small word lists of one language, picked by a seeded
/// generator so every run measures the same text.
public enum SyntheticSubtitles {
    private static let japanese = (
        subjects: ["私", "先生", "友達", "兄", "母", "店員", "隣の人", "船長", "医者", "子供たち"],
        places: ["駅", "学校", "海", "公園", "店", "図書館", "病院", "港", "台所", "会社"],
        objects: ["本", "水", "手紙", "写真", "ご飯", "傘", "切符", "地図", "鍵", "花"],
        verbs: ["探しました", "見ました", "待っていた", "食べたい", "買います", "忘れてしまった", "持ってきた", "渡した", "読んでいる", "置いた"],
        times: ["昨日", "今朝", "明日", "毎日", "夜中に", "さっき", "来週", "いつも"]
    )
    private static let korean = (
        subjects: ["저는", "선생님은", "친구가", "형은", "어머니는", "점원이", "선장은", "의사는", "아이들이", "동생은"],
        places: ["역에서", "학교에서", "바다에서", "공원에서", "가게에서", "도서관에서", "병원에서", "항구에서", "부엌에서", "회사에서"],
        objects: ["책을", "물을", "편지를", "사진을", "밥을", "우산을", "표를", "지도를", "열쇠를", "꽃을"],
        verbs: ["찾았어요", "봤습니다", "기다렸다", "먹고 싶어요", "샀어요", "잊어버렸어", "가져왔어요", "건넸다", "읽고 있어요", "놓았어요"],
        times: ["어제", "오늘 아침", "내일", "매일", "밤에", "아까", "다음 주에", "항상"]
    )
    private static let english = (
        subjects: ["I", "The teacher", "My friend", "Her brother", "Our mother", "The clerk", "The captain", "A doctor", "The children", "Nobody"],
        places: ["at the station", "at school", "by the sea", "in the park", "in the shop", "in the library", "at the hospital",
                 "in the harbour", "in the kitchen", "at the office"],
        objects: ["the books", "some water", "a letter", "the photos", "dinner", "an umbrella", "the tickets", "a map", "the keys", "flowers"],
        verbs: ["searched for", "watched", "was waiting for", "wanted", "bought", "forgot", "brought", "handed over", "is reading", "left"],
        times: ["yesterday", "this morning", "tomorrow", "every day", "at midnight", "just now", "next week", "always"]
    )

    /// The SubRip text of one episode.
    public static func episode(language: MiningLanguage, cues: Int = 1_500, seed: UInt64 = 1) -> String {
        var generator = SeededGenerator(seed: seed)
        func pick(_ words: [String]) -> String { words[Int(generator.next() % UInt64(words.count))] }
        var text = ""
        let step = 90 * 60 * 1000 / max(1, cues)
        for index in 0..<cues {
            let start = index * step
            let sentence: String
            switch language {
            case .japanese:
                let words = japanese
                sentence = "\(pick(words.subjects))は\(pick(words.times))\(pick(words.places))で\(pick(words.objects))を\(pick(words.verbs))。"
            case .korean:
                let words = korean
                sentence = "\(pick(words.subjects)) \(pick(words.times)) \(pick(words.places)) \(pick(words.objects)) \(pick(words.verbs))."
            case .english:
                let words = english
                sentence = "\(pick(words.subjects)) \(pick(words.verbs)) \(pick(words.objects)) \(pick(words.places)) \(pick(words.times))."
            }
            text += "\(index + 1)\n\(stamp(start)) --> \(stamp(start + step - 200))\n\(sentence)\n\n"
        }
        return text
    }

    private static func stamp(_ milliseconds: Int) -> String {
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60, seconds = milliseconds / 1000 % 60
        return String(format: "%02d:%02d:%02d,%03d", hours, minutes, seconds, milliseconds % 1000)
    }
}
