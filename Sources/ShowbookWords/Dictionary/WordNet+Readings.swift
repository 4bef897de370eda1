import Foundation

/// One way WordNet can read an inflected English word: a base form in one part of speech, how
/// it was found and how often WordNet's tagged corpus used it. `WordNet.baseForm` takes the
/// commonest; the English tokenizer first keeps the readings its context allows (a noun after
/// `the`, a verb after `were`), then takes the commonest of those.
public struct BaseReading: Sendable, Equatable, Hashable {
    /// How the base was found, in the order that breaks a tie of counts.
    public enum Source: Int, Sendable, Comparable {
        /// From `<pos>.exc` (teeth → tooth, was → be).
        case irregular = 0
        /// The word is an entry itself.
        case itself = 1
        /// A regular ending taken off (gardens → garden, running → run).
        case regular = 2

        public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The index form: lower case, `_` between the words of a phrase.
    public var base: String
    public var partOfSpeech: PartOfSpeech
    public var source: Source
    /// The summed `cntlist.rev` tag counts of the base's senses in this part of speech.
    public var count: Int

    /// The base as a word book shows it (`pick up`); a single word (most) is the base itself.
    public var term: String { base.utf8.contains(0x5F) ? WordNetRecords.spaced(base) : base }

    /// The commonest of `readings`: the base with the highest count over its parts of speech,
    /// then irregular before the word itself before a regular form, then verb, noun, adjective,
    /// adverb, then the given order; of that base, its part of speech with the highest count.
    public static func commonest(of readings: [BaseReading]) -> BaseReading? {
        var totals: [String: Int] = [:]
        for reading in readings { totals[reading.base, default: 0] += reading.count }
        return readings.enumerated().min { lhs, rhs in
            let (left, right) = (lhs.element, rhs.element)
            return (-totals[left.base, default: 0], left.source.rawValue, -left.count, left.partOfSpeech.baseFormRank, lhs.offset)
                < (-totals[right.base, default: 0], right.source.rawValue, -right.count, right.partOfSpeech.baseFormRank, rhs.offset)
        }?.element
    }
}

extension PartOfSpeech {
    /// Verbs first when counts and sources tie.
    var baseFormRank: Int {
        switch self {
        case .verb: return 0
        case .noun: return 1
        case .adjective: return 2
        case .adverb: return 3
        }
    }
}

extension WordNet {
    static let readingOrder: [PartOfSpeech] = [.verb, .noun, .adjective, .adverb]

    /// Every reading WordNet allows for `word`, per part of speech: the irregular bases of
    /// `<pos>.exc`, the word itself and its regular inflections, each only when it is in that
    /// part's index, with its tag count. Two rules trim them: bed is not be + d (a verb whose
    /// past is irregular has no regular -ed form, and a word that is an entry itself is not read
    /// as one), and a plural English makes by changing a vowel or adding -en (men, teeth, geese,
    /// oxen, children) is the plural of its base even where WordNet also has it as an entry of
    /// its own (oxen: the genus).
    public func readings(of word: String) throws -> [BaseReading] {
        guard isInstalled else { throw WordNetError.notInstalled(directory: directory) }
        return try Self.readings(of: word, in: WordNetFiles(wordNet: self))
    }

