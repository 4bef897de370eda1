import ShowbookPlatform

/// English dialogue lines for the English tokenizer's fuzz test: `FuzzText` reaches the odd
/// characters; this builds the shapes the tokenizer reads words around — determiners before
/// -ing nouns, verbs with particles near and far, contractions and speech spellings (`gonna`,
/// `goin'`, `'em`, `shouldn't've`), stray and doubled apostrophes, hyphens, accents, capitals,
/// numbers and punctuation between any two words — so the context and phrasal-verb rules meet
/// every neighbour on purpose.
public enum EnglishDialogueFuzz {
    public static let words = [
        "the", "a", "an", "my", "her", "this", "that", "those", "some", "no", "very", "long", "old", "beautiful",
        "wedding", "meeting", "building", "sleeping", "leaves", "lives", "oxen", "men", "wives", "teeth", "kids",
        "pick", "picked", "give", "gave", "run", "ran", "turn", "put", "look", "come", "get", "got", "go", "went",
        "fell", "live", "hold", "take", "took", "break", "broke", "wake", "calm", "find", "figure", "walk",
        "up", "down", "out", "off", "away", "back", "in", "on", "into", "after", "across", "over", "through", "by",
        "around", "along", "with", "of", "at", "to", "for", "it", "him", "them", "me", "you", "we", "they", "he",
        "she", "I", "was", "were", "is", "am", "been", "being", "has", "had", "do", "did", "can", "will", "not",
        "still", "really", "gonna", "wanna", "gotta", "gimme", "lemme", "dunno", "outta", "ya", "cos", "til",
        "don't", "can't", "won't", "ain't", "I'm", "he's", "they're", "we've", "you'll", "I'd", "shouldn't've",
        "goin'", "nothin'", "'em", "'cause", "o'clock", "ma'am", "rock'n'roll", "kids'", "'quoted'", "''", "'",
        "café", "naïve", "Rosé", "Seoul", "Monday", "Walter", "TV", "OK", "five", "seven", "xyzzy", "qu'est-ce",
    ]
    public static let separators = [" ", " ", " ", ", ", ". ", "! ", "? ", " - ", "-", " — ", "… ", "; ", ": ", " (", ") ", "\"", " 12 ", "’", "\n", "  "]

    /// A line of up to `maximumWords` words.
    public static func line(maximumWords: Int = 14, using random: inout SeededGenerator) -> String {
        var line = ""
        for _ in 0..<Int.random(in: 0...maximumWords, using: &random) {
            var word = words.randomElement(using: &random)!
            switch Int.random(in: 0..<12, using: &random) {
            case 0: word = word.uppercased()
            case 1: word = word.prefix(1).uppercased() + word.dropFirst()
            case 2: word += ["'s", "'", "’", "'ll", "n't", "in'"].randomElement(using: &random)!
            case 3: word = FuzzText.piece(FuzzText.Piece.allCases.randomElement(using: &random)!, using: &random)
            default: break
            }
            line += word + separators.randomElement(using: &random)!
        }
        return line
    }
}
