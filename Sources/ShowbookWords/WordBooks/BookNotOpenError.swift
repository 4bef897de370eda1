/// Why a write to a book changed nothing: between reading the book and writing to it, the book
/// was closed or deleted — by another process, another screen or an earlier command. Every write
/// that targets a book checks this inside its own transaction (`BookWriteGuard`), so nothing
/// lands in a closed book and no word is written through a book it left. The line names the book
/// and what did not happen.
public struct BookNotOpenError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable { case closed, deleted }

    public var bookID: Int64
    /// Nil when the book is gone (its title went with it).
    public var title: String?
    public var reason: Reason
    /// What did not happen, as a past participle: "added", "saved", "graded".
    public var outcome: String

    public init(bookID: Int64, title: String?, reason: Reason, outcome: String) {
        self.bookID = bookID
        self.title = title
        self.reason = reason
        self.outcome = outcome
    }

    /// "“Estuary” is closed; nothing added", "The book was deleted; nothing added".
    public var description: String {
        switch reason {
        case .closed: return "\(Self.name(title)) is closed; nothing \(outcome)"
        case .deleted: return "\(Self.name(title)) was deleted; nothing \(outcome)"
        }
    }

    /// What a screen that still showed the book says: "“Estuary” was closed elsewhere; nothing
    /// added". `shownTitle` names a deleted book, whose title the database no longer has.
    public func elsewhereLine(shownTitle: String?) -> String {
        "\(Self.gone(title ?? shownTitle, reason)); nothing \(outcome)"
    }

    /// "“Estuary” was closed elsewhere": a screen of the book found it so when it showed again.
    public static func gone(_ title: String?, _ reason: Reason) -> String {
        "\(name(title)) was \(reason == .closed ? "closed" : "deleted") elsewhere"
    }

    private static func name(_ title: String?) -> String { title.map { "“\($0)”" } ?? "The book" }
}
