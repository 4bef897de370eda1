import ShowbookPlatform

/// The words of a path of mecab-ko-dic morphemes, by the conventions of the Korean lemma set:
///
/// - Verbs and adjectives (VV, VA, and auxiliaries VX such as 주다, 말다) are their stem plus 다,
///   the stem taken from the node's expression when one node is several morphemes (몰라 is
///   `모르/VV+아/EC` → 모르다; 걸 of 걸었어요 is `걷/VV` → 걷다), after `KoreanStemRepairs`.
///   Auxiliaries that are function words (있다 of -고 있다, 싶다) come out too and the stop
///   list ranks them last.
/// - A noun or root followed in the same eojeol by a verb or adjective suffix is one verb:
///   공부 + 하 → 공부하다, 깨끗 + 하 → 깨끗하다, 걱정 + 되 → 걱정되다; so is a noun or adverb with
///   하다, 되다 or 나다 written onto it (잘못하다, 끝나다). An adjective, -아/-어 and 하 or 지
///   written together are one verb too (좋아하다, 무서워하다, 길어지다). Grammar is not a word: 같다 of -ㄴ 것
///   같다, 보다 of -나 보다.
/// - Nouns written together are one noun (전화 + 번호 → 전화번호), and 님 joins its noun
///   (선생님); other suffixes (들) and particles fall away.
/// - A verb, an -아/-어 ending and an auxiliary written together that a dictionary lists as one
///   word (`KoreanWordLists.compoundVerbs`: 물어보다, 데려다주다) are that word.
/// - Proper nouns (NNP) are names (`TokenKind.name`) and counters (NNBC: 시 of 몇 시) numbers;
///   adverbs (MAG) and interjections (IC) are words, the function ones among them ranked last
///   by the stop list; 아니다 (VCN) likewise. Pronouns (NP) and determiners (MM) are function
///   words (`TokenKind.function`, in the stop list too, so mining lists them last). Numerals,
///   dependent nouns, conjunctive adverbs, the copula, endings, particles, prefixes and symbols
///   are not words.
/// - A Hangul word the dictionary does not know is kept as it is written, never dropped; a
///   term with anything but Hangul syllables (hanja, a lone jamo) is not a word.
///
/// A token's surface is the form the line shows: a noun without its particles, a verb with the
/// endings after it (먹었어요).
package enum KoreanMorphemeWords {
    /// One morpheme: its form and part of speech.
    package struct Morpheme: Equatable {
        package var form: String
        package var tag: String
    }

    /// What the last word of the current eojeol was, for joining the next morpheme to it.
    private enum Last {
        case noun(Int)
        case root(Int)
        /// A verb or adjective, and its surface so far while nothing but -아/-어 endings
        /// followed its stem (nil once anything else did).
        case predicate(Int, joinable: String?, adjective: Bool)
        case adverb(Int)
    }

    /// Where the words are being made: the tokens so far and the last word of the eojeol.
    private struct Work {
        var tokens: [MinedToken] = []
        var last: Last?
        var previousTag = ""
    }

    package static func tokens(of nodes: [MeCabTagger.PathNode]) -> [MinedToken] {
        let repaired = KoreanStemRepairs.repaired(nodes.map(Self.morphemes(of:)), nodes: nodes)
        var work = Work()
        for (nodeIndex, node) in nodes.enumerated() {
            if node.followsSpace { work.last = nil; work.previousTag = "" }
            if node.isUnknown {
                if node.surface.contains(where: Hangul.isSyllable) {
                    work.tokens.append(MinedToken(term: node.surface, surface: node.surface))
                    work.last = .noun(work.tokens.count - 1)
                } else {
                    work.last = nil
                }
                work.previousTag = "UNKNOWN"
                continue
            }
            let parts = repaired[nodeIndex]
            if parts.allSatisfy({ $0.tag.hasPrefix("E") }), case let .predicate(index, joinable, adjective) = work.last {
                // Endings after a verb's node belong to its surface (먹 + 었 + 어요).
                work.tokens[index].surface += node.surface
                let joining = parts.allSatisfy { $0.tag == "EC" }
                work.last = .predicate(index, joinable: joining ? joinable.map { $0 + node.surface } : nil, adjective: adjective)
                work.previousTag = parts.last?.tag ?? ""
                continue
            }
            for (position, morpheme) in parts.enumerated() {
                if position == 0, nodeIndex > 0, isGrammar(morpheme, after: nodes[nodeIndex - 1], its: repaired[nodeIndex - 1]) {
                    work.last = nil
                    continue
                }
                add(morpheme, node: node, first: position == 0, rest: parts.dropFirst(position + 1),
                    adjacent: position > 0 || !node.followsSpace, work: &work)
                work.previousTag = morpheme.tag
            }
        }
        for index in work.tokens.indices {
            if let full = KoreanStemRepairs.fullSpelling(of: work.tokens[index].term) { work.tokens[index].term = full }
        }
        // Hanja, kana and lone jamo the dictionary tags as nouns are not Korean words to learn.
        return work.tokens.filter { KoreanNodeText.isSyllables($0.term) }
    }

    /// An adjective or auxiliary that is grammar, not a word, after what comes before it:
    /// 같다 after 것 (-ㄴ 것 같다, it seems), 보다 after the ending -나 or -ㄴ가 (-나 보다).
    private static func isGrammar(_ morpheme: Morpheme, after previous: MeCabTagger.PathNode, its parts: [Morpheme]) -> Bool {
        switch morpheme.tag {
        case "VA" where KoreanNodeText.equals(morpheme.form, "같"):
            return ["것", "거", "듯"].contains { KoreanNodeText.equals(previous.surface, $0) }
        case "VX" where KoreanNodeText.equals(morpheme.form, "보"):
            return parts.last.map { $0.tag == "EC" && (KoreanNodeText.equals($0.form, "나") || KoreanNodeText.hasSuffix($0.form, "가")) } ?? false
        default: return false
        }
    }

    /// Verbs a noun or adverb makes with 하다, 되다 or 나다 written onto it, when the
    /// dictionary reads them as two words (잘못 + 하 → 잘못하다, 끝 + 나 → 끝나다).
    private static let lightVerbs: Set<String> = ["하", "되", "나"]

    /// One morpheme's share: a new token, a join to the last one, or nothing.
    private static func add(_ morpheme: Morpheme, node: MeCabTagger.PathNode, first: Bool, rest: ArraySlice<Morpheme>,
                            adjacent: Bool, work: inout Work) {
        let form = morpheme.form
        switch morpheme.tag {
        case "VV", "VA", "VX":
            addPredicate(morpheme, node: node, first: first, rest: rest, adjacent: adjacent, work: &work)
        case "XSV", "XSA":
            switch work.last {
            case let .noun(index)?, let .root(index)?:
                guard adjacent else { work.last = nil; return }
                work.tokens[index].term += form + "다"
                work.tokens[index].kind = .word
                work.tokens[index].surface += node.surface
                work.last = .predicate(index, joinable: nil, adjective: false)
            default:
                work.last = nil
            }
        case "NNG", "NNP":
            let isName = morpheme.tag == "NNP" && !KoreanWordLists.everydayNouns.contains(form)
            if adjacent, work.previousTag == "NNG" || work.previousTag == "NNP", case let .noun(index)? = work.last {
                work.tokens[index].term += form
                work.tokens[index].surface += form
                if !isName { work.tokens[index].kind = .word }
                work.last = .noun(index)
            } else {
                work.tokens.append(MinedToken(term: form, surface: form, kind: isName ? .name : .word))
                work.last = .noun(work.tokens.count - 1)
            }
        case "XR":
            work.tokens.append(MinedToken(term: form, surface: form))
            work.last = .root(work.tokens.count - 1)
        case "XSN":
            if KoreanNodeText.equals(form, "님"), adjacent, case let .noun(index)? = work.last {
                work.tokens[index].term += form
                work.tokens[index].surface += form
            }
        case let tag where tag.hasPrefix("E"):
            // Endings inside a node keep what came before joinable (데려다 = 데리 + 어다).
            break
        case "MAG":
            work.tokens.append(MinedToken(term: adverbForms[form] ?? form, surface: form))
            work.last = KoreanNodeText.equals(form, "안") ? nil : .adverb(work.tokens.count - 1)
        case "IC":
            work.tokens.append(MinedToken(term: form, surface: form))
            work.last = nil
        case "NNBC":
            work.tokens.append(MinedToken(term: form, surface: form, kind: .number))
            work.last = nil
        case "VCN":
            work.tokens.append(MinedToken(term: "아니다", surface: node.surface))
            work.last = nil
        case "NP", "MM":
            work.tokens.append(MinedToken(term: form, surface: form, kind: .function))
            work.last = nil
        default:
            work.last = nil
        }
    }

    /// A verb or adjective: joined to the verb before it when the two are a listed compound or
    /// an adjective's -아/-어 하다, to the noun or adverb before it as a light verb, else new.
    private static func addPredicate(_ morpheme: Morpheme, node: MeCabTagger.PathNode, first: Bool, rest: ArraySlice<Morpheme>,
                                     adjacent: Bool, work: inout Work) {
        let form = morpheme.form
        let joinable = first && rest.allSatisfy { $0.tag == "EC" }
        if adjacent, case let .predicate(index, joined?, adjective) = work.last,
           KoreanWordLists.compoundVerbs.contains(joined + form + "다") || (adjective && ["하", "지"].contains(form)) {
            work.tokens[index].term = joined + form + "다"
            work.tokens[index].surface += node.surface
            work.last = .predicate(index, joinable: joinable ? work.tokens[index].surface : nil, adjective: false)
            return
        }
        if adjacent, first, morpheme.tag == "VV", lightVerbs.contains(form) {
            switch work.last {
            case let .noun(index)?, let .adverb(index)?:
                work.tokens[index].term += form + "다"
                work.tokens[index].kind = .word
                work.tokens[index].surface += node.surface
                work.last = .predicate(index, joinable: nil, adjective: false)
                return
            default: break
            }
        }
        work.tokens.append(MinedToken(term: form + "다", surface: first ? node.surface : form))
        work.last = .predicate(work.tokens.count - 1, joinable: joinable ? node.surface : nil, adjective: morpheme.tag == "VA")
    }

    /// Adverbs the dictionary keeps whole that are an adjective's -게 form (이렇게 → 이렇다).
    private static let adverbForms = ["이렇게": "이렇다", "그렇게": "그렇다", "저렇게": "저렇다", "어떻게": "어떻다"]

    /// The morphemes of a node: those of its expression when it is an inflected form or an
    /// analysed phrase (`모르/VV/*+아/EC/*`), else the node itself with the first part of its tag.
    package static func morphemes(of node: MeCabTagger.PathNode) -> [Morpheme] {
        if let plain = plainMorphemes(of: node) { return plain }
        let fields = KoreanNodeText.fields(node)
        let tag = fields.first.map { String($0.prefix { $0 != "+" }) } ?? ""
        if fields.count > 7, fields[4] == "Inflect" || fields[4] == "Preanalysis", !KoreanNodeText.equals(fields[7], "*") {
            let parts = KoreanNodeText.isPlain(fields[7]) ? plainExpression(fields[7]) : expression(fields[7])
            if !parts.isEmpty { return parts }
        }
        return [Morpheme(form: node.surface, tag: tag)]
    }

    /// `morphemes(of:)` read from the bytes of a plain feature (`KoreanNodeText.isPlain`)
    /// without quotes, whose fields are what lies between its commas; nil for any other.
    private static func plainMorphemes(of node: MeCabTagger.PathNode) -> [Morpheme]? {
        let feature = node.feature
        guard KoreanNodeText.isPlain(feature) else { return nil }
        return feature.utf8.withContiguousStorageIfAvailable { bytes -> [Morpheme]? in
            var field = 0
            var start = 0
            var tagEnd: Int?
            var kind = 0..<0
            var expression = 0..<0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x2C
                if byte == 0x22 { return nil }
                if field == 0, tagEnd == nil, byte == 0x2B { tagEnd = index }
                guard byte == 0x2C else { continue }
                if field == 0, tagEnd == nil { tagEnd = index }
                if field == 4 { kind = start..<index }
                if field == 7 { expression = start..<index }
                field += 1
                start = index + 1
            }
            if field > 7 {
                let kindBytes = UnsafeBufferPointer(rebasing: bytes[kind])
                let expressionBytes = UnsafeBufferPointer(rebasing: bytes[expression])
                if kindBytes.elementsEqual("Inflect".utf8) || kindBytes.elementsEqual("Preanalysis".utf8),
                   !expressionBytes.elementsEqual("*".utf8) {
                    let parts = plainExpression(expressionBytes)
                    if !parts.isEmpty { return parts }
                }
            }
            let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<(tagEnd ?? 0)]), as: UTF8.self)
            return [Morpheme(form: node.surface, tag: tag)]
        } ?? nil
    }

    /// The morphemes of an expression (`모르/VV/*+아/EC/*`).
    private static func expression(_ text: String) -> [Morpheme] {
        text.split(separator: "+").compactMap { part -> Morpheme? in
            let pieces = part.split(separator: "/", omittingEmptySubsequences: false)
            guard pieces.count >= 2, !pieces[0].isEmpty else { return nil }
            return Morpheme(form: String(pieces[0]), tag: String(pieces[1]))
        }
    }

    /// `expression` of a plain text (`KoreanNodeText.isPlain`), split as bytes.
    private static func plainExpression(_ text: String) -> [Morpheme] {
        Array(text.utf8).withUnsafeBufferPointer(plainExpression)
    }

    private static func plainExpression(_ bytes: UnsafeBufferPointer<UInt8>) -> [Morpheme] {
        bytes.split(separator: 0x2B).compactMap { part -> Morpheme? in
            let pieces = part.split(separator: 0x2F, omittingEmptySubsequences: false)
            guard pieces.count >= 2, !pieces[0].isEmpty else { return nil }
            return Morpheme(form: String(decoding: pieces[0], as: UTF8.self), tag: String(decoding: pieces[1], as: UTF8.self))
        }
    }
}
