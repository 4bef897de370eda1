/// Pairs each mined line with the line of a translation track said at the same time. Cues
/// carry only their start, so each one is taken to last until the next cue of its track starts
/// (at most `longestLine`). The translation's overall offset (a track shifted by a few hundred
/// ms) is measured first — the median distance from each translated start to the nearest mined
/// start, when within `offsetWindow` — and taken away. Then, in one sweep over both tracks in
/// time order:
/// - every translated line goes to the mined line it overlaps most (two translated halves of one
///   mined line both go to it, joined by a space);
/// - a mined line that got none takes the translated line overlapping it most (one long
///   translated line can serve two short mined lines);
/// - a mined line overlapping nothing takes the translated line starting nearest to it within
///   `nearby`; beyond that it gets no translation ("").
public struct TranslationAligner: Sendable {
    public var longestLine = 6_000
    public var offsetWindow = 1_000
    public var nearby = 750

    public init() {}

    private struct Span {
        var start: Int
        var end: Int
        var position: Int
    }

    /// One translation per cue of `mined`, in its order.
    public func align(_ mined: [SubtitleCue], to translation: [SubtitleCue]) -> [String] {
        var work = 0
        return align(mined, to: translation, work: &work)
    }

    /// `align`, adding to `work` every pair of lines compared.
    package func align(_ mined: [SubtitleCue], to translation: [SubtitleCue], work: inout Int) -> [String] {
        guard !mined.isEmpty, !translation.isEmpty else { return Array(repeating: "", count: mined.count) }
        let left = spans(mined)
        let offset = self.offset(left, spans(translation))
        let right = spans(translation).map { Span(start: $0.start - offset, end: $0.end - offset, position: $0.position) }

        var parts = Array(repeating: [Int](), count: left.count)  // sorted-left index → right positions
        let leftRuns = Self.lastOfRun(left), rightRuns = Self.lastOfRun(right)
        // Each translated line to the mined line it overlaps most.
        var first = 0
        for span in right {
            while first < left.count && left[first].end <= span.start { first += 1 }
            let best = Self.mostOverlapping(span, in: left, from: first, runs: leftRuns, work: &work)
            if best >= 0 { parts[best].append(span.position) }
        }
        // Mined lines left without one: the most overlapping, else the nearest start.
        first = 0
        for (index, span) in left.enumerated() where parts[index].isEmpty {
            while first < right.count && right[first].end <= span.start { first += 1 }
            var best = Self.mostOverlapping(span, in: right, from: first, runs: rightRuns, work: &work)
            if best < 0 {
                for candidate in [first - 1, first, first + 1] where candidate >= 0 && candidate < right.count {
                    let distance = abs(right[candidate].start - span.start)
                    if distance <= nearby && (best < 0 || distance < abs(right[best].start - span.start)) { best = candidate }
                }
            }
            if best >= 0 { parts[index].append(right[best].position) }
        }
        var result = Array(repeating: "", count: mined.count)
        for (index, span) in left.enumerated() {
            var lines: [String] = []
            for position in parts[index] {
                let text = translation[position].text
                if lines.last != text { lines.append(text) }
            }
            result[span.position] = lines.joined(separator: " ")
        }
        return result
    }

    /// The index of the span of `spans` (from `first` on) that overlaps `span` most, the first
    /// of equal ones; -1 when none overlaps. Spans that start together (a run) differ only in
    /// the last one, which lasts until the next start while the others last 1 ms, so only the
    /// first and the last of each run are compared: cues piled up at one time cost one step, not
    /// one per cue.
    private static func mostOverlapping(_ span: Span, in spans: [Span], from first: Int, runs: [Int], work: inout Int) -> Int {
        var best = -1, bestOverlap = 0, index = first
        while index < spans.count && spans[index].start < span.end {
            for candidate in index == runs[index] ? [index] : [index, runs[index]] {
                work += 1
                let overlap = min(spans[candidate].end, span.end) - max(spans[candidate].start, span.start)
                if overlap > bestOverlap { (best, bestOverlap) = (candidate, overlap) }
            }
            index = runs[index] + 1
        }
        return best
    }

    /// For each span, the index of the last span of its run (those with the same start).
    private static func lastOfRun(_ spans: [Span]) -> [Int] {
        var last = Array(spans.indices)
        for index in spans.indices.reversed() where index + 1 < spans.count && spans[index + 1].start == spans[index].start {
            last[index] = last[index + 1]
        }
        return last
    }

    /// Cues in time order, each lasting until the next starts (at least 1 ms, at most `longestLine`).
    private func spans(_ cues: [SubtitleCue]) -> [Span] {
        let order = cues.indices.sorted { (cues[$0].start, $0) < (cues[$1].start, $1) }
        return order.enumerated().map { rank, position in
            let start = cues[position].start
            let next = rank + 1 < order.count ? cues[order[rank + 1]].start : start + longestLine
            return Span(start: start, end: max(start + 1, min(next, start + longestLine)), position: position)
        }
    }

    /// The median of (translated start − nearest mined start) over pairs within `offsetWindow`.
    private func offset(_ left: [Span], _ right: [Span]) -> Int {
        var differences: [Int] = []
        differences.reserveCapacity(right.count)
        var nearest = 0
        for span in right {
            while nearest + 1 < left.count && abs(left[nearest + 1].start - span.start) <= abs(left[nearest].start - span.start) {
                nearest += 1
            }
            let difference = span.start - left[nearest].start
            if abs(difference) <= offsetWindow { differences.append(difference) }
        }
        guard !differences.isEmpty else { return 0 }
        differences.sort()
        return differences[differences.count / 2]
    }
}
