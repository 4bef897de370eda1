import Foundation
import ShowbookPlatform

/// The one tokenizing of a subtitle document: every cue through the language's tokenizer
/// (`MiningToolkit`) once, each token marked with its kind, so mining, i+1, coverage, prep,
/// "heard it" and watched examples all read the same tokens and take the kinds they want.
/// Function words are the language's `StopList`. Names and numbers are never vocabulary a learner
/// is asked to know. English: a capitalised word that does not start a sentence is a name (`I met Rose` —
/// an all-capitals line is shouting, not names), and so is that word at a sentence's start
/// elsewhere in the same document (`Walter!` once `Ask Walter` was heard); number words are
/// numbers. Japanese: the dictionary forms MeCab tags as proper nouns (固有名詞) on their own
/// (`ProperNouns`, once per form); numbers (数) the tokenizer already drops. Korean: the
/// tokenizer marks proper nouns as names and counters as numbers itself (Hunspell's fallback
/// knows no names and leaves them out). A kind a tokenizer gave is kept. Digits are never words in any of
/// the three tokenizers. Words that damaged bytes broke are left out (`DamagedWords`).
public struct DocumentTokenizer: Sendable {
    /// The version of the rules above and of what registering keeps of them (2: the count of
    /// words recognized without study); part of `identity`, so changing them re-reads stored
    /// documents and registers their files again.
    package static let rules = "kinds:2"
    /// Tokenizing a document looks at its `Cancellation` every this many cues.
    package static let cancellationInterval = 64

    /// English number words (seven, hundred): numbers, not words to learn.
    package static let englishNumbers = EnglishWordClasses.numbers

    public let language: MiningLanguage
    /// The language's tokenizer identity and these rules: what a stored document records.
    public let identity: String
    private let words: WordTokenizer
    private let stopList: StopList
    private let names: ProperNouns?

    /// `names` tags Japanese proper nouns (nil for the other languages).
    public init(language: MiningLanguage, words: WordTokenizer, names: ProperNouns? = nil, identity: String? = nil) {
        self.language = language
        self.words = words
        self.names = names
        self.identity = identity ?? Self.identity(language.rawValue)
        stopList = StopList.bundled(language)
    }

    /// The toolkit's tokenizer for `language`, with the toolkit's MeCab for Japanese names.
    public static func make(_ language: MiningLanguage, toolkit: MiningToolkit) throws -> DocumentTokenizer {
        DocumentTokenizer(language: language, words: try toolkit.tokenizer(for: language), names: toolkit.properNouns(for: language),
                          identity: identity(language, toolkit: toolkit))
    }

    /// The identity a document tokenized in `language` with `toolkit` records (nothing is loaded).
    public static func identity(_ language: MiningLanguage, toolkit: MiningToolkit) -> String {
        identity(toolkit.identity(for: language))
    }

    private static func identity(_ tokenizer: String) -> String { "\(tokenizer) \(rules)" }

    /// `document` with every cue's tokens, in this tokenizer's language; throws
    /// `MiningError.cancelled` soon after `cancellation` is (every `cancellationInterval` cues).
    public func tokenized(_ document: SubtitleDocument, cancellation: Cancellation = .none) throws -> SubtitleDocument {
        guard let lines = tokens(inLines: document.cues.map(\.text), cancellation: cancellation) else { throw MiningError.cancelled }
        var document = document
        for (index, tokens) in lines.enumerated() { document.cues[index].tokens = tokens }
        document.language = language
        document.tokenizer = identity
        return document
    }

    /// Every token of each of a document's lines, each with its kind (names found anywhere in
    /// the lines marked everywhere).
    public func tokens(inLines lines: [String]) -> [[MinedToken]] { tokens(inLines: lines, cancellation: .none) ?? [] }

    /// `tokens(inLines:)`, or nil once `cancellation` is cancelled.
    package func tokens(inLines lines: [String], cancellation: Cancellation) -> [[MinedToken]]? {
        let lines = lines.map(DamagedWords.removed(from:))
        func stopped(_ position: Int) -> Bool { position % Self.cancellationInterval == 0 && cancellation.isCancelled }
        guard language == .english else {
            var result: [[MinedToken]] = []
            result.reserveCapacity(lines.count)
            for (position, line) in lines.enumerated() {
                if stopped(position) { return nil }
                result.append(marked(words.tokens(in: line)))
            }
            return result
        }
        var pieces: [[EnglishPiece]] = []
        pieces.reserveCapacity(lines.count)
        var heardNames = Set<String>()
        for (position, line) in lines.enumerated() {
            if stopped(position) { return nil }
            let lineWords = EnglishLineWords.words(in: line)
            var found: [EnglishPiece] = []
            for (word, tokens) in zip(lineWords, EnglishTokenizer.tokens(of: lineWords, by: words)) {
                if word.capitalised && !word.sentenceStart { heardNames.insert(word.text) }
                found.append(EnglishPiece(word: word.text, capitalised: word.capitalised, sentenceStart: word.sentenceStart, tokens: tokens))
            }
            pieces.append(found)
        }
        return pieces.map { line in
            line.flatMap { piece in
                let isName = piece.capitalised && (!piece.sentenceStart || heardNames.contains(piece.word))
                return piece.tokens.map { token in
                    var token = token
                    token.kind = isName ? .name : Self.englishNumbers.contains(token.term) ? .number : kind(of: token.term)
                    return token
                }
            }
        }
    }

    /// The tokens of one line on its own.
    public func tokens(in line: String) -> [MinedToken] { tokens(inLines: [line])[0] }

    /// The tokens coverage counts (`TokenKind.word`) of each line.
    public func countedTokens(inLines lines: [String]) -> [[MinedToken]] {
        tokens(inLines: lines).map { $0.filter(\.counts) }
    }

    /// An English word as the line had it, with its tokens (the tokenizer reads the whole line,
    /// so a phrasal verb is its verb's word's token).
    private struct EnglishPiece {
        var word: String
        var capitalised: Bool
        var sentenceStart: Bool
        var tokens: [MinedToken]
    }

    /// Japanese and Korean tokens with their kinds.
    private func marked(_ tokens: [MinedToken]) -> [MinedToken] {
        tokens.map { token in
            var token = token
            guard token.kind == .word else { return token }
            token.kind = names?.isProperNoun(token.term) == true ? .name : kind(of: token.term)
            return token
        }
    }

    private func kind(of term: String) -> TokenKind { stopList.contains(term) ? .function : .word }
}
