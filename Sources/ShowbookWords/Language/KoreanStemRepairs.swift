import ShowbookPlatform

/// Stems mecab-ko-dic's model picks that the forms around them rule out or make unlikely in
/// speech, put right before they become words. The model joins morphemes by part of speech,
/// not by form, so it can give a stem an ending the stem cannot take.
package enum KoreanStemRepairs {
    /// The morphemes of every node, repaired: `morphemes[i]` belongs to `nodes[i]`.
    package static func repaired(_ morphemes: [[KoreanMorphemeWords.Morpheme]], nodes: [MeCabTagger.PathNode])
        -> [[KoreanMorphemeWords.Morpheme]] {
        var result = morphemes
        for (nodeIndex, node) in nodes.enumerated() {
            for position in result[nodeIndex].indices {
                let morpheme = result[nodeIndex][position]
                guard ["VV", "VA", "VX"].contains(morpheme.tag) else { continue }
                let next = position + 1 < result[nodeIndex].count ? result[nodeIndex][position + 1]
                    : nodeIndex + 1 < nodes.count && !nodes[nodeIndex + 1].followsSpace ? result[nodeIndex + 1].first : nil
                if let open = openStem(morpheme.form, surface: node.surface, next: next?.form) ?? surfaceStem(morpheme.form, surface: node.surface) {
                    result[nodeIndex][position].form = open
                }
                if let likelier = likelierStems[result[nodeIndex][position].form] { result[nodeIndex][position] = likelier }
                if position == 0, isBoughtNotLived(node, morpheme: morpheme, before: nodeIndex > 0 ? nodes[nodeIndex - 1] : nil,
                                                   after: nodeIndex + 1 < nodes.count ? nodes[nodeIndex + 1] : nil) {
                    result[nodeIndex][position].form = "사"
                }
            }
        }
        return result
    }

    /// A stem ending in ㄹ or ㅅ that the surface shows without it (갈 read from 가, 줏 from 주)
    /// is only possible before an ending that drops it: ㄹ before ㄴ, ㅂ, the honorific 시 or
    /// 오 (사세요 from 살다), ㅅ before 아, 어 or 으 written out (지어 from 짓다). Before any other
    /// ending (가도, 가서, 자요) the stem is the surface's open syllable (가다, 자다). So it is, before any ending, for the
    /// ㄹ stems whose open twin is one of the commonest verbs (`rareRieulStems`: 갈다 for 가는,
    /// 줄다 for 주세요). Nil when the stem stands.
    package static func openStem(_ stem: String, surface: String, next: String?) -> String? {
        guard let last = stem.last, let final = Hangul.finalConsonant(last), final == 8 || final == 19,
              let open = Hangul.withoutFinal(last) else { return nil }
        let openStem = String(stem.dropLast()) + String(open)
        // 말다 drops its ㄹ before 아 too (마, 마요: don't).
        guard surface.hasPrefix(openStem), !surface.hasPrefix(stem), stem != "말" else { return nil }
        if rareRieulStems.contains(stem) { return openStem }
        if final == 19 {
            // ㅅ drops before 아, 어 or 으, which stay a syllable of their own (자아, never 자요).
            guard let after = surface.dropFirst(openStem.count).first ?? next?.first else { return nil }
            return startsWithVowel(after) ? nil : openStem
        }
        guard let next, let first = next.first else { return nil }
        return dropsRieul(before: first) ? nil : openStem
    }

    /// ㄹ stems far rarer in speech than the verb without the ㄹ (갈다 grind, 가다 go).
    private static let rareRieulStems: Set<String> = ["갈", "줄", "잘"]

    /// ㄹ drops before ㄴ, ㅂ, the honorific 시 (세, 셔, 신…) and 오, written as a syllable or
    /// as a lone consonant.
    private static func dropsRieul(before character: Character) -> Bool {
        if ["ㄴ", "ㅂ", "ㄹ", "\u{11AB}", "\u{11B8}", "\u{11AF}"].contains(character) { return true }
        guard let initial = Hangul.initialConsonant(character) else { return false }
        return [2, 7].contains(initial) || character == "오" || (initial == 9 && "시세셔셨신실십심".contains(character))
    }

    /// A stem ending in ㄹ that the surface writes with ㄷ (듣 read as 들): ㄷ turns into ㄹ before
    /// a vowel (들어), never the other way, so the surface's ㄷ stem is the verb (듣고 → 듣다).
    package static func surfaceStem(_ stem: String, surface: String) -> String? {
        guard let last = stem.last, Hangul.finalConsonant(last) == 8, let open = Hangul.withoutFinal(last),
              let withD = Hangul.withFinal(open, 7) else { return nil }
        let candidate = String(stem.dropLast()) + String(withD)
        return surface.hasPrefix(candidate) ? candidate : nil
    }

    /// Stems whose form in speech is nearly always another word's (매워 is 맵다 hot, not
    /// 매우다; 배불러 is 배부르다, 배불르다 being a misspelling the dictionary keeps; 마 alone is
    /// 말다's "don't", not the rare 마다).
    private static let likelierStems: [String: KoreanMorphemeWords.Morpheme] = [
        "매우": .init(form: "맵", tag: "VA"), "배불르": .init(form: "배부르", tag: "VA"), "마": .init(form: "말", tag: "VX"),
    ]

    /// 아, 어 or 으 (and the syllables they begin: 았, 었, 은, 을 …).
    private static func startsWithVowel(_ character: Character) -> Bool {
        Hangul.initialConsonant(character) == 11 && Hangul.vowel(character).map { [0, 4, 18].contains($0) } == true
    }

    /// 산 before a noun is 사 + ㄴ (the clothes I bought) far more often in speech than 살 + ㄴ,
    /// the only reading the dictionary has; it is 살다 after 에/에서 (서울에 산) or before 지
    /// (산 지 삼 년: since living).
    private static func isBoughtNotLived(_ node: MeCabTagger.PathNode, morpheme: KoreanMorphemeWords.Morpheme,
                                         before: MeCabTagger.PathNode?, after: MeCabTagger.PathNode?) -> Bool {
        guard morpheme.tag == "VV", KoreanNodeText.equals(node.surface, "산"), KoreanNodeText.equals(morpheme.form, "살") else { return false }
        if let before, !node.followsSpace || ["에", "에서"].contains(where: { KoreanNodeText.equals(before.surface, $0) }) { return false }
        if let after, KoreanNodeText.hasPrefix(after.surface, "지"), KoreanNodeText.tag(after).hasPrefix("NNB") { return false }
        return true
    }

    /// Dictionary forms the dictionary gives in a shortened spelling, written out as a
    /// dictionary lists them first (재밌다 → 재미있다).
    package static let fullSpellings: [String: String] = ["재밌다": "재미있다"]

    /// `fullSpellings[term]`, without hashing a term whose length no key has.
    package static func fullSpelling(of term: String) -> String? {
        guard !KoreanNodeText.isPlain(term) || fullSpellingLengths.contains(term.utf8.count) else { return nil }
        return fullSpellings[term]
    }

    private static let fullSpellingLengths = Set(fullSpellings.keys.map(\.utf8.count))
}