    /// `readings(of:)` through files kept open.
    package static func readings(of word: String, in files: WordNetFiles) throws -> [BaseReading] {
        let key = indexKey(word)
        guard !key.isEmpty else { return [] }
        var found: [(base: String, source: BaseReading.Source, partOfSpeech: PartOfSpeech)] = []
        for partOfSpeech in readingOrder {
            let index = try files.index(partOfSpeech)
            let irregular = try files.file("\(partOfSpeech.fileSuffix).exc")?.line(forKey: key).map {
                $0.split(separator: " ").dropFirst().map(String.init).filter { $0 != key }
            } ?? []
            var forms: [(String, BaseReading.Source)] = irregular.map { ($0, .irregular) }
            if !(partOfSpeech == .noun && irregular.contains { isEnglishIrregularPlural(key, of: $0) }) {
                forms.append((key, .itself))
            }
            forms += WordNetMorphology.candidates(for: key, as: partOfSpeech).map { ($0, .regular) }
            for (base, source) in forms where !found.contains(where: { $0.base == base && $0.partOfSpeech == partOfSpeech }) {
                if try index.line(forKey: base) != nil { found.append((base, source, partOfSpeech)) }
            }
        }
        if key.hasSuffix("ed"), found.contains(where: { $0.source == .itself }) {
            let irregular = try files.wordNet.irregularVerbs()
            found.removeAll { $0.source == .regular && $0.partOfSpeech == .verb && irregular.contains($0.base) }
        }
        guard !found.isEmpty else { return [] }
        let counts = try files.file("cntlist.rev")
        var countsByBase: [String: [PartOfSpeech: Int]] = [:]
        return try found.map { reading in
            if countsByBase[reading.base] == nil {
                countsByBase[reading.base] = try counts.map { try tagCounts(of: reading.base, in: $0) } ?? [:]
            }
            return BaseReading(base: reading.base, partOfSpeech: reading.partOfSpeech, source: reading.source,
                               count: countsByBase[reading.base]?[reading.partOfSpeech] ?? 0)
        }
    }

    /// True when `index.<pos>` has `phrase` (spaces or `_` between its words): `pick up` is a verb.
    public func has(_ phrase: String, as partOfSpeech: PartOfSpeech) throws -> Bool {
        guard isInstalled else { throw WordNetError.notInstalled(directory: directory) }
        return try Self.has(phrase, as: partOfSpeech, in: WordNetFiles(wordNet: self))
    }

    /// `has(_:as:)` through files kept open.
    package static func has(_ phrase: String, as partOfSpeech: PartOfSpeech, in files: WordNetFiles) throws -> Bool {
        let key = indexKey(phrase)
        guard !key.isEmpty else { return false }
        return try files.index(partOfSpeech).line(forKey: key) != nil
    }

    /// The frames (wndb(5)) in which a verb takes an object right after it: Somebody ----s
    /// something (8), … somebody (9), Something ----s somebody (10) or something (11) and the
    /// frames that go on after the object (5, 14–21, 24, 25, 30, 31).
    static let objectFrames: Set<Int> = [5, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 30, 31]

    /// True when some sense of the verb `phrase` takes an object (`pick_up`: pick up the kids),
    /// not when every sense is intransitive (`fall_off`: fell off her bike is a fall).
    public func takesObject(_ phrase: String) throws -> Bool {
        guard isInstalled else { throw WordNetError.notInstalled(directory: directory) }
        return try Self.takesObject(phrase, in: WordNetFiles(wordNet: self))
    }

    /// `takesObject(_:)` through files kept open.
    package static func takesObject(_ phrase: String, in files: WordNetFiles) throws -> Bool {
        let key = indexKey(phrase)
        guard !key.isEmpty, let line = try files.index(.verb).line(forKey: key),
              let offsets = WordNetRecords.offsets(indexLine: line), let data = try files.file("data.verb") else { return false }
        for offset in offsets where !objectFrames.isDisjoint(with: WordNetRecords.frames(dataLine: try data.line(at: UInt64(offset)))) {
            return true
        }
        return false
    }

    /// men of man, teeth of tooth, geese of goose (the same letters but for inner vowels), oxen
    /// of ox and children of child (-en, -ren) — not data of datum nor dive of diva.
    static func isEnglishIrregularPlural(_ plural: String, of base: String) -> Bool {
        if plural == base + "en" || plural == base + "ren" { return true }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard plural != base, plural.first == base.first, plural.last == base.last else { return false }
        return plural.filter { !vowels.contains($0) } == base.filter { !vowels.contains($0) }
    }
}
