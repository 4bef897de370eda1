import Foundation
import ShowbookCore

/// Per-frame facts a renderer may need besides the model: the spinner frame and "now".
public struct RenderContext {
    public var frame: Int
    public var now: Date
    public var schedule: StudySchedule

    public init(frame: Int = 0, now: Date = Date(), schedule: StudySchedule = StudySchedule()) {
        self.frame = frame
        self.now = now
        self.schedule = schedule
    }
}

/// What a screen renderer hands back to the frame: status-bar hints and the right-hand text.
struct StatusLine {
    var hints: [(keys: String, label: String)]
    var right: String
    var rightStyle: Style = .muted
}
