import Foundation

/// `subtitles add` with a video: each of its text subtitle tracks becomes a source of the
/// episode (the stream index in `track`), read in the language its tag names, else the one
/// asked for, else the one its script shows. A video is never hashed whole: unchanged size and
/// time leave its tracks alone; otherwise each track is extracted again, and one whose text
/// hashes the same only gets the new size and time. Picture tracks are left out with a line.
extension SubtitleRegistration {
    func registerVideo(_ file: Planned, print: FileFingerprint, mediaID: MediaID, cancellation: Cancellation,
                       tokenizers: inout [MiningLanguage: Result<CoverageTokenizer, MiningError>], report: inout Report) throws {
        let registered = try registry.sources(of: mediaID, episode: file.episode).filter { $0.kind == .track && $0.path == file.path }
        if !registered.isEmpty, registered.allSatisfy({ $0.size == print.size && $0.modifiedAt == print.modifiedAt }) {
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
                let document = try video.document(of: file.path, track: track, cancellation: cancellation)
                report.damage.add(document)
                let hash = FileFingerprint.hash(ofBytes: document.cues.map { "\($0.start) \($0.text)\n" }.joined().utf8)
                let existing = try registry.source(of: mediaID, episode: file.episode, path: file.path, track: track.index)
                if let existing, existing.contentHash == hash {
                    try registry.refreshFingerprint(of: existing.id, print, path: file.path)
                    outcomes.append(.unchanged)
                    continue
                }
                let chosen = track.miningLanguage ?? language ?? MiningLanguage.detect(in: document.cues.lazy.map(\.text))
                let tokenizer = try Self.tokenizer(chosen, toolkit: toolkit, cache: &tokenizers)
                let lines = tokenizer.tokens(inLines: document.cues.map(\.text))
                if cancellation.isCancelled { throw MiningError.cancelled }
                try registry.store(SubtitleSource(id: 0, mediaID: mediaID, episode: file.episode, kind: .track, path: file.path,
                                                  track: track.index, size: print.size, modifiedAt: print.modifiedAt, contentHash: hash,
                                                  language: chosen, cues: document.cues.count, registeredAt: Date()), lines: lines)
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

    /// The coverage tokenizer of `language`, made once per registration (a failure too).
    static func tokenizer(_ language: MiningLanguage, toolkit: MiningToolkit,
                          cache: inout [MiningLanguage: Result<CoverageTokenizer, MiningError>]) throws -> CoverageTokenizer {
        if cache[language] == nil {
            cache[language] = Result {
                do { return try CoverageTokenizer.make(language, toolkit: toolkit) } catch let error as MiningError { throw error }
            }.mapError { $0 as? MiningError ?? .missing(language: language, what: "its tokenizer", package: "?") }
        }
        return try cache[language]!.get()
    }
}
