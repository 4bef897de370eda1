import Foundation
import ShowbookPlatform
import ShowbookWords

/// What happened while an episode plays, worked out from mpv's events alone (no I/O, no clock
/// of its own, so tests feed it events): the line shown and the lines before it, where playback
/// is, which cues were heard, and when enough was played to call the episode watched.
///
/// A cue is heard when playback passed its end by playing: each `time-pos` step forward of at
/// most `maxStep` seconds with no `seek` event before it is played, and the cues ending inside
/// the step are heard. A seek — mpv's `seek` event, a step back, or a jump over `maxStep` —
/// credits nothing, so lines seeked over are never heard. The played seconds add up to the
/// share that marks the episode watched (`watchedShare` of `duration`), once.
public struct WatchSession: Sendable {
    /// The longest step between two positions counted as played (mpv reports many a second).
    public static let maxStep = 2.5
    /// How many earlier lines are kept for the screen.
    public static let historyLimit = 200

    public let cues: [SubtitleCue]
    public let watchedShare: Double

    public private(set) var current: WatchLine?
    /// Whether mpv shows `current` now (false between lines: it stays on screen, dimmed).
    public private(set) var isShowing = false
    /// Earlier lines, oldest first.
    public private(set) var previous: [WatchLine] = []
    /// How many times the line changed.
    public private(set) var lineChanges = 0
    public private(set) var position: Double?
    public private(set) var duration: Double?
    public private(set) var paused = false
    public private(set) var path: String?
    /// Seconds played (not seeked over).
    public private(set) var played: Double = 0
    /// Indices into `cues` of the lines heard, in the order heard.
    public private(set) var heard: [Int] = []
    private var heardSet = Set<Int>()
    /// True once `watchedShare` of the episode was played.
    public private(set) var reachedWatched = false
    /// mpv's reason when the file ended (`eof`, `quit`, …).
    public private(set) var endReason: String?
    private var seekPending = false
    /// The secondary line mpv shows now: it may change just before or after the line it translates.
    private var secondaryText = ""

    public init(cues: [SubtitleCue], watchedShare: Double) {
        self.cues = cues.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        self.watchedShare = min(1, max(0.01, watchedShare))
    }

    /// What one event changed that the caller acts on.
    public struct Change: Sendable, Equatable {
        /// Cues newly heard (indices into `cues`).
        public var heard: [Int] = []
        public var lineChanged = false
        /// The played share just reached `watchedShare`.
        public var becameWatched = false
    }

    /// The share of the episode played so far (0 without a duration).
    public var playedShare: Double {
        guard let duration, duration > 0 else { return 0 }
        return min(1, played / duration)
    }

    @discardableResult
    public mutating func apply(_ event: PlayerEvent) -> Change {
        var change = Change()
        switch event {
        case let .property(property, value): apply(property, value, into: &change)
        case .seek: seekPending = true
        case let .endFile(reason): endReason = reason
        case .reply, .other: break
        }
        return change
    }

    private mutating func apply(_ property: PlayerProperty, _ value: PlayerValue, into change: inout Change) {
        switch property {
        case .subText:
            let text = PlayerText.plain(value.text ?? "", keepingLineBreaks: true).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { isShowing = false; return }
            if let current, isShowing, current.text == text { return }
            if let current { previous.append(current) }
            if previous.count > Self.historyLimit { previous.removeFirst(previous.count - Self.historyLimit) }
            // The times mpv sends next belong to this line; until they come, the position says where it is.
            current = WatchLine(text: text, start: position, translation: secondaryText, cue: cue(text: text, at: position))
            isShowing = true
            lineChanges += 1
            change.lineChanged = true
        case .subStart:
            guard let start = value.number, var line = current else { return }
            line.start = start
            line.cue = cue(text: line.text, at: start)
            current = line
        case .subEnd:
            guard let end = value.number, current != nil else { return }
            current?.end = end
        case .secondarySubText:
            let text = PlayerText.plain(value.text ?? "", keepingLineBreaks: true).trimmingCharacters(in: .whitespacesAndNewlines)
            secondaryText = text
            if !text.isEmpty { current?.translation = text }
        case .timePos:
            guard let now = value.number else { return }
            move(to: now, into: &change)
        case .duration: duration = value.number.flatMap { $0 > 0 ? $0 : nil }
        case .pause: paused = value.flag ?? (value.number.map { $0 != 0 } ?? paused)
        case .path: path = value.text.map { PlayerText.plain($0) }
        case .workingDirectory: break
        }
    }

    private mutating func move(to now: Double, into change: inout Change) {
        defer { position = now; seekPending = false }
        guard let before = position, !seekPending else { return }
        let step = now - before
        guard step > 0, step <= Self.maxStep else { return }
        played += step
        for (index, cue) in cues.enumerated() where !heardSet.contains(index) {
            let end = Double(cue.end) / 1000
            if end > before && end <= now {
                heardSet.insert(index)
                heard.append(index)
                change.heard.append(index)
            }
        }
        if !reachedWatched, duration != nil, playedShare >= watchedShare {
            reachedWatched = true
            change.becameWatched = true
        }
    }

    /// The stored cue shown at `seconds` with this text: the one starting within a quarter
    /// second, else the first with the same text.
    public func cue(text: String, at seconds: Double?) -> SubtitleCue? {
        let plain = Self.folded(text)
        if let seconds {
            let ms = seconds * 1000
            let near = cues.filter { abs(Double($0.start) - ms) <= 250 }
            if let match = near.first(where: { Self.folded($0.text) == plain }) ?? near.first { return match }
        }
        return cues.first { Self.folded($0.text) == plain }
    }

    private static func folded(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The start (seconds) of the cue before or after the one shown — or, without cues, of
    /// the line before — for ← and →; nil when there is none.
    public func neighbourStart(forward: Bool) -> Double? {
        let here = current?.start ?? position ?? 0
        if cues.isEmpty {
            return forward ? nil : previous.last?.start
        }
        let starts = cues.map { Double($0.start) / 1000 }
        if forward { return starts.first { $0 > here + 0.05 } }
        return starts.last { $0 < here - 0.05 }
    }
}
