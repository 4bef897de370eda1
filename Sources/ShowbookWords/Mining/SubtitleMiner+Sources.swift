import Foundation
import ShowbookPlatform

/// Where `SubtitleMiner` gets each document: a subtitle file, or a video's chosen text track,
/// parsed once through the `DocumentPipeline`; then the translation (a sibling file, another
/// track, or `--with`) aligned to its cues by `TranslationAligner`. A registered source's stored
/// document (watched examples) gets its translation the same way.
extension SubtitleMiner {
    package func document(_ file: String, preferKorean: Bool, single: Bool, warnings: inout [String],
                  cancellation: Cancellation, siblings: inout SiblingFolders, work: inout FolderWork) throws -> SubtitleDocument {
        let pipeline = self.pipeline
        var document: SubtitleDocument
        var translated: [SubtitleCue]?
        if VideoSubtitles.isVideo(file) {
            let tracks = try video.tracks(in: file, cancellation: cancellation)
            if let note = TrackRequest.pictureNote(tracks, path: file) { warnings.append(note) }
            switch try self.tracks.choice(among: tracks, path: file) {
            case let .track(track):
                if let other = try translation.track(among: tracks, mined: track, own: ownLanguage, path: file) {
                    let both = try pipeline.parse(video: file, tracks: [track, other], cancellation: cancellation)
                    (document, translated) = (both[0], both[1].cues)
                } else {
                    document = try pipeline.parse(video: file, track: track, cancellation: cancellation)
                }
            case let .choose(choices):
                throw VideoError.chooseTrack(file, language: self.tracks.language, tracks: choices)
            }
        } else {
            document = try pipeline.parse(file: file, preferKorean: preferKorean, cancellation: cancellation)
        }
        if translated == nil {
            translated = try translationFile(of: file, single: single, warnings: &warnings, cancellation: cancellation,
                                             siblings: &siblings, work: &work)
        }
        if let translated {
            document.translations = TranslationAligner().align(document.cues, to: translated)
        }
        return document
    }

    /// `document` (a registered source's) with the translation mining would align to it: another
    /// text track of its video, else a sibling file. A translation that cannot be read is a
    /// warning.
    package func translated(_ document: SubtitleDocument, warnings: inout [String], cancellation: Cancellation,
                    siblings: inout SiblingFolders, work: inout FolderWork) throws -> SubtitleDocument {
        var document = document
        var translated: [SubtitleCue]?
        if let track = document.track {
            do {
                let tracks = try video.tracks(in: document.path, cancellation: cancellation)
                let mined = tracks.first { $0.index == track.index } ?? track
                if let other = try translation.track(among: tracks, mined: mined, path: document.path) {
                    translated = try pipeline.parse(video: document.path, track: other, cancellation: cancellation).cues
                }
            } catch MiningError.cancelled {
                throw MiningError.cancelled
            } catch {
                warnings.append("translation not used: \(error)")
            }
        } else {
            translated = try translationFile(of: document.path, single: false, warnings: &warnings, cancellation: cancellation,
                                             siblings: &siblings, work: &work)
        }
        if let translated { document.translations = TranslationAligner().align(document.cues, to: translated) }
        return document
    }

    /// The cues of `file`'s translation file, when it has one; a failure to read it is a warning.
    private func translationFile(of file: String, single: Bool, warnings: inout [String], cancellation: Cancellation,
                                 siblings: inout SiblingFolders, work: inout FolderWork) throws -> [SubtitleCue]? {
        guard let source = try translationFile(for: file, single: single, siblings: &siblings, work: &work) else { return nil }
        do {
            return try readTranslation(source, cancellation: cancellation)
        } catch MiningError.cancelled {
            throw MiningError.cancelled
        } catch {
            warnings.append("translation not used: \(error)")
            return nil
        }
    }

    /// `--with FILE` (for one file or video), else a sibling in another language (from the
    /// folder's index in `siblings`, made on first use).
    private func translationFile(for file: String, single: Bool, siblings: inout SiblingFolders,
                                 work: inout FolderWork) throws -> String? {
        switch translation {
        case .none, .track: return nil
        case let .file(path):
            return single ? (path as NSString).expandingTildeInPath : nil
        case .automatic:
            return VideoSubtitles.isVideo(file) ? nil : siblings.translation(of: file, own: ownLanguage, work: &work)
        }
    }

    /// The translation's cues: a subtitle file, or the first text track of a video that is not
    /// one of signs and songs.
    private func readTranslation(_ path: String, cancellation: Cancellation) throws -> [SubtitleCue] {
        var pipeline = self.pipeline
        pipeline.encoding = nil
        guard VideoSubtitles.isVideo(path) else { return try pipeline.parse(file: path, cancellation: cancellation).cues }
        let tracks = try video.tracks(in: path, cancellation: cancellation)
        guard let track = tracks.first(where: { $0.isText && !$0.isSignsOnly }) ?? tracks.first(where: \.isText) else {
            throw VideoError.onlyPictures(path, tracks: tracks)
        }
        return try pipeline.parse(video: path, track: track, cancellation: cancellation).cues
    }
}

/// The `SiblingIndex` of each folder a mining run has looked in, so a folder is listed at most
/// once however many of its files look for their translation.
package struct SiblingFolders {
    private var indexes: [String: SiblingIndex] = [:]

    package mutating func add(_ index: SiblingIndex, for folder: String) { indexes[folder] = index }

    package mutating func translation(of path: String, own: String, work: inout FolderWork) -> String? {
        let folder = PathText.folder(path)
        if indexes[folder] == nil { indexes[folder] = SiblingIndex(listing: folder, work: &work) }
        return indexes[folder]!.translation(of: path, own: own, work: &work)
    }
}
