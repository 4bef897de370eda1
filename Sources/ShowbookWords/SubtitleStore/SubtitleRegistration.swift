import Foundation
import ShowbookPlatform
import ShowbookTV

/// `subtitles add`: turns files and folders into registered sources per episode. A folder
/// gives its subtitle files (`SubtitleReader.files`) and is refused above `folderLimit` of them
/// unless `all`; each file's episode comes from its name (`EpisodeFileName`). An episode may get
/// several files (`ep01.ko.srt` and `ep01.en.srt`) and a video's text tracks
/// (`SubtitleRegistration+Video.swift`): each is its own source, read in the language
/// its name tags, else `language`, else the one mining chose, else the one its script shows.
/// Registering a path again updates that source: unchanged size and time leave it alone, the
/// same bytes (touched) only get the new time, anything else is read and tokenized once
/// (`DocumentPipeline`) and stored — and so is a source whose stored document an older tokenizer
/// made. A document mining already read (`documents`) is stored as it is while the file still has
/// the size and time it was read at: mining then registering reads the file once. A new path
/// whose bytes are those of one of the episode's sources is that file moved (its old place gone)
/// or a copy of it (nothing to add). A file that cannot be used is skipped with one line saying
/// why; the others still register.
public struct SubtitleRegistration: Sendable {
    /// Folders holding more subtitle files than this are refused unless `--all`.
    public static let folderLimit = 2_000

    /// One file to register and the episode it was given.
    public struct Planned: Sendable, Equatable {
        public var path: String
        public var episode: EpisodeCode

        public init(path: String, episode: EpisodeCode) {
            self.path = path
            self.episode = episode
        }
    }

    public enum Outcome: String, Sendable {
        case added, updated, unchanged, moved
    }

    /// What registering did, file by file.
    public struct Report: Sendable, Equatable {
        public var done: [(planned: Planned, outcome: Outcome)] = []
        /// `path: reason`.
        public var skipped: [String] = []
        /// The cues read with invalid text, over every file read.
        public var damage = DamageNote()

        /// Lines about files that registered but not whole: how many cues had invalid text.
        public var notes: [String] { damage.line.map { [$0] } ?? [] }

        public static func == (a: Report, b: Report) -> Bool {
            a.skipped == b.skipped && a.done.map(\.planned) == b.done.map(\.planned)
                && a.done.map(\.outcome) == b.done.map(\.outcome) && a.damage == b.damage
        }

        public func count(_ outcome: Outcome) -> Int { done.filter { $0.outcome == outcome }.count }
    }

    /// Why nothing was registered.
    public enum Refusal: Error, Equatable, CustomStringConvertible {
        case tooManyFiles(String, count: Int)
        case nothingToRegister

        public var description: String {
            switch self {
            case let .tooManyFiles(path, count):
                return "\(path): \(count) subtitle files is more than \(SubtitleRegistration.folderLimit); pass --all to register them all"
            case .nothingToRegister: return "no subtitle file with an episode number in its name"
            }
        }
    }

    public var registry: SubtitleRegistry
    public var toolkit: MiningToolkit
    public var language: MiningLanguage?
    public var encoding: String?
    public var season: Int?
    /// How a video's tracks are listed and extracted.
    public var video = VideoSubtitles()

    /// How files become documents.
    package var pipeline: DocumentPipeline { DocumentPipeline(toolkit: toolkit, encoding: encoding, video: video) }

    public init(registry: SubtitleRegistry, toolkit: MiningToolkit, language: MiningLanguage? = nil,
                encoding: String? = nil, season: Int? = nil) {
        self.registry = registry
        self.toolkit = toolkit
        self.language = language
        self.encoding = encoding
        self.season = season
    }

    /// The files `paths` name, each with its episode; lines for those that cannot be planned.
    public func plan(_ paths: [String], all: Bool = false) throws -> (files: [Planned], skipped: [String]) {
        let reader = SubtitleReader(encoding: encoding)
        var planned: [Planned] = []
        var skipped: [String] = []
        var seen = Set<String>()
        for path in paths {
            let files: [String]
            do {
                let listing = try reader.listing(at: path)
                files = listing.files
                skipped += listing.refused.map { "\($0)" }
            } catch {
                skipped.append("\(error)")
                continue
            }
            if files.count > Self.folderLimit && !all { throw Refusal.tooManyFiles(path, count: files.count) }
            for file in files {
                guard let episode = EpisodeFileName.episode(of: file, season: season) else {
                    skipped.append("\(file): no episode number in the name (S01E03, 1x03 or E03)")
                    continue
                }
                let path = Self.absolute(file)
                guard seen.insert(path).inserted else { continue }
                planned.append(Planned(path: path, episode: episode))
            }
        }
        return (planned, skipped)
    }

