import Foundation
import XCTest
@testable import ShowbookCore

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

    /// Writes `name` into `folder`, with the track unless `withTrack` is false.
    static func episode(_ name: String = "Show S01E01.mkv", in folder: URL, withTrack: Bool = true,
                        file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let ffmpeg = BoundedProcess.find("ffmpeg") else {
            XCTFail("ffmpeg is not installed (scripts/ensure-deps.sh test installs the Debian package ffmpeg)", file: file, line: line)
            throw VideoError.ffmpegMissing
        }
        let srt = folder.appendingPathComponent("sources-\(name).srt")
        try Data(koreanSRT.utf8).write(to: srt)
        var arguments = ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10:duration=6",
                         "-f", "lavfi", "-i", "sine=frequency=440:duration=6"]
        if withTrack { arguments += ["-i", srt.path] }
        arguments += ["-map", "0:v", "-map", "1:a"]
        if withTrack { arguments += ["-map", "2:s", "-c:s", "srt", "-metadata:s:s:0", "language=kor"] }
        let path = folder.appendingPathComponent(name).path
        arguments += ["-c:v", "mpeg4", "-c:a", "aac", path]
        let made = try BoundedProcess(executable: ffmpeg, arguments: arguments, timeout: 60).run()
        try? FileManager.default.removeItem(at: srt)
        XCTAssertEqual(made.status, 0, "ffmpeg could not make \(name): \(made.errorLine)", file: file, line: line)
        return path
    }

    /// A fresh database's stores.
    static func stores() throws -> WordBookStores {
        let database = try Database(path: ":memory:")
        try Migrations.migrate(database)
        return WordBookStores(database: database, clock: ManualClock())
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
}
