import Foundation

/// The words of a line that count for coverage: the mining tokenizer's dictionary forms
/// (`MiningToolkit`), minus the language's function words (`StopList`, which mining ranks
/// last) and names and numbers, which a learner is never asked to know.
/// English: a capitalised word that does not start a sentence is a name (`I met Rose` — an
/// all-capitals line is shouting, not names), and so is that word at a sentence's start
/// elsewhere in the same file (`Walter!` once `Ask Walter` was heard); number words are left out. Japanese: the
/// dictionary forms MeCab tags as proper nouns (固有名詞) on their own (looked up once per form);
/// numbers (数) the tokenizer already drops.
/// Korean: Hunspell knows no names, so the tokenizer already leaves them out. Digits are never
/// words in any of the three tokenizers.
public struct CoverageTokenizer: Sendable {
    static let englishNumbers: Set<String> = [
        "zero", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion",
    ]

    public let language: MiningLanguage
    private let words: WordTokenizer
    private let stopList: StopList
    private let names: ProperNouns?

    /// `names` tags Japanese proper nouns (nil for the other languages).
    public init(language: MiningLanguage, words: WordTokenizer, names: MeCabTagger? = nil) {
        self.language = language
        self.words = words
        self.names = names.map(ProperNouns.init)
        stopList = StopList.bundled(language)
    }

    /// The toolkit's tokenizer for `language`, with a MeCab of its own for Japanese names.
    public static func make(_ language: MiningLanguage, toolkit: MiningToolkit) throws -> CoverageTokenizer {
        let words = try toolkit.tokenizer(for: language)
        let names = language == .japanese ? try? MeCabTagger() : nil
        return CoverageTokenizer(language: language, words: words, names: names)
    }

    /// The words of each of a file's lines (names found anywhere in the file left out everywhere).
    public func tokens(inLines lines: [String]) -> [[MinedToken]] {
        guard language == .english else { return lines.map { tokens(in: $0) } }
        var names = Set<String>()
        for line in lines { Self.maskingNames(in: line, found: &names) }
        return lines.map { tokens(in: $0, heardNames: names) }
    }

    public func tokens(in line: String) -> [MinedToken] { tokens(in: line, heardNames: []) }

    private func tokens(in line: String, heardNames: Set<String>) -> [MinedToken] {
        countedWords(in: line, heardNames: heardNames).filter { !stopList.contains($0.term) }
    }

    private func countedWords(in line: String, heardNames: Set<String>) -> [MinedToken] {
        switch language {
        case .english:
            var found = Set<String>()
            return words.tokens(in: Self.maskingNames(in: line, found: &found, known: heardNames))
                .filter { !Self.englishNumbers.contains($0.term) }
        case .japanese:
            guard let names else { return words.tokens(in: line) }
            return words.tokens(in: line).filter { !names.isProperNoun($0.term) }
        case .korean:
            return words.tokens(in: line)
        }
    }

    static func maskingNames(in line: String) -> String {
        var found = Set<String>()
        return maskingNames(in: line, found: &found)
    }

    /// `line` with each English name replaced by spaces: a word starting with a capital and
    /// holding a lower-case letter, not first in its sentence (after `.`, `!`, `?`, `…`, `:`, a
    /// dash or quote opening the line, or nothing) — or in `known` wherever it is. Names seen
    /// go into `found`.
    @discardableResult
    static func maskingNames(in line: String, found: inout Set<String>, known: Set<String> = []) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        var sentenceStart = true
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            let isCapitalised = word.first!.isUppercase && word.dropFirst().contains(where: \.isLowercase)
            let isName = isCapitalised && (!sentenceStart || known.contains(word))
            if isName && !sentenceStart { found.insert(word) }
            result += isName ? String(repeating: " ", count: word.count) : word
            sentenceStart = false
            word = ""
        }
        for character in line {
            if character.isLetter || character == "'" || character == "’" {
                word.append(character)
                continue
            }
            flush()
            if ".!?…:;\n".contains(character) || (character == "-" && result.allSatisfy(\.isWhitespace)) { sentenceStart = true }
            result.append(character)
        }
        flush()
        return result
    }
}

/// Which Japanese dictionary forms MeCab tags as proper nouns, each form parsed once: dialogue
/// repeats its words, so a season costs one extra parse per distinct word, not per line.
final class ProperNouns: @unchecked Sendable {
    private let tagger: MeCabTagger
    private var known: [String: Bool] = [:]
    private let lock = NSLock()

    init(tagger: MeCabTagger) {
        self.tagger = tagger
    }

    func isProperNoun(_ term: String) -> Bool {
        lock.lock()
        if let answer = known[term] { lock.unlock(); return answer }
        lock.unlock()
        let answer = tagger.parse(term).contains { $0.partOfSpeechDetail == "固有名詞" }
        lock.lock()
        known[term] = answer
        lock.unlock()
        return answer
    }
}
