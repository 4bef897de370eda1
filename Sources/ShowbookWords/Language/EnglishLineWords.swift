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
