import Foundation

/// English dictionary lookups in Princeton WordNet 3.0 as Debian's `wordnet-base` installs it
/// (`/usr/share/wordnet`), read directly from its files:
///
/// 1. the term is folded like the index (lower case, spaces → `_`);
/// 2. for each part of speech, the base forms are the term itself, its irregular forms from
///    `<pos>.exc` (mice → mouse, ran → run) and, when neither is in the index, the regular
///    inflections (`WordNetMorphology`);
/// 3. each base form is found in `index.<pos>` by binary search with seeks (`SortedLineFile`),
///    and each of its synset offsets is a seek into `data.<pos>` for the gloss and synonyms.
///
/// Nothing is loaded whole and nothing is cached between lookups, so a `WordNet` value is cheap
/// and safe to use from any thread.
public struct WordNet: Sendable {
    public static let defaultDirectory = "/usr/share/wordnet"
    public let directory: String

    public init(directory: String = WordNet.defaultDirectory) {
        self.directory = directory
    }

    /// True when the index files are there.
    public var isInstalled: Bool {
        FileManager.default.isReadableFile(atPath: file("index", .noun))
    }

    /// Every sense of `term`, nouns first, then verbs, adjectives and adverbs, each in WordNet's
    /// sense order. An unknown word gives an empty list; a missing WordNet throws
    /// `WordNetError.notInstalled`.
    public func lookup(_ term: String) throws -> [WordSense] {
        guard isInstalled else { throw WordNetError.notInstalled(directory: directory) }
        let key = Self.indexKey(term)
        guard !key.isEmpty else { return [] }
        var senses: [WordSense] = []
        for partOfSpeech in PartOfSpeech.allCases {
            let index = try SortedLineFile(path: file("index", partOfSpeech))
            var data: SortedLineFile?
            var seen = Set<Int>()
            for base in try baseForms(of: key, as: partOfSpeech, index: index) {
                guard let line = try index.line(forKey: base) else { continue }
                guard let offsets = WordNetRecords.offsets(indexLine: line) else {
                    throw WordNetError.unreadable(path: index.path, reason: "bad index line for “\(base)”")
                }
                let dataFile = try data ?? SortedLineFile(path: file("data", partOfSpeech))
                data = dataFile
                for offset in offsets where seen.insert(offset).inserted {
                    senses.append(try sense(at: offset, in: dataFile, lemma: base, as: partOfSpeech))
                }
            }
        }
        return senses
    }

    /// `lookup(_:)` through files kept open (`WordNetFiles`), for a reader that looks up many
    /// words: the same senses in the same order.
    package static func lookup(_ term: String, in files: WordNetFiles) throws -> [WordSense] {
        let wordNet = files.wordNet
        let key = indexKey(term)
        guard !key.isEmpty else { return [] }
        var senses: [WordSense] = []
        for partOfSpeech in PartOfSpeech.allCases {
            let index = try files.index(partOfSpeech)
            var forms = [key]
            let irregular = try files.file("\(partOfSpeech.fileSuffix).exc")?.line(forKey: key).map {
                $0.split(separator: " ").dropFirst().map(String.init).filter { $0 != key }
            } ?? []
            for base in irregular where !forms.contains(base) { forms.append(base) }
            var lines: [(base: String, line: String)] = []
            for form in forms { if let line = try index.line(forKey: form) { lines.append((form, line)) } }
            if lines.isEmpty {
                for form in WordNetMorphology.candidates(for: key, as: partOfSpeech) {
                    if let line = try index.line(forKey: form) { lines.append((form, line)) }
                }
            }
            var seen = Set<Int>()
            for (base, line) in lines {
                guard let offsets = WordNetRecords.offsets(indexLine: line) else {
                    throw WordNetError.unreadable(path: index.path, reason: "bad index line for “\(base)”")
                }
                let dataName = "data.\(partOfSpeech.fileSuffix)"
                guard let data = try files.file(dataName) else {
                    throw WordNetError.unreadable(path: "\(wordNet.directory)/\(dataName)", reason: "cannot open it")
                }
                for offset in offsets where seen.insert(offset).inserted {
                    senses.append(try sense(at: offset, in: data, lemma: base, as: partOfSpeech))
                }
            }
        }
        return senses
    }

    /// Lower case, trimmed, inner whitespace as `_` — the form of `index.*` keys.
    package static func indexKey(_ term: String) -> String {
        term.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: "_")
    }

    /// The index keys to try for `key`: itself and its irregular bases when any are in the
    /// index, else the regular-inflection candidates.
    package func baseForms(of key: String, as partOfSpeech: PartOfSpeech, index: SortedLineFile) throws -> [String] {
        var forms = [key]
        for base in try irregularBases(of: key, as: partOfSpeech) where !forms.contains(base) { forms.append(base) }
        let present = try forms.filter { try index.line(forKey: $0) != nil }
        if !present.isEmpty { return present }
        return WordNetMorphology.candidates(for: key, as: partOfSpeech)
    }

    private func sense(at offset: Int, in data: SortedLineFile, lemma: String, as partOfSpeech: PartOfSpeech) throws -> WordSense {
        try Self.sense(at: offset, in: data, lemma: lemma, as: partOfSpeech)
    }

    private static func sense(at offset: Int, in data: SortedLineFile, lemma: String, as partOfSpeech: PartOfSpeech) throws -> WordSense {
        let line = try data.line(at: UInt64(offset))
        guard startsWithOffset(line, offset), let synset = WordNetRecords.synset(dataLine: line) else {
            throw WordNetError.unreadable(path: data.path, reason: "no synset at offset \(offset)")
        }
        let readableLemma = WordNetRecords.spaced(lemma)
        let synonyms = synset.words.filter { $0.lowercased() != readableLemma }
        return WordSense(lemma: readableLemma, partOfSpeech: partOfSpeech, gloss: synset.gloss, synonyms: synonyms,
                         offset: offset)
    }

    /// True when `line` starts with `offset` as eight digits (zeros before) and a space, as a
    /// data line does.
    static func startsWithOffset(_ line: String, _ offset: Int) -> Bool {
        let digits = Array(String(offset).utf8)
        let width = max(8, digits.count)
        let utf8 = Array(line.utf8.prefix(width + 1))
        guard offset >= 0, utf8.count == width + 1, utf8[width] == 0x20 else { return false }
        return utf8[..<(width - digits.count)].allSatisfy { $0 == 0x30 } && utf8[(width - digits.count)..<width].elementsEqual(digits)
    }

    /// `<directory>/index.noun`, `<directory>/data.verb` …
    package func file(_ kind: String, _ partOfSpeech: PartOfSpeech) -> String {
        "\(directory)/\(kind).\(partOfSpeech.fileSuffix)"
    }
}
