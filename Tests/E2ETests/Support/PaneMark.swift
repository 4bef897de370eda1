import Foundation

/// What the program in a pane last said about its screen, read from the pane's path
/// (`#{pane_path}`, which an OSC 7 sequence sets and no cell shows):
/// - showbook's frame marks (`SHOWBOOK_FRAME_MARKS=1`, which the tests' environment sets):
///   `showbook pid=P frame=N input=K size=WxH idle` after a frame with nothing left to change
///   it before the next input, `… busy=jobs,timer` after one that will change by itself, and
///   `… drawing` while a frame is being sent;
/// - the test shell's prompt: `e2e-shell prompt=N`, written after the prompt's text, N counting
///   the prompts;
/// - anything else (the folder the pane started in), from a program that says nothing.
enum PaneMark: Equatable, CustomStringConvertible {
    case app(AppFrame)
    case prompt(Int)
    case other(String)

    /// One of showbook's marks.
    struct AppFrame: Equatable {
        var process: Int32
        var frame: Int
        /// Bytes the app had read from the terminal when it wrote the mark.
        var input: Int
        var width: Int
        var height: Int
        /// `idle`, `drawing` or `busy=<reasons>`.
        var state: String

        var isIdle: Bool { state == "idle" }
        var isDrawing: Bool { state == "drawing" }
    }

    init(path: String) {
        let words = path.split(separator: " ").map(String.init)
        if words.count == 2, words[0] == "e2e-shell", words[1].hasPrefix("prompt="), let count = Int(words[1].dropFirst(7)) {
            self = .prompt(count)
            return
        }
        var fields: [String: String] = [:]
        for word in words.dropFirst() {
            guard let equals = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        let size = fields["size"]?.split(separator: "x").compactMap { Int($0) } ?? []
        guard words.count == 6, words[0] == "showbook", let process = fields["pid"].flatMap({ Int32($0) }),
              let frame = fields["frame"].flatMap({ Int($0) }), let input = fields["input"].flatMap({ Int($0) }),
              size.count == 2 else {
            self = .other(path)
            return
        }
        self = .app(AppFrame(process: process, frame: frame, input: input, width: size[0], height: size[1], state: words[5]))
    }

    var description: String {
        switch self {
        case let .app(frame):
            return "showbook pid=\(frame.process) frame=\(frame.frame) input=\(frame.input) size=\(frame.width)x\(frame.height) \(frame.state)"
        case let .prompt(count): return "e2e-shell prompt=\(count)"
        case let .other(path): return path.isEmpty ? "(no mark)" : "(no mark; pane path \(path))"
        }
    }
}
