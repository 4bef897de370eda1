import Foundation

/// Subtitle files of one episode in several languages, named `ep01.ko.srt`, `ep01.en.srt`:
/// the last dotted part before the extension is a language tag. The translation of a file is a
/// sibling with the same base and another tag (English first); when a folder holds both, the
/// mined file is the one in the wanted language (else the one not in English), and the other is
/// its translation rather than a second episode.
public enum SubtitleSiblings {
    struct Name: Equatable {
        var base: String
        /// Two-letter code (`SubtitleTrack.languageCode`), empty when the name has no tag.
        var language: String
    }

    /// `ep01.ko.srt` → (`ep01`, `ko`); `ep01.srt` → (`ep01`, "").
    static func name(_ fileName: String) -> Name {
        let stem = PathText.deletingExtension(fileName)
        let tag = PathText.fileExtension(stem)
        let letters = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard (2...3).contains(letters.count) || ["english", "korean", "japanese"].contains(letters.lowercased()),
              letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return Name(base: stem, language: "") }
        return Name(base: PathText.deletingExtension(stem), language: SubtitleTrack.languageCode(tag))
    }

    /// The sibling of `path` in another language among the subtitle files of its folder.
    public static func translation(of path: String) -> String? {
        var work = MiningWork()
        return SiblingIndex(listing: PathText.folder(path), work: &work).translation(of: path, work: &work)
    }

    static func translation(of path: String, among paths: [String]) -> String? {
        var work = MiningWork()
        return SiblingIndex(paths, work: &work).translation(of: path, work: &work)
    }

    /// The files of a folder to mine: of each episode named in several languages, the one in
    /// `language` (or, with no language wanted, every one not in English); untagged files all.
    public static func mined(_ paths: [String], language: String) -> [String] {
        let wanted = SubtitleTrack.languageCode(language)
        var languages: [String: Set<String>] = [:]
        for path in paths {
            let parts = name(PathText.lastComponent(path))
            if !parts.language.isEmpty { languages[parts.base, default: []].insert(parts.language) }
        }
        return paths.filter { path in
            let parts = name(PathText.lastComponent(path))
            guard let tags = languages[parts.base], tags.count > 1 else { return true }
            if !wanted.isEmpty && tags.contains(wanted) { return parts.language == wanted }
            return parts.language != "en" || tags == ["en"]
        }
    }
}
