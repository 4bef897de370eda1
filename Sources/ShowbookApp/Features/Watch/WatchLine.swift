import ShowbookWords

/// One subtitle line as the watching screen shows it: mpv's text, its time in the video, the
/// translation shown with it, and its words (from the episode's stored document when a cue of
/// it matches, each with what the learner knows of it).
public struct WatchLine: Sendable, Equatable {
    public var text: String
    /// Seconds into the video (nil until mpv has said).
    public var start: Double?
    public var end: Double?
    public var translation: String
    /// The matching cue of the stored document (its tokens), when one matched.
    public var cue: SubtitleCue?

    public init(text: String, start: Double? = nil, end: Double? = nil, translation: String = "", cue: SubtitleCue? = nil) {
        self.text = text
        self.start = start
        self.end = end
        self.translation = translation
        self.cue = cue
    }

    /// The words a learner can choose: the cue's counted tokens, or (no cue) the line's runs of letters.
    public var words: [MinedToken] {
        if let cue { return cue.tokens.filter(\.counts) }
        return text.split(whereSeparator: { !$0.isLetter }).map { MinedToken(term: String($0).lowercased(), surface: String($0)) }
    }
}
