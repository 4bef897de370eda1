import Foundation

/// One command Showbook sends to mpv over its JSON IPC. Only these can be built: each is made
/// into a JSON array by `JSONSerialization` (a file name or a line is a JSON string, never
/// spliced into a command line), and its name must be on `allowedNames` — mpv's `run`,
/// `subprocess`, `loadfile` and the like can never be sent, whatever a file holds.
public enum PlayerCommand: Sendable, Equatable {
    /// Asks mpv to report every change of `property` as a `property-change` event with `id`.
    case observe(id: Int, property: PlayerProperty)
    /// Asks once for a property's value (the answer carries the request id).
    case get(PlayerProperty)
    /// Pauses (true) or resumes (false).
    case setPause(Bool)
    /// Seeks to `seconds` from the start of the file (exact).
    case seekAbsolute(Double)
    /// Stops the player.
    case quit

    /// The command names Showbook ever sends; `encoded` refuses anything else.
    public static let allowedNames: Set<String> = ["observe_property", "get_property", "set_property", "seek", "quit"]

    /// The command as mpv's `command` array.
    public var arguments: [Any] {
        switch self {
        case let .observe(id, property): return ["observe_property", id, property.rawValue]
        case let .get(property): return ["get_property", property.rawValue]
        case let .setPause(paused): return ["set_property", PlayerProperty.pause.rawValue, paused]
        case let .seekAbsolute(seconds):
            let target: Double = seconds.isFinite ? max(0, seconds) : 0
            return ["seek", target, "absolute+exact"]
        case .quit: return ["quit"]
        }
    }

    /// The command's name (the first element of `arguments`).
    public var name: String { arguments.first as? String ?? "" }

    /// One line of JSON — `{"command":[…],"request_id":N}` and a line break — or nil when the
    /// name is not on the allow-list.
    public func encoded(requestID: Int) -> Data? {
        guard Self.allowedNames.contains(name) else { return nil }
        let object: [String: Any] = ["command": arguments, "request_id": requestID]
        guard JSONSerialization.isValidJSONObject(object),
              var data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        data.append(0x0A)
        return data
    }
}

/// The mpv properties a watching session observes or asks for.
public enum PlayerProperty: String, Sendable, CaseIterable {
    case subText = "sub-text"
    case subStart = "sub-start"
    case subEnd = "sub-end"
    case secondarySubText = "secondary-sub-text"
    case timePos = "time-pos"
    case duration
    case pause
    case path
    /// The folder mpv was started in: a relative `path` is read against it.
    case workingDirectory = "working-directory"
}
