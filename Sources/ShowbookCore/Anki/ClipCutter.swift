import Foundation

/// One note's media cut from its video by one ffmpeg run (a `BoundedProcess` with a timeout):
/// the padded line's sound (Opus or MP3) and one frame at its midpoint as a JPEG 240 pixels
/// wide, written to a private temporary folder and read back. The output is bit-exact (no
/// random Ogg serial, no encoder version), so a re-export gives the same bytes and Anki keeps
/// the file it has.
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

    /// The sound of `window` in `file` (nil `format`: none) and its picture, cut by one ffmpeg
    /// run that seeks once and writes both into `folder` as `stem.audio` and `stem.jpg`, which
    /// are read back and removed.
    public func cut(_ file: String, window: ClipWindow, format: ClipSettings.AudioFormat?, folder: String, stem: String,
                    cancellation: Cancellation = .none) throws -> (audio: [UInt8]?, image: [UInt8]) {
        let audioPath = (folder as NSString).appendingPathComponent("\(stem).audio")
        let imagePath = (folder as NSString).appendingPathComponent("\(stem).jpg")
        defer {
            unlink(audioPath)
            unlink(imagePath)
        }
        try run(Self.arguments(file, window: window, format: format, audio: audioPath, image: imagePath), cancellation: cancellation)
        let audio = try format.map { _ in try Self.read(audioPath) }
        return (audio, try Self.read(imagePath))
    }

    /// Seek to the padded start once; the sound for the window's length, and the frame at its
    /// midpoint (an output seek from there, so it is exact).
    static func arguments(_ file: String, window: ClipWindow, format: ClipSettings.AudioFormat?, audio: String,
                          image: String) -> [String] {
        var arguments = ["-nostdin", "-v", "error", "-y", "-ss", ClipWindow.seconds(window.audioStart),
                         "-t", ClipWindow.seconds(window.audioDuration), "-i", file]
        if let format {
            arguments += ["-map", "0:a:0", "-c:a", format.encoder, "-b:a", "32k", "-map_metadata", "-1",
                          "-fflags", "+bitexact", "-flags:a", "+bitexact", "-f", format.muxer, audio]
        }
        arguments += ["-map", "0:v:0", "-ss", ClipWindow.seconds(max(0, window.frameTime - window.audioStart)),
                      "-frames:v", "1", "-vf", "scale=240:-2", "-q:v", "5", "-map_metadata", "-1", "-fflags", "+bitexact",
                      "-flags:v", "+bitexact", "-c:v", "mjpeg", "-f", "image2", "-update", "1", image]
        return arguments
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw Failure(description: "ffmpeg wrote no \((path as NSString).pathExtension == "jpg" ? "picture" : "sound")")
        }
        guard data.count <= maximumBytes else { throw Failure(description: "ffmpeg wrote more than \(maximumBytes / 1_048_576) MiB") }
        return [UInt8](data)
    }

    private func run(_ arguments: [String], cancellation: Cancellation) throws {
        let output: BoundedProcess.Output
        do {
            output = try BoundedProcess(executable: ffmpeg, arguments: arguments, maximumOutput: 1_048_576,
                                        timeout: timeout).run(cancellation: cancellation)
        } catch let failure as BoundedProcess.Failure {
            throw Failure(description: failure.description)
        }
        guard output.status == 0 else { throw Failure(description: output.errorLine) }
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
