import ShowbookPlatform
import ShowbookTV
/// Finds the text of a subtitle file's bytes. A byte-order mark decides first (UTF-8, UTF-32
/// and UTF-16, LE/BE); then UTF-16 without a mark, told by its NUL bytes all falling on one
/// side of each pair; other files with NUL bytes or an image signature are refused as not text;
/// then UTF-8 is tried, then the legacy East Asian encodings through iconv — CP932
/// (Shift-JIS), EUC-JP and CP949 (EUC-KR's superset, its 8-byte composed syllables composed:
/// `HangulComposition`). The same bytes are often valid in more than one of them (EUC-JP
/// Japanese is valid CP949), so every reading that decodes is scored by how much it looks like
/// its language over the whole file (`ScriptPlausibility`) and the best one wins; a tie goes to
/// the order the bytes suggest (EUC-KR text is all pairs of bytes 0xA1–0xFE) or the show's
/// language. Damaged bytes cost only their words (`DamagedText`): a file that is UTF-8 but for
/// a few bad sequences (valid multibyte UTF-8 outnumbering them four to one, or nothing else
/// reading it), or in the encoding its mark, `--encoding` or a plausible legacy reading names,
/// is read with U+FFFD in their place and `repaired` counts them. When even the best reading
/// looks like neither language (Chinese GB2312, say), the file is refused naming `--encoding`.
public enum SubtitleDecoder {
    public struct Decoded: Equatable, Sendable {
        public var text: String
        public var encoding: String
        /// Invalid sequences replaced by U+FFFD.
        public var repaired = 0
    }

