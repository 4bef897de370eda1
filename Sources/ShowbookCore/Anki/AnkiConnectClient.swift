import Foundation

/// Talks to a running Anki through the AnkiConnect add-on: one JSON POST per action
/// (`{"action", "version": 6, "params"}` → `{"result", "error"}`), over the app's own HTTP
/// transfer (libcurl, loaded on first use). Anything that keeps an answer from arriving — no
/// Anki, no add-on, a refused connection — is `AnkiConnectError.notRunning`.
public struct AnkiConnectClient: Sendable {
    public static let defaultURL = "http://127.0.0.1:8765"
    /// The protocol version asked for; older add-ons do not have the actions used here.
    public static let protocolVersion = 6

    public let url: URL
    let timeout: TimeInterval
    let cancellation: Cancellation

    /// Nil when `address` is not an http URL.
    public init?(address: String = AnkiConnectClient.defaultURL, timeout: TimeInterval = 30,
                 cancellation: Cancellation = Cancellation()) {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil else { return nil }
        self.url = url
        self.timeout = timeout
        self.cancellation = cancellation
    }

    /// Runs one action and gives its `result` (nil for JSON null).
    public func invoke(_ action: String, _ parameters: [String: JSONValue] = [:]) throws -> Any? {
        let request: JSONValue = ["action": .string(action), "version": .int(Self.protocolVersion),
                                  "params": .object(parameters)]
        let response: HTTPTransfer.Response
        do {
            response = try HTTPTransfer.post(url, headers: [("Content-Type", "application/json")],
                                             body: Data(request.encoded.utf8), timeout: timeout,
                                             limit: 64 * 1024 * 1024, cancellation: cancellation)
        } catch RemoteError.cancelled {
            throw AnkiConnectError.cancelled
        } catch RemoteError.networkLibraryMissing {
            throw AnkiConnectError.networkLibraryMissing
        } catch {
            throw AnkiConnectError.notRunning(url.absoluteString)
        }
        guard response.status == 200,
              let object = try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed]) as? [String: Any],
              object.keys.contains("result") || object.keys.contains("error") else {
            throw AnkiConnectError.notRunning(url.absoluteString)
        }
        if let error = object["error"] as? String { throw AnkiConnectError.refused(action: action, message: error) }
        let result = object["result"]
        return result is NSNull ? nil : result
    }

    /// The add-on's protocol version; `.notRunning` when it is below 6 or nothing answers.
    public func checkVersion() throws -> Int {
        guard let version = try? invoke("version"), let number = Self.integer(version), number >= Self.protocolVersion else {
            throw AnkiConnectError.notRunning(url.absoluteString)
        }
        return Int(number)
    }

    /// A JSON number as an integer (note ids are 13-digit numbers).
    static func integer(_ value: Any?) -> Int64? {
        if let number = value as? NSNumber { return number.int64Value }
        if let number = value as? Int { return Int64(number) }
        return nil
    }
}

/// Why a push to Anki stopped, as one line.
public enum AnkiConnectError: Error, Equatable, CustomStringConvertible {
    case notRunning(String)
    case refused(action: String, message: String)
    case unexpected(action: String)
    case cancelled
    case networkLibraryMissing
    case badAddress(String)

    public var description: String {
        switch self {
        case let .notRunning(url): return "Anki with AnkiConnect is not running at \(url)"
        case let .refused(action, message): return "AnkiConnect refused \(action): \(message)"
        case let .unexpected(action): return "AnkiConnect gave an answer to \(action) that is not the expected shape"
        case .cancelled: return "the push to Anki was cancelled"
        case .networkLibraryMissing: return "cannot reach Anki: libcurl is missing (apt-get install libcurl4)"
        case let .badAddress(text): return "“\(text)” is not an http:// address for AnkiConnect"
        }
    }
}
