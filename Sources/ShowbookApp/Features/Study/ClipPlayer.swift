import Foundation
import ShowbookExchange
import ShowbookPlatform
import ShowbookWords

/// Plays a word's clip — the line it was mined from — for `r` on a study card. The app's is
/// `MPVClipPlayer`; tests put in one that records what it was asked to play.
public protocol ClipPlayer: AnyObject {
    /// Starts the clip's sound, with `padding` seconds on each side; throws the one line why not.
    func play(_ clip: ExampleClip, padding: Double) throws
}

/// The clip's sound through mpv (found on `PATH` when first asked; missing, the line naming
/// its Debian package), padded as the Anki export pads it (`ClipWindow`).
public final class MPVClipPlayer: ClipPlayer {
    public init() {}

    public func play(_ clip: ExampleClip, padding: Double) throws {
        guard ClipWindow.isUsable(clip) else { throw ClipPlayError.unusable }
        guard FileManager.default.fileExists(atPath: clip.media) else { throw ClipPlayError.missing(clip.media) }
        let window = ClipWindow(clip: clip, padding: padding)
        let playback = ClipPlayback(media: clip.media, start: window.audioStart, end: window.audioStart + window.audioDuration)
        try playback.start(player: try PlayerLaunch.findPlayer())
    }
}

/// Why a clip cannot be heard, in one line.
public enum ClipPlayError: Error, Equatable, CustomStringConvertible {
    case noClip
    case unusable
    case missing(String)

    public var description: String {
        switch self {
        case .noClip: return "This word has no clip to hear (words mined from a video, or added while watching along, have one)"
        case .unusable: return "This word's clip times cannot be played"
        case let .missing(path): return "The clip's file “\(PlayerText.plain(path))” is gone"
        }
    }
}
