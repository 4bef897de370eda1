import Foundation
import ShowbookPlatform

/// Notes' media cut from their videos by ffmpeg (each run a `BoundedProcess` with a timeout):
/// per clip, the padded line's sound (Opus or MP3) and one frame at its midpoint as a JPEG 240
/// pixels wide, written to a private temporary folder and read back. The output is bit-exact (no
/// random Ogg serial, no encoder version), so a re-export gives the same bytes and Anki keeps
/// the file it has.
public struct ClipCutter: Sendable {
    /// The full path of ffmpeg.
    public var ffmpeg: String
    /// Seconds each clip may take (a run of several clips gets as many times this).
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

    /// One clip to cut: the video, its window, and the stem its files get in the folder.
    public struct Piece: Sendable {
        public var file: String
        public var window: ClipWindow
        public var stem: String

        public init(file: String, window: ClipWindow, stem: String) {
            self.file = file
            self.window = window
            self.stem = stem
        }
    }

    /// What one piece became: its sound (nil when no `format`) and picture, or why not.
    public typealias Cut = Result<(audio: [UInt8]?, image: [UInt8]), Failure>

    /// The pieces cut by one ffmpeg run (each an input of its own, seeking once, and two
    /// outputs), which spares a process start per clip — the larger share of a short clip's
    /// cost. When that run fails, each piece is cut alone, so only the broken ones fail.
    public func cut(_ pieces: [Piece], format: ClipSettings.AudioFormat?, folder: String,
                    cancellation: Cancellation = .none) -> [Cut] {
        guard pieces.count > 1 else { return pieces.map { one($0, format: format, folder: folder, cancellation: cancellation) } }
        var arguments = ["-nostdin", "-v", "error", "-y"]
        for piece in pieces { arguments += Self.input(piece) }
        for (index, piece) in pieces.enumerated() { arguments += Self.outputs(piece, input: index, format: format, folder: folder) }
        if (try? run(arguments, seconds: timeout * Double(pieces.count), cancellation: cancellation)) != nil {
            let cuts = pieces.map { collect($0, format: format, folder: folder) }
            if cuts.allSatisfy({ if case .success = $0 { return true } else { return false } }) { return cuts }
        }
        if cancellation.isCancelled { return pieces.map { _ in .failure(Failure(description: "cancelled")) } }
        return pieces.map { one($0, format: format, folder: folder, cancellation: cancellation) }
    }

    private func one(_ piece: Piece, format: ClipSettings.AudioFormat?, folder: String, cancellation: Cancellation) -> Cut {
        let arguments = ["-nostdin", "-v", "error", "-y"] + Self.input(piece)
            + Self.outputs(piece, input: 0, format: format, folder: folder)
        do {
            try run(arguments, seconds: timeout, cancellation: cancellation)
        } catch let failure as Failure {
            remove(piece, folder: folder)
            return .failure(failure)
        } catch {
            remove(piece, folder: folder)
            return .failure(Failure(description: "\(error)"))
        }
        return collect(piece, format: format, folder: folder)
    }

    /// The piece's files read back, then removed.
    private func collect(_ piece: Piece, format: ClipSettings.AudioFormat?, folder: String) -> Cut {
        defer { remove(piece, folder: folder) }
        do {
            let audio = try format.map { _ in try Self.read(Self.audioPath(piece, folder: folder)) }
            return .success((audio, try Self.read(Self.imagePath(piece, folder: folder))))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
    }

    private func remove(_ piece: Piece, folder: String) {
        unlink(Self.audioPath(piece, folder: folder))
        unlink(Self.imagePath(piece, folder: folder))
    }

    package static func audioPath(_ piece: Piece, folder: String) -> String {
        (folder as NSString).appendingPathComponent("\(piece.stem).audio")
    }

    package static func imagePath(_ piece: Piece, folder: String) -> String {
        (folder as NSString).appendingPathComponent("\(piece.stem).jpg")
    }

    /// Seek to the padded start once and read the window's length (one decoding thread: the
    /// pieces themselves run in parallel).
    package static func input(_ piece: Piece) -> [String] {
        ["-threads", "1", "-ss", ClipWindow.seconds(piece.window.audioStart),
         "-t", ClipWindow.seconds(piece.window.audioDuration), "-i", piece.file]
    }

    /// The sound for the window, and the frame at its midpoint (an output seek from the
    /// padded start, so it is exact).
    package static func outputs(_ piece: Piece, input: Int, format: ClipSettings.AudioFormat?, folder: String) -> [String] {
        var arguments: [String] = []
        if let format {
            arguments += ["-map", "\(input):a:0", "-c:a", format.encoder, "-b:a", "32k", "-map_metadata", "-1",
                          "-fflags", "+bitexact", "-flags:a", "+bitexact", "-f", format.muxer, audioPath(piece, folder: folder)]
        }
        let frame = max(0, piece.window.frameTime - piece.window.audioStart)
        arguments += ["-map", "\(input):v:0", "-ss", ClipWindow.seconds(frame), "-frames:v", "1", "-vf", "scale=240:-2",
                      "-q:v", "5", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact", "-c:v", "mjpeg",
                      "-f", "image2", "-update", "1", imagePath(piece, folder: folder)]
        return arguments
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw Failure(description: "ffmpeg wrote no \((path as NSString).pathExtension == "jpg" ? "picture" : "sound")")
        }
        guard data.count <= maximumBytes else { throw Failure(description: "ffmpeg wrote more than \(maximumBytes / 1_048_576) MiB") }
        return [UInt8](data)
    }

    private func run(_ arguments: [String], seconds: Double, cancellation: Cancellation) throws {
        let output: BoundedProcess.Output
        do {
            output = try BoundedProcess(executable: ffmpeg, arguments: arguments, maximumOutput: 1_048_576,
                                        timeout: seconds).run(cancellation: cancellation)
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
