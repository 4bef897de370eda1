import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts mpv on one video with the learner's subtitles and, as secondary subtitles, the
/// translation, listening on a socket in a private folder (`PlayerSocketFolder`), and connects
/// to it. mpv is looked for on `PATH` at the first launch; missing, it is one line naming the
/// Debian package. mpv never sees the terminal (`--no-terminal`, its input and output
/// `/dev/null`), so the screen beside it stays whole; its own window keeps its keys.
public struct PlayerLaunch: Sendable, Equatable {
    public var video: String
    /// External subtitle files, loaded in this order (`--sub-file`).
    public var subtitleFiles: [String] = []
    /// mpv's track ids (1-based among the subtitle tracks: the video's own first, then the files).
    public var subtitleID: Int?
    public var secondaryID: Int?

    public init(video: String, subtitleFiles: [String] = [], subtitleID: Int? = nil, secondaryID: Int? = nil) {
        self.video = video
        self.subtitleFiles = subtitleFiles
        self.subtitleID = subtitleID
        self.secondaryID = secondaryID
    }

    /// mpv's arguments: each option and path a separate argument (nothing spliced through a shell).
    public func arguments(socket: String) -> [String] {
        var arguments = ["--no-terminal", "--input-ipc-server=\(socket)", "--sub-auto=no", "--keep-open=no"]
        arguments += subtitleFiles.map { "--sub-file=\($0)" }
        if let subtitleID { arguments.append("--sid=\(subtitleID)") }
        if let secondaryID { arguments.append("--secondary-sid=\(secondaryID)") }
        return arguments + ["--", video]
    }

    /// The mpv on `PATH`, or the line saying how to get it.
    public static func findPlayer(path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> String {
        guard let found = BoundedProcess.find("mpv", path: path) else { throw PlayerLaunchError.notInstalled }
        return found
    }

    /// A started player: the process, its folder and the connected socket.
    public struct Running: @unchecked Sendable {
        public let process: Process
        public let folder: PlayerSocketFolder
        public let socket: PlayerSocket
    }

    /// Starts mpv and connects to its socket within `timeout` seconds (the player, stopped and
    /// its folder removed, when it never listens).
    public func start(player: String, timeout: Double = 10) throws -> Running {
        let folder = try PlayerSocketFolder.make()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = arguments(socket: folder.socketPath)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            folder.remove()
            throw PlayerLaunchError.cannotStart(String(describing: error))
        }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let socket = try? PlayerSocket.connect(folder.socketPath) {
                return Running(process: process, folder: folder, socket: socket)
            }
            if !process.isRunning { break }
            usleep(20_000)
        }
        if process.isRunning { process.terminate() }
        folder.remove()
        throw PlayerLaunchError.neverListened(status: process.isRunning ? nil : process.terminationStatus)
    }
}

/// Why mpv could not be started, in one line.
public enum PlayerLaunchError: Error, Sendable, Equatable, CustomStringConvertible {
    case notInstalled
    case noPrivateFolder
    case cannotStart(String)
    case neverListened(status: Int32?)

    public var description: String {
        switch self {
        case .notInstalled: return "mpv is not installed: install the Debian package mpv (apt-get install mpv)"
        case .noPrivateFolder: return "no private folder for mpv's socket could be made (under $XDG_RUNTIME_DIR or /tmp)"
        case let .cannotStart(reason): return "mpv could not be started: \(PlayerText.plain(reason))"
        case let .neverListened(status):
            return status.map { "mpv stopped (status \($0)) before it could be watched along with" }
                ?? "mpv did not open its control socket in time; it was stopped"
        }
    }
}
