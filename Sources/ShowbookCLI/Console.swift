import Foundation
import ShowbookTUI
import ShowbookPlatform

/// The one way the command line writes: stdout and stderr as checked `OutputChannel`s.
///
/// Every subcommand prints through `line`, `json` and `data`, and every message through
/// `diagnostic`, so a full disk, a closed stream or a closed pipe is noticed wherever it
/// happens and ends the process in one place (`finish`): a broken pipe quietly, as `| head`
/// expects, anything else with one line and status 1. Nothing reaches the terminal raw: lines
/// and progress are `ConsoleText` (every interpolated value sanitized), messages are sanitized
/// whole (they often echo what the user typed), JSON escapes every control, and exported file
/// content is cleaned when stdout is a terminal.
enum Console {
    /// Which of 0, 1 and 2 were closed when the process started (now /dev/null).
    nonisolated(unsafe) private static var closedAtStart: Set<Int32> = []

    nonisolated(unsafe) static var standardOutput = OutputChannel(descriptor: 1, name: "standard output")
    nonisolated(unsafe) static var standardError = OutputChannel(descriptor: 2, name: "standard error", capacity: 0)

    /// Call first: puts /dev/null on closed standard descriptors (so the database or an output
    /// file can never get number 1 or 2) while remembering that they were closed, and turns
    /// SIGPIPE into EPIPE so a closed pipe is an error value rather than a silent death.
    static func prepare() {
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 {
            closedAtStart.insert(descriptor)
            let replacement = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if replacement >= 0 && replacement != descriptor {
                dup2(replacement, descriptor)
                close(replacement)
            }
        }
        standardOutput = OutputChannel(descriptor: 1, name: "standard output", closed: closedAtStart.contains(1))
        standardError = OutputChannel(descriptor: 2, name: "standard error", capacity: 0, closed: closedAtStart.contains(2))
        signal(SIGPIPE, SIG_IGN)
    }

    /// One line of text on stdout; its outside text was sanitized and named as the user typed
    /// it (never the temporary link `PathArgument` reaches a non-UTF-8 name through) when the
    /// `ConsoleText` was built.
    static func line(_ text: ConsoleText) throws {
        try standardOutput.write(text.text + "\n")
    }

    /// One JSON object on its own line (file names as typed, like `line`).
    static func json(_ value: JSONValue) throws {
        try standardOutput.write(PathArgument.displayed(json: value.encoded) + "\n")
    }

    /// File content for stdout (an export): unchanged into a pipe or file; on a terminal,
    /// controls other than tab and line break (and bidi controls) become U+FFFD so data never
    /// drives the terminal.
    static func data(_ text: String) throws {
        guard standardOutput.isTerminal else { return try standardOutput.write(text) }
        try standardOutput.write(String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let hazard = scalar != "\t" && scalar != "\n" && ControlCharacters.isHazard(scalar.value)
            return hazard ? "\u{FFFD}" : scalar
        })))
    }

    /// `showbook: message` on stderr, sanitized to one line, naming files as the user typed them.
    static func diagnostic(_ message: String) {
        try? standardError.write("showbook: " + TextSanitizer.sanitize(PathArgument.displayed(message)) + "\n")
    }

    /// Progress and notes for stderr: the literal parts (a progress bar's carriage returns and
    /// erase-line) as written, outside text sanitized; failures there are ignored, as progress
    /// is decoration.
    static func progress(_ text: ConsoleText) {
        try? standardError.write(text.text)
    }

    /// Flushes stdout and exits with `status`, or with the status an output failure calls for.
    static func finish(_ status: Int32) -> Never {
        do {
            try standardOutput.flush()
        } catch {
            end(error)
        }
        exit(status)
    }

    /// Ends the process for an output failure: quietly for a broken pipe (dying of SIGPIPE,
    /// like other tools in a pipeline), else with the one-line reason and status 1.
    static func end(_ error: Error) -> Never {
        if case OutputError.brokenPipe? = error as? OutputError {
            PathArgument.removeBridges()
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        diagnostic("\(error)")
        exit(1)
    }

    /// Reports `message` and exits with `status` (after flushing what stdout holds).
    static func fail(_ message: String, status: Int32) -> Never {
        do { try standardOutput.flush() } catch { end(error) }
        diagnostic(message)
        exit(status)
    }
}
