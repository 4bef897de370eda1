import ShowbookPlatform
/// How an import in the app reports itself: one status line with the counts and the malformed
/// line numbers, and the import's notes and every malformed or skipped row in full for the `!` log.
extension ImportReport {
    public var statusMessage: StatusMessage {
        let into = book.map { "“\($0.title)”: " } ?? ""
        var text = "Imported into \(into)\(summary)"
        if !malformed.isEmpty {
            let shown = malformed.prefix(5).map { Self.number($0.location) }.joined(separator: ", ")
            let isEntry: Bool
            if case .entry? = malformed.first?.location { isEntry = true } else { isEntry = false }
            let kind = (isEntry ? "entr" : "line") + (malformed.count == 1 ? (isEntry ? "y" : "") : (isEntry ? "ies" : "s"))
            text += " — malformed \(kind) \(shown)\(malformed.count > 5 ? ", …" : "") (! for details)"
        }
        var message = StatusMessage(text, isError: !malformed.isEmpty)
        message.details = notes.lines + malformed.map { "malformed \($0.location): \($0.message)" } + skipped.map { "skipped \($0)" }
        return message
    }

    private static func number(_ location: SourceLocation) -> String {
        switch location {
        case let .line(number), let .entry(number): return String(number)
        }
    }
}
