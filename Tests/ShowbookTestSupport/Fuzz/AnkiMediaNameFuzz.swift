import ShowbookPlatform

/// Hostile media file names for the `.apkg` media fuzzing: the names a package's `media` map
/// and its notes' `[sound:…]`/`<img src>` may give — paths, `..`, separators of other systems,
/// controls, empty and over-long names, and random text — each with an extension a kept clip
/// may have, one it may not, or none.
public enum AnkiMediaNameFuzz {
    public static let hostileStems = [
        "..", ".", "", "../../escape", "/etc/passwd", "a/b", "a\\b", "..\\..\\x", "%2e%2e/x", "x\u{0}y", "line\nbreak",
        "~/home", "C:\\x", String(repeating: "n", count: 300), "anki-0000", "media", "-rf", " ", "clip..opus",
    ]
    public static let extensions = ["opus", "mp3", "jpg", "png", "OPUS", "exe", "", "opus/..", "jpg\u{0}"]

    /// A name: a plain safe one, a hostile stem, or random text, with a random extension.
    public static func name(using random: inout SeededGenerator) -> String {
        let stem: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0: stem = "clip\(Int.random(in: 0..<1000, using: &random))"
        case 1: stem = FuzzText.text(maximumLength: 40, kinds: FuzzText.Piece.allCases, using: &random)
        default: stem = hostileStems.randomElement(using: &random)!
        }
        let ext = extensions.randomElement(using: &random)!
        return ext.isEmpty ? stem : stem + "." + ext
    }
}
