import Foundation

/// WebVTT (`.vtt`): a `WEBVTT` header, then blocks of an optional identifier, a
/// `start --> end [settings]` line and text. `NOTE`, `STYLE` and `REGION` blocks are not
/// cues. Malformed cues are skipped and counted as in `SRTParser`.
public enum VTTParser {
    public static func parse(_ text: String, cancellation: Cancellation = .none) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        var previousStart = -1
        for (position, block) in SubtitleBlocks.split(text, cancellation: cancellation).enumerated() {
            if SubtitleBlocks.isStopped(cancellation, at: position) { break }
            var lines = block.lines[...]
            guard let first = lines.first else { continue }
            if position == 0 && first.text.hasPrefix("WEBVTT") { continue }
            if ["NOTE", "STYLE", "REGION"].contains(where: { first.text.hasPrefix($0) }) { continue }
            if !first.text.contains("-->") { lines.removeFirst() }
            guard let timing = lines.first, timing.text.contains("-->") else {
                result.skipped.append(SkippedCue(line: first.number, reason: "no timing line"))
                continue
            }
            lines.removeFirst()
            switch CueTiming.parse(timing.text, previousStart: previousStart) {
            case let .failure(reason):
                result.skipped.append(SkippedCue(line: timing.number, reason: reason))
            case let .success(start):
                let raw = lines.map(\.text).joined(separator: "\n")
                if let cue = CueTiming.cue(start: start, raw: raw, line: first.number, skipped: &result.skipped) {
                    result.cues.append(cue)
                    previousStart = start
                }
            }
        }
        return result
    }
}
