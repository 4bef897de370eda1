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
        // Most lines hold no listed noun: in a plain line (`KoreanNodeText.isPlain`) that shows
        // in its bytes alone.
        if KoreanNodeText.isPlain(line), !Self.holdsListedNounBytes(line) {
            self.text = line
            self.replaced = [:]
            return
        }
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

    /// The listed nouns' UTF-8 bytes, by their first byte.
    private static let nounBytes: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for noun in KoreanWordLists.everydayNouns { table[Int(noun.utf8.first!)].append(Array(noun.utf8)) }
        return table
    }()

    /// Some listed noun's bytes occur somewhere in `line`.
    private static func holdsListedNounBytes(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        for index in bytes.indices {
            for noun in nounBytes[Int(bytes[index])] where bytes.count - index >= noun.count && bytes[index..<index + noun.count].elementsEqual(noun) { return true }
        }
        return false
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
