import ShowbookPlatform

/// Where a mined example was heard — `S01E03 12:34`, or `12:34` for a file without an episode
/// — kept in the word's own field (`WordDraft.exampleSource`), apart from the sentence the word
/// form and the card show. Words stored before schema 19 had it glued onto the example
/// (`駅で会いました。 (S01E03 12:34)`): `split` takes such a tail off, once for every stored word at
/// the upgrade (`splitStored`) and whenever a word is written (an Anki note read back gives it
/// so). An example that merely ends in brackets (`I said (hello)`) is left whole.
public enum ExampleSource {
    /// The sentence and the place of a glued example; nil when its tail is no place.
    public static func split(_ example: String) -> (sentence: String, source: String)? {
        guard example.hasSuffix(")"), let open = example.lastIndex(of: "(") else { return nil }
        let inside = String(example[example.index(after: open)..<example.index(before: example.endIndex)])
        guard parts(of: inside) != nil else { return nil }
        return (String(example[..<open]).trimmedWhitespace, inside)
    }

    /// A place's episode (`S01E03`, when it names one) and time; nil when it is no place.
    public static func parts(of source: String) -> (episode: String?, time: String)? {
        let pieces = source.split(separator: " ")
        guard (1...2).contains(pieces.count), let clock = pieces.last, isClock(clock) else { return nil }
        if pieces.count == 2 {
            guard isEpisode(pieces[0]) else { return nil }
            return (String(pieces[0]), String(clock))
        }
        return (nil, String(clock))
    }

    /// The upgrade's work: every stored example with a place glued on is split in two.
    package static func splitStored(_ database: Database) throws {
        typealias C = WordColumn
        let selection = ColumnSelection<WordColumn>([.id, .example])
        let glued = try database.query(
            "SELECT \(selection.list()) FROM words WHERE \(C.example.rawValue) LIKE '%)' AND \(C.exampleSource.rawValue) = ''",
            selecting: selection
        ) { row in (row.int64(.id), row.string(.example)) }
        for (id, example) in glued {
            guard let (sentence, source) = split(example) else { continue }
            try database.run("UPDATE words SET \(C.example.rawValue) = ?, \(C.exampleSource.rawValue) = ? WHERE \(C.id.rawValue) = ?",
                             sentence, source, id)
        }
    }

    /// `12:34` or `1:02:03`.
    private static func isClock(_ text: Substring) -> Bool {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        return (2...3).contains(pieces.count) && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// `S01E03`.
    private static func isEpisode(_ text: Substring) -> Bool {
        let upper = text.uppercased()
        guard upper.hasPrefix("S"), let e = upper.firstIndex(of: "E") else { return false }
        let season = upper[upper.index(after: upper.startIndex)..<e]
        let number = upper[upper.index(after: e)...]
        return !season.isEmpty && !number.isEmpty && (season + number).allSatisfy { $0.isASCII && $0.isNumber }
    }
}

extension WordDraft {
    /// The draft with a place glued onto its example moved to `exampleSource` (when that is
    /// empty); unchanged otherwise. Every write of a word goes through it.
    package func separatingExampleSource() -> WordDraft {
        guard exampleSource.isEmpty, let (sentence, source) = ExampleSource.split(example) else { return self }
        var draft = self
        (draft.example, draft.exampleSource) = (sentence, source)
        return draft
    }
}
