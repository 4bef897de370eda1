import Foundation

/// Where `SubtitleMiner` gets each document: a subtitle file through `SubtitleReader`, or a
/// video's chosen text track through `VideoSubtitles`; then the translation (a sibling file,
/// another track, or `--with`) aligned to its cues by `TranslationAligner`.
extension SubtitleMiner {
    func document(_ file: String, reader: SubtitleReader, single: Bool, warnings: inout [String],
                  cancellation: Cancellation, siblings: inout SiblingFolders, work: inout MiningWork) throws -> SubtitleDocument {
        var document: SubtitleDocument
        var translated: [SubtitleCue]?
        if VideoSubtitles.isVideo(file) {
            let tracks = try video.tracks(in: file, cancellation: cancellation)
            if let note = TrackRequest.pictureNote(tracks, path: file) { warnings.append(note) }
            switch try self.tracks.choice(among: tracks, path: file) {
            case let .track(track):
                if let other = try translation.track(among: tracks, mined: track, path: file) {
                    let both = try video.documents(of: file, tracks: [track, other], cancellation: cancellation)
                    (document, translated) = (both[0], both[1].cues)
                } else {
                    document = try video.document(of: file, track: track, cancellation: cancellation)
                }
            case let .choose(choices):
                throw VideoError.chooseTrack(file, language: self.tracks.language, tracks: choices)
            }
        } else {
            document = try reader.read(file: file, cancellation: cancellation)
        }
        if translated == nil, let source = try translationFile(for: file, single: single, siblings: &siblings, work: &work) {
            do {
                translated = try readTranslation(source, cancellation: cancellation)
            } catch MiningError.cancelled {
                throw MiningError.cancelled
            } catch {
                warnings.append("translation not used: \(error)")
            }
        }
        if let translated {
            document.translations = TranslationAligner().align(document.cues, to: translated)
        }
        return document
    }

    /// `--with FILE` (for one file or video), else a sibling in another language (from the
    /// folder's index in `siblings`, made on first use).
    private func translationFile(for file: String, single: Bool, siblings: inout SiblingFolders,
                                 work: inout MiningWork) throws -> String? {
        switch translation {
        case .none, .track: return nil
        case let .file(path):
            return single ? (path as NSString).expandingTildeInPath : nil
        case .automatic:
            return VideoSubtitles.isVideo(file) ? nil : siblings.translation(of: file, work: &work)
        }
    }

    /// The translation's cues: a subtitle file, or the first text track of a video in another language.
    private func readTranslation(_ path: String, cancellation: Cancellation) throws -> [SubtitleCue] {
        guard VideoSubtitles.isVideo(path) else {
            return try SubtitleReader(encoding: nil).read(file: path, cancellation: cancellation).cues
        }
        let tracks = try video.tracks(in: path, cancellation: cancellation)
        guard let track = tracks.first(where: \.isText) else { throw VideoError.onlyPictures(path, tracks: tracks) }
        return try video.document(of: path, track: track, cancellation: cancellation).cues
    }
}

/// The `SiblingIndex` of each folder a mining run has looked in, so a folder is listed at most
/// once however many of its files look for their translation.
struct SiblingFolders {
    private var indexes: [String: SiblingIndex] = [:]

    mutating func add(_ index: SiblingIndex, for folder: String) { indexes[folder] = index }

    mutating func translation(of path: String, work: inout MiningWork) -> String? {
        let folder = PathText.folder(path)
        if indexes[folder] == nil { indexes[folder] = SiblingIndex(listing: folder, work: &work) }
        return indexes[folder]!.translation(of: path, work: &work)
    }
}
