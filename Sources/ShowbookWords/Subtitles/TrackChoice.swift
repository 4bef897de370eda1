import Foundation
import ShowbookPlatform

/// Which subtitle track of a video to mine. `index` (`--track N`, or the row picked in the app)
/// wins; otherwise, leaving out tracks of signs and songs (`SubtitleTrack.isSignsOnly`), the one
/// text track in `language` (the show's, or `--lang`) — the default one when several are —
/// else the only text track when it is untagged, or (no language asked) whatever it says. Several or
/// no matching text tracks leave the choice to the user (`.choose`).
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
        let dialogue = text.filter { !$0.isSignsOnly }
        let candidates = dialogue.isEmpty ? text : dialogue
        if !language.isEmpty {
            let matching = candidates.filter { $0.languageCode == language }
            if let one = Self.single(matching) { return .track(one) }
            // A video whose one text track says no language is mined in the language asked.
            if matching.isEmpty, candidates.count == 1, candidates[0].languageCode.isEmpty { return .track(candidates[0]) }
            return .choose(text)
        }
        return candidates.count == 1 ? .track(candidates[0]) : .choose(text)
    }

    /// The one track of `tracks`, or the one flagged default among several in the language.
    package static func single(_ tracks: [SubtitleTrack]) -> SubtitleTrack? {
        if tracks.count == 1 { return tracks[0] }
        let defaults = tracks.filter(\.isDefault)
        return defaults.count == 1 ? defaults[0] : nil
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
/// `ep01.en.srt` beside `ep01.ja.srt`, or another text track of the same video), a given file,
/// a given track of the same video, or none. Found automatically, a translation is in the
/// learner's own language (`OwnLanguage`), else in a language no one mines here — never in
/// another learning language (a Korean track is no translation of Japanese lines for an
/// English speaker) — and never a track of signs or songs; the default track first.
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

    /// Whether a file or track in `language` (a two-letter code) may translate lines in `mined`
    /// for a learner whose own language is `own`, and how good a choice it is (lower first).
    package static func rank(of language: String, mined: String, own: String) -> Int? {
        guard !language.isEmpty, language != mined else { return nil }
        if language == own { return 0 }
        return MiningLanguage(rawValue: language) == nil ? 1 : nil
    }

    /// The track of the same video holding the translation, if any.
    public func track(among tracks: [SubtitleTrack], mined: SubtitleTrack, own: String = "en", path: String) throws -> SubtitleTrack? {
        switch self {
        case .none, .file: return nil
        case let .track(index):
            guard let track = tracks.first(where: { $0.index == index }) else {
                throw VideoError.noSuchTrack(path, index: index, tracks: tracks)
            }
            guard track.isText else { throw VideoError.pictureTrack(path, track: track) }
            return track
        case .automatic:
            let ownCode = SubtitleTrack.languageCode(own)
            let ranked = tracks.compactMap { track -> (rank: Int, track: SubtitleTrack)? in
                guard track.isText, !track.isSignsOnly, track.index != mined.index,
                      let rank = Self.rank(of: track.languageCode, mined: mined.languageCode, own: ownCode) else { return nil }
                return (rank * 2 + (track.isDefault ? 0 : 1), track)
            }
            return ranked.enumerated().min { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }?.element.track
        }
    }
}
