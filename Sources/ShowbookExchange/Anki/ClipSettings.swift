import Foundation
import ShowbookPlatform

/// How an export cuts each mined example's sound and picture: whether it does at all (the
/// TUI's `E` and `A` follow `anki_media`; the command line's `--media`), how much sound is kept
/// before and after the line (`clip_padding`, seconds, default 0.25) and the audio format
/// (`clip_audio`: `opus`, or `mp3`). A bad value is one warning line and the default.
public struct ClipSettings: Sendable, Equatable {
    /// The sound's format: Opus in Ogg (small, what Anki plays everywhere today), or MP3 for
    /// old players and an ffmpeg built without libopus.
    public enum AudioFormat: String, Sendable, CaseIterable {
        case opus, mp3

        public var fileExtension: String { rawValue }
        /// ffmpeg's encoder and muxer for it.
        package var encoder: String { self == .opus ? "libopus" : "libmp3lame" }
        package var muxer: String { self == .opus ? "ogg" : "mp3" }
    }

    public var enabled: Bool
    /// Seconds of sound kept before the line starts and after it ends.
    public var padding: Double
    public var audio: AudioFormat

    public init(enabled: Bool = false, padding: Double = 0.25, audio: AudioFormat = .opus) {
        self.enabled = enabled
        self.padding = padding
        self.audio = audio
    }

    public static let paddingRange = 0.0...5.0

    /// The settings `config` names, and one warning per value that cannot be used.
    public static func resolve(config: ConfigFile?) -> (settings: ClipSettings, warnings: [String]) {
        var settings = ClipSettings()
        var warnings: [String] = []
        guard let config else { return (settings, []) }
        if let text = config["anki_media"] {
            switch text.lowercased() {
            case "yes", "true", "on", "1": settings.enabled = true
            case "no", "false", "off", "0": settings.enabled = false
            default: warnings.append("\(config.location(of: "anki_media")): anki_media needs yes or no, not “\(text)”; using no")
            }
        }
        if let text = config["clip_padding"] {
            if let value = paddingValue(text) {
                settings.padding = value
            } else {
                warnings.append("\(config.location(of: "clip_padding")): clip_padding needs seconds from 0 to 5, "
                    + "not “\(text)”; using \(settings.padding)")
            }
        }
        if let text = config["clip_audio"] {
            if let format = AudioFormat(rawValue: text.lowercased()) {
                settings.audio = format
            } else {
                warnings.append("\(config.location(of: "clip_audio")): clip_audio needs opus or mp3, not “\(text)”; using opus")
            }
        }
        return (settings, warnings)
    }

    /// `0.25` as seconds, when it is a number in `paddingRange`.
    public static func paddingValue(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, paddingRange.contains(value) else {
            return nil
        }
        return value
    }
}
