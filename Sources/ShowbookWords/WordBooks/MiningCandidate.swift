/// A word worth learning from subtitles, as a book takes it (`MiningStore.addMined`): its
/// dictionary form and reading, how often it was heard, the first line it was heard in (with
/// the cue time, the episode's source label and the file), the dictionary meaning if one was
/// found, and the line's translation when a second-language track was aligned to it. Mining and
/// prep both make them.
public struct MiningCandidate: Sendable, Equatable, Identifiable {
    public var term: String
    public var reading: String
    public var count: Int
    public var example: String
    /// Milliseconds into the episode of the first line.
    public var time: Int
    /// `S01E03 12:34` (or just `12:34`).
    public var source: String
    public var file: String
    public var meaning: String
    /// The form the example shows (갔어요 for 가다), stored as the word's `surface`.
    public var surface: String = ""
    /// The translation track's line said with `example` ("" without one).
    public var translation: String = ""
    /// Lines of the mined subtitles in which this is the only unknown word (i+1, `OneWordAway`):
    /// how many lines learning it would unlock.
    public var oneWordAway: Int = 0
    /// Milliseconds into the episode where the example's line ends (`time` when unknown).
    public var endTime: Int = 0
    /// What the example can be heard in: the video (its track was mined, or it lies beside the
    /// subtitle file under the same name), else the subtitle file itself.
    public var media: String = ""
    /// Whether it is on its language's stop list (`StopList`): ranked last, shown dimmed, and
    /// never added or selected in bulk (`mine --into` without `--all`, `a` in the picker).
    public var isFunctionWord = false

    public var id: String { term }

    /// The line with where it was heard — `駅で会いました。 (S01E03 12:34)` — as the CLI lists it
    /// (a word book keeps the two apart: `WordDraft.exampleSource`). Empty when the word has
    /// no example (`examples = watched` and no watched line holds it).
    public var exampleWithSource: String { example.isEmpty ? "" : "\(example) (\(source))" }

    /// Where the example was heard, as a word keeps it (nil without an example, a file or a
    /// stretch of time).
    public var clip: ExampleClip? {
        guard !example.isEmpty else { return nil }
        return ExampleClip(storedMedia: media, start: Double(time) / 1000, end: Double(endTime) / 1000)
    }
}

extension Collection where Element == MiningCandidate {
    /// The candidates that are not function words, in their order.
    public var contentWords: [MiningCandidate] { filter { !$0.isFunctionWord } }
}
