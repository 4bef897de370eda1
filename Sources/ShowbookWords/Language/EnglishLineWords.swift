/// One word of an English line as the line shows it: the tokenizer reads the words around it
/// (a determiner before a noun, a particle after a verb) and the document tokenizer tells names
/// by their capitals, so both read the line through this one scanner.
package struct EnglishLineWord: Sendable, Equatable {
    /// A run of letters and apostrophes, as written (`Don't`, `goin'`).
    package var text: String
    /// A capital, then a lower-case letter somewhere (`Rose`, not `OK` nor `rose`).
    package var capitalised: Bool
    /// First in its sentence: after `.`, `!`, `?`, `…`, `:`, `;`, a line break, or nothing; or
    /// after a dash opening the line, when nothing but spaces and names came before it.
    package var sentenceStart: Bool
    /// First in its clause: a sentence start, or after a comma, a bracket, a quotation mark, a
    /// number or a dash between spaces — a particle or a determiner does not reach across one.
    package var clauseStart: Bool

    package init(text: String, capitalised: Bool = false, sentenceStart: Bool = false, clauseStart: Bool = false) {
        self.text = text
        self.capitalised = capitalised
        self.sentenceStart = sentenceStart
        self.clauseStart = clauseStart || sentenceStart
    }
}

/// Splits an English line into `EnglishLineWord`s.
package enum EnglishLineWords {
    package static func words(in line: String) -> [EnglishLineWord] {
        if let words = line.utf8.withContiguousStorageIfAvailable(asciiWords), let words { return words }
        return characterWords(in: line)
    }

    /// The words of an ASCII line without a CR (each byte then is a character), read byte by
    /// byte by the same rules as `characterWords`; nil for any other line.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [EnglishLineWord]? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        var words: [EnglishLineWord] = []
        var sentenceStart = true
        var clauseStart = true
        var onlySpaceSoFar = true
        var wordStart = -1
        var pendingHyphen = false
        func flush(_ end: Int) {
            guard wordStart >= 0 else { return }
            let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<end])
            let isCapitalised = (0x41...0x5A).contains(word[0]) && word.dropFirst().contains { (0x61...0x7A).contains($0) }
            words.append(EnglishLineWord(text: String(decoding: word, as: UTF8.self), capitalised: isCapitalised,
                                         sentenceStart: sentenceStart, clauseStart: clauseStart))
            if !(isCapitalised && !sentenceStart) { onlySpaceSoFar = false }
            sentenceStart = false
            clauseStart = false
            wordStart = -1
        }
        for (position, byte) in bytes.enumerated() {
            if isLetter(byte) || byte == 0x27 {
                pendingHyphen = false
                if wordStart < 0 { wordStart = position }
                continue
            }
            if pendingHyphen { clauseStart = true }
            pendingHyphen = false
            let hadWord = wordStart >= 0
            flush(position)
            if endsSentence(byte) || (byte == 0x2D && onlySpaceSoFar) { sentenceStart = true }
            if byte == 0x2D && hadWord {
                pendingHyphen = true
            } else if sentenceStart || byte == 0x2D || (0x30...0x39).contains(byte) || asciiClauseBreaks.contains(byte) {
                clauseStart = true
            }
            if !(byte == 0x20 || (0x09...0x0D).contains(byte)) { onlySpaceSoFar = false }
        }
        flush(bytes.count)
        return words
    }

    /// `.`, `!`, `?`, `:`, `;` or a line break.
    private static func endsSentence(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2E, 0x21, 0x3F, 0x3A, 0x3B, 0x0A: return true
        default: return false
        }
    }

    /// The ASCII characters of `clauseBreaks`.
    private static let asciiClauseBreaks: [UInt8] = Array(",()[]{}\"/".utf8)

    /// The words of any line, character by character.
    static func characterWords(in line: String) -> [EnglishLineWord] {
        var words: [EnglishLineWord] = []
        var sentenceStart = true
        var clauseStart = true
        var onlySpaceSoFar = true
        var word = ""
        // A hyphen right after a word joins a compound when a letter follows (well-known).
        var pendingHyphen = false
        func flush() {
            guard !word.isEmpty else { return }
            let isCapitalised = word.first!.isUppercase && word.dropFirst().contains(where: \.isLowercase)
            words.append(EnglishLineWord(text: word, capitalised: isCapitalised, sentenceStart: sentenceStart, clauseStart: clauseStart))
            if !(isCapitalised && !sentenceStart) { onlySpaceSoFar = false }
            sentenceStart = false
            clauseStart = false
            word = ""
        }
        for character in line {
            if character.isLetter || character == "'" || character == "’" {
                pendingHyphen = false
                word.append(character)
                continue
            }
            if pendingHyphen { clauseStart = true }
            pendingHyphen = false
            let hadWord = !word.isEmpty
            flush()
            if ".!?…:;\n".contains(character) || (character == "-" && onlySpaceSoFar) { sentenceStart = true }
            if character == "-" && hadWord {
                pendingHyphen = true
            } else if sentenceStart || character == "-" || character.isNumber || clauseBreaks.contains(character) {
                clauseStart = true
            }
            if !character.isWhitespace { onlySpaceSoFar = false }
        }
        flush()
        return words
    }

    private static let clauseBreaks: Set<Character> = [",", "(", ")", "[", "]", "{", "}", "\"", "“", "”", "«", "»", "—", "–", "/"]
}
