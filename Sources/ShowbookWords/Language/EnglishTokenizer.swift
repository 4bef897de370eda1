import Foundation

/// English words: each word of a line as WordNet's base form, read with the words around it.
///
/// 1. The line's words (`EnglishLineWords`) become the pieces a dictionary knows
///    (`EnglishSpelling`: don't → do, gonna → going, goin' → going, café → cafe).
/// 2. Each piece's readings come from every WordNet exception list and the regular endings
///    (`WordNet.readings`: was → be, oxen → ox, teeth → tooth, running → run).
/// 3. The words before it narrow them (`EnglishContext`): after a determiner a noun (the
///    wedding, a long meeting, the leaves → leaf), after a modal, a subject pronoun or `do` a
///    verb, an -ing form after be a verb (were sleeping → sleep); the commonest reading of
///    what is left wins.
/// 4. A verb and its particle WordNet lists as one verb are one word (`EnglishPhrasalVerbs`:
///    pick it up → pick up).
///
/// Words WordNet does not know (names, interjections) are left out. A word on the stop list
/// (us, its, the) is kept as written, except that a form of be, have or do is its verb (was →
/// be); the miner ranks them last. Each token also carries the part of speech it was read as
/// (`analysed`), so its meaning can be of that part of speech.
public final class EnglishTokenizer: WordTokenizer, @unchecked Sendable {
    /// A token and the part of speech chosen for it (nil for a function word kept as written).
    package struct Analysed: Sendable, Equatable {
        package var token: MinedToken
        package var partOfSpeech: PartOfSpeech?
    }

    /// WordNet's answers, kept (meanings read them too).
    let lexicon: EnglishLexicon
    private let stopList = StopList.bundled(.english)
    private let writtenWords: EnglishWrittenWords

    public init(wordNet: WordNet) {
        lexicon = EnglishLexicon(wordNet: wordNet)
        writtenWords = EnglishWrittenWords(lexicon: lexicon, stopList: stopList)
    }

    public func tokens(in line: String) -> [MinedToken] {
        analysed(EnglishLineWords.words(in: line)).flatMap { $0.map(\.token) }
    }

    /// The tokens of each of a line's words (`EnglishLineWords`), read together: a phrasal
    /// verb is the verb's word's token, and its particle's word has none.
    package func tokens(inWords words: [EnglishLineWord]) -> [[MinedToken]] {
        analysed(words).map { $0.map(\.token) }
    }

    /// The tokens of each of a line's words, with their parts of speech.
    package func analysed(_ words: [EnglishLineWord]) -> [[Analysed]] {
        var items = pieces(of: words)
        for index in items.indices where items[index].speaks {
            if items[index].isStopWord {
                items[index].reading = items[index].auxiliary
                continue
            }
            let context = EnglishContext.of(index, in: items)
            items[index].context = context
            items[index].reading = items[index].chosen(in: context)
        }
        EnglishPhrasalVerbs.join(&items, lexicon: lexicon)
        var result = Array(repeating: [Analysed](), count: words.count)
        for item in items where item.speaks {
            let term: String
            if let reading = item.reading {
                term = reading.term
            } else if item.isStopWord {
                term = item.form
            } else {
                continue
            }
            let token = MinedToken(term: term, surface: item.surface, kind: kind(of: term, item: item))
            result[item.word].append(Analysed(token: token, partOfSpeech: item.reading?.partOfSpeech))
        }
        return result
    }

    /// A name where the line capitalises it inside a sentence, a number word, a function word
    /// of the stop list, else a word (the document tokenizer also finds the names a file uses
    /// elsewhere).
    private func kind(of term: String, item: EnglishItem) -> TokenKind {
        if item.isName { return .name }
        if EnglishWordClasses.numbers.contains(term) { return .number }
        return stopList.contains(term) ? .function : .word
    }

    /// The pieces of `words`, each read on its own once per spelling (`EnglishWrittenWords`).
    private func pieces(of words: [EnglishLineWord]) -> [EnglishItem] {
        var items: [EnglishItem] = []
        items.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            let written = writtenWords.word(word.text)
            for (number, piece) in written.pieces.enumerated() {
                items.append(EnglishItem(piece: piece, word: index, surface: written.surface,
                                         clauseStart: word.clauseStart && number == 0,
                                         isName: word.capitalised && !word.sentenceStart))
            }
        }
        return items
    }

    /// The tokens of each line word through `tokenizer`: read together when it is the English
    /// tokenizer (as the toolkit wraps it or bare), else each word on its own.
    package static func tokens(of words: [EnglishLineWord], by tokenizer: WordTokenizer) -> [[MinedToken]] {
        if let english = unwrapped(tokenizer) { return english.tokens(inWords: words) }
        return words.map { tokenizer.tokens(in: $0.text) }
    }

    /// `tokenizer` as the English tokenizer, seen through the toolkit's damage-skipping wrapper.
    package static func unwrapped(_ tokenizer: WordTokenizer) -> EnglishTokenizer? {
        (tokenizer as? EnglishTokenizer) ?? ((tokenizer as? DamageSkippingTokenizer)?.base as? EnglishTokenizer)
    }
}
