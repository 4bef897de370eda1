import Foundation

/// SubRip (`.srt`): blocks of an index line, `start --> end`, then text lines, separated by
/// blank lines. A block without its index or with an unreadable timing line is skipped; so is
/// a cue that ends before it starts or starts before the cue ahead of it (overlapping times),
/// each counted with its first line number. A cancelled parse stops early (the caller throws).
public enum SRTParser {
    public static func parse(_ text: String, cancellation: Cancellation = .none) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        var previousStart = -1
        for (position, block) in SubtitleBlocks.split(text, cancellation: cancellation).enumerated() {
            if SubtitleBlocks.isStopped(cancellation, at: position) { break }
            var lines = block.lines[...]
            guard let first = lines.first else { continue }
            var timingLine = first
            if !first.text.contains("-->") {
                let index = first.text.trimmedSpaces.utf8
                guard !index.isEmpty, index.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    result.skipped.append(SkippedCue(line: first.number, reason: "no index or timing line"))
                    continue
                }
                lines.removeFirst()
                guard let second = lines.first else {
                    result.skipped.append(SkippedCue(line: first.number, reason: "index without a cue"))
                    continue
                }
                timingLine = second
            } else {
                result.skipped.append(SkippedCue(line: first.number, reason: "missing index"))
                continue
            }
            lines.removeFirst()
            switch CueTiming.parse(timingLine.text, previousStart: previousStart) {
            case let .failure(reason):
                result.skipped.append(SkippedCue(line: timingLine.number, reason: reason))
            case let .success(start):
                let raw = lines.map(\.text).joined(separator: "\n")
                if let cue = CueTiming.cue(start: start, raw: raw, line: block.lines[0].number, skipped: &result.skipped) {
                    result.cues.append(cue)
                    previousStart = start
                }
            }
        }
        return result
    }
}
