/// Katakana to hiragana, for readings (MeCab gives katakana; word books show hiragana).
enum Kana {
    static func hiragana(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x30A1...0x30F6).contains(scalar.value), let shifted = Unicode.Scalar(scalar.value - 0x60) {
                scalars.append(shifted)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// True when every character is kana (or the long-vowel mark): such a term needs no reading.
    static func isKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) }
    }
}
