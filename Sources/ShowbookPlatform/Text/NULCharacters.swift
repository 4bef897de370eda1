/// Imported text may carry NUL characters (a `\u0000` in JSON, a zero byte in a TSV). They
/// mean nothing in a title or a meaning, and C strings would cut the text at them, so every
/// importer drops them here — and counts them, so the import report can say so.
public enum NULCharacters {
    /// `text` without NUL characters; adds how many were dropped to `count`.
    public static func dropping(_ text: String, count: inout Int) -> String {
        guard text.utf8.contains(0) else { return text }
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value == 0 { count += 1 } else { kept.append(scalar) }
        }
        return String(kept)
    }

    public static func dropping(_ text: String?, count: inout Int) -> String? {
        text.map { dropping($0, count: &count) }
    }
}