    /// The language a file's name tags (`ep01.en.srt` → English), when it is one Showbook reads.
    package static func namedLanguage(_ path: String) -> MiningLanguage? {
        MiningLanguage(rawValue: SubtitleSiblings.name(PathText.lastComponent(path)).language)
    }

    /// `path` from the root, so the registry finds it from any working folder.
    package static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// Registers `files` for `mediaID`; `progress(done, total)` after each file. `documents` are
    /// those mining read (tokenized or not): a file among them that has not changed since is not
    /// read again.
    public func register(_ files: [Planned], mediaID: MediaID, documents: [SubtitleDocument] = [], cancellation: Cancellation = .none,
                         progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        var report = Report()
        let pipeline = self.pipeline
        let mined = MinedDocuments(documents)
        for (index, file) in files.enumerated() {
            if cancellation.isCancelled { throw MiningError.cancelled }
            defer { progress(index + 1, files.count) }
            let print: FileFingerprint
            switch FileFingerprint.of(file.path) {
            case let .failure(problem): report.skipped.append("\(file.path): \(problem)"); continue
            case let .success(found): print = found
            }
            if VideoSubtitles.isVideo(file.path) {
                try registerVideo(file, print: print, mediaID: mediaID, mined: mined, cancellation: cancellation, report: &report)
                continue
            }
            let existing = try registry.source(of: mediaID, episode: file.episode, path: file.path)
            let current = existing.map(pipeline.isCurrent) ?? false
            if let existing, current, existing.size == print.size, existing.modifiedAt == print.modifiedAt {
                report.done.append((file, .unchanged))
                continue
            }
            let read = mined.document(file.path, track: nil, print: print)
            let hash: String
            if let read {
                hash = read.contentHash
            } else {
                switch FileFingerprint.hash(of: file.path) {
                case let .failure(problem): report.skipped.append("\(file.path): \(problem)"); continue
                case let .success(found): hash = found
                }
            }
            if let existing, current, existing.contentHash == hash {
                try registry.refreshFingerprint(of: existing.id, print, path: file.path)
                report.done.append((file, .unchanged))
                continue
            }
            if existing == nil, let same = try registry.sources(of: mediaID, episode: file.episode).first(where: { $0.contentHash == hash }) {
                let moved = !FileManager.default.fileExists(atPath: same.path)
                if moved { try registry.refreshFingerprint(of: same.id, print, path: file.path) }
                report.done.append((file, moved ? .moved : .unchanged))
                continue
            }
            do {
                let document = try read ?? pipeline.parse(file: file.path, preferKorean: language == .korean, cancellation: cancellation)
                if read == nil { report.damage.add(document) }
                let chosen = Self.namedLanguage(file.path) ?? language ?? document.language
                    ?? MiningLanguage.detect(in: document.cues.lazy.map(\.text))
                let tokenized = try pipeline.tokenized(document, language: chosen, cancellation: cancellation)
                if cancellation.isCancelled { throw MiningError.cancelled }
                let source = SubtitleSource(id: 0, mediaID: mediaID, episode: file.episode, path: file.path, size: print.size,
                                            modifiedAt: print.modifiedAt, contentHash: hash, language: chosen,
                                            cues: tokenized.cues.count, registeredAt: Date())
                try registry.store(source, document: tokenized)
                report.done.append((file, existing == nil ? .added : .updated))
            } catch MiningError.cancelled {
                throw MiningError.cancelled
            } catch let error as StorageError {
                throw error
            } catch {
                report.skipped.append("\(error)")
            }
        }
        return report
    }
}

/// The documents mining read, found by path and track, each used only while its file still
/// has the size and time it was read at.
package struct MinedDocuments {
    private var byKey: [String: SubtitleDocument] = [:]

    package init(_ documents: [SubtitleDocument]) {
        for document in documents {
            byKey[DocumentWork.key(SubtitleRegistration.absolute(document.path), track: document.track?.index)] = document
        }
    }

    /// The document of `path` (and `track`), when the file is still as it was read (`print`).
    package func document(_ path: String, track: Int?, print: FileFingerprint) -> SubtitleDocument? {
        guard let document = byKey[DocumentWork.key(path, track: track)], document.fingerprint == print,
              !document.contentHash.isEmpty else { return nil }
        return document
    }
}
