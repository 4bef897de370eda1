/// `EditDistance.closeness` of one query against many keys, as the approximate tier ranks up
/// to a thousand matches per search: the query is prepared once, the rows of the table are
/// reused from key to key, and keys and queries of ASCII letters (most of them) are compared
/// as bytes by the same `EditDistance.stretchDistance`. Anything else goes through `EditDistance.closeness`, which gives the same answer.
package struct ClosenessMeter {
    private let query: [Unicode.Scalar]
    /// The query's letters and digits as bytes, when all are ASCII.
    private let asciiQuery: [UInt8]?
    private var letters: [UInt8] = []
    private var starts: [Bool] = []
    private var row: [Int] = []
    private var next: [Int] = []

    package init(query: String) {
        self.query = Array(query.unicodeScalars.filter(EditDistance.isLetterOrDigit))
        asciiQuery = self.query.allSatisfy(\.isASCII) ? self.query.map { UInt8($0.value) } : nil
    }

    /// The closeness of the query to `key` (see `EditDistance.closeness`).
    package mutating func closeness(to key: String) -> Int {
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
        return EditDistance.stretchDistance(asciiQuery, letters: letters, starts: starts, row: &row, next: &next)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        EditDistance.isLetterOrDigit(Unicode.Scalar(byte))
    }
}
