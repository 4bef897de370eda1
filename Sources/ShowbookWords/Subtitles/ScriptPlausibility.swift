import ShowbookPlatform
/// How much a legacy file's reading looks like the language its encoding is for, from 0 to 1,
/// judged on its characters above ASCII over the whole file (a 200,000-character sample of a
/// larger one). The same bytes are often valid in several encodings, and the wrong reading is
/// still a script — EUC-KR Korean read as EUC-JP is kanji, Chinese GB2312 and kanji-only
/// EUC-JP read as CP949 are Hangul syllables — so each reading is asked whether its text is
/// plausible *language*, not only plausible characters:
///
/// - Korean (CP949): the share of the 2,350 common Hangul syllables and punctuation, with
///   compatibility jamo and the rare syllables outside EUC-KR counting against it, scaled by
///   how much of the Hangul is the syllables Korean is mostly made of (particles, endings,
///   the commonest stems: three in four syllables of ordinary dialogue, one in ten or fewer
///   of Chinese or Japanese bytes read as Hangul).
/// - Japanese (CP932, EUC-JP): the share of kana, kanji and Japanese punctuation, with kanji
///   outside JIS level 1 (rare in Japanese, a fifth of Chinese read as EUC-JP) counting twice
///   against it; text almost without kana (a title card, or Korean read as EUC-JP) scores at
///   most 0.7 — plausible alone, beaten by a natural Korean reading.
package enum ScriptPlausibility {
    package static func score(_ text: String, as encoding: String) -> Double {
        var counts = Counts()
        for scalar in text.unicodeScalars where scalar.value > 0x7F {
            if counts.total == 200_000 { break }
            counts.add(scalar)
        }
        guard counts.total > 0 else { return 0 }
        return encoding == "CP949" ? counts.korean : counts.japanese
    }

    private struct Counts {
        var total = 0, kana = 0, kanji = 0, rareKanji = 0, punctuation = 0, hangul = 0, commonHangul = 0, frequentHangul = 0

        mutating func add(_ scalar: Unicode.Scalar) {
            total += 1
            switch scalar.value {
            case 0x3040...0x30FF: kana += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF:
                kanji += 1
                if !jisLevelOne.contains(scalar.value) { rareKanji += 1 }
            case 0x3000...0x303F, 0xFF01...0xFF5E, 0x2010...0x206F, 0x00A0...0x00FF, 0x2190...0x25FF, 0x266A...0x266B: punctuation += 1
            case 0xAC00...0xD7A3:
                hangul += 1
                if eucKRSyllables.contains(scalar.value) { commonHangul += 1 }
                if frequentSyllables.contains(scalar.value) { frequentHangul += 1 }
            default: break
            }
        }

        private func share(_ count: Int) -> Double { Double(count) / Double(total) }

        var korean: Double {
            let rare = hangul - commonHangul
            let base = max(0, share(commonHangul + punctuation) - share(rare))
            guard hangul > 0 else { return base }
            let natural = Double(frequentHangul) / Double(hangul)
            return base * min(1, natural / 0.35)
        }

        var japanese: Double {
            let letters = kana + kanji
            guard letters > 0 else { return share(punctuation) * 0.5 }
            let kanaShare = Double(kana) / Double(letters)
            let base = max(0, share(letters + punctuation) - 2 * share(rareKanji))
            return base * min(1, 0.7 + 0.3 * kanaShare / 0.25)
        }
    }

    /// The syllables ordinary Korean is mostly made of: particles, endings, copulas and the
    /// commonest stems and nouns of dialogue.
    private static let frequentSyllables: Set<UInt32> = Set(
        ("이가은는을를에의도로으와과고서다요지나니어아게해하한할했있없그거것수안내네너우리라면데제저좀뭐왜말사시"
            + "자기대들일만보잘알같주오야죠까세상정음생각더됐되된여예응진짜마무미부비난날남모인원습겠래럼렇런든던잖께"
            + "봐줘워좋싶건걸텐랑줄때번합갈가올온왔갔먹집엄빠친구씨님것뭔게요").unicodeScalars.map(\.value))

    /// The 2,350 Hangul syllables of KS X 1001 (EUC-KR), which ordinary Korean text is almost
    /// all made of; CP949 adds the other 8,822, which Japanese bytes read as CP949 often land on.
    /// Read from iconv once: the rows 0xB0–0xC8 of EUC-KR.
    private static let eucKRSyllables: Set<UInt32> = rows(0xB0...0xC8, of: "EUC-KR")

    /// The 2,965 kanji of JIS X 0208 level 1, the common ones: EUC-JP rows 0xB0–0xCF, from iconv.
    private static let jisLevelOne: Set<UInt32> = rows(0xB0...0xCF, of: "EUC-JP")

    /// The characters of double-byte rows `leads` (trail bytes 0xA1–0xFE) of `encoding`, read
    /// through iconv; unassigned places are left out.
    private static func rows(_ leads: ClosedRange<UInt8>, of encoding: String) -> Set<UInt32> {
        var bytes: [UInt8] = []
        for lead in leads { for trail in UInt8(0xA1)...0xFE { bytes += [lead, trail] } }
        let text = IconvConverter.decodeRepairing(bytes, from: encoding)?.text ?? ""
        return Set(text.unicodeScalars.map(\.value).filter { $0 != 0xFFFD })
    }
}
