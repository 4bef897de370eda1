import Foundation

/// What mpv said on its IPC socket, one line each, as Showbook uses it: a property's new value,
/// a file that ended, a seek, the answer to a request, or an event Showbook has no use for.
public enum PlayerEvent: Sendable, Equatable {
    case property(PlayerProperty, PlayerValue)
    /// `end-file`, with mpv's reason (`eof`, `quit`, `error`, …).
    case endFile(reason: String)
    /// The player jumped (`seek`): playback up to the next position was not heard.
    case seek
    /// The answer to the request with this id: nil error when mpv said `success`.
    case reply(requestID: Int, error: String?, value: PlayerValue)
    /// Anything else mpv sends (its name, for logs).
    case other(String)
}

/// A property's value as mpv sends it, reduced to what Showbook reads.
public enum PlayerValue: Sendable, Equatable {
    case none
    case text(String)
    case number(Double)
    case flag(Bool)

    public var text: String? { if case let .text(value) = self { return value } else { return nil } }
    public var number: Double? { if case let .number(value) = self, value.isFinite { return value } else { return nil } }
    public var flag: Bool? { if case let .flag(value) = self { return value } else { return nil } }

    /// A JSON value read by `JSONSerialization`: strings, numbers and booleans; anything else none.
    init(json: Any?) {
        switch json {
        case let value as String: self = .text(value)
        case let value as NSNumber:
            // Foundation reads `true` and `false` as NSNumbers of the `char` type; numbers never are.
            if String(cString: value.objCType) == "c" { self = .flag(value.boolValue) } else { self = .number(value.doubleValue) }
        default: self = .none
        }
    }
}
