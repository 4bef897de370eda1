import Foundation

/// One note's media cut from its video with ffmpeg: the padded line's sound (Opus or MP3) and
/// one frame at its midpoint as a JPEG 240 pixels wide, each read from ffmpeg's standard
/// output (no temporary file) and each run as a `BoundedProcess` with a timeout. The output is
/// bit-exact (no random Ogg serial, no encoder version), so a re-export gives the same bytes
/// and Anki keeps the file it has.
public struct ClipCutter: Sendable {
    /// The full path of ffmpeg.
    public var ffmpeg: String
    /// Seconds each ffmpeg run may take.
    public var timeout: Double
    /// A clip's sound or picture larger than this is refused (a 10-second Opus clip is ~40 KiB).
    public static let maximumBytes = 16 * 1_048_576

    public init(ffmpeg: String, timeout: Double = 60) {
        self.ffmpeg = ffmpeg
        self.timeout = timeout
    }

    /// Why a clip could not be cut, as a phrase.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The sound of `window` in `file`.
    public func audio(_ file: String, window: ClipWindow, format: ClipSettings.AudioFormat,
                      cancellation: Cancellation = .none) throws -> [UInt8] {
        try run(Self.audioArguments(file, window: window, format: format), cancellation: cancellation)
    }

    /// The frame at the window's midpoint.
    public func image(_ file: String, window: ClipWindow, cancellation: Cancellation = .none) throws -> [UInt8] {
        try run(Self.imageArguments(file, window: window), cancellation: cancellation)
    }

    static func audioArguments(_ file: String, window: ClipWindow, format: ClipSettings.AudioFormat) -> [String] {
        ["-nostdin", "-v", "error", "-ss", ClipWindow.seconds(window.audioStart), "-t", ClipWindow.seconds(window.audioDuration),
         "-i", file, "-map", "0:a:0", "-vn", "-sn", "-dn", "-c:a", format.encoder, "-b:a", "32k",
         "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:a", "+bitexact", "-f", format.muxer, "-"]
    }

    static func imageArguments(_ file: String, window: ClipWindow) -> [String] {
        ["-nostdin", "-v", "error", "-ss", ClipWindow.seconds(window.frameTime), "-i", file, "-map", "0:v:0",
         "-frames:v", "1", "-vf", "scale=240:-2", "-q:v", "5", "-map_metadata", "-1", "-fflags", "+bitexact",
         "-flags:v", "+bitexact", "-c:v", "mjpeg", "-f", "image2pipe", "-"]
    }

    private func run(_ arguments: [String], cancellation: Cancellation) throws -> [UInt8] {
        let output: BoundedProcess.Output
        do {
            output = try BoundedProcess(executable: ffmpeg, arguments: arguments, maximumOutput: Self.maximumBytes,
                                        timeout: timeout).run(cancellation: cancellation)
        } catch let failure as BoundedProcess.Failure {
            throw Failure(description: failure.description)
        }
        guard output.status == 0 else { throw Failure(description: output.errorLine) }
        guard !output.standardOutput.isEmpty else { throw Failure(description: "ffmpeg wrote nothing") }
        return output.standardOutput
    }

    /// Which of the audio encoders this ffmpeg has (`ffmpeg -encoders`).
    public func encoders() -> Set<ClipSettings.AudioFormat> {
        guard let output = try? BoundedProcess(executable: ffmpeg, arguments: ["-hide_banner", "-v", "error", "-encoders"],
                                               maximumOutput: 4 * 1_048_576, timeout: timeout).run(),
              output.status == 0 else { return [] }
        let words = Set(String(decoding: output.standardOutput, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init))
        return Set(ClipSettings.AudioFormat.allCases.filter { words.contains($0.encoder) })
    }
}
