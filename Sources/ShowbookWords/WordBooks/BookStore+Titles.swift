import Foundation
import ShowbookPlatform

/// Book identity by name. Titles are unique among open books, compared trimmed and
/// case-folded, so "Drama words" and " drama WORDS" are the same name; closed books keep
/// theirs (a reopened one is numbered if its name was taken meanwhile). A name given on the
/// command line must point at one book: several matches, open or closed, are an error.
extension BookStore {
    /// The form titles are compared in.
    public static func titleKey(_ title: String) -> String {
        title.trimmingCharacters(in: .whitespacesAndNewlines).folding(options: [.caseInsensitive], locale: nil)
    }

    /// The open book with this title, if any (other than `excluding`).
    public func openBook(titled title: String, excluding bookID: Int64? = nil) throws -> WordBook? {
        let key = Self.titleKey(title)
        return try openBooks().first { $0.id != bookID && Self.titleKey($0.title) == key }
    }

    /// `title` trimmed when no open book has it, else the first free numbered form:
    /// "Drama words (2)", "(3)" … — a title that is already numbered counts on from its number.
    public func availableTitle(_ title: String, excluding bookID: Int64? = nil) throws -> String {
        let name = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let taken = Set(try openBooks().filter { $0.id != bookID }.map { Self.titleKey($0.title) })
        guard taken.contains(Self.titleKey(name)) else { return name }
        let (base, number) = Self.splitNumber(name)
        var next = max(2, number + 1)
        while taken.contains(Self.titleKey("\(base) (\(next))")) { next += 1 }
        return "\(base) (\(next))"
    }

    /// Throws `titleTaken` with a suggestion when an open book (other than `excluding`) has the name.
    package func requireFreeTitle(_ name: String, excluding bookID: Int64? = nil) throws {
        guard try openBook(titled: name, excluding: bookID) != nil else { return }
        throw WordBookError.titleTaken(name, suggestion: try availableTitle(name, excluding: bookID))
    }

    /// Finds the book a CLI `BOOK` argument means: an id, or a title compared like titles are
    /// kept unique. Nil when nothing matches; `ambiguous` (with every id) when several do.
    public func book(matching reference: String) throws -> WordBook? {
        if let id = Int64(reference.trimmingCharacters(in: .whitespaces)), let found = try book(id: id) { return found }
        let key = Self.titleKey(reference)
        let matches = try (openBooks() + closedBooks()).filter { Self.titleKey($0.title) == key }
        guard matches.count <= 1 else {
            throw WordBookError.ambiguous(reference.trimmingCharacters(in: .whitespacesAndNewlines),
                                          ids: matches.map(\.id).sorted())
        }
        return matches.first
    }

    /// "Drama words (2)" → ("Drama words", 2); a name without a number → (name, 1).
    private static func splitNumber(_ name: String) -> (String, Int) {
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards),
              let number = OutsideNumbers.checked(Int(name[open.upperBound..<name.index(before: name.endIndex)]),
                                                  in: OutsideNumbers.titleNumber)
        else { return (name, 1) }
        return (String(name[..<open.lowerBound]), number)
    }
}

extension BookStore {
    /// For a name prompt after a refusal: a free numbered name when `title` is taken by an open
    /// book (other than `excluding`), else nil.
    public func suggestion(for title: String, excluding bookID: Int64? = nil) -> String? {
        guard (try? openBook(titled: title, excluding: bookID)) != nil else { return nil }
        return try? availableTitle(title, excluding: bookID)
    }
}
