import Foundation
import ShowbookPlatform
import ShowbookTV

/// `subtitles add` with a video: each of its text subtitle tracks becomes a source of the
/// episode (the stream index in `track`), read in the language its tag names, else the one
/// asked for, else the one mining chose, else the one its script shows. A video is never hashed
/// whole: unchanged size and time leave its tracks alone (while today's tokenizer made their
/// documents); otherwise each track is extracted again — unless mining just extracted it — and
/// one whose text hashes the same only gets the new size and time. Picture tracks are left out
/// with a line.
extension SubtitleRegistration {
    package func registerVideo(_ file: Planned, print: FileFingerprint, mediaID: MediaID, mined: MinedDocuments, cancellation: Cancellation,
                       report: inout Report) throws {
        let pipeline = self.pipeline
        let registered = try registry.sources(of: mediaID, episode: file.episode).filter { $0.kind == .track && $0.path == file.path }
        if !registered.isEmpty,
           registered.allSatisfy({ $0.size == print.size && $0.modifiedAt == print.modifiedAt && pipeline.isCurrent($0) }) {
            report.done.append((file, .unchanged))
            return
        }
        let tracks: [SubtitleTrack]
        do {
            tracks = try video.tracks(in: file.path, cancellation: cancellation)
        } catch let error as VideoError {
            report.skipped.append("\(error)")
            return
        }
        if let note = TrackRequest.pictureNote(tracks, path: file.path) { report.skipped.append(note) }
        let text = tracks.filter(\.isText)
        guard !text.isEmpty else {
            if tracks.isEmpty { report.skipped.append("\(VideoError.noSubtitles(file.path))") }
            return
        }
        var outcomes: [Outcome] = []
        for track in text {
            if cancellation.isCancelled { throw MiningError.cancelled }
            do {
                let read = mined.document(file.path, track: track.index, print: print)
                let document = try read ?? pipeline.parse(video: file.path, track: track, cancellation: cancellation)
                if read == nil { report.damage.add(document) }
                let hash = document.contentHash
                let existing = try registry.source(of: mediaID, episode: file.episode, path: file.path, track: track.index)
                if let existing, existing.contentHash == hash, pipeline.isCurrent(existing) {
                    try registry.refreshFingerprint(of: existing.id, print, path: file.path)
                    outcomes.append(.unchanged)
                    continue
                }
                let chosen = track.miningLanguage ?? language ?? document.language ?? MiningLanguage.detect(in: document.cues.lazy.map(\.text))
                let tokenized = try pipeline.tokenized(document, language: chosen, cancellation: cancellation)
                if cancellation.isCancelled { throw MiningError.cancelled }
                try registry.store(SubtitleSource(id: 0, mediaID: mediaID, episode: file.episode, kind: .track, path: file.path,
                                                  track: track.index, size: print.size, modifiedAt: print.modifiedAt, contentHash: hash,
                                                  language: chosen, cues: tokenized.cues.count, registeredAt: Date()), document: tokenized)
                outcomes.append(existing == nil ? .added : .updated)
            } catch MiningError.cancelled {
                throw MiningError.cancelled
            } catch let error as StorageError {
                throw error
            } catch {
                report.skipped.append("\(file.path) track #\(track.index): \(error)")
            }
        }
        // One line per video: added when any track is new, else updated, else unchanged.
        if let outcome = [Outcome.added, .updated, .unchanged].first(where: outcomes.contains) { report.done.append((file, outcome)) }
    }
}
