import Foundation

/// Why output could not be written. A broken pipe is its own case because it is not a failure
/// to report: the reader (`| head`) simply stopped reading, and the writer should end quietly.
public enum OutputError: Error, Equatable, CustomStringConvertible {
    /// The reading end of a pipe was closed (EPIPE).
    case brokenPipe
    /// Any other failure, phrased for one line: "cannot write standard output: No space left on device".
    case failed(String)

    public var description: String {
        switch self {
        case .brokenPipe: return "the reader of the output went away"
        case let .failed(message): return message
        }
    }

    /// The C library's text for `code`.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
