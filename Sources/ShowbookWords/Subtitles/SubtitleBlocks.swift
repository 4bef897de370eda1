import Foundation
import ShowbookPlatform

/// The blank-line separated blocks of SubRip and WebVTT text, each line with its 1-based line
/// number. Accepts `\n`, `\r\n` and lone `\r` line ends, mixed in one file.
package enum SubtitleBlocks {
    package struct Line { var number: Int; var text: Substring }
    package struct Block { var lines: [Line] }

    /// Parsers look at their `Cancellation` every this many blocks (or lines), so a cancelled
    /// job stops inside a file.
    package static let cancellationInterval = 256

    /// True when `cancellation` is set, looked at every `cancellationInterval` positions.
    package static func isStopped(_ cancellation: Cancellation, at position: Int) -> Bool {
        position % cancellationInterval == 0 && cancellation.isCancelled
    }

    /// The lines of `text`; a cancelled split stops early (looked at every 16 lines), and the
    /// parser then stops too. Read from the contiguous UTF-8 bytes: each line is cut from `text`
    /// at byte offsets (line ends are ASCII, so every cut is on a character boundary), without
    /// stepping a `String` index over every byte.
    package static func lines(_ text: String, cancellation: Cancellation = .none) -> [Line] {
        if let lines = text.utf8.withContiguousStorageIfAvailable({ lines(text, bytes: $0, cancellation: cancellation) }) {
            return lines
        }
        var native = text
        native.makeContiguousUTF8()
        return lines(native, cancellation: cancellation)
    }

    private static func lines(_ text: String, bytes: UnsafeBufferPointer<UInt8>, cancellation: Cancellation) -> [Line] {
        var result: [Line] = []
        let utf8 = text.utf8
        func add(_ start: Int, _ end: Int) {
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            result.append(Line(number: result.count + 1, text: text[lower..<utf8.index(lower, offsetBy: end - start)]))
        }
        // Every line end counts, whatever the file's others are: LF, CR LF, and a lone CR (old
        // Mac files, and files that mix them — lone CRs with a CR LF at the very end).
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else { index += 1; continue }
            add(start, index)
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
            if isStopped(cancellation, at: result.count * 16) { return result }
        }
        add(start, bytes.count)
        return result
    }

    package static func split(_ text: String, cancellation: Cancellation = .none) -> [Block] {
        var blocks: [Block] = []
        var current: [Line] = []
        for line in lines(text, cancellation: cancellation) {
            if line.text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                if !current.isEmpty { blocks.append(Block(lines: current)); current = [] }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(Block(lines: current)) }
        return blocks
    }

    /// The blocks of `text` with each block also cut at every timing line after its first, so
    /// two cues written without a blank line between them stay two cues. An all-digit line just
    /// before such a timing line is the next cue's SubRip index and goes with it. A line with
    /// `-->` that is not a valid timing line (`left --> right`) stays text.
    package static func cueBlocks(_ text: String, cancellation: Cancellation = .none) -> [Block] {
        var result: [Block] = []
        for block in split(text, cancellation: cancellation) {
            var start = 0
            var seenTiming = false
            for (position, line) in block.lines.enumerated() where CueTiming.isTimingLine(line.text) {
                // The block's own timing line: first, or second after an index or identifier.
                if !seenTiming && position <= 1 { seenTiming = true; continue }
                seenTiming = true
                var cut = position
                let previous = block.lines[cut - 1].text.trimmedSpaces.utf8
                if cut - 1 > start, !previous.isEmpty, previous.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { cut -= 1 }
                if cut > start { result.append(Block(lines: Array(block.lines[start..<cut]))) }
                start = cut
            }
            result.append(start == 0 ? block : Block(lines: Array(block.lines[start...])))
        }
        return result
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs — cheaper than Foundation's trimming, which
    /// subtitle files call for on every line.
    package var trimmedSpaces: Substring {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
              let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return "" }
        return Substring(utf8[first...last])
    }
}

