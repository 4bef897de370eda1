import Foundation

/// The blank-line separated blocks of SubRip and WebVTT text, each line with its 1-based line
/// number. Accepts `\n`, `\r\n` and lone `\r` line ends.
enum SubtitleBlocks {
    struct Line { var number: Int; var text: Substring }
    struct Block { var lines: [Line] }

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var number = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            number += 1
            result.append(Line(number: number, text: line))
        }
        return result
    }

    static func split(_ text: String) -> [Block] {
        var blocks: [Block] = []
        var current: [Line] = []
        for line in lines(text) {
            if line.text.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { blocks.append(Block(lines: current)); current = [] }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(Block(lines: current)) }
        return blocks
    }
}

/// The `start --> end` line shared by SubRip and WebVTT, and the checks every cue passes.
enum CueTiming {
    enum Outcome { case success(Int), failure(String) }

    static func parse<S: StringProtocol>(_ line: S, previousStart: Int) -> Outcome {
        let parts = line.components(separatedBy: "-->")
        guard parts.count == 2 else { return .failure("bad timing line") }
        // WebVTT puts cue settings after the end time.
        let endText = parts[1].split(separator: " ", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        guard let start = SubtitleTime.parse(parts[0]), let end = SubtitleTime.parse(endText) else {
            return .failure("bad timestamp")
        }
        if end < start { return .failure("ends before it starts") }
        if start < previousStart { return .failure("starts before the cue ahead of it") }
        return .success(start)
    }

    /// A cue from its raw text, or nil (counted in `skipped`) when nothing is left or the text
    /// is too long to be dialogue.
    static func cue(start: Int, raw: String, line: Int, skipped: inout [SkippedCue]) -> SubtitleCue? {
        if raw.utf8.count > SubtitleText.maximumLength * 4 {
            skipped.append(SkippedCue(line: line, reason: "text longer than \(SubtitleText.maximumLength) characters"))
            return nil
        }
        let text = SubtitleText.clean(raw)
        if text.count > SubtitleText.maximumLength {
            skipped.append(SkippedCue(line: line, reason: "text longer than \(SubtitleText.maximumLength) characters"))
            return nil
        }
        return text.isEmpty ? nil : SubtitleCue(start: start, text: text, line: line)
    }
}
