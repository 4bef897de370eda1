import Foundation
import ShowbookExchange

/// `--media`, `--clip-padding S` and `--audio opus|mp3` as `books export --apkg` and `anki push`
/// take them: checked the same way for both, merged over the config file's `anki_media`,
/// `clip_padding` and `clip_audio`, and turned into the cutter those commands hand their words to.
struct MediaArguments {
    var media: Bool
    var padding: String?
    var audio: ClipSettings.AudioFormat?

    static let media = CommandOption("--media", help: "each mined word's sound and a picture, cut from its video with ffmpeg, in "
                                         + "the package (--apkg) or the push (default: the config file's anki_media)")
    static let clipPadding = CommandOption("--clip-padding", .text("S"), help: "with --media, seconds of sound kept before and "
                                               + "after the line, 0 to 5 (default: the config file's clip_padding, else 0.25)")
    static let audio = CommandOption("--audio", .choice("A", ClipSettings.AudioFormat.allCases.map(\.rawValue)),
                                     help: "with --media, the clips' sound as opus (default) or mp3")
    /// What a command that cuts clips lists among its options.
    static let options = [media, clipPadding, audio]

    init(_ arguments: ParsedArguments) {
        media = arguments.flag(Self.media)
        padding = arguments.text(Self.clipPadding)
        audio = arguments.choice(Self.audio, as: ClipSettings.AudioFormat.self)
    }

    func validate() throws {
        if let padding, ClipSettings.paddingValue(padding) == nil {
            throw ParsedArguments.UsageError(description: "--clip-padding needs seconds from 0 to 5, not “\(padding)”")
        }
    }

    /// The cutter, or nil when no media is wanted; config warnings go to stderr.
    func cutter(_ context: CommandContext) -> AnkiMediaCutter? {
        let (settings, warnings) = context.global.clipSettings()
        for warning in warnings { Console.diagnostic(warning) }
        var chosen = settings
        if media { chosen.enabled = true }
        if let padding, let value = ClipSettings.paddingValue(padding) { chosen.padding = value }
        if let audio { chosen.audio = audio }
        return chosen.enabled ? AnkiMediaCutter(settings: chosen) : nil
    }

    /// The report's trouble lines, on stderr.
    static func report(_ report: AnkiMedia.Report) {
        for line in report.lines { Console.diagnostic(line) }
    }
}