/// The `start --> end` line shared by SubRip and WebVTT, and the checks every cue passes.
package enum CueTiming {
    package enum Outcome { case success(start: Int, end: Int), failure(String) }

    /// Whether `line` is a `start --> end` line with readable times (cheap for lines without `-->`).
    package static func isTimingLine(_ line: Substring) -> Bool {
        guard line.utf8.count >= 10, hasArrow(line) else { return false }
        return times(line) != nil
    }

    /// Whether `line` holds `-->`, read as bytes (Foundation's `contains` bridges every line).
    package static func hasArrow(_ line: Substring) -> Bool {
        var dashes = 0
        for byte in line.utf8 {
            if byte == 0x2D { dashes += 1 } else if byte == 0x3E && dashes >= 2 { return true } else { dashes = 0 }
        }
        return false
    }

    /// `cues` by start time; cues that start together keep their order in the file.
    package static func sorted(_ cues: [SubtitleCue]) -> [SubtitleCue] {
        var inOrder = true
        for index in cues.indices.dropFirst() where cues[index].start < cues[index - 1].start { inOrder = false; break }
        if inOrder { return cues }
        return cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }

    package static func parse<S: StringProtocol>(_ line: S) -> Outcome {
        line.utf8.withContiguousStorageIfAvailable(parse(bytes:)) ?? Array(line.utf8).withUnsafeBufferPointer(parse(bytes:))
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard arrowIndex(bytes) != nil else { return .failure("bad timing line") }
        guard let (start, end) = times(bytes) else { return .failure("bad timestamp") }
        if end < start { return .failure("ends before it starts") }
        return .success(start: start, end: end)
    }

    /// The start and end of a timing line, in whatever order they are; read in place from a
    /// line's contiguous bytes (most lines), else from a copy.
    private static func times<S: StringProtocol>(_ line: S) -> (Int, Int)? {
        line.utf8.withContiguousStorageIfAvailable(times) ?? Array(line.utf8).withUnsafeBufferPointer(times)
    }

    private static func times(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        guard let arrow = arrowIndex(bytes) else { return nil }
        // WebVTT puts cue settings after the end time.
        let rest = bytes[(arrow + 3)...]
        let first = rest.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? rest.endIndex
        let endText = rest[first..<(rest[first...].firstIndex { $0 == 0x20 || $0 == 0x09 } ?? rest.endIndex)]
        guard let start = SubtitleTime.parse(bytes: bytes[..<arrow]), let end = SubtitleTime.parse(bytes: endText) else { return nil }
        return (start, end)
    }

    /// Where the one `-->` of a timing line starts; nil when there is none or more than one.
    private static func arrowIndex(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x2D && bytes[index + 1] == 0x2D && bytes[index + 2] == 0x3E {
                if found != nil { return nil }
                found = index
                index += 3
            } else {
                index += 1
            }
        }
        return found
    }

    /// `text.count > limit`, without grapheme breaking when the bytes decide it (characters
    /// are never more than bytes, and equal them in ASCII text without a CR LF pair), and
    /// otherwise counting no further than `limit + 1`.
    package static func isLonger(_ text: String, than limit: Int) -> Bool {
        let utf8 = text.utf8
        if utf8.count <= limit { return false }
        if !utf8.contains(0x0D), utf8.allSatisfy({ $0 < 0x80 }) { return true }
        return text.index(text.startIndex, offsetBy: limit + 1, limitedBy: text.endIndex) != nil
    }

    /// A cue from its raw text, or nil (counted in `skipped`) when nothing is left or the text
    /// is too long to be dialogue.
    package static func cue(start: Int, end: Int? = nil, raw: String, line: Int, skipped: inout [SkippedCue]) -> SubtitleCue? {
        if raw.utf8.count > SubtitleText.maximumLength * 4 {
            skipped.append(SkippedCue(line: line, reason: "text longer than \(SubtitleText.maximumLength) characters"))
            return nil
        }
        var work = 0
        let text = SubtitleText.clean(raw, limit: SubtitleText.maximumLength, work: &work)
        if isLonger(text, than: SubtitleText.maximumLength) {
            skipped.append(SkippedCue(line: line, reason: "text longer than \(SubtitleText.maximumLength) characters"))
            return nil
        }
        return text.isEmpty ? nil : SubtitleCue(start: start, end: end, text: text, line: line)
    }
}
