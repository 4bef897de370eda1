import Foundation
import ShowbookPlatform

/// Subtitle files of one episode in several languages, named `ep01.ko.srt`, `ep01.en.srt`:
/// the last dotted part before the extension is a language tag. The translation of a file is a
/// sibling with the same base in the learner's own language (`OwnLanguage`, English unless
/// set), else in a language no one mines here — never another learning language (`SiblingIndex`);
/// when a folder holds several, the mined file is the one in the wanted language (else the
/// ones not in the learner's own), and the others are translations rather than episodes.
public enum SubtitleSiblings {
    package struct Name: Equatable {
        package var base: String
        /// Two-letter code (`SubtitleTrack.languageCode`), empty when the name has no tag.
        package var language: String
    }

    /// `ep01.ko.srt` → (`ep01`, `ko`); `ep01.srt` → (`ep01`, "").
    package static func name(_ fileName: String) -> Name {
        let stem = PathText.deletingExtension(fileName)
        let tag = PathText.fileExtension(stem)
        let letters = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard (2...3).contains(letters.count) || ["english", "korean", "japanese"].contains(letters.lowercased()),
              letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return Name(base: stem, language: "") }
        return Name(base: PathText.deletingExtension(stem), language: SubtitleTrack.languageCode(tag))
    }

    /// The sibling of `path` that translates it, among the subtitle files of its folder.
    public static func translation(of path: String, own: String = "en") -> String? {
        var work = FolderWork()
        return SiblingIndex(listing: PathText.folder(path), work: &work).translation(of: path, own: own, work: &work)
    }

    package static func translation(of path: String, among paths: [String], own: String = "en") -> String? {
        var work = FolderWork()
        return SiblingIndex(paths, work: &work).translation(of: path, own: own, work: &work)
    }

    /// The files of a folder to mine: of each episode named in several languages, the one in
    /// `language` (or, with no language wanted, every one not in `own`, the learner's own
    /// language); untagged files all.
    public static func mined(_ paths: [String], language: String, own: String = "en") -> [String] {
        let wanted = SubtitleTrack.languageCode(language)
        let ownCode = SubtitleTrack.languageCode(own)
        var languages: [String: Set<String>] = [:]
        for path in paths {
            let parts = name(PathText.lastComponent(path))
            if !parts.language.isEmpty { languages[parts.base, default: []].insert(parts.language) }
        }
        return paths.filter { path in
            let parts = name(PathText.lastComponent(path))
            guard let tags = languages[parts.base], tags.count > 1 else { return true }
            if !wanted.isEmpty && tags.contains(wanted) { return parts.language == wanted }
            return parts.language != ownCode || tags == [ownCode]
        }
    }
}
