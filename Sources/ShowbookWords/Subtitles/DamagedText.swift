import ShowbookPlatform
/// Subtitle text with damaged bytes: one invalid sequence (a Latin-1 `é` in a UTF-8 file, a
/// lone UTF-16 surrogate, a corrupt CP949 byte) costs the word it breaks, not the file. The
/// decoder puts U+FFFD (`�`) in its place, so the cue keeps its time and the rest of its words
/// and shows where the damage is; the tokenizers skip the damaged word (`DamagedWords`),
/// and one line says how many cues had invalid text (`DamageNote`). A file where bad sequences
/// are common is not damaged text but text in another encoding (`isTooDamaged`).
public enum DamagedText {
    package static let mark = DamagedWords.mark

    /// How many invalid or cut sequences `bytes` holds as UTF-8 (each one U+FFFD when read with
    /// `String(decoding:as:)`), and how many valid sequences of more than one byte (evidence
    /// that the file is UTF-8).
    package static func utf8Damage<Bytes: Collection>(_ bytes: Bytes) -> (repaired: Int, multibyte: Int) where Bytes.Element == UInt8 {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var repaired = 0, multibyte = 0
        loop: while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded): if encoded.count > 1 { multibyte += 1 }
            case .error: repaired += 1
            case .emptyInput: break loop
            }
        }
        return (repaired, multibyte)
    }

    /// Whether `repaired` bad sequences are too many for damage: more than 8, and more than
    /// one in 20 lines — then the bytes are text in another encoding, and the file is refused
    /// with the line that names `--encoding`.
    package static func isTooDamaged<Bytes: Collection>(repaired: Int, in bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        guard repaired > 8 else { return false }
        let lines = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return repaired * 20 > lines
    }

    /// How many of `cues` show damage.
    package static func count(_ cues: [SubtitleCue]) -> Int {
        cues.reduce(0) { $1.text.unicodeScalars.contains(mark) ? $0 + 1 : $0 }
    }

    /// `line` without each word a `�` stands in (`DamagedWords`).
    public static func withoutDamagedWords(_ line: String) -> String { DamagedWords.removed(from: line) }
}

/// The one line that says how many cues had invalid text: `ep01.srt: 2 cues had invalid text
/// (shown as �)` for one file, `5 cues in 3 files had invalid text (shown as �), first in
/// ep01.srt` for several.
public struct DamageNote: Sendable, Equatable {
    private var cues = 0
    private var files = 0
    private var first = ""

    public init() {}

    /// Counts `document`'s damaged cues.
    public mutating func add(_ document: SubtitleDocument) {
        guard document.damagedCues > 0 else { return }
        if files == 0 { first = document.fileName }
        cues += document.damagedCues
        files += 1
    }

    /// The line, nil when no cue was damaged.
    public var line: String? {
        switch files {
        case 0: return nil
        case 1: return "\(first): \(Counted.text(cues, "cue")) had invalid text (shown as \u{FFFD})"
        default: return "\(Counted.text(cues, "cue")) in \(files) files had invalid text (shown as \u{FFFD}), first in \(first)"
        }
    }
}
