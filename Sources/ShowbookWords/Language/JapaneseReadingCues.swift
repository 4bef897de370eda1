import ShowbookPlatform

/// Readings a dictionary's own choice gets wrong in dialogue, decided from the words around
/// the kanji. Two kinds:
/// - an EDICT expression the words form picks its readings (気に入る is きにいる, so 入る is read
///   いる there), when EDICT gives the expression one reading;
/// - a few common kanji whose readings differ in meaning, each with the words that tell them
///   apart: 空 is から (empty) near a container and not near the sky, 辛い is からい (hot) near
///   food, 人気 is ひとけ (a sign of people) in 人気のない, 開く is あく (comes open) after が and
///   ひらく (opens something) after を, 方 is かた (a person) when the line speaks of someone,
///   一日 is ついたち only after a month; 明日 is あした, as speech says it (あす is written style).
package enum JapaneseReadingCues {
    private static let containers: Set<String> = ["箱", "瓶", "缶", "袋", "財布", "鞄", "カバン", "ポケット", "コップ", "グラス", "皿",
                                                   "冷蔵庫", "引き出し", "中", "部屋", "家", "頭", "ボトル", "タンク", "器", "胃"]
    private static let sky: Set<String> = ["青い", "雲", "飛ぶ", "鳥", "星", "晴れる", "見上げる", "夕焼け", "虹", "月", "太陽", "高い",
                                           "広い", "飛行機"]
    private static let food: Set<String> = ["カレー", "ラーメン", "料理", "味", "スープ", "唐辛子", "キムチ", "食べる", "飲む", "ソース",
                                            "麺", "鍋", "辛口", "塩", "醤油", "わさび", "胡椒", "食べ物", "口", "舌", "甘い", "酸っぱい", "美味しい",
                                            "おいしい", "まずい", "店", "屋", "料理屋"]
    private static let people: Set<String> = ["どなた", "誰", "様", "さん", "先生", "いらっしゃる", "おっしゃる", "人", "お客様", "社長"]
    private static let adnominals: Set<String> = ["あの", "この", "その", "どの"]

    /// The reading of `morphemes[position]`'s dictionary form, given the rest of the line, and
    /// whether the words around it decided it (else it is the analyzer's own).
    package static func reading(at position: Int, in morphemes: [JapaneseMorpheme], index: EDICTIndex?) -> (reading: String, fromContext: Bool) {
        let word = morphemes[position]
        if let index, let reading = expressionReading(at: position, in: morphemes, index: index) { return (reading, true) }
        let reading = cueReading(at: position, in: morphemes)
        return (reading, reading != word.reading)
    }

    /// The words the cues below are about; every other word keeps its reading at once.
    private static let cued = ["空", "辛い", "人気", "開く", "方", "一日", "明日"]

    private static func cueReading(at position: Int, in morphemes: [JapaneseMorpheme]) -> String {
        let word = morphemes[position]
        guard UTF8Key.text(word.writtenLemma, isOneOf: cued) else { return word.reading }
        var lemmas: Set<String> { Set(morphemes.map(\.writtenLemma)).union(morphemes.map(\.lemma)) }
        let next = position + 1 < morphemes.count ? morphemes[position + 1] : nil
        let previous = position > 0 ? morphemes[position - 1] : nil
        switch word.writtenLemma {
        case "空" where word.role == .noun:
            if next?.surface.hasPrefix("っぽ") == true { return "から" }
            if !lemmas.isDisjoint(with: containers) && lemmas.isDisjoint(with: sky) { return "から" }
            return "そら"
        case "辛い":
            return lemmas.isDisjoint(with: food) ? "つらい" : "からい"
        case "人気" where next?.surface == "の" && position + 2 < morphemes.count:
            let after = morphemes[position + 2]
            return after.writtenLemma == "ない" || after.lemma == "無い" ? "ひとけ" : word.reading
        case "開く":
            let particle = morphemes[..<position].last { $0.role == .particle }?.surface
            return particle == "が" ? "あく" : particle == "を" ? "ひらく" : word.reading
        case "方" where previous.map { adnominals.contains($0.surface) } == true && !lemmas.isDisjoint(with: people):
            return "かた"
        case "一日":
            return previous?.surface.hasSuffix("月") == true ? "ついたち" : "いちにち"
        case "明日":
            return "あした"
        default:
            return word.reading
        }
    }

    /// The reading `word` has inside an EDICT expression of a noun, a particle and a verb or
    /// adjective it stands in (気 + に + 入る = 気に入る きにいる): the expression's reading less
    /// the other words' part. Nil when there is no such expression or it has several readings.
    private static func expressionReading(at position: Int, in morphemes: [JapaneseMorpheme], index: EDICTIndex) -> String? {
        for start in [position, position - 2] where start >= 0 && start + 2 < morphemes.count {
            let noun = morphemes[start], particle = morphemes[start + 1], verb = morphemes[start + 2]
            guard noun.role == .noun, particle.role == .particle, verb.inflects, !KanaRomanizer.isAllKana(noun.surface) else { continue }
            let heads = Set([verb.writtenLemma, verb.lemma]).map { noun.surface + particle.surface + $0 }
            let readings = Set(heads.flatMap { index.entries(headword: $0) }.flatMap(\.readings).map(KanaRomanizer.hiragana))
            guard readings.count == 1, let whole = readings.first else { continue }
            let middle = KanaRomanizer.hiragana(particle.surface)
            for nounReading in Set(index.entries(headword: noun.surface).flatMap(\.readings).map(KanaRomanizer.hiragana))
            where whole.hasPrefix(nounReading + middle) {
                let verbReading = String(whole.dropFirst(nounReading.count + middle.count))
                return position == start ? nounReading : verbReading
            }
        }
        return nil
    }
}
