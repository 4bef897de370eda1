import Foundation

/// One property asked of an mpv and waited for, before any screen is up: `showbook watch
/// --attach` asks the learner's mpv which file it plays (`path`). Events arriving meanwhile
/// are skipped; no answer within the timeout, a refused line or a closed socket is one line.
public enum PlayerQuery {
    public static func text(_ property: PlayerProperty, of transport: PlayerTransport, timeout: Double = 3) throws -> String {
        let requestID = 1
        guard let line = PlayerCommand.get(property).encoded(requestID: requestID) else { throw PlayerSocketError.closed }
        try transport.write(line)
        var reader = PlayerMessageReader()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let bytes = transport.read(timeoutMilliseconds: 100, maxBytes: 65_536) else { throw PlayerSocketError.closed }
            for result in reader.read(bytes) {
                guard case let .success(.reply(id, error, value)) = result, id == requestID else { continue }
                if let error { throw PlayerQueryError.refused(property.rawValue, error) }
                guard let text = value.text else { throw PlayerQueryError.refused(property.rawValue, "no text") }
                return text
            }
        }
        throw PlayerQueryError.noAnswer(property.rawValue)
    }
}

/// Why mpv did not say what was asked, in one line.
public enum PlayerQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    case refused(String, String)
    case noAnswer(String)

    public var description: String {
        switch self {
        case let .refused(property, error): return "mpv did not give its \(property): \(PlayerText.plain(error))"
        case let .noAnswer(property): return "mpv did not answer when asked for its \(property)"
        }
    }
}
