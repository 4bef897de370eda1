import Foundation

/// One snapshot of a tmux pane: the rows exactly as `tmux capture-pane -p` prints them.
struct Screen: CustomStringConvertible {
    let text: String
    /// The same rows with their colour and attribute escapes (`capture-pane -e`), when the
    /// wait asked for them.
    var colored: String?

    init(text: String, colored: String? = nil) {
        self.text = text
        self.colored = colored
    }

    /// The rows of the pane, top to bottom (row 0 is the app's tab bar).
    var lines: [String] { text.components(separatedBy: "\n") }

    /// Row `index`, or "" when the pane has fewer rows.
    func line(_ index: Int) -> String {
        let lines = self.lines
        return lines.indices.contains(index) ? lines[index] : ""
    }

    func contains(_ needle: String) -> Bool { text.contains(needle) }

    /// Whether some row, trimmed of surrounding blanks, equals `text`.
    func hasRow(_ text: String) -> Bool {
        lines.contains { $0.trimmingCharacters(in: .whitespaces) == text }
    }

    /// Whether some row matches the regular expression `pattern`.
    func hasRow(matching pattern: String) -> Bool {
        firstRow(matching: pattern) != nil
    }

    /// The first row matching `pattern` and its capture groups (index 0 is the whole match).
    func firstRow(matching pattern: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        for row in lines {
            let range = NSRange(row.startIndex..., in: row)
            guard let match = regex.firstMatch(in: row, range: range) else { continue }
            return (0..<match.numberOfRanges).map { group in
                Range(match.range(at: group), in: row).map { String(row[$0]) } ?? ""
            }
        }
        return nil
    }

    /// The index of the first row containing `needle`.
    func rowIndex(containing needle: String) -> Int? {
        lines.firstIndex { $0.contains(needle) }
    }

    /// Rows numbered and framed, for failure messages.
    var description: String {
        let rows = lines.enumerated().map { String(format: "%2d", $0.offset) + "|" + $0.element }
        return "+--- screen ---\n" + rows.joined(separator: "\n") + "\n+--------------"
    }
}
