/// An episode's words as the registry stores them: one entry per subtitle line that has a
/// countable word, each the lemma ids of its words in order (repeats kept, as they are heard).
/// Stored as text — ids in decimal, a space between words, a newline between lines — and read
/// back byte by byte, so a show's coverage never touches the tokenizers.
public struct EpisodeTokens: Sendable, Equatable {
    public var lines: [[Int32]]

    public init(lines: [[Int32]]) {
        self.lines = lines
    }

    public var tokenCount: Int { lines.reduce(0) { $0 + $1.count } }

    public var text: String {
        lines.map { $0.map(String.init).joined(separator: " ") }.joined(separator: "\n")
    }

    /// Reads `text`; anything but digits, spaces and newlines ends a number and is ignored,
    /// so a damaged row gives fewer words, never a crash.
    public init(text: String) {
        var lines: [[Int32]] = []
        var line: [Int32] = []
        var value: Int32 = 0
        var inNumber = false
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int32(byte - 0x30))
                value = overflow1 || overflow2 ? Int32.max : sum
                inNumber = true
                continue
            }
            if inNumber { line.append(value) }
            value = 0
            inNumber = false
            if byte == 0x0A {
                if !line.isEmpty { lines.append(line) }
                line = []
            }
        }
        if inNumber { line.append(value) }
        if !line.isEmpty { lines.append(line) }
        self.lines = lines
    }
}
