import Foundation
import ShowbookPlatform
import ShowbookWords

/// The clips of a book's words, cut for a package or a push: per word with an `ExampleClip`,
/// its sound and its picture (`ClipCutter`, several clips per ffmpeg run), cut in parallel by as many workers as there are
/// cores; a clip an import kept (`AnkiImportedMedia`) goes out as it is. Nothing here stops an export: without ffmpeg there is one line naming the package
/// and no media; a clip that fails, a video that is gone, a word heard in subtitles with no
/// video beside them and a word whose stored clip times cannot be used are counted, each kind
/// reported in one line.
public struct AnkiMedia: Sendable, Equatable {
    /// A media file as the package or `storeMediaFile` takes it.
    public struct File: Sendable, Equatable {
        public var name: String
        public var bytes: [UInt8]
    }

    /// The names one word's note refers to.
    public struct Names: Sendable, Equatable {
        public var audio: String?
        public var image: String?
    }

    /// What cutting did.
    public struct Report: Sendable, Equatable {
        /// Words with a clip and a video to cut it from.
        public var clips = 0
        public var cut = 0
        public var failed = 0
        public var firstFailure: String?
        public var vanished = 0
        public var firstVanished: String?
        public var withoutVideo = 0
        /// Words naming a clip whose stored times cannot be cut (missing, reversed, negative,
        /// past any video's length), and the first one's file.
        public var unusableTimes = 0
        public var firstUnusable: String?
        /// Set when ffmpeg is not found: nothing was cut.
        public var missingTool = false
        /// The audio format used instead of the one asked for (the encoder is missing).
        public var audioFallback: ClipSettings.AudioFormat?
        public var noAudioEncoder = false

        /// One line per kind of trouble (none when all went well).
        public var lines: [String] {
            var lines: [String] = []
            if missingTool {
                lines.append("no media: cutting clips needs ffmpeg (install the Debian package ffmpeg: apt-get install ffmpeg); "
                             + "exported without sound or pictures")
            }
            if noAudioEncoder { lines.append("no sound: this ffmpeg has neither libopus nor libmp3lame; pictures only") }
            if let audioFallback {
                lines.append("this ffmpeg has no \(audioFallback == .mp3 ? "libopus" : "libmp3lame"): clips as \(audioFallback.rawValue)")
            }
            if failed > 0 {
                lines.append("\(failed) \(failed == 1 ? "clip" : "clips") could not be cut and \(failed == 1 ? "was" : "were") "
                             + "left out (first: \(firstFailure ?? "?"))")
            }
            if vanished > 0 {
                lines.append("\(vanished) \(vanished == 1 ? "word's video is" : "words' videos are") gone "
                             + "(first: \(firstVanished ?? "?")): exported without \(vanished == 1 ? "its clip" : "their clips")")
            }
            if unusableTimes > 0 {
                lines.append("\(unusableTimes) \(unusableTimes == 1 ? "word's clip times" : "words' clip times") cannot be used "
                             + "(first: \(firstUnusable ?? "?")): exported without \(unusableTimes == 1 ? "its clip" : "their clips")")
            }
            if withoutVideo > 0 {
                lines.append("\(withoutVideo) \(withoutVideo == 1 ? "word was" : "words were") mined from subtitles "
                             + "with no video beside them: no clip")
            }
            return lines
        }
    }

    public var files: [File] = []
    public var names: [Int64: Names] = [:]
    public var report = Report()

    public init() {}

    /// The notes with their Audio and Image fields filled; a note that got media counts as
    /// changed now, so Anki's importer (which takes only newer notes) updates it.
    public func applied(to notes: [AnkiNote], now: Date) -> [AnkiNote] {
        guard !names.isEmpty else { return notes }
        let modified = Int64(now.timeIntervalSince1970.rounded(.down))
        return notes.map { note in
            guard let names = names[note.wordID] else { return note }
            var note = note
            note.attach(audio: names.audio, image: names.image)
            note.modified = max(note.modified, modified)
            return note
        }
    }
}

/// Cuts the clips of words (see `AnkiMedia`).
public struct AnkiMediaCutter: Sendable {
    public var settings: ClipSettings
    /// The program's name or path; a name is looked up on `searchPath`.
    public var ffmpeg: String
    public var searchPath: String?
    /// Seconds each ffmpeg run may take.
    public var timeout: Double
    /// How many clips are cut at a time.
    public var workers: Int
    /// The folder the run's own `showbook-clips-<pid>-XXXXXX` folder is made in (and stale ones
    /// swept from): $TMPDIR (or /tmp) unless a caller, such as a test that checks it is left
    /// empty, gives its own.
    public var temporaryBase: String

    public init(settings: ClipSettings, ffmpeg: String = "ffmpeg",
                searchPath: String? = ProcessInfo.processInfo.environment["PATH"], timeout: Double = 60,
                workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                temporaryBase: String = StaleTemporaryFiles.folder) {
        self.settings = settings
        self.ffmpeg = ffmpeg
        self.searchPath = searchPath
        self.timeout = timeout
        self.workers = workers
        self.temporaryBase = temporaryBase
    }

    private struct Job {
        var wordID: Int64
        var video: String
        var clip: ExampleClip
    }

