/// "Did you mean" for a query that matched nothing because of a number it holds: `reply 1998`
/// when the catalog has Reply 1988, 1997 and 1994. The typo tier leaves numbers alone (a year
/// is not a typo of another year), so this is asked only once a search has found no show: a
/// search with results costs nothing more. The query's other words are searched alone, and
/// the titles whose numbers differ from the query's in at most two digits (numbers of the same
/// length) are offered, fewest changed digits first, then nearest in value.
package enum NumberSuggestions {
    /// The most digits a suggested title's number may differ in.
    package static let maximumDigits = 2
    /// The most titles offered.
    package static let limit = 3
    /// Shows read for the query's other words.
    package static let candidateLimit = 50

    package static func titles(for query: String, in store: CatalogStore) throws -> [String] {
        let words = query.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let numbers = words.filter { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        let others = words.filter { !numbers.contains($0) }
        guard !numbers.isEmpty, !others.isEmpty else { return [] }
        let candidates = try store.search(query: others.joined(separator: " "), page: 1, pageSize: candidateLimit).items
        var scored: [(title: String, digits: Int, distance: Int)] = []
        for media in candidates where !scored.contains(where: { $0.title == media.title }) {
            let titleNumbers = media.title.split { !($0.isASCII && $0.isNumber) }.map(String.init)
            var digits = 0
            var distance = 0
            for number in numbers {
                let nearest = titleNumbers.filter { $0.count == number.count }
                    .map { (digits: changedDigits(number, $0), distance: abs((Int($0) ?? 0) - (Int(number) ?? 0))) }
                    .min { ($0.digits, $0.distance) < ($1.digits, $1.distance) }
                guard let nearest, nearest.digits <= maximumDigits else {
                    digits = Int.max
                    break
                }
                digits += nearest.digits
                distance += nearest.distance
            }
            if digits > 0, digits != Int.max { scored.append((media.title, digits, distance)) }
        }
        scored.sort { ($0.digits, $0.distance, $0.title) < ($1.digits, $1.distance, $1.title) }
        return scored.prefix(limit).map(\.title)
    }

    /// "did you mean Reply 1988, Reply 1997 or Reply 1994?", nil without titles.
    public static func question(_ titles: [String]) -> String? {
        guard let last = titles.last else { return nil }
        let listed = titles.count == 1 ? last : titles.dropLast().joined(separator: ", ") + " or " + last
        return "did you mean \(listed)?"
    }

    /// How many places two numbers of the same length differ in.
    private static func changedDigits(_ one: String, _ other: String) -> Int {
        zip(one, other).filter { $0 != $1 }.count
    }
}

extension CatalogStore {
    /// Titles a query that matched nothing may have meant, its numbers mistyped (`NumberSuggestions`).
    public func numberSuggestions(for query: String) throws -> [String] {
        try NumberSuggestions.titles(for: query, in: self)
    }
}
