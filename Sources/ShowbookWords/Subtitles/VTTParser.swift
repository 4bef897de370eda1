import Foundation
import ShowbookPlatform

/// WebVTT (`.vtt`): a `WEBVTT` header, then blocks of an optional identifier, a
/// `start --> end [settings]` line and text (a timing line inside a block starts a new cue).
/// `NOTE` (alone or followed by a space), `STYLE` and `REGION` blocks are not cues; an
/// identifier that merely starts with those words (`NOTEBOOK-1`) is. Malformed cues are
/// skipped and counted, and cues are sorted by start, as in `SRTParser`.
public enum VTTParser {
    public static func parse(_ text: String, cancellation: Cancellation = .none) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        for (position, block) in SubtitleBlocks.cueBlocks(text, cancellation: cancellation).enumerated() {
            if SubtitleBlocks.isStopped(cancellation, at: position) { break }
            var lines = block.lines[...]
            guard let first = lines.first else { continue }
            if position == 0 && first.text.hasPrefix("WEBVTT") && !block.lines.contains(where: { CueTiming.hasArrow($0.text) }) { continue }
            if isNonCueBlock(first.text) { continue }
            if !CueTiming.hasArrow(first.text) { lines.removeFirst() }
            guard let timing = lines.first, CueTiming.hasArrow(timing.text) else {
                result.skipped.append(SkippedCue(line: first.number, reason: "no timing line"))
                continue
            }
            lines.removeFirst()
            switch CueTiming.parse(timing.text) {
            case let .failure(reason):
                result.skipped.append(SkippedCue(line: timing.number, reason: reason))
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

    /// `NOTE` alone or before a space, tab or line end; `STYLE` or `REGION` as the whole line.
    package static func isNonCueBlock(_ line: Substring) -> Bool {
        if line == "NOTE" || line.hasPrefix("NOTE ") || line.hasPrefix("NOTE\t") { return true }
        let trimmed = line.trimmedSpaces
        return trimmed == "STYLE" || trimmed == "REGION"
    }
}
