import Foundation

/// An episode's expected coverage day by day from one moment on, if no review is done: what
/// the episode detail draws as a sparkline, so the learner sees how fast it fades. Each day
/// costs one pass over the episode's different studied words, not over its running words.
public struct CoverageCurve: Sendable, Equatable {
    public var start: Date
    /// The expected share on each day from `start` (index 0 is `start` itself).
    public var shares: [Double]

    public init(start: Date, shares: [Double]) {
        self.start = start
        self.shares = shares
    }

    /// The share `days` whole days after the start (the last one past the end).
    public func share(afterDays days: Int) -> Double? {
        shares.isEmpty ? nil : shares[min(max(0, days), shares.count - 1)]
    }

    /// The curve of `tokens` over `days` days from `start`, lemma ids named by `keys`.
    public static func measure(_ tokens: EpisodeTokens, keys: [String], memories: WordMemories, from start: Date, days: Int,
                               sureFrom minimum: Double, scheduler: FSRSScheduler = FSRSScheduler()) -> CoverageCurve? {
        var counts: [Int32: Int] = [:]
        var total = tokens.recognized
        for line in tokens.lines {
            for id in line {
                counts[id, default: 0] += 1
                total += 1
            }
        }
        guard total > 0 else { return nil }
        var studied: [(count: Int, memories: [WordMemories.Memory])] = []
        for (id, count) in counts where id >= 0 && Int(id) < keys.count {
            if let list = memories.byKey[keys[Int(id)]] { studied.append((count, list)) }
        }
        var shares: [Double] = []
        for day in 0...max(0, days) {
            let date = start.addingTimeInterval(Double(day) * FSRSScheduler.secondsPerDay)
            var expected = Double(tokens.recognized)
            for word in studied {
                let recall = WordMemories.recall(word.memories, at: date, sureFrom: minimum, scheduler: scheduler)
                expected += Double(word.count) * (recall?.expected ?? 0)
            }
            shares.append(expected / Double(total))
        }
        return CoverageCurve(start: start, shares: shares)
    }

    /// "▇▇▆▆▅…": one block per day, its height the share on an absolute 0–100 % scale.
    public var sparkline: String {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        return String(shares.map { blocks[min(blocks.count - 1, max(0, Int(($0 * Double(blocks.count)).rounded(.down))))] })
    }
}
