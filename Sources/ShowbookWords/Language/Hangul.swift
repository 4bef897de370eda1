/// Hangul syllable arithmetic (Unicode's composition: 0xAC00 + (initial × 21 + vowel) × 28 + final).
package enum Hangul {
    private static func index(_ syllable: Character) -> Int? {
        guard let scalar = syllable.unicodeScalars.first, syllable.unicodeScalars.count == 1,
              (0xAC00...0xD7A3).contains(scalar.value) else { return nil }
        return Int(scalar.value) - 0xAC00
    }

    package static func hasFinalConsonant(_ syllable: Character) -> Bool {
        index(syllable).map { $0 % 28 != 0 } ?? false
    }

    /// A syllable's final consonant as its index among Unicode's 27 finals (ㄱ 1 … ㄴ 4 … ㄹ 8
    /// … ㅎ 27), 0 for none; nil for anything but a Hangul syllable.
    package static func finalConsonant(_ syllable: Character) -> Int? {
        index(syllable).map { $0 % 28 }
    }

    package static func isSyllable(_ character: Character) -> Bool { index(character) != nil }

    /// A syllable's initial consonant as its index among Unicode's 19 initials (ㄱ 0, ㄴ 2, ㅂ 7,
    /// ㅅ 9, ㅇ 11 …); nil for anything but a Hangul syllable.
    package static func initialConsonant(_ syllable: Character) -> Int? {
        index(syllable).map { $0 / 588 }
    }

    /// An open syllable with the final consonant of index `final` (가, 7 → 갇); nil for anything else.
    package static func withFinal(_ syllable: Character, _ final: Int) -> Character? {
        guard let value = index(syllable), value % 28 == 0, (1...27).contains(final),
              let closed = Unicode.Scalar(UInt32(0xAC00 + value + final)) else { return nil }
        return Character(closed)
    }

    /// A syllable's vowel as its index among Unicode's 21 vowels (ㅏ 0, ㅓ 4, ㅗ 8, ㅡ 18 …).
    package static func vowel(_ syllable: Character) -> Int? {
        index(syllable).map { ($0 % 588) / 28 }
    }

    /// The syllable without its final consonant (갈 → 가); nil for anything but a syllable with one.
    package static func withoutFinal(_ syllable: Character) -> Character? {
        guard let value = index(syllable), value % 28 != 0, let open = Unicode.Scalar(UInt32(0xAC00 + value - value % 28)) else { return nil }
        return Character(open)
    }

    /// No final consonant and one of the vowels an 어/아 ending leaves after contraction
    /// (ㅏ ㅐ ㅓ ㅕ ㅘ ㅙ ㅝ): 가, 해, 서, 켜, 와, 돼, 줘.
    package static func isOpenContractedVowel(_ syllable: Character) -> Bool {
        guard let value = index(syllable), value % 28 == 0 else { return false }
        return [0, 1, 4, 6, 9, 10, 14].contains((value % 588) / 28)
    }

    /// `줄다` → `주다`: a predicate stem whose last syllable ends in ㄹ, without that ㄹ; nil
    /// for any other stem.
    package static func withoutFinalL(_ predicate: String) -> String? {
        let core = Array(predicate.dropLast())
        guard predicate.hasSuffix("다"), let last = core.last, let value = index(last), value % 28 == 8,
              let open = Unicode.Scalar(UInt32(0xAC00 + value - 8)) else { return nil }
        return String(core.dropLast()) + String(Character(open)) + "다"
    }
}
