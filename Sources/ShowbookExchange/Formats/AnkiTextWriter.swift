import Foundation
import ShowbookWords

/// Writes words in Anki's text import format, so that Anki (File → Import, with its default
/// mapping onto the Basic note type) and `showbook books import` both read them back:
///
/// ```
/// #separator:tab
/// #html:true
/// #deck:Korean basics
/// #tags column:3
/// #columns:Front	Back	Tags
/// 사과	apple<br><span class="showbook-reading">sagwa</span>	showbook::success showbook::state::review showbook::due::2026-12-03
/// ```
///
/// The columns are named after Basic's fields, since Anki maps columns to fields by name;
/// `AnkiNoteFields` says what goes into each. A field is quoted when it holds the separator, a
/// quote, a line break, or starts with `#` (which would otherwise read as a comment); quotes
/// inside are doubled. The study mark travels as a `showbook::<mark>` tag, the FSRS state as
/// `showbook::state::<state>` and, for a studied word, its due day (UTC) as
/// `showbook::due::<yyyy-mm-dd>`.
public enum AnkiTextWriter {
    public static let columnNames = ["Front", "Back", "Tags"]

    public static func write(_ words: [Word], deck: String?, separator: Unicode.Scalar) -> String {
        let separatorText = String(Character(separator))
        var output = "#separator:\(AnkiTextHeaders.separatorName(separator))\n"
        output += "#html:true\n"
        if let deck, !deck.isEmpty {
            output += "#deck:\(singleLine(deck))\n"
        }
        output += "#tags column:\(columnNames.count)\n"
        output += "#columns:" + columnNames.joined(separator: separatorText) + "\n"
        for word in words {
            let back = AnkiNoteFields.back(meaning: word.meaning, reading: word.reading, example: word.example,
                                           translation: word.exampleTranslation)
            let fields = [AnkiNoteFields.escape(word.term), back, tags(for: word)]
            output += fields.map { quoted($0, separator: separator) }.joined(separator: separatorText) + "\n"
        }
        return output
    }

    /// `field` as it must appear between separators.
    public static func quoted(_ field: String, separator: Unicode.Scalar) -> String {
        let needsQuotes = field.hasPrefix("#") || field.unicodeScalars.contains {
            $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r"
        }
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Header values end at the line break, so one is never written inside them.
    package static func singleLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }
}
