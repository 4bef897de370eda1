import ShowbookPlatform

/// Japanese morphemes from MeCab with UniDic (`unidic-lite`, `scripts/dicts/unidic-lite.sh`),
/// whose answer for a node is `pos1,pos2,pos3,pos4,cType,cForm,lForm,lemma,orth,pron,orthBase,…`.
/// UniDic reads a word in its sentence (授業の間 → アイダ, 来させた → クル), writes every
/// spelling of a word one way in `lemma` (わかる and 分かる → 分かる; a loanword carries its
/// source after a hyphen, カレー-curry, which is dropped) and gives the reading of that
/// dictionary form (`lForm`).
package struct UniDicMorphemes: JapaneseAnalyzer {
    package let tagger: MeCabTagger
    package let dictionaryName = "UniDic"

    package init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    package func morphemes(in line: String) -> [JapaneseMorpheme] {
        tagger.nodes(line).map(Self.morpheme)
    }

    /// One node in UniDic's layout; an unknown word (fewer fields) is a noun read as written.
    package static func morpheme(_ node: MeCabTagger.Node) -> JapaneseMorpheme {
        let fields = leadingFields(of: node.feature)
        func field(_ index: Int) -> String {
            guard index < fields.count, fields[index] != "*" else { return "" }
            return fields[index]
        }
        let role = role(field(0), field(1))
        let dependence: JapaneseMorpheme.Dependence = field(1) == "非自立可能" ? .possiblyDependent : .independent
        guard fields.count > 10 else {
            let reading = KanaRomanizer.isAllKana(node.surface) ? KanaRomanizer.hiragana(node.surface) : ""
            return JapaneseMorpheme(surface: node.surface, role: role, lemma: node.surface, reading: reading)
        }
        var lemma = field(7)
        if let hyphen = lemma.firstIndex(of: "-"), hyphen > lemma.startIndex { lemma = String(lemma[..<hyphen]) }
        if lemma.isEmpty { lemma = node.surface }
        let written = field(10).isEmpty ? node.surface : field(10)
        let surfaceReading = field(17).isEmpty ? field(9) : field(17)
        var morpheme = JapaneseMorpheme(surface: node.surface, role: role, dependence: dependence, lemma: lemma, writtenLemma: written,
                                        reading: KanaRomanizer.hiragana(field(6)), surfaceReading: KanaRomanizer.hiragana(surfaceReading),
                                        isPlaceNoun: field(2) == "副詞可能", isVerbalNoun: field(2) == "サ変可能", conjugationForm: field(5))
        morpheme.isConjunctive = role == .particle && field(1) == "接続助詞"
        morpheme.mayCount = field(2) == "助数詞可能"
        return morpheme
    }

    /// The first 19 fields of a feature text, split at commas outside double quotes, byte by
    /// byte (a line's nodes are many and UniDic's feature text long; the fields after the kana
    /// forms are never read).
    package static func leadingFields(of feature: String) -> [String] {
        var fields: [String] = []
        fields.reserveCapacity(19)
        var text = feature
        text.withUTF8 { bytes in
            var quoted = false
            var start = 0
            var pieces: [(Int, Int)] = []
            for (offset, byte) in bytes.enumerated() {
                if byte == 0x22 && (quoted || offset == start) {
                    quoted.toggle()
                } else if byte == 0x2C && !quoted {
                    pieces.append((start, offset))
                    start = offset + 1
                    if pieces.count == 19 { break }
                }
            }
            if pieces.count < 19 { pieces.append((start, bytes.count)) }
            for (from, to) in pieces {
                var piece = UnsafeBufferPointer(rebasing: bytes[from..<to])
                if piece.count >= 2 && piece.first == 0x22 && piece.last == 0x22 { piece = UnsafeBufferPointer(rebasing: piece.dropFirst().dropLast()) }
                fields.append(String(decoding: piece, as: UTF8.self))
            }
        }
        return fields
    }

    private static func role(_ partOfSpeech: String, _ detail: String) -> JapaneseMorpheme.Role {
        switch partOfSpeech {
        case "名詞":
            switch detail {
            case "固有名詞": return .properNoun
            case "数詞": return .numeral
            case "助動詞語幹": return .auxiliary
            default: return .noun
            }
        case "代名詞": return .pronoun
        case "形状詞": return detail == "助動詞語幹" ? .auxiliary : .adjectivalNoun
        case "動詞": return .verb
        case "形容詞": return .adjective
        case "副詞": return .adverb
        case "連体詞": return .adnominal
        case "感動詞": return detail == "フィラー" ? .other : .interjection
        case "接頭辞": return .prefix
        case "接尾辞": return .suffix
        case "助詞": return .particle
        case "助動詞": return .auxiliary
        case "補助記号", "記号", "空白": return .symbol
        default: return .other
        }
    }
}
