import Foundation

/// The base form of an inflected English word, as subtitle mining needs it: the commonest of
/// the readings WordNet allows (`readings(of:)`: the irregular bases of `<pos>.exc` — teeth →
/// tooth, saw → see, thieves → thief —, the word itself, and its regular inflections — gardens →
/// garden, running → run), counted as the sense-tag counts WordNet ships in `cntlist.rev` (from
/// its tagged corpus; leaves → leave, not leaf; ground → ground, not grind); equal counts go to
/// the irregular base, then the word itself, then a regular form, verbs first. The English
/// tokenizer narrows the readings by the words around first (`EnglishReadingChoice`).
extension WordNet {
    /// Nil when WordNet knows no form of the word; throws when WordNet is not installed.
    public func baseForm(of word: String) throws -> String? {
        try BaseReading.commonest(of: readings(of: word))?.term
    }

    /// The verbs of `verb.exc` with an irregular form other than an -ing form (be: was, see:
    /// saw), read once per WordNet folder.
    package func irregularVerbs() throws -> Set<String> {
        let path = "\(directory)/verb.exc"
        IrregularVerbs.lock.lock()
        defer { IrregularVerbs.lock.unlock() }
        if let known = IrregularVerbs.byPath[path] { return known }
        var verbs = Set<String>()
        if FileManager.default.isReadableFile(atPath: path) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw WordNetError.unreadable(path: path, reason: "not UTF-8 text")
            }
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count >= 2, !fields[0].hasSuffix("ing") else { continue }
                verbs.formUnion(fields.dropFirst().map(String.init))
            }
        }
        IrregularVerbs.byPath[path] = verbs
        return verbs
    }

    /// The bases `<pos>.exc` gives for `key` (none when the list is missing).
    package func irregularBases(of key: String, as partOfSpeech: PartOfSpeech) throws -> [String] {
        let exceptions = "\(directory)/\(partOfSpeech.fileSuffix).exc"
        guard FileManager.default.isReadableFile(atPath: exceptions),
              let line = try SortedLineFile(path: exceptions).line(forKey: key) else { return [] }
        return line.split(separator: " ").dropFirst().map(String.init).filter { $0 != key }
    }

    /// The summed tag counts of the senses of `lemma` per part of speech: `cntlist.rev` lines
    /// are `lemma%<ss_type>:… sense_number count`, ss_type 1 noun, 2 verb, 3 and 5 adjective,
    /// 4 adverb.
    package static func tagCounts(of lemma: String, in counts: SortedLineFile) throws -> [PartOfSpeech: Int] {
        let prefix = lemma + "%"
        var totals: [PartOfSpeech: Int] = [:]
        for line in try counts.lines(withKeyPrefix: prefix) {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let type = fields[0].dropFirst(prefix.count).first, let count = Int(fields[2]) else { continue }
            let partOfSpeech: PartOfSpeech
            switch type {
            case "1": partOfSpeech = .noun
            case "2": partOfSpeech = .verb
            case "3", "5": partOfSpeech = .adjective
            case "4": partOfSpeech = .adverb
            default: continue
            }
            totals[partOfSpeech, default: 0] += count
        }
        return totals
    }
}

/// `WordNet.irregularVerbs`, kept per `verb.exc` path: WordNet values are cheap copies, the
/// list is read once.
private enum IrregularVerbs {
    static let lock = NSLock()
    nonisolated(unsafe) static var byPath: [String: Set<String>] = [:]
}
