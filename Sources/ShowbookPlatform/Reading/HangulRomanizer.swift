/// Hangul → Revised Romanization of Korean (the South Korean standard of 2000), so a learner who
/// cannot type Hangul finds 오징어 게임 by `ojingeo geim`. The standard spells what is
/// pronounced, so the sound changes between syllables of a word are applied first: liaison of a
/// final before ㅇ, nasal assimilation (백마 → baengma), ㄴ/ㄹ → ll (신라 → silla), ㄹ after other
/// consonants → n (종로 → jongno), palatalization (같이 → gachi) and aspiration with ㅎ
/// (좋고 → joko). Tensing is not written. Output is lower case; anything that is not a Hangul
/// syllable passes through unchanged.
///
/// Limits, as the standard itself notes: a few words depend on their morphemes (신문로 is
/// pronounced 신문노, 학여울 inserts ㄴ); those follow the regular rules here. After ㄱ, ㄷ, ㅂ an
/// initial ㅎ is kept as `h`, as the standard writes nouns (묵호 → mukho); verbs aspirate instead
/// (잡혀 → japyeo), so `spellings` gives both when they differ, for search.
public enum HangulRomanizer {
    /// The standard spelling, writing ㄱ/ㄷ/ㅂ + ㅎ as in nouns.
    public static func romanize(_ text: String) -> String { romanize(text, aspirateStops: false) }

    /// Every spelling a reader may expect: the noun form, and the verb form when it differs
    /// (응답하라 → eungdaphara, eungdapara).
    public static func spellings(_ text: String) -> [String] {
        let noun = romanize(text, aspirateStops: false)
        let verb = romanize(text, aspirateStops: true)
        return noun == verb ? [noun] : [noun, verb]
    }

    package static func romanize(_ text: String, aspirateStops: Bool) -> String {
        var output = ""
        var word: [Syllable] = []
        for scalar in text.unicodeScalars {
            if let syllable = Syllable(scalar) {
                word.append(syllable)
            } else {
                output += render(word, aspirateStops: aspirateStops)
                word.removeAll()
                output.unicodeScalars.append(scalar)
            }
        }
        return output + render(word, aspirateStops: aspirateStops)
    }

