import Foundation
import ShowbookTV
import ShowbookWords

/// Per-frame facts a renderer may need besides the model: the spinner frame, "now" and what
/// the terminal can draw.
public struct RenderContext {
    public var frame: Int
    public var now: Date
    public var studyDays: StudyDays
    public var highlight: SelectionHighlight
    /// How posters are coloured on this terminal; nil draws none (no colour, 8 colours, ASCII).
    public var posterMode: PosterColorMode?

    public init(frame: Int = 0, now: Date = Date(), studyDays: StudyDays = StudyDays(),
                highlight: SelectionHighlight = .bar, posterMode: PosterColorMode? = nil) {
        self.frame = frame
        self.now = now
        self.studyDays = studyDays
        self.highlight = highlight
        self.posterMode = posterMode
    }
}

/// How the selected row of a list is shown. `bar` (the default) reverses the whole row, which
/// reads best; `marker` shows only a `▌` in the first column, so moving the selection sends a
/// few bytes instead of re-sending two full rows (slow links, `--highlight marker`).
public enum SelectionHighlight: String, Sendable, CaseIterable {
    case bar, marker
}

/// What a screen renderer hands back to the frame: the right-hand text of the status bar (the
/// hints come from the app's key maps in effect, `AppModel.statusHints`).
struct StatusLine {
    var right: String
    var rightStyle: Style = .muted
}
