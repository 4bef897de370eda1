import ShowbookPlatform

/// A line with each everyday noun the dictionary knows only as a name (`KoreanWordLists
/// .everydayNouns`) replaced by a common noun of the same final sound (사람 after a final
/// consonant, 친구 after a vowel, so the particles after it still fit), and the way back:
/// the stand-in's node becomes the listed noun again.
package struct KoreanStandIns {
    /// The line as MeCab reads it.
    package let text: String
    /// Each replaced noun and where its stand-in starts in `text` (UTF-8 bytes).
    private let replaced: [Int: String]

    private static let afterConsonant = "사람"
    private static let afterVowel = "친구"
    private static let longest = KoreanWordLists.everydayNouns.map(\.count).max() ?? 0

    package init(line: String) {
        var text = ""
        var replaced: [Int: String] = [:]
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let startsWord = index == 0 || !Hangul.isSyllable(characters[index - 1])
            if startsWord, let noun = Self.listedNoun(in: characters, at: index) {
                let standIn = Hangul.hasFinalConsonant(noun.last!) ? Self.afterConsonant : Self.afterVowel
                replaced[text.utf8.count] = noun
                text += standIn
                index += noun.count
            } else {
                text.append(characters[index])
                index += 1
            }
        }
        self.text = text
        self.replaced = replaced
    }

    /// The longest listed noun that starts at `index`.
    private static func listedNoun(in characters: [Character], at index: Int) -> String? {
        guard !KoreanWordLists.everydayNouns.isEmpty else { return nil }
        for length in stride(from: min(longest, characters.count - index), through: 1, by: -1) {
            let candidate = String(characters[index..<index + length])
            if KoreanWordLists.everydayNouns.contains(candidate) { return candidate }
        }
        return nil
    }

    /// `nodes` of `text` with each stand-in that stayed one node put back as its noun.
    package func restored(_ nodes: [MeCabTagger.PathNode], in text: String) -> [MeCabTagger.PathNode] {
        guard !replaced.isEmpty else { return nodes }
        return nodes.map { node in
            guard let noun = replaced[node.offset], node.surface == Self.afterConsonant || node.surface == Self.afterVowel else { return node }
            var node = node
            node.surface = noun
            node.feature = "NNG,*,\(Hangul.hasFinalConsonant(noun.last!) ? "T" : "F"),\(noun),*,*,*,*"
            return node
        }
    }
}
