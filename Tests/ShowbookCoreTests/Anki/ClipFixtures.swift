import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV
@testable import ShowbookWords
@testable import ShowbookApp

/// An episode with sound for the clip tests, made by ffmpeg at test time (nothing committed):
/// 6 seconds of lavfi test picture and a 440 Hz tone, AAC-encoded (whose encoder delay makes
/// Matroska shift the other streams by 23 ms, as real files do), with a Korean SubRip track.
enum ClipFixtures {
    static let koreanSRT = """
    1
    00:00:01,000 --> 00:00:02,000
    학교에 가요.

    2
    00:00:03,000 --> 00:00:04,500
    친구를 만나요.

    """

    /// Writes `name` into `folder`, with the track unless `withTrack` is false. With
    /// `toneDuringFirstLine`, the sound is silent except while the first line is said (1–2 s);
    /// `startTime` moves every stream (the container's start time) that many seconds later.
    static func episode(_ name: String = "Show S01E01.mkv", in folder: URL, withTrack: Bool = true,
                        toneDuringFirstLine: Bool = false, startTime: Double = 0,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let ffmpeg = BoundedProcess.find("ffmpeg") else {
            XCTFail("ffmpeg is not installed (scripts/ensure-deps.sh test installs the Debian package ffmpeg)", file: file, line: line)
            throw VideoError.ffmpegMissing
        }
        let srt = folder.appendingPathComponent("sources-\(name).srt")
        try Data(koreanSRT.utf8).write(to: srt)
        var arguments = ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10:duration=6",
                         "-f", "lavfi", "-i", toneDuringFirstLine ? "aevalsrc=if(between(t\\,1\\,2)\\,sin(2*PI*440*t)\\,0):s=48000:d=6"
                             : "sine=frequency=440:duration=6"]
        if withTrack { arguments += ["-i", srt.path] }
        arguments += ["-map", "0:v", "-map", "1:a"]
        if withTrack { arguments += ["-map", "2:s", "-c:s", "srt", "-metadata:s:s:0", "language=kor"] }
        let path = folder.appendingPathComponent(name).path
        arguments += ["-c:v", "mpeg4", "-c:a", "aac"]
        if startTime > 0 { arguments += ["-output_ts_offset", String(startTime)] }
        arguments += [path]
        let made = try BoundedProcess(executable: ffmpeg, arguments: arguments, timeout: 60).run()
        try? FileManager.default.removeItem(at: srt)
        XCTAssertEqual(made.status, 0, "ffmpeg could not make \(name): \(made.errorLine)", file: file, line: line)
        return path
    }

    /// The seconds of sound in `bytes` (an Ogg or MP3 file), as ffprobe reads them.
    static func duration(_ bytes: [UInt8], in folder: URL, name: String) throws -> Double {
        let path = folder.appendingPathComponent(name)
        try Data(bytes).write(to: path)
        let output = try BoundedProcess(executable: "ffprobe", arguments: [
            "-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", path.path,
        ]).run()
        return Double(String(decoding: output.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// Where `bytes` (a sound file) is silent: each stretch's start and end in seconds.
    static func silences(_ bytes: [UInt8], in folder: URL) throws -> [(start: Double, end: Double)] {
        let path = folder.appendingPathComponent("silences.opus")
        try Data(bytes).write(to: path)
        let output = try BoundedProcess(executable: "ffmpeg", arguments: [
            "-nostdin", "-i", path.path, "-af", "silencedetect=n=-40dB:d=0.1", "-f", "null", "-",
        ]).run()
        var starts: [Double] = [], ends: [Double] = []
        for line in String(decoding: output.standardError, as: UTF8.self).split(whereSeparator: \.isNewline) {
            for (key, list) in [("silence_start: ", 0), ("silence_end: ", 1)] {
                guard let range = line.range(of: key) else { continue }
                let number = Double(line[range.upperBound...].split(separator: " ").first ?? "") ?? -1
                if list == 0 { starts.append(number) } else { ends.append(number) }
            }
        }
        return zip(starts, ends).map { ($0, $1) }
    }
}
