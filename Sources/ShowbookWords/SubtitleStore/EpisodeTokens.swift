/// An episode's words as the registry stores them: one entry per subtitle line that has a
/// countable word, each the lemma ids of its words in order (repeats kept, as they are heard),
/// and how many running words the learner recognizes without studying them — names, numbers
/// and function words, which coverage counts as known. Stored as text — ids in decimal, a
/// space between words, a newline between lines, then the recognized count on a last line
/// after `+` — and read back byte by byte, so a show's coverage never touches the tokenizers.
public struct EpisodeTokens: Sendable, Equatable {
    public var lines: [[Int32]]
    /// Running words recognized without study (names, numbers, function words).
    public var recognized: Int

    public init(lines: [[Int32]], recognized: Int = 0) {
        self.lines = lines
        self.recognized = recognized
    }

    /// The lemma ids stored (the recognized words not among them).
    public var tokenCount: Int { lines.reduce(0) { $0 + $1.count } }

    public var text: String {
        lines.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
            + (recognized > 0 ? "\n+\(recognized)" : "")
    }

    /// Reads `text`; anything but digits, spaces and newlines ends a number and is ignored,
    /// so a damaged row gives fewer words, never a crash. A line that starts with `+` holds the
    /// recognized count (a row stored before it was kept reads as none).
    public init(text: String) {
        var lines: [[Int32]] = []
        var line: [Int32] = []
        var recognized = 0
        var value: Int32 = 0
        var inNumber = false
        var atLineStart = true
        var countLine = false
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int32(byte - 0x30))
                value = overflow1 || overflow2 ? Int32.max : sum
                inNumber = true
                atLineStart = false
                continue
            }
            if inNumber {
                if countLine { recognized = max(recognized, Int(value)) } else { line.append(value) }
            }
            value = 0
            inNumber = false
            if byte == 0x2B && atLineStart { countLine = true }
            atLineStart = byte == 0x0A
            if byte == 0x0A {
                if !line.isEmpty { lines.append(line) }
                line = []
                countLine = false
            }
        }
        if inNumber {
            if countLine { recognized = max(recognized, Int(value)) } else { line.append(value) }
        }
        if !line.isEmpty { lines.append(line) }
        self.lines = lines
        self.recognized = recognized
    }
}
