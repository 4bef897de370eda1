import Foundation
import ShowbookPlatform
import ShowbookTV

/// Talks to a running Anki through the AnkiConnect add-on: one JSON POST per action
/// (`{"action", "version": 6, "params"}` → `{"result", "error"}`), over the app's own HTTP
/// transfer (libcurl, loaded on first use). Each way an answer can fail has its own
/// `AnkiConnectError`: nothing took the connection (Anki is not running), no answer in time,
/// the connection closed before the answer, an answer that is not AnkiConnect's JSON, an HTTP
/// error status, an add-on older than version 6, or Anki's own refusal.
public struct AnkiConnectClient: Sendable {
    public static let defaultURL = "http://127.0.0.1:8765"
    /// The protocol version asked for; older add-ons do not have the actions used here.
    public static let protocolVersion = 6

    public let url: URL
    package let timeout: TimeInterval
    package let cancellation: Cancellation

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
        let address = url.absoluteString
        let response: HTTPTransfer.Response
        do {
            response = try HTTPTransfer.post(url, headers: [("Content-Type", "application/json")],
                                             body: Data(request.encoded.utf8), timeout: timeout,
                                             limit: Self.answerLimit, cancellation: cancellation)
        } catch let error as RemoteError {
            throw Self.failure(error, url: address, action: action, timeout: timeout)
        }
        return try Self.result(status: response.status, body: response.body, url: address, action: action)
    }

    /// An answer's `result` (nil for JSON null), or the line for an answer that is none: an
    /// HTTP error, something that is not AnkiConnect's JSON, Anki's own refusal.
    package static func result(status: Int, body: Data, url: String, action: String) throws -> Any? {
        guard status == 200 else { throw AnkiConnectError.httpStatus(url: url, action: action, status: status) }
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) as? [String: Any],
              object.keys.contains("result") || object.keys.contains("error") else {
            throw AnkiConnectError.notAnkiConnect(url: url, action: action)
        }
        switch object["error"] {
        case nil, is NSNull: break
        case let message as String: throw AnkiConnectError.refused(action: action, message: oneLine(message))
        default: throw AnkiConnectError.notAnkiConnect(url: url, action: action)
        }
        let result = object["result"]
        return result is NSNull ? nil : result
    }

    /// The most of Anki's own refusal text an error line quotes.
    package static let longestRefusal = 300

    /// Anki's refusal text as part of one line: line and paragraph breaks become spaces, runs
    /// of white space one space, and a long text is cut (its controls are left for the
    /// sanitizer that prints every line, which shows them as placeholders).
    package static func oneLine(_ message: String) -> String {
        let words = message.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ")
        return line.count > longestRefusal ? String(line.prefix(longestRefusal)) + "…" : line
    }

    /// The largest answer read (a `notesInfo` of thousands of notes is a few MiB).
    package static let answerLimit = 64 * 1024 * 1024

    /// The line for a transfer that brought no answer.
    package static func failure(_ error: RemoteError, url: String, action: String, timeout: TimeInterval) -> AnkiConnectError {
        switch error {
        case .cancelled: return .cancelled
        case .networkLibraryMissing: return .networkLibraryMissing
        case .timedOut: return .timedOut(url: url, action: action, seconds: timeout)
        case .connectionLost: return .connectionLost(url: url, action: action)
        case .responseTooLarge: return .tooLarge(url: url, action: action)
        case .unexpectedResponse, .headersTooLarge, .status, .rateLimited, .tooManyRedirects, .redirectRefused:
            return .notAnkiConnect(url: url, action: action)
        case .unreachable: return .notRunning(url)
        }
    }

    /// The add-on's protocol version; `.oldAddOn` below 6.
    public func checkVersion() throws -> Int {
        let answer = try invoke("version")
        guard let version = OutsideNumbers.wholeNumber(answer, in: OutsideNumbers.ankiConnectVersion) else {
            throw AnkiConnectError.notAnkiConnect(url: url.absoluteString, action: "version")
        }
        guard version >= Self.protocolVersion else { throw AnkiConnectError.oldAddOn(url: url.absoluteString, version: version) }
        return Int(version)
    }
}

/// Why a push to Anki stopped, as one line.
public enum AnkiConnectError: Error, Equatable, CustomStringConvertible {
    /// Nothing took the connection (or the host has no address): Anki is not running there.
    case notRunning(String)
    case timedOut(url: String, action: String, seconds: Double)
    /// The connection closed or broke after the request went out: Anki may have acted on it.
    case connectionLost(url: String, action: String)
    /// An answer that is not AnkiConnect's JSON: another server, a reply cut short, garbage.
    case notAnkiConnect(url: String, action: String)
    case httpStatus(url: String, action: String, status: Int)
    case tooLarge(url: String, action: String)
    case oldAddOn(url: String, version: Int64)
    case refused(action: String, message: String)
    case unexpected(action: String)
    case cancelled
    case networkLibraryMissing
    case badAddress(String)

    public var description: String {
        switch self {
        case let .notRunning(url): return "Anki with AnkiConnect is not running at \(url)"
        case let .timedOut(url, action, seconds):
            return "AnkiConnect at \(url) did not answer \(action) within \(Self.seconds(seconds)) s" + Self.lostAdd(action)
        case let .connectionLost(url, action):
            return "the connection to AnkiConnect at \(url) closed before it answered \(action)" + Self.lostAdd(action)
        case let .notAnkiConnect(url, action):
            return "the server at \(url) answered \(action) with something that is not AnkiConnect's JSON" + Self.lostAdd(action)
        case let .httpStatus(url, action, status): return "the server at \(url) answered \(action) with HTTP \(status)"
        case let .tooLarge(url, action):
            return "the server at \(url) answered \(action) with more than \(AnkiConnectClient.answerLimit / 1_048_576) MiB"
                + Self.lostAdd(action)
        case let .oldAddOn(url, version):
            return "the AnkiConnect add-on at \(url) is version \(version); Showbook needs version "
                + "\(AnkiConnectClient.protocolVersion) or later (update the add-on)"
        case let .refused(action, message): return "AnkiConnect refused \(action): \(message)"
        case let .unexpected(action): return "AnkiConnect gave an answer to \(action) that is not the expected shape" + Self.lostAdd(action)
        case .cancelled: return "the push to Anki was cancelled"
        case .networkLibraryMissing: return "cannot reach Anki: libcurl is missing (apt-get install libcurl4)"
        case let .badAddress(text): return "“\(text)” is not an http:// address for AnkiConnect"
        }
    }

    /// After an `addNotes` whose answer did not come whole: Anki may have added the notes, and
    /// the next push finds and links them.
    private static func lostAdd(_ action: String) -> String {
        action == "addNotes" ? "; Anki may have added the notes: push again to link them" : ""
    }

    /// `30`, `0.5`.
    private static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        return value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", value)
    }
}
