/// One subtitle stream inside a video file, as `ffprobe` lists it: the stream index (`--track
/// N`, ffmpeg's `-map 0:N`), its language tag, codec, title and whether it is forced or the
/// default. Text codecs are extracted and mined; picture codecs (Blu-ray PGS, DVD VobSub, DVB) hold images of the lines, not text.
public struct SubtitleTrack: Sendable, Equatable, Hashable {
    public var index: Int
    /// As tagged in the file (`kor`, `ja`, `en-US`); empty when untagged (`und`).
    public var language: String
    public var codec: String
    public var title: String
    /// ffprobe's `forced` disposition: a track shown only where the picture needs it (signs).
    public var isForced: Bool
    /// ffprobe's `default` disposition: the track a player shows first.
    public var isDefault: Bool

    public init(index: Int, language: String, codec: String, title: String = "", isForced: Bool = false, isDefault: Bool = false) {
        self.index = index
        self.language = language.lowercased() == "und" ? "" : language
        self.codec = codec
        self.title = title
        self.isForced = isForced
        self.isDefault = isDefault
    }

    /// A track of signs or songs rather than the dialogue: flagged forced, or titled so
    /// (`Signs`, `Signs & Songs`, `Forced`) — fansub releases often leave the flag unset.
    public var isSignsOnly: Bool {
        if isForced { return true }
        let words = title.lowercased().split { !$0.isLetter }
        return words.contains { ["signs", "sign", "songs", "forced"].contains($0) } && !words.contains { ["full", "dialogue"].contains($0) }
    }

    /// Codecs ffmpeg turns into SubRip text.
    public static let textCodecs: Set<String> = ["subrip", "srt", "ass", "ssa", "webvtt", "mov_text", "text", "microdvd", "subviewer", "jacosub", "sami", "realtext", "mpl2", "pjs", "vplayer", "stl"]
    /// Codecs whose lines are pictures, with the name a user knows them by.
    public static let pictureCodecs: [String: String] = [
        "hdmv_pgs_subtitle": "PGS", "dvd_subtitle": "VobSub", "dvb_subtitle": "DVB", "xsub": "XSUB", "dvb_teletext": "teletext",
    ]

    public var isText: Bool { Self.textCodecs.contains(codec) }

    /// The two-letter code of its language tag (`kor` → `ko`), empty when untagged.
    public var languageCode: String { Self.languageCode(language) }

    /// `ko`, `kor`, `ko-KR`, `Korean` → `ko`; unknown tags come back lowercased as they are.
    public static func languageCode(_ tag: String) -> String {
        let base = String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
        return isoCodes[base] ?? base
    }

    private static let isoCodes: [String: String] = [
        "kor": "ko", "korean": "ko", "jpn": "ja", "japanese": "ja", "eng": "en", "english": "en",
        "chi": "zh", "zho": "zh", "chinese": "zh", "fre": "fr", "fra": "fr", "french": "fr", "ger": "de", "deu": "de",
        "german": "de", "spa": "es", "spanish": "es", "ita": "it", "italian": "it", "por": "pt", "portuguese": "pt",
        "rus": "ru", "russian": "ru", "dut": "nl", "nld": "nl", "swe": "sv", "pol": "pl", "tur": "tr", "ara": "ar",
        "tha": "th", "vie": "vi", "ind": "id", "hin": "hi", "und": "",
    ]

    /// The language it can be mined in, from its tag.
    public var miningLanguage: MiningLanguage? { MiningLanguage(rawValue: languageCode) }

    /// `#2 kor subrip “Korean SDH”` — one line of a track list.
    public var label: String {
        var parts = ["#\(index)", language.isEmpty ? "(no language)" : language, codec]
        if let picture = Self.pictureCodecs[codec] { parts.append("(\(picture) pictures)") }
        if !title.isEmpty { parts.append("“\(title)”") }
        return parts.joined(separator: " ")
    }
}
