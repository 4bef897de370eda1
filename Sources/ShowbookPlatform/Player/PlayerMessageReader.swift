import Foundation

/// Cuts mpv's IPC byte stream into lines and reads each as one `PlayerEvent`. mpv writes one
/// JSON object a line; bytes arrive in any pieces, so a line may span reads. A line longer than
/// `maxLine` (1 MiB) is refused as it grows — its bytes are dropped up to the next line break,
/// never held — and a line that is not a JSON object is refused; each refusal is one
/// `PlayerReadProblem` line among the results, and the lines after it are read as usual.
/// JSON is read by Foundation's `JSONSerialization` only.
public struct PlayerMessageReader: Sendable {
    public static let defaultMaxLine = 1 << 20

    public let maxLine: Int
    private var pending: [UInt8] = []
    /// True while the rest of an over-long line is being dropped.
    private var skipping = false

    public init(maxLine: Int = PlayerMessageReader.defaultMaxLine) {
        self.maxLine = max(1, maxLine)
    }

    /// Bytes of an unfinished line held for the next read (never more than `maxLine`).
    public var heldBytes: Int { pending.count }

    /// Reads `bytes`; every finished line's event or problem, in order.
    public mutating func read(_ bytes: some Sequence<UInt8>) -> [Result<PlayerEvent, PlayerReadProblem>] {
        var results: [Result<PlayerEvent, PlayerReadProblem>] = []
        for byte in bytes {
            if byte == 0x0A {
                if skipping {
                    skipping = false
                } else {
                    results.append(Self.event(fromLine: pending))
                }
                pending.removeAll(keepingCapacity: true)
                continue
            }
            if skipping { continue }
            if pending.count >= maxLine {
                pending.removeAll()
                skipping = true
                results.append(.failure(.tooLong(limit: maxLine)))
                continue
            }
            pending.append(byte)
        }
        return results
    }

    /// One line as an event: empty lines are nothing worth reporting (`other("")`).
    static func event(fromLine line: [UInt8]) -> Result<PlayerEvent, PlayerReadProblem> {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return .success(.other("")) }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line)),
              let message = object as? [String: Any] else { return .failure(.malformed) }
        return .success(event(from: message))
    }

    static func event(from message: [String: Any]) -> PlayerEvent {
        if let name = message["event"] as? String {
            switch name {
            case "property-change":
                guard let property = (message["name"] as? String).flatMap(PlayerProperty.init(rawValue:)) else { return .other(name) }
                return .property(property, PlayerValue(json: message["data"]))
            case "end-file": return .endFile(reason: message["reason"] as? String ?? "")
            case "seek": return .seek
            default: return .other(name)
            }
        }
        if let id = (message["request_id"] as? NSNumber).flatMap({ OutsideNumbers.int($0.doubleValue, clampedTo: 0...Int(Int32.max)) }) {
            let error = message["error"] as? String
            return .reply(requestID: id, error: error == "success" ? nil : (error ?? "no answer"), value: PlayerValue(json: message["data"]))
        }
        return .other("")
    }
}

/// Why one line from mpv was refused: the one line a watching screen shows.
public enum PlayerReadProblem: Error, Sendable, Equatable, CustomStringConvertible {
    case tooLong(limit: Int)
    case malformed

    public var description: String {
        switch self {
        case let .tooLong(limit): return "mpv sent a message over \(limit / 1024) KiB; it was refused"
        case .malformed: return "mpv sent a message that is not a JSON object; it was refused"
        }
    }
}