    public static func decode(_ bytes: [UInt8], path: String, forced: String? = nil,
                              preferKorean: Bool = false) throws -> Decoded {
        if let forced {
            return try decode(bytes, path: path, as: forced)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try repairedUTF8(bytes.dropFirst(3), path: path, name: "UTF-8")
        }
        // UTF-32's marks first: UTF-32LE's begins with UTF-16LE's.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            let name = bytes[0] == 0xFF ? "UTF-32LE" : "UTF-32BE"
            return try repaired(bytes.dropFirst(4), path: path, name: name)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let name = bytes[0] == 0xFF ? "UTF-16LE" : "UTF-16BE"
            return try repaired(bytes.dropFirst(2), path: path, name: name)
        }
        if let name = utf16WithoutMark(bytes), let decoded = try? repaired(bytes[...], path: path, name: name) {
            return decoded
        }
        if let what = binaryKind(bytes) { throw SubtitleError.notText(path, what: what) }
        if let text = String(validating: bytes, as: UTF8.self) {
            return Decoded(text: text, encoding: "UTF-8")
        }
        // UTF-8 with a few damaged bytes: its valid multibyte sequences outnumber the bad ones.
        let utf8 = DamagedText.utf8Damage(bytes)
        if utf8.multibyte >= 4 * utf8.repaired && !DamagedText.isTooDamaged(repaired: utf8.repaired, in: bytes) {
            return Decoded(text: String(decoding: bytes, as: UTF8.self), encoding: "UTF-8", repaired: utf8.repaired)
        }
        // Korean in KS X 1001's 8-byte composed form is EUC-KR by its shape (EUC-JP reads it as
        // hiragana); its syllables are composed.
        if HangulComposition.isComposedForm(bytes), let text = IconvConverter.decode(bytes, from: "CP949") {
            return Decoded(text: HangulComposition.compose(text), encoding: "CP949")
        }
        // Every candidate that decodes is scored by how much its text looks like its language;
        // the best wins, and on a tie the order the bytes (or the show) suggest.
        let order = preferKorean || looksLikeEUCKR(bytes) ? ["CP949", "EUC-JP", "CP932"] : ["CP932", "EUC-JP", "CP949"]
        var best: (decoded: Decoded, score: Double)?
        for name in order {
            guard let read = IconvConverter.decode(bytes, from: name) else { continue }
            let text = name == "CP949" ? HangulComposition.compose(read) : read
            let score = plausibility(text, as: name)
            if best == nil || score > best!.score { best = (Decoded(text: text, encoding: name), score) }
            // A reading this clear is the file's; the other candidates need not be decoded.
            if score >= 0.9 { break }
        }
        // A best reading that still looks like neither language (Chinese GB2312 read as CP949
        // is Hangul and hanja soup) is refused with the line naming `--encoding`, not shown.
        if let best, best.score >= plausibleEnough { return best.decoded }
        // Nothing reads cleanly: damaged UTF-8 (ASCII with a stray byte), else the plausible
        // legacy reading with the fewest bad sequences.
        if !DamagedText.isTooDamaged(repaired: utf8.repaired, in: bytes) {
            return Decoded(text: String(decoding: bytes, as: UTF8.self), encoding: "UTF-8", repaired: utf8.repaired)
        }
        var damaged: Decoded?
        for name in order {
            guard let reading = IconvConverter.decodeRepairing(bytes, from: name),
                  !DamagedText.isTooDamaged(repaired: reading.repaired, in: bytes),
                  reading.repaired < damaged?.repaired ?? Int.max else { continue }
            let text = name == "CP949" ? HangulComposition.compose(reading.text) : reading.text
            guard plausibility(text, as: name) >= plausibleWhenDamaged else { continue }
            damaged = Decoded(text: text, encoding: name, repaired: reading.repaired)
        }
        if let damaged { return damaged }
        throw SubtitleError.unknownEncoding(path)
    }

    /// `--encoding`: the bytes in that encoding, a few bad sequences repaired.
    private static func decode(_ bytes: [UInt8], path: String, as name: String) throws -> Decoded {
        let upper = name.uppercased()
        guard IconvConverter.isKnown(name) else { throw SubtitleError.badEncodingName(name) }
        if upper == "UTF-8" || upper == "UTF8" {
            return try repairedUTF8(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...], path: path, name: name)
        }
        var decoded = try repaired(bytes[...], path: path, name: name)
        // UTF-16 with a BOM: iconv keeps U+FEFF at the start.
        if decoded.text.hasPrefix("\u{FEFF}") { decoded.text = String(decoded.text.dropFirst()) }
        decoded.text = HangulComposition.compose(decoded.text)
        return decoded
    }

    /// `bytes` as UTF-8 with its bad sequences repaired; refused when they are too many.
    private static func repairedUTF8(_ bytes: ArraySlice<UInt8>, path: String, name: String) throws -> Decoded {
        if let text = String(validating: bytes, as: UTF8.self) { return Decoded(text: text, encoding: "UTF-8") }
        let repaired = DamagedText.utf8Damage(bytes).repaired
        guard !DamagedText.isTooDamaged(repaired: repaired, in: bytes) else {
            throw SubtitleError.wrongEncoding(path, encoding: name)
        }
        return Decoded(text: String(decoding: bytes, as: UTF8.self), encoding: "UTF-8", repaired: repaired)
    }

    /// `bytes` as `name` through iconv with its bad sequences repaired; refused when they are
    /// too many.
    private static func repaired(_ bytes: ArraySlice<UInt8>, path: String, name: String) throws -> Decoded {
        guard let reading = IconvConverter.decodeRepairing(bytes, from: name),
              !DamagedText.isTooDamaged(repaired: reading.repaired, in: bytes) else {
            throw SubtitleError.wrongEncoding(path, encoding: name)
        }
        return Decoded(text: reading.text, encoding: name, repaired: reading.repaired)
    }

    /// `UTF-16BE` or `UTF-16LE` when the first 4 KiB look like UTF-16 without a byte-order mark:
    /// a subtitle file is full of ASCII (times, digits, line ends), whose high byte is NUL, so at
    /// least a fifth of one side of the pairs is NUL and almost none of the other side.
    package static func utf16WithoutMark(_ bytes: [UInt8]) -> String? {
        let sample = bytes.prefix(4_096)
        guard sample.count >= 16, sample.count % 2 == 0 || bytes.count > sample.count else { return nil }
        var even = 0, odd = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { even += 1 } else { odd += 1 }
        }
        let half = sample.count / 2
        if even * 5 >= half && odd * 50 < half { return "UTF-16BE" }
        if odd * 5 >= half && even * 50 < half { return "UTF-16LE" }
        return nil
    }

    /// What the bytes are when they are plainly not text: an image or other binary.
    package static func binaryKind(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "a PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if bytes.starts(with: [0x1F, 0x8B]) { return "a gzip archive" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return "a zip archive" }
        if bytes.prefix(65_536).contains(0) { return "binary data" }
        return nil
    }

    /// Every byte above 0x7F is part of a 0xA1–0xFE pair: the shape of EUC-KR.
    package static func looksLikeEUCKR(_ bytes: [UInt8]) -> Bool {
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

    /// The least `plausibility` a guessed reading needs; real Japanese and Korean text scores
    /// above 0.9.
    package static let plausibleEnough = 0.5
    /// The least a reading with damaged bytes needs: repairing lets any bytes decode, so only a
    /// clear reading is taken (Chinese GB2312 read as CP949 with one repair scores about 0.5).
    package static let plausibleWhenDamaged = 0.8

    /// How much `text` looks like the language its encoding is for (`ScriptPlausibility`).
    package static func plausibility(_ text: String, as encoding: String) -> Double {
        ScriptPlausibility.score(text, as: encoding)
    }
}
