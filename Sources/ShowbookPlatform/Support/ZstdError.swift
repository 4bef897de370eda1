/// Why a Zstandard stream could not be decoded, said in one line: a caller shows the
/// description as it is (a hostile or truncated file must end in a message, never a trap).
public enum ZstdError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The input does not start with a Zstandard (or skippable) frame.
    case notZstandard
    /// The data is damaged: the byte offset is where the decoder found it out (the start of
    /// the block or frame it could not decode).
    case corrupt(at: Int)
    /// Decoding would produce more bytes than the caller allowed.
    case outputTooLarge(limit: Int)
    /// The frame was compressed against a dictionary, which this decoder does not have.
    case needsDictionary(id: UInt32)
    /// The frame's content checksum (at this byte offset) does not match what was decoded.
    case checksumMismatch(at: Int)
    /// The frame asks for a window larger than 2^log bytes, or it could not be allocated.
    case windowTooLarge(log: Int32)

    public var description: String {
        switch self {
        case .notZstandard: return "not a Zstandard frame"
        case .corrupt(let offset): return "corrupt Zstandard data at byte \(offset)"
        case .outputTooLarge(let limit): return "output larger than the limit of \(limit) bytes"
        case .needsDictionary(let id): return "Zstandard data needs a dictionary (id \(id))"
        case .checksumMismatch(let offset): return "corrupt Zstandard data at byte \(offset): the checksum does not match"
        case .windowTooLarge(let log): return "the Zstandard frame needs a window larger than \(1 << (log - 20)) MiB"
        }
    }
}
