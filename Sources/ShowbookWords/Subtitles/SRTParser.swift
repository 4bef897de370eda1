import Foundation
import ShowbookPlatform

/// SubRip (`.srt`): blocks of an index line, `start --> end`, then text lines, separated by
/// blank lines (a timing line inside a block starts a new cue too). A missing index is
/// tolerated; a block without a readable timing line, or a cue that ends before it starts, is
/// skipped and counted with its first line number — it costs that cue only. Cues out of time
/// order are kept and sorted by start. A cancelled parse stops early (the caller throws).
public enum SRTParser {
    public static func parse(_ text: String, cancellation: Cancellation = .none) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        for (position, block) in SubtitleBlocks.cueBlocks(text, cancellation: cancellation).enumerated() {
            if SubtitleBlocks.isStopped(cancellation, at: position) { break }
            var lines = block.lines[...]
            guard let first = lines.first else { continue }
            if !CueTiming.hasArrow(first.text) {
                let index = first.text.trimmedSpaces.utf8
                guard !index.isEmpty, index.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    result.skipped.append(SkippedCue(line: first.number, reason: "no index or timing line"))
                    continue
                }
                lines.removeFirst()
                guard lines.first != nil else {
                    result.skipped.append(SkippedCue(line: first.number, reason: "index without a cue"))
                    continue
                }
            }
            let timingLine = lines.removeFirst()
            switch CueTiming.parse(timingLine.text) {
            case let .failure(reason):
                result.skipped.append(SkippedCue(line: timingLine.number, reason: reason))
            case let .success(start, end):
                let raw = lines.map(\.text).joined(separator: "\n")
                if let cue = CueTiming.cue(start: start, end: end, raw: raw, line: first.number, skipped: &result.skipped) {
                    result.cues.append(cue)
                }
            }
        }
        result.cues = CueTiming.sorted(result.cues)
        return result
    }
}
