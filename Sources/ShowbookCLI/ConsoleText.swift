import ShowbookTUI

/// A line of text for the terminal, built only from a string literal: the literal's own parts
/// are Showbook's fixed wording and layout (column tabs, a progress bar's erase-line) and pass
/// as written, while every interpolated value — a title, a term, a deck or file name, a
/// message that may quote any of them — is outside text and passes through the sanitizer the
/// app draws with (`TextSanitizer`: controls, escapes and bidi overrides become visible
/// placeholders, line breaks spaces). `Console.line` and `Console.progress` take only this type,
/// so nothing the command line prints can carry raw outside text: a plain `String` does not
/// compile there, and `"\(text)"` is sanitized.
struct ConsoleText: ExpressibleByStringInterpolation {
    /// The sanitized text.
    let text: String

    init(stringLiteral value: String) {
        text = value
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    struct Interpolation: StringInterpolationProtocol {
        fileprivate(set) var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// Showbook's own wording, as written in the source.
        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Outside text (or anything that may hold it), sanitized; file names as the user typed them.
        mutating func appendInterpolation<Value>(_ value: Value) {
            text += ConsoleText.sanitized(String(describing: value))
        }

        /// Text built as a `ConsoleText` already: its literal parts stay as written.
        mutating func appendInterpolation(_ value: ConsoleText) {
            text += value.text
        }

        /// Values for tab-separated columns: each sanitized (a tab inside one becomes spaces),
        /// joined by tabs.
        mutating func appendInterpolation(columns: [String]) {
            text += columns.map(ConsoleText.sanitized).joined(separator: "\t")
        }
    }

    /// Two pieces one after the other (for a line written over two source lines).
    static func + (lhs: ConsoleText, rhs: ConsoleText) -> ConsoleText {
        ConsoleText(text: lhs.text + rhs.text)
    }

    private init(text: String) {
        self.text = text
    }

    /// `value` with bridge paths named as typed (`PathArgument`), then sanitized. The order
    /// matters: a typed name may itself hold controls.
    static func sanitized(_ value: String) -> String {
        TextSanitizer.sanitize(PathArgument.displayed(value))
    }
}
