import Foundation
import ShowbookWords

/// `showbook bench-mine DIR`: mining generated subtitles — one 90-minute episode of about
/// 1,500 cues per language (read, tokenized, meanings looked up, ranked), cold (the first run,
/// loading MeCab, Hunspell or the dictionaries) and warm (median of `runs`), and a folder of 24
/// Japanese episodes with progress reported after each file.
public struct MiningBench {
    public var runs = 5
    public var episodes = 24

    public init() {}

    public struct Sample: Sendable {
        public var language: String
        public var cues: Int
        public var candidates: Int
        public var coldMilliseconds: Double
        public var warmMilliseconds: [Double]
    }

    public func episodeSamples(in folder: String) throws -> [Sample] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var samples: [Sample] = []
        for language in MiningLanguage.allCases {
            let path = (folder as NSString).appendingPathComponent("episode.\(language.rawValue).srt")
            try SyntheticSubtitles.episode(language: language).write(toFile: path, atomically: true, encoding: .utf8)
            let miner = SubtitleMiner(toolkit: MiningToolkit())
            var result: MiningResult?
            let cold = try time { result = try miner.mine(path: path, language: language) }
            var warm: [Double] = []
            for _ in 0..<runs { warm.append(try time { result = try miner.mine(path: path, language: language) }) }
            samples.append(Sample(language: language.rawValue, cues: result?.cues ?? 0, candidates: result?.candidates.count ?? 0,
                                  coldMilliseconds: cold, warmMilliseconds: warm))
        }
        return samples
    }

    /// Milliseconds for the whole folder, and how many progress reports arrived.
    public func folder(in folder: String) throws -> (milliseconds: Double, files: Int, cues: Int, progressReports: Int) {
        let season = (folder as NSString).appendingPathComponent("season")
        try FileManager.default.createDirectory(atPath: season, withIntermediateDirectories: true)
        for number in 1...episodes {
            let name = String(format: "Show S01E%02d.ja.srt", number)
            try SyntheticSubtitles.episode(language: .japanese, seed: UInt64(number))
                .write(toFile: (season as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let miner = SubtitleMiner(toolkit: MiningToolkit())
        var reports = 0
        var result: MiningResult?
        let milliseconds = try time { result = try miner.mine(path: season, progress: { _, _ in reports += 1 }) }
        return (milliseconds, result?.files ?? 0, result?.cues ?? 0, reports)
    }

    private func time(_ work: () throws -> Void) throws -> Double {
        let started = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    }
}
