/// Finds the text of a subtitle file's bytes. A byte-order mark decides first (UTF-8, UTF-16
/// LE/BE); files with NUL bytes or an image signature are refused as not text; then UTF-8 is
/// tried, then the legacy East Asian encodings through iconv — CP932 (Shift-JIS) and CP949
/// (EUC-KR's superset) — in the order the bytes suggest: EUC-KR text is all pairs of bytes
/// 0xA1–0xFE, which CP932 would read as half-width katakana. A decode that fails, or a CP932
/// reading that is mostly half-width katakana, falls through to the next candidate.
/// `forced` (from `--encoding`) skips the guessing.
public enum SubtitleDecoder {
    public struct Decoded: Equatable, Sendable {
        public var text: String
        public var encoding: String
    }

    public static func decode(_ bytes: [UInt8], path: String, forced: String? = nil,
                              preferKorean: Bool = false) throws -> Decoded {
        if let forced {
            return try decode(bytes, path: path, as: forced)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            guard let text = String(validating: bytes.dropFirst(3), as: UTF8.self) else {
                throw SubtitleError.wrongEncoding(path, encoding: "UTF-8")
            }
            return Decoded(text: text, encoding: "UTF-8")
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let name = bytes[0] == 0xFF ? "UTF-16LE" : "UTF-16BE"
            guard let text = IconvConverter.decode(bytes.dropFirst(2), from: name) else {
                throw SubtitleError.wrongEncoding(path, encoding: name)
            }
            return Decoded(text: text, encoding: name)
        }
        if let what = binaryKind(bytes) { throw SubtitleError.notText(path, what: what) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return Decoded(text: text, encoding: "UTF-8")
        }
        let order = preferKorean || looksLikeEUCKR(bytes) ? ["CP949", "CP932"] : ["CP932", "CP949"]
        var fallback: Decoded?
        for name in order {
            guard let text = IconvConverter.decode(bytes, from: name) else { continue }
            let decoded = Decoded(text: text, encoding: name)
            if name == "CP932" && mostlyHalfWidthKana(text) {
                fallback = fallback ?? decoded
                continue
            }
            return decoded
        }
        if let fallback { return fallback }
        throw SubtitleError.unknownEncoding(path)
    }

    private static func decode(_ bytes: [UInt8], path: String, as name: String) throws -> Decoded {
        let upper = name.uppercased()
        guard IconvConverter.isKnown(name) else { throw SubtitleError.badEncodingName(name) }
        var body = bytes[...]
        if upper == "UTF-8" || upper == "UTF8", bytes.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = IconvConverter.decode(body, from: name) else {
            throw SubtitleError.wrongEncoding(path, encoding: name)
        }
        // UTF-16 with a BOM: iconv keeps U+FEFF at the start.
        return Decoded(text: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, encoding: name)
    }

    static func plausibility(_ text: String, as encoding: String) -> Double { 0 }

    /// What the bytes are when they are plainly not text: an image or other binary.
    static func binaryKind(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if bytes.starts(with: [0x1F, 0x8B]) { return "a gzip archive" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "a zip archive" }
        if bytes.prefix(65_536).contains(0) { return "binary data" }
        return nil
    }

    /// Every byte above 0x7F is part of a 0xA1–0xFE pair: the shape of EUC-KR.
    static func looksLikeEUCKR(_ bytes: [UInt8]) -> Bool {
        var index = 0
        var pairs = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            guard (0xA1...0xFE).contains(byte), index + 1 < bytes.count, (0xA1...0xFE).contains(bytes[index + 1]) else {
                return false
            }
            pairs += 1
            index += 2
        }
        return pairs > 0
    }

    /// Real Japanese subtitles hardly use half-width katakana; Korean bytes read as CP932 are
    /// mostly that.
    static func mostlyHalfWidthKana(_ text: String) -> Bool {
        var wide = 0
        var halfKana = 0
        for scalar in text.unicodeScalars where scalar.value > 0x7F {
            if (0xFF61...0xFF9F).contains(scalar.value) { halfKana += 1 } else { wide += 1 }
        }
        return halfKana > wide
    }
}
