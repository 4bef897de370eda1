import Foundation

/// SubRip (`.srt`): blocks of an index line, `start --> end`, then text lines, separated by
/// blank lines. A block without its index or with an unreadable timing line is skipped; so is
/// a cue that ends before it starts or starts before the cue ahead of it (overlapping times),
/// each counted with its first line number.
public enum SRTParser {
    public static func parse(_ text: String) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        var previousStart = -1
        for block in SubtitleBlocks.split(text) {
            var lines = block.lines[...]
            guard let first = lines.first else { continue }
            var timingLine = first
            if !first.text.contains("-->") {
                guard first.text.trimmingCharacters(in: .whitespaces).allSatisfy(\.isNumber) else {
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
