import Foundation

/// Which subtitle track of a video to mine. `index` (`--track N`, or the row picked in the app)
/// wins; otherwise the one text track in `language` (the show's, or `--lang`), else the only text
/// track. Several or no matching text tracks leave the choice to the user (`.choose`).
public struct TrackRequest: Sendable, Equatable {
    public var index: Int?
    /// A two-letter code (`ko`), or empty for "any".
    public var language: String

    public init(index: Int? = nil, language: String = "") {
        self.index = index
        self.language = SubtitleTrack.languageCode(language)
    }

    public enum Choice: Sendable, Equatable {
        case track(SubtitleTrack)
        /// The text tracks to choose among.
        case choose([SubtitleTrack])
    }

    /// The track to mine among `tracks`, or the text tracks to pick from. Throws the one-line
    /// reason when nothing can be mined (no tracks, only pictures, a missing or picture `index`).
    public func choice(among tracks: [SubtitleTrack], path: String) throws -> Choice {
        guard !tracks.isEmpty else { throw VideoError.noSubtitles(path) }
        if let index {
            guard let track = tracks.first(where: { $0.index == index }) else {
                throw VideoError.noSuchTrack(path, index: index, tracks: tracks)
            }
            guard track.isText else { throw VideoError.pictureTrack(path, track: track) }
            return .track(track)
        }
        let text = tracks.filter(\.isText)
        guard !text.isEmpty else { throw VideoError.onlyPictures(path, tracks: tracks) }
        if !language.isEmpty {
            let matching = text.filter { $0.languageCode == language }
            return matching.count == 1 ? .track(matching[0]) : .choose(text)
        }
        return text.count == 1 ? .track(text[0]) : .choose(text)
    }

    /// The picture tracks of `tracks` as one note (`… hold pictures, not text`), or nil.
    public static func pictureNote(_ tracks: [SubtitleTrack], path: String) -> String? {
        let pictures = tracks.filter { !$0.isText }
        guard !pictures.isEmpty else { return nil }
        let names = pictures.map(\.label).joined(separator: ", ")
        return "\(PathText.lastComponent(path)): \(names) \(pictures.count == 1 ? "holds" : "hold") pictures, not text (left out)"
    }
}

/// Where the translation of mined lines comes from: found automatically (a sibling file such as
/// `ep01.en.srt` beside `ep01.ko.srt`, or another text track of the same video, English first),
/// a given file, a given track of the same video, or none.
public enum TranslationRequest: Sendable, Equatable {
    case automatic
    case none
    case file(String)
    case track(Int)

    /// `--with`: a number names a track, anything else a file.
    public init(argument: String?) {
        guard let argument else { self = .automatic; return }
        if let number = Int(argument), number >= 0 { self = .track(number) } else { self = .file(argument) }
    }

    /// The track of the same video holding the translation, if any.
    public func track(among tracks: [SubtitleTrack], mined: SubtitleTrack, path: String) throws -> SubtitleTrack? {
        switch self {
        case .none, .file: return nil
        case let .track(index):
            guard let track = tracks.first(where: { $0.index == index }) else {
                throw VideoError.noSuchTrack(path, index: index, tracks: tracks)
            }
            guard track.isText else { throw VideoError.pictureTrack(path, track: track) }
            return track
        case .automatic:
            let others = tracks.filter { $0.isText && $0.index != mined.index && !$0.languageCode.isEmpty
                && $0.languageCode != mined.languageCode }
            return others.first { $0.languageCode == "en" } ?? others.first
        }
    }
}
