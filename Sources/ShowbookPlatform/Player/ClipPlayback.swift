import Foundation

/// A stretch of a file's sound played once through mpv, audio only (`--no-video`), from
/// `start` to `end` seconds: `r` on a study card hears the line it was mined from. mpv runs on
/// its own, off the terminal (`--no-terminal`, its input and output `/dev/null`), and is not
/// waited for; each option and the path are separate arguments.
public struct ClipPlayback: Sendable, Equatable {
    public var media: String
    public var start: Double
    public var end: Double

    public init(media: String, start: Double, end: Double) {
        self.media = media
        self.start = start
        self.end = end
    }

    public var arguments: [String] {
        let from = String(format: "%.3f", max(0, start))
        let to = String(format: "%.3f", max(start, end))
        return ["--no-terminal", "--no-video", "--force-window=no", "--start=\(from)", "--end=\(to)", "--", media]
    }

    /// Starts `player` on the stretch; throws a one-line `PlayerLaunchError` when it cannot start.
    public func start(player: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw PlayerLaunchError.cannotStart(String(describing: error)) }
    }
}
