import Foundation
import ShowbookPlatform
import ShowbookWords
import ShowbookExchange

/// `showbook bench-clips DIR`: exporting a book of 50 words mined from one episode with
/// `--media` — 50 clips, each the padded line's sound (Opus) and its midpoint frame, cut by
/// `AnkiMediaCutter` on every core — beside its peer, the same 50 cuts run one after another
/// from a shell loop of plain ffmpeg calls (one for the sound, one for the frame, as by hand).
/// The episode is made by ffmpeg first: 3 minutes of a 640×360 test picture at 24 fps and a tone.
public struct ClipBench {
    public var clips = 50
    public var runs = 3

    public init() {}

    public struct Sample: Sendable {
        public var clips: Int
        public var cut: Int
        public var cores: Int
        public var exportMilliseconds: [Double]
        public var peerMilliseconds: Double
        public var packageBytes: Int
    }

    public func run(in folder: String, store: WordBookStores) throws -> Sample {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let video = (folder as NSString).appendingPathComponent("Bench S01E01.mkv")
        let made = try BoundedProcess(executable: "ffmpeg", arguments: [
            "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=640x360:rate=24:duration=180",
            "-f", "lavfi", "-i", "sine=frequency=440:duration=180", "-c:v", "mpeg4", "-q:v", "5", "-c:a", "aac", video,
        ], timeout: 600).run()
        guard made.status == 0 else { throw VideoError.unreadable(video, reason: made.errorLine) }

        let book = try store.books.createBook(title: "bench clips")
        var windows: [ClipWindow] = []
        try store.database.transaction {
            for index in 0..<clips {
                let start = 2 + Double(index) * 3.4
                let clip = ExampleClip(media: video, start: start, end: start + 1.5 + Double(index % 4) * 0.4)
                windows.append(ClipWindow(clip: clip, padding: 0.25))
                _ = try store.words.addWord(WordDraft(term: "言葉\(index)", meaning: "word \(index)",
                                                      example: "これは言葉\(index)です。", exampleClip: clip), to: book.id)
            }
        }
        let exporter = AnkiPackageExporter(stores: store)
        let cutter = AnkiMediaCutter(settings: ClipSettings(enabled: true))
        let package = (folder as NSString).appendingPathComponent("clips.apkg")
        var times: [Double] = []
        var summary: AnkiPackageExporter.Summary?
        for _ in 0..<max(1, runs) {
            let began = DispatchTime.now().uptimeNanoseconds
            summary = try exporter.export(bookID: book.id, production: false, media: cutter, to: package)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
        }

        // The peer: a shell script of the same cuts, one ffmpeg call after another.
        let out = (folder as NSString).appendingPathComponent("peer")
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var script = "set -e\n"
        for (index, window) in windows.enumerated() {
            let to = window.audioStart + window.audioDuration
            script += "ffmpeg -nostdin -v error -y -ss \(Self.seconds(window.audioStart)) -to \(Self.seconds(to)) -i '\(video)' "
                + "-vn -c:a libopus -b:a 32k '\(out)/\(index).opus'\n"
            script += "ffmpeg -nostdin -v error -y -ss \(Self.seconds(window.frameTime)) -i '\(video)' "
                + "-frames:v 1 -vf scale=240:-2 '\(out)/\(index).jpg'\n"
        }
        let scriptPath = (folder as NSString).appendingPathComponent("peer.sh")
        try script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let began = DispatchTime.now().uptimeNanoseconds
        let peer = try BoundedProcess(executable: "/bin/sh", arguments: [scriptPath], timeout: 600).run()
        let peerTime = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6
        guard peer.status == 0 else { throw VideoError.unreadable(video, reason: "peer: " + peer.errorLine) }
        return Sample(clips: clips, cut: summary?.media.cut ?? 0, cores: ProcessInfo.processInfo.activeProcessorCount,
                      exportMilliseconds: times, peerMilliseconds: peerTime, packageBytes: summary?.bytes ?? 0)
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
