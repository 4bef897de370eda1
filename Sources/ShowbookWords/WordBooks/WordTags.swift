import Foundation

/// A word's tags as Anki keeps them: one string of space-separated tags, none empty, none
/// repeated (case-insensitively, the first spelling kept).
public enum WordTags {
    /// The tags of a stored string.
    public static func parse(_ stored: String) -> [String] {
        normalized(stored.split(whereSeparator: \.isWhitespace).map(String.init))
    }

    /// `tags` without white space inside a tag (a space would split it), empties or repeats.
    public static func normalized(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            let cleaned = tag.split(whereSeparator: \.isWhitespace).joined(separator: "_")
            guard !cleaned.isEmpty, seen.insert(cleaned.lowercased()).inserted else { continue }
            result.append(cleaned)
        }
        return result
    }

    /// The string stored for `tags`.
    public static func stored(_ tags: [String]) -> String { normalized(tags).joined(separator: " ") }
}