    /// The media of `words` (of book `bookID`, whose id names the files). `unusable`: the clip
    /// files of words whose stored times could not even be read as a clip (`StoredClipTimes`).
    public func cut(_ words: [Word], bookID: Int64, unusable: [String] = [], cancellation: Cancellation = .none) -> AnkiMedia {
        var media = AnkiMedia()
        var jobs: [Job] = []
        func countUnusable(_ file: String) {
            media.report.unusableTimes += 1
            if media.report.firstUnusable == nil { media.report.firstUnusable = (file as NSString).lastPathComponent }
        }
        unusable.forEach(countUnusable)
        for word in words {
            guard let clip = word.exampleClip else { continue }
            if let kept = AnkiImportedMedia.files(of: clip) {
                AnkiImportedMedia.add(kept, to: &media, bookID: bookID, wordID: word.id)
            } else if !ClipWindow.isUsable(clip) {
                countUnusable(clip.media)
            } else if VideoSubtitles.isVideo(clip.media) {
                if Self.isRegularFile(clip.media) {
                    jobs.append(Job(wordID: word.id, video: clip.media, clip: clip))
                } else {
                    media.report.vanished += 1
                    if media.report.firstVanished == nil { media.report.firstVanished = clip.media }
                }
            } else if let video = ExampleMedia.video(besides: clip.media) {
                jobs.append(Job(wordID: word.id, video: video, clip: clip))
            } else {
                media.report.withoutVideo += 1
            }
        }
        media.report.clips += jobs.count
        guard !jobs.isEmpty else { return media }
        guard let program = BoundedProcess.find(ffmpeg, path: searchPath) else {
            media.report.missingTool = true
            return media
        }
        let cutter = ClipCutter(ffmpeg: program, timeout: timeout)
        let available = cutter.encoders()
        var format: ClipSettings.AudioFormat? = settings.audio
        if !available.contains(settings.audio) {
            format = ClipSettings.AudioFormat.allCases.first(where: available.contains)
            if let format { media.report.audioFallback = format } else { media.report.noAudioEncoder = true }
        }

        StaleTemporaryFiles.sweep(temporaryBase)
        guard let (folder, lock) = Self.temporaryFolder(in: temporaryBase) else {
            media.report.failed = jobs.count
            media.report.firstFailure = "cannot make a temporary folder in \(temporaryBase)"
            return media
        }
        defer {
            rmdir(folder)
            close(lock)
        }
        let padding = settings.padding
        let pieces = jobs.enumerated().map { index, job in
            ClipCutter.Piece(file: job.video, window: ClipWindow(clip: job.clip, padding: padding), stem: String(index))
        }
        let batches = Self.batches(pieces.count, workers: workers)
        let slots = ClipSlots(count: batches.count)
        let audioFormat = format
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, batches.count))) { _ in
            while let index = slots.next(), !cancellation.isCancelled {
                slots.set(index, cutter.cut(Array(pieces[batches[index]]), format: audioFormat, folder: folder,
                                            cancellation: cancellation))
            }
        }
        var cuts: [ClipCutter.Cut?] = Array(repeating: nil, count: jobs.count)
        for (range, results) in zip(batches, slots.values()) {
            for (offset, result) in (results ?? []).enumerated() { cuts[range.lowerBound + offset] = result }
        }
        for (job, cut) in zip(jobs, cuts) {
            guard case let .success(cut)? = cut else {
                media.report.failed += 1
                if media.report.firstFailure == nil {
                    let at = SubtitleTime.format(milliseconds: OutsideNumbers.saturatingInt((job.clip.start * 1000).rounded()))
                    let reason = cut.map { result -> String in
                        if case let .failure(failure) = result { return failure.description } else { return "" }
                    } ?? "cancelled"
                    media.report.firstFailure = "\((job.video as NSString).lastPathComponent) at \(at): \(reason)"
                }
                continue
            }
            var names = AnkiMedia.Names()
            if let audio = cut.audio, let format {
                let name = ClipWindow.audioName(bookID: bookID, wordID: job.wordID, format: format)
                media.files.append(AnkiMedia.File(name: name, bytes: audio))
                names.audio = name
            }
            let image = ClipWindow.imageName(bookID: bookID, wordID: job.wordID)
            media.files.append(AnkiMedia.File(name: image, bytes: cut.image))
            names.image = image
            media.names[job.wordID] = names
            media.report.cut += 1
        }
        return media
    }

    /// The most clips one ffmpeg run cuts.
    package static let batchLimit = 8

    /// `count` clips split into runs of at most `batchLimit`, their number a multiple of
    /// `workers` so the cores finish together.
    package static func batches(_ count: Int, workers: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let workers = max(1, workers)
        var runs = (count + batchLimit - 1) / batchLimit
        runs = min(count, (runs + workers - 1) / workers * workers)
        let size = (count + runs - 1) / runs
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// A folder in `parent` only this user can read, for ffmpeg's output while a batch is cut,
    /// named with this process's id and locked through the returned descriptor while it is
    /// open, so a sweep after a SIGKILL (`StaleTemporaryFiles`) can tell it is stale.
    package static func temporaryFolder(in parent: String) -> (path: String, lock: Int32)? {
        let base = parent.hasSuffix("/") ? parent : parent + "/"
        var template = Array((base + StaleTemporaryFiles.Kind.clipsFolder.nameForThisProcess + "XXXXXX").utf8CString)
        guard let path = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!).map { String(cString: $0) } }) else {
            return nil
        }
        let lock = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        StaleTemporaryFiles.hold(lock)
        return (path, lock)
    }

    package static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}

/// The workers' shared queue of batch indexes and their results.
private final class ClipSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var slots: [[ClipCutter.Cut]?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.withLock {
            guard nextIndex < slots.count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func set(_ index: Int, _ cuts: [ClipCutter.Cut]) { lock.withLock { slots[index] = cuts } }

    func values() -> [[ClipCutter.Cut]?] { lock.withLock { slots } }
}
