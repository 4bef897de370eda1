import Foundation
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords

/// Small videos made by ffmpeg itself at test time: a lavfi test picture of a few seconds with
/// subtitle tracks muxed from SRT files the test writes (no video file is committed).
enum VideoFixtures {
    static let koreanSRT = """
    1
    00:00:01,000 --> 00:00:02,500
    학교에 가요.

    2
    00:00:03,000 --> 00:00:04,500
    밥을 먹어요.

    3
    00:00:05,000 --> 00:00:06,500
    친구를 만나요.

    """

    /// The English lines, 200 ms late, the second split in two.
    static let englishSRT = """
    1
    00:00:01,200 --> 00:00:02,700
    I am going to school.

    2
    00:00:03,200 --> 00:00:03,800
    I eat

    3
    00:00:03,800 --> 00:00:04,700
    rice.

    4
    00:00:05,200 --> 00:00:06,700
    I meet a friend.

    """

    struct Track {
        var srt: String
        var language: String
        var title: String = ""
    }

    /// Writes `name` (its extension picks the container) in `folder`: a 7-second picture and
    /// `tracks` as SubRip (`.mkv`, `.webm` as WebVTT) or mov_text (`.mp4`). Fails the test when
    /// ffmpeg cannot make it.
    static func make(_ name: String, tracks: [Track], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let ffmpeg = BoundedProcess.find("ffmpeg") else {
            XCTFail("ffmpeg is not installed (scripts/ensure-deps.sh test installs the Debian package ffmpeg)", file: file, line: line)
            throw VideoError.ffmpegMissing
        }
        var arguments = ["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=32x32:rate=1:duration=7"]
        // The SRT sources go in a subfolder, which mining a folder passes over.
        let sources = folder.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (number, track) in tracks.enumerated() {
            let srt = sources.appendingPathComponent("\(name).track\(number).srt")
            try Data(track.srt.utf8).write(to: srt)
            arguments += ["-i", srt.path]
        }
        arguments += ["-map", "0:v"]
        for number in tracks.indices { arguments += ["-map", "\(number + 1):s"] }
        let kind = (name as NSString).pathExtension
        arguments += ["-c:v", kind == "webm" ? "libvpx" : "mpeg4", "-c:s", kind == "mp4" ? "mov_text" : kind == "webm" ? "webvtt" : "srt"]
        for (number, track) in tracks.enumerated() {
            arguments += ["-metadata:s:s:\(number)", "language=\(track.language)"]
            if !track.title.isEmpty { arguments += ["-metadata:s:s:\(number)", "title=\(track.title)"] }
        }
        let path = folder.appendingPathComponent(name).path
        let made = try BoundedProcess(executable: ffmpeg, arguments: arguments + [path], timeout: 60).run()
        XCTAssertEqual(made.status, 0, "ffmpeg could not make \(name): \(made.errorLine)", file: file, line: line)
        return path
    }

    /// A Korean and an English track (in that order, as streams 1 and 2).
    static func twoTracks(_ name: String = "Show S01E02.mkv", in folder: URL) throws -> String {
        try make(name, tracks: [Track(srt: koreanSRT, language: "kor", title: "Korean"),
                                Track(srt: englishSRT, language: "eng", title: "English")], in: folder)
    }
}
