import Foundation

/// The relevance set: queries as people type them (typos, joined and split words, punctuation,
/// abbreviations, readings, CJK substrings, exact titles), each with the bundled show it should
/// find. Kept as a TSV in the tests (`Tests/ShowbookCoreTests/Catalog/RelevanceSet.tsv`) and
/// read here, so the unit test and `make bench` score the same pairs.
public struct RelevanceSet: Sendable {
    /// One query and the show it should find.
    public struct Case: Sendable, Equatable {
        public var kind: String
        public var query: String
        /// The bundled show's id (its `source_id`).
        public var expectedID: String
        /// The expected show's title, for people reading the file; checked against the id.
        public var expectedTitle: String
    }

    public var cases: [Case]
    /// 1-based numbers of lines that are not `kind TAB query TAB id TAB title`.
    public var malformedLines: [Int]

    /// Parses the TSV; `#` lines and empty lines are skipped.
    public init(text: String) {
        var cases: [Case] = []
        var malformed: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, fields.allSatisfy({ !$0.isEmpty }) else {
                malformed.append(index + 1)
                continue
            }
            cases.append(Case(kind: fields[0], query: fields[1], expectedID: fields[2], expectedTitle: fields[3]))
        }
        self.cases = cases
        malformedLines = malformed
    }
}
