import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook bench-video DIR`: mining a 90-minute episode of 1,500 Korean cues from a `.mkv`
/// (ffprobe, ffmpeg for the Korean track and for the English one, alignment, tokenizing,
/// ranking) beside its peer, ffmpeg extracting that one track alone; and aligning a 1,500-cue
/// pair (English 250 ms late, every tenth line split in two) beside a naive peer that, for
/// each mined line, scans every translated line.
public struct VideoMiningBench {
    public var runs = 5

    public init() {}

    public struct Sample: Sendable {
        public var cues: Int
        public var translated: Int
        public var mineMilliseconds: [Double]
        public var extractMilliseconds: [Double]
        public var alignMilliseconds: [Double]
        public var naiveMilliseconds: [Double]
        /// Whether the sweep and the naive peer paired every line the same way.
        public var alignmentsAgree: Bool
    }

    public func run(in folder: String) throws -> Sample {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let korean = (folder as NSString).appendingPathComponent("episode.ko.srt")
        let english = (folder as NSString).appendingPathComponent("episode.en.srt")
        try SyntheticSubtitles.episode(language: .korean).write(toFile: korean, atomically: true, encoding: .utf8)
        try SyntheticSubtitles.episode(language: .english, seed: 2).write(toFile: english, atomically: true, encoding: .utf8)
        let video = (folder as NSString).appendingPathComponent("Show S01E01.mkv")
        let made = try BoundedProcess(executable: "ffmpeg", arguments: [
            "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=black:s=16x16:r=1:d=5400",
            "-i", korean, "-itsoffset", "0.25", "-i", english, "-map", "0:v", "-map", "1:s", "-map", "2:s",
            "-c:v", "mpeg4", "-c:s", "srt", "-metadata:s:s:0", "language=kor", "-metadata:s:s:1", "language=eng", video,
        ], timeout: 300).run()
        guard made.status == 0 else { throw VideoError.unreadable(video, reason: made.errorLine) }

        let miner = SubtitleMiner(toolkit: MiningToolkit(), tracks: TrackRequest(language: "ko"))
        var result = try miner.mine(path: video, language: .korean)  // loads Hunspell once
        var mine: [Double] = []
        for _ in 0..<runs { mine.append(try time { result = try miner.mine(path: video, language: .korean) }) }
        var extract: [Double] = []
        for _ in 0..<runs {
            extract.append(try time {
                _ = try BoundedProcess(executable: "ffmpeg", arguments: ["-nostdin", "-v", "error", "-i", video, "-map", "0:s:0", "-f", "srt", "-"]).run()
            })
        }
        let translated = result.candidates.filter { !$0.translation.isEmpty }.count

        let mined = SRTParser.parse(SyntheticSubtitles.episode(language: .korean)).cues
        let translation = Self.lateAndSplit(SRTParser.parse(SyntheticSubtitles.episode(language: .english, seed: 2)).cues)
        var aligned: [String] = [], naive: [String] = []
        var align: [Double] = [], peer: [Double] = []
        for _ in 0..<(runs * 4) {
            align.append(try time { aligned = TranslationAligner().align(mined, to: translation) })
            peer.append(try time { naive = Self.naiveAlign(mined, to: translation) })
        }
        return Sample(cues: result.cues, translated: translated, mineMilliseconds: mine, extractMilliseconds: extract,
                      alignMilliseconds: align, naiveMilliseconds: peer, alignmentsAgree: aligned == naive)
    }

    /// The English lines 250 ms late, every tenth one split in two halves.
    static func lateAndSplit(_ cues: [SubtitleCue]) -> [SubtitleCue] {
        var result: [SubtitleCue] = []
        for (index, cue) in cues.enumerated() {
            let start = cue.start + 250
            if index % 10 == 0 {
                let words = cue.text.split(separator: " ")
                let half = words.count / 2
                result.append(SubtitleCue(start: start, text: words[..<half].joined(separator: " "), line: cue.line))
                result.append(SubtitleCue(start: start + 1_500, text: words[half...].joined(separator: " "), line: cue.line))
            } else {
                result.append(SubtitleCue(start: start, text: cue.text, line: cue.line))
            }
        }
        return result
    }

    /// The peer: each translated line to the mined line it overlaps most, found by scanning
    /// every mined line (and each mined line without one scans every translated line), with
    /// the same offset and durations as the sweep, so both give the same pairs.
    static func naiveAlign(_ mined: [SubtitleCue], to translation: [SubtitleCue]) -> [String] {
        let aligner = TranslationAligner()
        func spans(_ cues: [SubtitleCue]) -> [(start: Int, end: Int)] {
            cues.enumerated().map { index, cue in
                let next = index + 1 < cues.count ? cues[index + 1].start : cue.start + aligner.longestLine
                return (cue.start, max(cue.start + 1, min(next, cue.start + aligner.longestLine)))
            }
        }
        let left = spans(mined)
        var differences: [Int] = []
        for cue in translation {
            let nearest = mined.min { abs($0.start - cue.start) < abs($1.start - cue.start) }!
            if abs(cue.start - nearest.start) <= aligner.offsetWindow { differences.append(cue.start - nearest.start) }
        }
        differences.sort()
        let offset = differences.isEmpty ? 0 : differences[differences.count / 2]
        let right = spans(translation).map { (start: $0.start - offset, end: $0.end - offset) }
        func overlap(_ a: (start: Int, end: Int), _ b: (start: Int, end: Int)) -> Int { min(a.end, b.end) - max(a.start, b.start) }
        var parts = Array(repeating: [Int](), count: mined.count)
        for (position, span) in right.enumerated() {
            var best = -1, most = 0
            for (index, other) in left.enumerated() where overlap(other, span) > most { (best, most) = (index, overlap(other, span)) }
            if best >= 0 { parts[best].append(position) }
        }
        for (index, span) in left.enumerated() where parts[index].isEmpty {
            var best = -1, most = 0
            for (position, other) in right.enumerated() where overlap(other, span) > most { (best, most) = (position, overlap(other, span)) }
            if best < 0 {
                let nearest = right.indices.min { abs(right[$0].start - span.start) < abs(right[$1].start - span.start) }
                if let nearest, abs(right[nearest].start - span.start) <= aligner.nearby { best = nearest }
            }
            if best >= 0 { parts[index].append(best) }
        }
        return parts.map { positions in
            var lines: [String] = []
            for position in positions where lines.last != translation[position].text { lines.append(translation[position].text) }
            return lines.joined(separator: " ")
        }
    }

    private func time(_ work: () throws -> Void) throws -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    }
}
