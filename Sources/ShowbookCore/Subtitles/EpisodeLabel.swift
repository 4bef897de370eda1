import Foundation

/// The episode a subtitle file's name points to, as `S01E03`: from `S1E3`/`s01e03`, `1x03`,
/// or else a lone episode number (` - 03`, `E03`, `第3話`) as `E03`. Nil when the name holds no
/// such number.
public enum EpisodeLabel {
    public static func from(fileName: String) -> String? {
        let name = (fileName as NSString).deletingPathExtension
        if let match = firstMatch(#"[Ss](\d{1,2})[ ._-]?[Ee](\d{1,3})"#, in: name) ?? firstMatch(#"(?<!\d)(\d{1,2})x(\d{2,3})(?!\d)"#, in: name) {
            return "S\(pad(match[0]))E\(pad(match[1]))"
        }
        if let match = firstMatch(#"(?:[Ee][Pp]?|第|- )\s*(\d{1,3})(?!\d)"#, in: name) {
            return "E\(pad(match[0]))"
        }
        return nil
    }

    private static func pad(_ digits: String) -> String {
        let value = Int(digits) ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }

    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<match.numberOfRanges).compactMap { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) }
        }
    }
}
