import ShowbookPlatform
/// The forgiving half of the search: which words of the catalog a mistyped or run-together
/// query word may have meant.
///
/// - Typos use a deletion index (`term_deletes`): every catalog word of four or more letters is
///   stored under itself and each string made by deleting one of its letters; three-letter words
///   only under themselves (so `badd` finds `bad`, and `bda` its swap `bad`). A query word's
///   own deletions (up to the edits its length allows) are looked up there, as whole keys and
///   as key prefixes (a query word matches the start of a title word), and every candidate is
///   checked with `EditDistance`. The table holds the vocabulary, not the titles, so it stays
///   small next to the catalog.
/// - Joined words (`breakingbad`, `오징어게임`) are split into catalog words looked up in the
///   word index (`shows_words`, stopping at the first show), the last part matching as a prefix.
package struct FuzzyTerms {
    package let database: Database
    package static let minimumLength = 4
    /// Three-letter words are stored whole: longer query words may lose a letter to reach them,
    /// and a three-letter query word may have two neighbours swapped.
    package static let shortLength = 3
    /// Longer query words are taken as typed: no title word is that long, and the work grows
    /// with the square of the length.
    package static let maximumLength = 20
    /// Candidate rows read per deletion key; enough for any real word, bounded for odd ones.
    package static let keyScanLimit = 64

    /// Brings the deletion index in step with the words the search index holds now: adds the
    /// keys of new words and removes those of words no show has any more. Words already indexed
    /// are not rewritten, so running it after an import that changed nothing writes nothing.
    package func rebuild() throws {
        try database.transaction {
            let wanted = Set(try database.query("SELECT term FROM shows_vocab") { $0.onlyString }.filter(Self.isEligible))
            let present = Set(try database.query("SELECT term FROM term_deletes WHERE key = term") { $0.onlyString })
            let insert = try database.prepare("INSERT OR IGNORE INTO term_deletes(key, term) VALUES (?, ?)")
            let remove = try database.prepare("DELETE FROM term_deletes WHERE key = ? AND term = ?")
            // Inserted in key order: appending to the index is far cheaper than landing on a
            // random page of it for each of the hundreds of thousands of keys a first import adds.
            var added = wanted.subtracting(present).flatMap { term in Self.keys(of: term).map { (key: $0, term: term) } }
            added.sort { ($0.key, $0.term) < ($1.key, $1.term) }  // in place: no second copy of ~570k pairs
            for pair in added {
                try insert.run([.text(pair.key), .text(pair.term)])
            }
            for term in present.subtracting(wanted) {
                for key in Self.keys(of: term) { try remove.run([.text(key), .text(term)]) }
            }
        }
    }

    /// The deletion keys a word is stored under (itself among them).
    package static func keys(of term: String) -> Set<String> {
        // Index words in ASCII are letters and digits, one character per byte: delete bytes.
        if term.utf8.allSatisfy(ASCIIByte.isLetterOrDigit) {
            let bytes = Array(term.utf8)
            var keys: Set<String> = [term]
            if bytes.count > shortLength {
                for index in bytes.indices {
                    var shorter = bytes
                    shorter.remove(at: index)
                    keys.insert(String(decoding: shorter, as: UTF8.self))
                }
            }
            return keys
        }
        return EditDistance.deletions(of: Array(term), upTo: term.count > shortLength ? 1 : 0)
    }

    /// Words that can take part in a typo match: three letters or more, but not longer than a
    /// query word that is still forgiven plus its two edits (a 10,000-letter "word" in a hostile
    /// title would otherwise add 10,000 keys of 10,000 letters).
    package static func isEligible(_ term: String) -> Bool {
        (shortLength...maximumLength + 2).contains(term.count) && !term.unicodeScalars.contains(where: SearchKey.isCJK)
            && !term.allSatisfy(\.isNumber)
    }

    /// Catalog words within the allowed edits of `word` (as whole words or word starts),
    /// closest first; `word` itself is not included.
    package func terms(near word: String) throws -> [String] {
        let characters = Array(word)
        if characters.count == Self.shortLength, Self.isEligible(word) { return try swaps(of: characters) }
        let limit = EditDistance.allowed(forLength: characters.count)
        guard limit > 0, characters.count <= Self.maximumLength, Self.isEligible(word) else { return [] }
        var candidates = Set<String>()
        for key in EditDistance.deletions(of: characters, upTo: limit) {
            let rows: [String]
            if key.count >= Self.minimumLength {
                rows = try database.query(
                    "SELECT term FROM term_deletes WHERE key >= ? AND key < ? LIMIT ?",
                    key, key + "\u{10FFFF}", Self.keyScanLimit
                ) { $0.onlyString }
            } else {
                rows = try database.query("SELECT term FROM term_deletes WHERE key = ? LIMIT ?", key, Self.keyScanLimit) {
                    $0.onlyString
                }
            }
            candidates.formUnion(rows)
        }
        candidates.remove(word)
        let scored = candidates.compactMap { term -> (String, Int)? in
            EditDistance.prefixDistance(characters, Array(term), limit: limit).map { (term, $0) }
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// The catalog words made by swapping two neighbouring letters of a three-letter word.
    private func swaps(of characters: [Character]) throws -> [String] {
        var found: [String] = []
        for index in 0..<(characters.count - 1) where characters[index] != characters[index + 1] {
            var swapped = characters
            swapped.swapAt(index, index + 1)
            let text = String(swapped)
            if try !database.query("SELECT 1 FROM term_deletes WHERE key = ? AND term = ?", text, text, map: { _ in true }).isEmpty {
                found.append(text)
            }
        }
        return found
    }

    /// `word` cut into two to four catalog words (`gameofthrones` → game, of, thrones), the last
    /// one possibly only the start of a word; nil when no such cut exists.
    package func split(_ word: String) throws -> [String]? {
        let characters = Array(word)
        guard (4...2 * Self.maximumLength).contains(characters.count) else { return nil }
        var words: [Int: Set<Int>] = [:]
        /// The lengths of the catalog words that start at `start` and leave at least one
        /// character after them (worked out once per position): none when fewer than three are left.
        /// A longer stretch can only be a word while some word starts with the shorter one, so
        /// the lookups stop at the first stretch no word starts with: their number follows the
        /// catalog's words, not the square of the query's length.
        func wordLengths(at start: Int) throws -> Set<Int> {
            if let known = words[start] { return known }
            var found: Set<Int> = []
            for end in stride(from: start + 2, to: characters.count, by: 1) {
                let stretch = String(characters[start..<end])
                guard try isWordStart(stretch) else { break }
                if try isWord(stretch) { found.insert(end - start) }
            }
            words[start] = found
            return found
        }
        var memo: [Int: [String]?] = [:]
        func cut(from start: Int, partsLeft: Int) throws -> [String]? {
            if let known = memo[start * 8 + partsLeft] { return known }
            var result: [String]?
            let rest = String(characters[start...])
            if start > 0, try isWordStart(rest) {
                result = [rest]
            } else if partsLeft > 1 {
                for length in try wordLengths(at: start).sorted(by: >) {
                    if let tail = try cut(from: start + length, partsLeft: partsLeft - 1) {
                        result = [String(characters[start..<(start + length)])] + tail
                        break
                    }
                }
            }
            memo[start * 8 + partsLeft] = result
            return result
        }
        return try cut(from: 0, partsLeft: 4)
    }

    /// True when some show has a word starting with `text`. Asked of the index itself (stopping
    /// at the first show) rather than of `shows_vocab`, which counts every show of the word it
    /// lands on — `the`, for the tail of `hundredthe`, is most of the catalog.
    private func isWordStart(_ text: String) throws -> Bool {
        try !database.query("SELECT 1 FROM shows_words WHERE shows_words MATCH ? LIMIT 1", "\"\(text)\"*") { _ in true }.isEmpty
    }

    /// True when some show has the word `text`.
    private func isWord(_ text: String) throws -> Bool {
        try !database.query("SELECT 1 FROM shows_words WHERE shows_words MATCH ? LIMIT 1", "\"\(text)\"") { _ in true }.isEmpty
    }
}
