import Foundation

/// A folder's subtitle files grouped by episode (`SubtitleSiblings.name`), made once from its
/// listing so that finding each file's translation is a look-up, not another listing: mining a
/// folder of 10,000 files once listed it 10,000 times. Per episode it keeps only what the
/// choice needs — the first English file, the first tagged file and the first tagged in another
/// language than that one — so even a folder of one episode in every language costs a
/// bounded look-up per file.
struct SiblingIndex {
    private struct Episode {
        var firstEnglish: String?
        var firstTagged: (path: String, language: String)?
        /// The first tagged file whose language is not `firstTagged`'s.
        var firstOther: String?
    }

    private var episodes: [String: Episode] = [:]

    /// The index of `paths` (files of one folder, in the order a tie is broken by); names that
    /// are not subtitle files are passed over.
    init(_ paths: [String], work: inout MiningWork) {
        for path in paths where SubtitleReader.extensions.contains(PathText.fileExtension(path).lowercased()) {
            work.namesRead += 1
            let name = SubtitleSiblings.name(PathText.lastComponent(path))
            guard !name.language.isEmpty else { continue }
            var episode = episodes[name.base] ?? Episode()
            if name.language == "en" && episode.firstEnglish == nil { episode.firstEnglish = path }
            if let first = episode.firstTagged {
                if episode.firstOther == nil && first.language != name.language { episode.firstOther = path }
            } else {
                episode.firstTagged = (path, name.language)
            }
            episodes[name.base] = episode
        }
    }

    /// The index of the subtitle files in `folder`, listed once.
    init(listing folder: String, work: inout MiningWork) {
        let names = FolderListing.read(folder)?.names ?? []
        work.listings += 1
        work.namesRead += names.count
        self.init(names.map { PathText.appending($0, to: folder) }, work: &work)
    }

    /// The file of the same episode in another language than `path`'s, English first, else the
    /// first such file in the index's order.
    func translation(of path: String, work: inout MiningWork) -> String? {
        work.namesRead += 1
        let own = SubtitleSiblings.name(PathText.lastComponent(path))
        guard let episode = episodes[own.base], let first = episode.firstTagged else { return nil }
        if own.language != "en", let english = episode.firstEnglish { return english }
        return first.language != own.language ? first.path : episode.firstOther
    }
}
