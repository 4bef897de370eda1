/// How far apart two words are, counted the way typing goes wrong: a letter wrong, missing,
/// extra, or two neighbours swapped (optimal string alignment distance). Used to verify the
/// candidates that the deletion index proposes.
package enum EditDistance {
    /// The edits forgiven in a word of `length` characters: none up to 3, one up to 7, two beyond.
    package static func allowed(forLength length: Int) -> Int {
        length <= 3 ? 0 : (length <= 7 ? 1 : 2)
    }

    /// The distance between `a` and `b`, or nil once it is certainly above `limit`.
    package static func distance(_ a: [Character], _ b: [Character], limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The distance between `word` and the closest prefix of `term` (a query word is matched
    /// as the start of a title word): `brakin` is one edit from `breakin`, the start of `breaking`.
    package static func prefixDistance(_ word: [Character], _ term: [Character], limit: Int) -> Int? {
        var best: Int?
        let lengths = max(1, word.count - limit)...min(term.count, word.count + limit)
        guard lengths.lowerBound <= lengths.upperBound else { return nil }
        for length in lengths {
            if let found = distance(word, Array(term.prefix(length)), limit: best.map { $0 - 1 } ?? limit) {
                best = found
                if found == 0 { break }
            }
        }
        return best
    }

    /// Every string made by deleting up to `count` characters of `word` (with `word` itself).
    package static func deletions(of word: [Character], upTo count: Int) -> Set<String> {
        var results: Set<String> = [String(word)]
        var frontier: Set<[Character]> = [word]
        for _ in 0..<count {
            var next: Set<[Character]> = []
            for item in frontier where item.count > 1 {
                for index in item.indices {
                    var shorter = item
                    shorter.remove(at: index)
                    if next.insert(shorter).inserted { results.insert(String(shorter)) }
                }
            }
            frontier = next
        }
        return results
    }
}

extension EditDistance {
    /// How far `query` is from the closest stretch of `key` that starts at a word of it, with
    /// spaces and punctuation ignored on both sides: `home land` is 0 from "Homeland" and 1 from
    /// "Home and Away". Ranks approximate matches, the closest first.
    package static func closeness(_ query: String, to key: String) -> Int {
        closeness(Array(query.unicodeScalars.filter(isLetterOrDigit)), to: key)
    }

    /// `closeness` for a query already reduced to its letters and digits (computed once per search).
    package static func closeness(_ query: [Unicode.Scalar], to key: String) -> Int {
        var letters: [Unicode.Scalar] = []
        var starts: [Bool] = []
        var atWordStart = true
        for scalar in key.unicodeScalars {
            if isLetterOrDigit(scalar) {
                letters.append(scalar)
                starts.append(atWordStart)
                atWordStart = false
            } else {
                atWordStart = true
            }
        }
        var row: [Int] = [], next: [Int] = []
        return stretchDistance(query, letters: letters, starts: starts, row: &row, next: &next)
    }

    /// The distance behind `closeness`, for letters of any kind (scalars, or ASCII bytes in
    /// `ClosenessMeter`): from `query` to the closest stretch of `letters` that begins where
    /// `starts` is true. `row` and `next` are scratch space a caller may reuse between keys.
    package static func stretchDistance<Letter: Equatable>(
        _ query: [Letter], letters: [Letter], starts: [Bool], row: inout [Int], next: inout [Int]
    ) -> Int {
        let count = letters.count
        guard !query.isEmpty, count > 0 else { return query.count }
        let unreachable = query.count + count + 1
        // row[j]: the distance of the query so far to the closest stretch ending before letters[j],
        // where a stretch may only begin at a word start.
        row.removeAll(keepingCapacity: true)
        for j in 0...count { row.append(j < count && starts[j] ? 0 : (j > 0 ? row[j - 1] + 1 : unreachable)) }
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: row)
        for character in query {
            next[0] = row[0] + 1
            for j in 1...count {
                let replace = row[j - 1] + (letters[j - 1] == character ? 0 : 1)
                next[j] = Swift.min(Swift.min(row[j], next[j - 1]) + 1, replace)
            }
            swap(&row, &next)
        }
        var best = row[1]
        for j in 1...count where row[j] < best { best = row[j] }
        return best
    }

    /// Letters and digits, as the index tokenizer sees them (ASCII decided without a table lookup).
    package static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) }
        return SearchKey.isWordScalar(scalar)
    }
}
