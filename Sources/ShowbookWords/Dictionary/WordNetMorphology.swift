/// Base-form candidates for an inflected word, per part of speech: the regular endings
/// (plural -s/-es, -ies → -y, -ed, -ing, -er/-est) plus undoubling a final consonant
/// (stopped → stop, bigger → big). Irregular forms come from the `*.exc` lists instead; the
/// caller keeps only candidates that are in the index.
package enum WordNetMorphology {
    /// (ending, replacement) pairs, tried in order.
    package static func rules(for partOfSpeech: PartOfSpeech) -> [(String, String)] {
        switch partOfSpeech {
        case .noun:
            return [("ies", "y"), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
                    ("men", "man"), ("s", "")]
        case .verb:
            return [("ies", "y"), ("es", "e"), ("es", ""), ("s", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective:
            return [("est", ""), ("est", "e"), ("er", ""), ("er", "e"), ("iest", "y"), ("ier", "y")]
        case .adverb:
            return []
        }
    }

    /// Candidates in rule order, without duplicates and without `word` itself.
    package static func candidates(for word: String, as partOfSpeech: PartOfSpeech) -> [String] {
        var found: [String] = []
        func add(_ candidate: String) {
            if candidate.count >= 2, candidate != word, !found.contains(candidate) { found.append(candidate) }
        }
        // A noun ending in -ss is not a plural (glass, boss).
        if partOfSpeech == .noun, word.hasSuffix("ss") { return [] }
        for (ending, replacement) in rules(for: partOfSpeech) where word.hasSuffix(ending) && word.count > ending.count {
            let stem = String(word.dropLast(ending.count))
            add(stem + replacement)
            if replacement.isEmpty, ["ed", "ing", "er", "est"].contains(ending), let undoubled = undouble(stem) {
                add(undoubled)
            }
        }
        return found
    }

    /// `stopp` → `stop`: a stem ending in a doubled consonant loses one.
    package static func undouble(_ stem: String) -> String? {
        let letters = Array(stem)
        guard letters.count >= 3, let last = letters.last, letters[letters.count - 2] == last,
              last.isLetter, !"aeiou".contains(last) else { return nil }
        return String(letters.dropLast())
    }
}
