import Foundation
import ShowbookPlatform
import ShowbookTV

/// A word taken from the line being played while watching along, as a book takes a mined one:
/// the line is its example, the translation track's line its translation, and the cue's start
/// and end in the video its clip, so an export cuts its sound and picture as for mined words.
extension MiningCandidate {
    /// `start` and `end` are seconds into `video` (the cue's, as mpv reported them).
    public static func heard(_ token: MinedToken, line: String, translation: String, start: Double, end: Double,
                             episode: EpisodeCode, video: String) -> MiningCandidate {
        let startMs = OutsideNumbers.int(start * 1000, clampedTo: 0...Int(Int32.max)) ?? 0
        let endMs = max(startMs, OutsideNumbers.int(end * 1000, clampedTo: 0...Int(Int32.max)) ?? startMs)
        var candidate = MiningCandidate(term: token.term, reading: token.reading, count: 1, example: line, time: startMs,
                                        source: "\(episode) \(SubtitleTime.format(milliseconds: startMs))", file: video,
                                        meaning: "", surface: token.surface, translation: translation)
        candidate.endTime = endMs
        candidate.media = video
        return candidate
    }
}
