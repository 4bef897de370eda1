import Foundation

/// How a written English word of dialogue stands for the words a dictionary knows. Subtitles
/// spell speech: contractions (`don't`, `I'm`, `he's`), the forms of casual speech (`gonna`,
/// `wanna`, `gotta`, `gimme`, `lemme`, `dunno`), a dropped g (`goin'`, `nothin'`), a dropped
/// first syllable (`'em`, `'cause`) and accents (`café`). Each written word becomes the pieces
/// the tokenizer reads, in order; a piece that `speaks` is a word of its own, a silent one
/// (the `'m` of `I'm`, the `to` of `gonna`) only tells the words after it what came before.
///
/// Conventions: a negative contraction gives its verb (don't → do, won't → will, can't → can,
/// ain't → be); `gonna` is going to (go), `wanna` want to (want), `gotta` got to (get), `gimme`
/// give me, `lemme` let me, `dunno` don't know (do, know), `outta` out of, `ya` you.
package enum EnglishSpelling {
    /// One piece of a written word.
    package struct Piece: Sendable, Equatable {
        /// Lower-case ASCII, as WordNet's index spells it.
        package var form: String
        package var speaks: Bool
        /// The form to read when `form` is no word: `goin'` may be going or a quoted goin.
        package var alternative: String?

        package init(_ form: String, speaks: Bool = true, alternative: String? = nil) {
            self.form = form
            self.speaks = speaks
            self.alternative = alternative
        }
    }

    /// The casual spellings and what they stand for.
    private static let casual: [String: [Piece]] = [
        "gonna": [Piece("going"), Piece("to", speaks: false)],
        "wanna": [Piece("want"), Piece("to", speaks: false)],
        "gotta": [Piece("got"), Piece("to", speaks: false)],
        "gimme": [Piece("give"), Piece("me")],
        "lemme": [Piece("let"), Piece("me")],
        "dunno": [Piece("do"), Piece("not", speaks: false), Piece("know")],
        "outta": [Piece("out"), Piece("of")],
        "ya": [Piece("you")],
        "cos": [Piece("because")],
        "cuz": [Piece("because")],
        "til": [Piece("until")],
    ]

    /// Words whose first syllable an apostrophe stands for.
    private static let clipped: [String: String] = ["em": "them", "cause": "because", "til": "until", "bout": "about", "round": "around"]

    /// The clitics after an apostrophe, as the word they stand for (silent: they are function
    /// words the tokenizer leaves out, but they tell the next word it follows `am` or `would`).
    private static let clitics: [String: String] = ["m": "am", "re": "are", "ve": "have", "ll": "will", "d": "would", "s": "'s"]

    /// The pieces of `word` (as the line writes it: any case, ’ or ').
    package static func pieces(of word: String) -> [Piece] {
        var text = word.lowercased().replacingOccurrences(of: "’", with: "'")
        if !text.allSatisfy(\.isASCII) {
            text = text.folding(options: [.diacriticInsensitive], locale: nil)
            guard text.allSatisfy(\.isASCII) else { return [] }
        }
        // A leading apostrophe drops a syllable ('em, 'cause) or opens a quotation.
        let leading = text.hasPrefix("'")
        while text.hasPrefix("'") { text.removeFirst() }
        // A trailing one drops a g (goin', nothin') or closes a quotation or a plural possessive.
        let trailing = text.hasSuffix("'")
        while text.hasSuffix("'") { text.removeLast() }
        guard !text.isEmpty else { return [] }
        if leading, let full = clipped[text] { return [Piece(full)] }
        if trailing, text.hasSuffix("in"), text.count > 3, !text.contains("'") { return [Piece(text + "g", alternative: text)] }
        if let known = casual[text] { return known }
        let parts = text.split(separator: "'").map(String.init)
        guard var head = parts.first else { return [] }
        guard parts.count > 1 else { return [Piece(head)] }
        var pieces: [Piece] = []
        var negated = false
        for clitic in parts.dropFirst() {
            if clitic == "t" && head.hasSuffix("n") && !negated {
                head = negatedVerb(head)
                negated = true
            } else if let stands = clitics[clitic] {
                pieces.append(Piece(stands, speaks: false))
            } else {
                // o'clock, ma'am, rock'n'roll: the apostrophe is inside one word.
                return [Piece(text, speaks: false)]
            }
        }
        if negated { pieces.insert(Piece("not", speaks: false), at: 0) }
        pieces.insert(Piece(head), at: 0)
        return pieces
    }

    /// `don` (of don't) → `do`, `won` → `will`, `can` → `can`, `shan` → `shall`, `ain` → `be`.
    private static func negatedVerb(_ word: String) -> String {
        switch word {
        case "won": return "will"
        case "can": return "can"
        case "shan": return "shall"
        case "ain": return "be"
        default: return String(word.dropLast())
        }
    }
}