    /// True when `text` holds at least one Hangul syllable.
    public static func containsHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { Syllable($0) != nil }
    }

    // MARK: Jamo

    /// One precomposed syllable as indices into the initial, vowel and final jamo tables.
    package struct Syllable {
        package var initial: Int
        package var vowel: Int
        package var final: Int

        package init?(_ scalar: Unicode.Scalar) {
            guard (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
            let index = Int(scalar.value) - 0xAC00
            initial = index / 588
            vowel = (index % 588) / 28
            final = index % 28
        }
    }

    private static let initials = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"]
    private static let vowels = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i",
    ]

    // Initial indices.
    private static let iG = 0, iN = 2, iD = 3, iR = 5, iM = 6, iS = 9, iSS = 10, iNone = 11, iJ = 12, iCh = 14, iK = 15, iT = 16, iH = 18
    // Final indices.
    private static let fNone = 0, fN = 4, fNH = 6, fD = 7, fL = 8, fLH = 15, fM = 16, fT = 25, fH = 27, fNg = 21
    private static let vowelI = 20

    /// The sound a final makes before a consonant or at the end of a word.
    private enum Coda { case none, k, n, t, l, m, p, ng }

    private static func coda(_ final: Int) -> Coda {
        switch final {
        case 0: return .none
        case 1, 2, 3, 9, 24: return .k
        case 4, 5, 6: return .n
        case 7, 19, 20, 22, 23, 25, 27: return .t
        case 8, 11, 12, 13, 15: return .l
        case 10, 16: return .m
        case 17, 18, 14, 26: return .p
        default: return .ng
        }
    }

    private static func text(_ coda: Coda) -> String {
        switch coda {
        case .none: return ""
        case .k: return "k"
        case .n: return "n"
        case .t: return "t"
        case .l: return "l"
        case .m: return "m"
        case .p: return "p"
        case .ng: return "ng"
        }
    }

    /// For liaison: what stays as the final and which initial moves to the next syllable.
    /// A final ㅎ is silent before a vowel (좋아 → joa).
    private static func split(_ final: Int) -> (stays: Int, moves: Int) {
        switch final {
        case 1: return (fNone, iG)
        case 2: return (fNone, 1)
        case 3: return (1, iS)
        case 4: return (fNone, iN)
        case 5: return (fN, iJ)
        case 6: return (fN, iNone)
        case 7: return (fNone, iD)
        case 8: return (fNone, iR)
        case 9: return (fL, iG)
        case 10: return (fL, iM)
        case 11: return (fL, 7)
        case 12: return (fL, iS)
        case 13: return (fL, iT)
        case 14: return (fL, 17)
        case 15: return (fL, iNone)
        case 16: return (fNone, iM)
        case 17: return (fNone, 7)
        case 18: return (17, iS)
        case 19: return (fNone, iS)
        case 20: return (fNone, iSS)
        case 22: return (fNone, iJ)
        case 23: return (fNone, iCh)
        case 24: return (fNone, iK)
        case 25: return (fNone, iT)
        case 26: return (fNone, 17)
        case 27: return (fNone, iNone)
        default: return (final, iNone)
        }
    }

    // MARK: Sound changes and spelling

    private static func render(_ syllables: [Syllable], aspirateStops: Bool) -> String {
        guard !syllables.isEmpty else { return "" }
        var word = syllables
        for index in 0..<(word.count - 1) {
            var (left, right) = (word[index], word[index + 1])
            assimilate(&left, &right, aspirateStops: aspirateStops)
            (word[index], word[index + 1]) = (left, right)
        }
        var output = ""
        var previous = Coda.none
        for syllable in word {
            let initial = syllable.initial == iR && previous == .l ? "l" : initials[syllable.initial]
            let coda = coda(syllable.final)
            output += initial + vowels[syllable.vowel] + text(coda)
            previous = coda
        }
        return output
    }

    /// Applies the sound changes between one syllable's final and the next one's initial.
    private static func assimilate(_ left: inout Syllable, _ right: inout Syllable, aspirateStops: Bool) {
        let final = left.final
        guard final != fNone else { return }
        switch right.initial {
        case iNone where final != fNg:
            // Palatalization: ㄷ/ㅌ before 이 become ㅈ/ㅊ (해돋이, 같이).
            if right.vowel == vowelI && (final == fD || final == fT || final == 13) {
                left.final = final == 13 ? fL : fNone
                right.initial = final == fD ? iJ : iCh
                return
            }
            let (stays, moves) = split(final)
            left.final = stays
            right.initial = moves
        case let initial where [iG, iD, iJ].contains(initial) && (final == fH || final == fNH || final == fLH):
            // Aspiration: ㅎ + ㄱ/ㄷ/ㅈ → ㅋ/ㅌ/ㅊ (좋고, 놓다, 낳지).
            left.final = final == fH ? fNone : (final == fNH ? fN : fL)
            right.initial = right.initial == iG ? iK : (right.initial == iD ? iT : iCh)
        case iS where final == fH:
            left.final = fNone
            right.initial = iSS
        case iH where final == fD && right.vowel == vowelI:
            // ㄷ + 히 → 치 (굳히다).
            left.final = fNone
            right.initial = iCh
        case iH where aspirateStops && [Coda.k, .t, .p].contains(coda(final)):
            // Verbs: ㄱ/ㄷ/ㅂ + ㅎ → ㅋ/ㅌ/ㅍ (잡혀 → japyeo).
            let aspirated = [Coda.k: iK, .t: iT, .p: 17][coda(final)] ?? iH
            left.final = split(final).stays
            right.initial = aspirated
        case iR:
            switch coda(final) {
            case .n: left.final = fL
            case .l: break
            case .m, .ng: right.initial = iN
            case .k, .t, .p:
                right.initial = iN
                nasalize(&left)
            case .none: break
            }
        case iN, iM:
            if coda(final) == .l && right.initial == iN { right.initial = iR } else { nasalize(&left) }
        default:
            break
        }
    }

    /// ㄱ, ㄷ, ㅂ sounds before a nasal become ㅇ, ㄴ, ㅁ (백마 → baengma, 합니다 → hamnida).
    private static func nasalize(_ syllable: inout Syllable) {
        switch coda(syllable.final) {
        case .k: syllable.final = fNg
        case .t: syllable.final = fN
        case .p: syllable.final = fM
        default: break
        }
    }
}
