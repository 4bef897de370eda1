/// `EditDistance.closeness` of one query against many keys, as the approximate tier ranks up
/// to a thousand matches per search: the query is prepared once, the rows of the table are
/// reused from key to key, and keys and queries of ASCII letters (most of them) are compared
/// as bytes. Anything else goes through `EditDistance.closeness`, which gives the same answer.
struct ClosenessMeter {
    private let query: [Unicode.Scalar]
    /// The query's letters and digits as bytes, when all are ASCII.
    private let asciiQuery: [UInt8]?
    private var letters: [UInt8] = []
    private var starts: [Bool] = []
    private var row: [Int] = []
    private var next: [Int] = []

    init(query: String) {
        self.query = Array(query.unicodeScalars.filter(EditDistance.isLetterOrDigit))
        asciiQuery = self.query.allSatisfy(\.isASCII) ? self.query.map { UInt8($0.value) } : nil
    }

    /// The closeness of the query to `key` (see `EditDistance.closeness`).
    mutating func closeness(to key: String) -> Int {
        guard let asciiQuery, key.utf8.allSatisfy({ $0 < 0x80 }) else { return EditDistance.closeness(query, to: key) }
        letters.removeAll(keepingCapacity: true)
        starts.removeAll(keepingCapacity: true)
        var atWordStart = true
        for byte in key.utf8 {
            if Self.isLetterOrDigit(byte) {
                letters.append(byte)
                starts.append(atWordStart)
                atWordStart = false
            } else {
                atWordStart = true
            }
        }
        let count = letters.count
        guard !asciiQuery.isEmpty, count > 0 else { return asciiQuery.count }
        let unreachable = asciiQuery.count + count + 1
        // The rows are moved out of `self` while in use, so writing them copies nothing.
        var row: [Int] = [], next: [Int] = []
        swap(&row, &self.row)
        swap(&next, &self.next)
        defer {
            swap(&row, &self.row)
            swap(&next, &self.next)
        }
        row.removeAll(keepingCapacity: true)
        for j in 0...count { row.append(j < count && starts[j] ? 0 : (j > 0 ? row[j - 1] + 1 : unreachable)) }
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: row)
        for character in asciiQuery {
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

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
    }
}
