import Foundation
import ShowbookPlatform
import ShowbookTV

/// A folder's subtitle files grouped by episode (`SubtitleSiblings.name`), made once from its
/// listing so that finding each file's translation is a look-up, not another listing: mining a
/// folder of 10,000 files once listed it 10,000 times. Per episode it keeps only what the
/// choice needs — the first file in each language, and the first two files in languages no
/// one mines here (`TranslationRequest.rank`) — so even a folder of one episode in every
/// language costs a bounded look-up per file.
package struct SiblingIndex {
    private struct Episode {
        var firstByLanguage: [String: String] = [:]
        /// The first file in a language that is not a learning language.
        var firstOutsider: (path: String, language: String)?
        /// The first such file whose language is not `firstOutsider`'s.
        var otherOutsider: String?
    }

    private var episodes: [String: Episode] = [:]

    /// The index of `paths` (files of one folder, in the order a tie is broken by); names that
    /// are not subtitle files are passed over.
    package init(_ paths: [String], work: inout FolderWork) {
        for path in paths where SubtitleReader.extensions.contains(PathText.fileExtension(path).lowercased()) {
            work.namesRead += 1
            let name = SubtitleSiblings.name(PathText.lastComponent(path))
            guard !name.language.isEmpty else { continue }
            var episode = episodes[name.base] ?? Episode()
            if episode.firstByLanguage[name.language] == nil { episode.firstByLanguage[name.language] = path }
            if MiningLanguage(rawValue: name.language) == nil {
                if let first = episode.firstOutsider {
                    if episode.otherOutsider == nil && first.language != name.language { episode.otherOutsider = path }
                } else {
                    episode.firstOutsider = (path, name.language)
                }
            }
            episodes[name.base] = episode
        }
    }

    /// The index of the subtitle files in `folder`, listed once.
    package init(listing folder: String, work: inout FolderWork) {
        let names = FolderListing.read(folder)?.names ?? []
        work.listings += 1
        work.namesRead += names.count
        self.init(names.map { PathText.appending($0, to: folder) }, work: &work)
    }

    /// The file of the same episode that translates `path` for a learner whose own language is
    /// `own`: in that language, else the first in a language no one mines here; never one in
    /// another learning language.
    package func translation(of path: String, own: String, work: inout FolderWork) -> String? {
        work.namesRead += 1
        let name = SubtitleSiblings.name(PathText.lastComponent(path))
        guard let episode = episodes[name.base] else { return nil }
        let ownCode = SubtitleTrack.languageCode(own)
        if name.language != ownCode, let translation = episode.firstByLanguage[ownCode] { return translation }
        guard let first = episode.firstOutsider else { return nil }
        return first.language != name.language ? first.path : episode.otherOutsider
    }
}
