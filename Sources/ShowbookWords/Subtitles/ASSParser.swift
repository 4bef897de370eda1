import Foundation
import ShowbookPlatform

/// Advanced SubStation Alpha and SubStation (`.ass`, `.ssa`): the `Dialogue:` lines of the
/// `[Events]` section, whose fields are named by its `Format:` line (the standard order when
/// there is none), cut at the commas' bytes. The text is the last field and may hold commas. Override blocks (`{\an8}`,
/// `{\i1}` …) and `\N` are stripped by `SubtitleText`. ASS files need not be in time order,
/// so cues are sorted by start; a line with an unreadable start time is skipped and counted.
public enum ASSParser {
    private static let standardFormat = ["layer", "start", "end", "style", "name", "marginl", "marginr", "marginv", "effect", "text"]

    public static func parse(_ text: String, cancellation: Cancellation = .none) -> ParsedSubtitles {
        var result = ParsedSubtitles()
        var inEvents = false
        var format = standardFormat
        for (position, line) in SubtitleBlocks.lines(text, cancellation: cancellation).enumerated() {
            if SubtitleBlocks.isStopped(cancellation, at: position) { break }
            let trimmed = line.text.trimmedSpaces
            if trimmed.hasPrefix("[") {
                inEvents = trimmed.lowercased() == "[events]"
                continue
            }
            guard inEvents else { continue }
            if trimmed.lowercased().hasPrefix("format:") {
                let names = Self.fields(of: trimmed.dropFirst("format:".count), count: Int.max)
                    .filter { !$0.isEmpty }.map { $0.trimmedSpaces.lowercased() }
                if names.contains("start") && names.last == "text" { format = names }
                continue
            }
            guard trimmed.lowercased().hasPrefix("dialogue:") else { continue }
            let body = trimmed.dropFirst("dialogue:".count)
            let fields = Self.fields(of: body, count: format.count)
            guard fields.count == format.count, let startIndex = format.firstIndex(of: "start") else {
                result.skipped.append(SkippedCue(line: line.number, reason: "too few fields"))
                continue
            }
            guard let start = SubtitleTime.parse(fields[startIndex]) else {
                result.skipped.append(SkippedCue(line: line.number, reason: "bad timestamp"))
                continue
            }
            let end = format.firstIndex(of: "end").flatMap { SubtitleTime.parse(fields[$0]) }
            if let end, end < start {
                result.skipped.append(SkippedCue(line: line.number, reason: "ends before it starts"))
                continue
            }
            if let cue = CueTiming.cue(start: start, end: end, raw: String(fields[fields.count - 1]), line: line.number,
                                       skipped: &result.skipped) {
                result.cues.append(cue)
            }
        }
        result.cues = CueTiming.sorted(result.cues)
        return result
    }

    /// `line` cut at its first `count - 1` commas, at the commas' bytes: a `Character` split
    /// misses a comma that a combining mark after it joins into one character (`,\u{301}`).
    package static func fields(of line: Substring, count: Int) -> [Substring] {
        line.utf8.split(separator: 0x2C, maxSplits: max(0, count - 1), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
