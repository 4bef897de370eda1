import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook bench-bounded DIR`: the hostile inputs of the bounded-work fixes, timed — reading
/// (decoding, parsing, cleaning) a 31 MiB subtitle file of unclosed brackets against an ordinary
/// 32 MiB one, how soon a cancelled mining job of the hostile file returns, and decoding a
/// progressive JPEG of 2,080 scans with the scan cap (and, through `djpeg`, without it).
public struct BoundedBench {
    public init() {}

    /// The figures one run prints.
    public struct Outcome: Sendable {
        public var hostileBytes: Int
        public var hostileMilliseconds: Double
        /// CPU time of the reading thread, which a busy machine does not inflate.
        public var hostileCPUMilliseconds: Double
        public var ordinaryBytes: Int
        public var ordinaryMilliseconds: Double
        public var ordinaryCPUMilliseconds: Double
        public var cancelMilliseconds: Double
        public var scans: Int
        public var cappedDecodeMilliseconds: Double
        public var uncappedDecodeMilliseconds: Double?
    }

    /// 4,100 cues of 7,900 openers with no closer (`(`, `[`, `<a`, `（` in turn): each cue is
    /// just under the raw length a cue may have before cleaning.
    static func hostileSubtitles() -> String {
        let openers = ["(", "[", "<a", "（"]
        var text = ""
        text.reserveCapacity(32 * 1_048_576)
        for number in 1...4_100 {
            let opener = openers[number % openers.count]
            let body = String(repeating: opener, count: 7_900 / opener.utf8.count)
            text += "\(number)\n00:00:01,000 --> 00:00:02,000\n\(body)\n\n"
        }
        return text
    }

    /// Ordinary dialogue up to just under the 32 MiB file limit.
    static func ordinarySubtitles() -> String {
        var text = ""
        var number = 0
        let limit = SubtitleReader.maximumFileSize - 1_024
        while text.utf8.count < limit - 200 {
            number += 1
            let second = number % 3_600
            text += "\(number)\n00:\(String(format: "%02d:%02d", second / 60, second % 60)),000 --> "
                + "00:\(String(format: "%02d:%02d", second / 60, second % 60)),900\n<i>Where are you going</i> tonight, (laughs) my friend?\n\n"
        }
        return text
    }

    public func run(in folder: String) throws -> Outcome {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let hostile = (folder as NSString).appendingPathComponent("unclosed.srt")
        let ordinary = (folder as NSString).appendingPathComponent("ordinary.srt")
        try Self.hostileSubtitles().write(toFile: hostile, atomically: true, encoding: .utf8)
        try Self.ordinarySubtitles().write(toFile: ordinary, atomically: true, encoding: .utf8)
        let reader = SubtitleReader()
        let hostileCPU = CloseBench.threadCPUNanoseconds()
        let hostileTime = try time { _ = try reader.read(file: hostile) }
        let ordinaryCPU = CloseBench.threadCPUNanoseconds()
        let ordinaryTime = try time { _ = try reader.read(file: ordinary) }
        let readCPU = (hostile: Double(ordinaryCPU - hostileCPU) / 1e6, ordinary: Double(CloseBench.threadCPUNanoseconds() - ordinaryCPU) / 1e6)

        let cancellation = Cancellation()
        let finished = DispatchSemaphore(value: 0)
        let miner = SubtitleMiner(toolkit: MiningToolkit())
        Thread.detachNewThread {
            _ = try? miner.mine(path: ordinary, language: .english, cancellation: cancellation)
            finished.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        let cancelled = DispatchTime.now().uptimeNanoseconds
        cancellation.cancel()
        finished.wait()
        let cancelTime = Double(DispatchTime.now().uptimeNanoseconds - cancelled) / 1_000_000

        let jpeg = try SyntheticScans.manyScanJPEG(SyntheticPoster.gradient())
        let jpegPath = (folder as NSString).appendingPathComponent("scans.jpg")
        try jpeg.write(to: URL(fileURLWithPath: jpegPath))
        let capped = try time { _ = try ImageDecoder.decode(jpeg) }
        let uncapped = try? time { try Self.djpeg(jpegPath) }
        return Outcome(hostileBytes: try size(hostile), hostileMilliseconds: hostileTime, hostileCPUMilliseconds: readCPU.hostile,
                       ordinaryBytes: try size(ordinary), ordinaryMilliseconds: ordinaryTime,
                       ordinaryCPUMilliseconds: readCPU.ordinary, cancelMilliseconds: cancelTime, scans: JPEGScans.count(in: jpeg),
                       cappedDecodeMilliseconds: capped, uncappedDecodeMilliseconds: uncapped)
    }

    /// libjpeg's own command-line decoder, which reads every scan.
    private static func djpeg(_ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/djpeg")
        process.arguments = ["-outfile", "/dev/null", path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw SyntheticScans.Failure.cjpegFailed("djpeg exit \(process.terminationStatus)") }
    }

    private func size(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }

    private func time(_ work: () throws -> Void) throws -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    }
}
