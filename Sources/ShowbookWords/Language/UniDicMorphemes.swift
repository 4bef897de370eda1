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
    let cache = UniDicMorphemeCache()

    package init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    package func morphemes(in line: String) -> [JapaneseMorpheme] {
        tagger.nodes(line) { surface, feature, isUnknown in
            cache.morpheme(surface: surface, feature: feature, isUnknown: isUnknown, decode: Self.decode)
        }
    }

    /// One node in UniDic's layout; an unknown word (fewer fields) is a noun read as written.
    package static func morpheme(_ node: MeCabTagger.Node) -> JapaneseMorpheme {
        decode(node).morpheme
    }

    /// The node's morpheme, and whether any of it came from the surface rather than the
    /// feature text (then it cannot be kept for other nodes of the same entry).
    static func decode(_ node: MeCabTagger.Node) -> (morpheme: JapaneseMorpheme, usesSurface: Bool) {
        let fields = leadingFields(of: node.feature)
        func field(_ index: Int) -> String {
            guard index < fields.count, fields[index] != "*" else { return "" }
            return fields[index]
        }
        let role = role(field(0), field(1))
        func field(_ index: Int, is value: String) -> Bool { index < fields.count && UTF8Key.same(fields[index], value) }
        let dependence: JapaneseMorpheme.Dependence = field(1, is: "非自立可能") ? .possiblyDependent : .independent
        guard fields.count > 10 else {
            let reading = KanaRomanizer.isAllKana(node.surface) ? KanaRomanizer.hiragana(node.surface) : ""
            return (JapaneseMorpheme(surface: node.surface, role: role, lemma: node.surface, reading: reading), true)
        }
        var lemma = field(7)
        if let hyphen = lemma.firstIndex(of: "-"), hyphen > lemma.startIndex { lemma = String(lemma[..<hyphen]) }
        let usesSurface = lemma.isEmpty || field(10).isEmpty
        if lemma.isEmpty { lemma = node.surface }
        let written = field(10).isEmpty ? node.surface : field(10)
        let surfaceReading = field(17).isEmpty ? field(9) : field(17)
        var morpheme = JapaneseMorpheme(surface: node.surface, role: role, dependence: dependence, lemma: lemma, writtenLemma: written,
                                        reading: KanaRomanizer.hiragana(field(6)), surfaceReading: KanaRomanizer.hiragana(surfaceReading),
                                        isPlaceNoun: field(2, is: "副詞可能"), isVerbalNoun: field(2, is: "サ変可能"),
                                        conjugationForm: field(5))
        morpheme.isConjunctive = role == .particle && field(1, is: "接続助詞")
        morpheme.mayCount = field(2, is: "助数詞可能")
        return (morpheme, usesSurface)
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

    /// UniDic's parts of speech and the role each is; a few depend on the detail (`pos2`).
    private static let roles: [(String, JapaneseMorpheme.Role)] = [
        ("名詞", .noun), ("代名詞", .pronoun), ("形状詞", .adjectivalNoun), ("動詞", .verb), ("形容詞", .adjective),
        ("副詞", .adverb), ("連体詞", .adnominal), ("感動詞", .interjection), ("接頭辞", .prefix), ("接尾辞", .suffix),
        ("助詞", .particle), ("助動詞", .auxiliary), ("補助記号", .symbol), ("記号", .symbol), ("空白", .symbol),
    ]

    /// Compared as bytes: comparing Japanese `String`s normalizes them first.
    private static func role(_ partOfSpeech: String, _ detail: String) -> JapaneseMorpheme.Role {
        func same(_ a: String, _ b: String) -> Bool { UTF8Key.same(a, b) }
        guard let role = roles.first(where: { same($0.0, partOfSpeech) })?.1 else { return .other }
        switch role {
        case .noun where same(detail, "固有名詞"): return .properNoun
        case .noun where same(detail, "数詞"): return .numeral
        case .noun where same(detail, "助動詞語幹"), .adjectivalNoun where same(detail, "助動詞語幹"): return .auxiliary
        case .interjection where same(detail, "フィラー"): return .other
        default: return role
        }
    }
}
