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
        let stem = (fileName as NSString).deletingPathExtension
        let tag = (stem as NSString).pathExtension
        let letters = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard (2...3).contains(letters.count) || ["english", "korean", "japanese"].contains(letters.lowercased()),
              letters.allSatisfy({ $0.isASCII && $0.isLetter }) else { return Name(base: stem, language: "") }
        return Name(base: (stem as NSString).deletingPathExtension, language: SubtitleTrack.languageCode(tag))
    }

    /// The sibling of `path` in another language among the subtitle files of its folder.
    public static func translation(of path: String) -> String? {
        var work = MiningWork()
        return translation(of: path, work: &work)
    }

    /// `translation(of:)`, counting the listing and the names read in `work`.
    static func translation(of path: String, work: inout MiningWork) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        work.listings += 1
        work.namesRead += names.count
        return translation(of: path, among: names.map { (folder as NSString).appendingPathComponent($0) }, work: &work)
    }

    static func translation(of path: String, among paths: [String]) -> String? {
        var work = MiningWork()
        return translation(of: path, among: paths, work: &work)
    }

    static func translation(of path: String, among paths: [String], work: inout MiningWork) -> String? {
        let own = name((path as NSString).lastPathComponent)
        let others = paths.filter { other in
            guard other != path, SubtitleReader.extensions.contains((other as NSString).pathExtension.lowercased()) else { return false }
            work.namesRead += 1
            let sibling = name((other as NSString).lastPathComponent)
            return sibling.base == own.base && !sibling.language.isEmpty && sibling.language != own.language
        }
        return others.first { name(($0 as NSString).lastPathComponent).language == "en" } ?? others.first
    }

    /// The files of a folder to mine: of each episode named in several languages, the one in
    /// `language` (or, with no language wanted, every one not in English); untagged files all.
    public static func mined(_ paths: [String], language: String) -> [String] {
        let wanted = SubtitleTrack.languageCode(language)
        var languages: [String: Set<String>] = [:]
        for path in paths {
            let parts = name((path as NSString).lastPathComponent)
            if !parts.language.isEmpty { languages[parts.base, default: []].insert(parts.language) }
        }
        return paths.filter { path in
            let parts = name((path as NSString).lastPathComponent)
            guard let tags = languages[parts.base], tags.count > 1 else { return true }
            if !wanted.isEmpty && tags.contains(wanted) { return parts.language == wanted }
            return parts.language != "en" || tags == ["en"]
        }
    }
}
