import Foundation

/// One mouse report as the terminal sent it (SGR 1006, urxvt 1015 or X10 encoding, already
/// decoded): the xterm button code and a 0-based cell. `MouseClicks` turns reports into the
/// clicks, double clicks and wheel steps the app handles.
public struct MouseReport: Equatable, Sendable {
    /// xterm's code: low two bits the button (3 = release in X10), +4 Shift, +8 Alt,
    /// +16 Ctrl, +32 motion, +64 wheel.
    public var code: Int
    public var x: Int
    public var y: Int
    public var isRelease: Bool

    public init(code: Int, x: Int, y: Int, isRelease: Bool) {
        self.code = code
        self.x = x
        self.y = y
        self.isRelease = isRelease
    }
}

/// Turns mouse reports into `MouseAction`s. Terminals report presses, not double clicks, so a
/// second left press on the same cell within `doubleClickInterval` is a double click. Time is
/// passed in, so tests decide what "soon" means without waiting.
public struct MouseClicks: Sendable {
    public var doubleClickInterval: TimeInterval
    private var lastPress: (x: Int, y: Int, time: TimeInterval)?

    public init(doubleClickInterval: TimeInterval = 0.4) {
        self.doubleClickInterval = doubleClickInterval
    }

    /// The action for `report` arriving at `time` (seconds on any steady clock), or nil for
    /// releases, motion and buttons other than the left one.
    public mutating func action(for report: MouseReport, at time: TimeInterval) -> MouseAction? {
        guard report.code & 32 == 0, !report.isRelease, report.x >= 0, report.y >= 0 else { return nil }
        if report.code & 64 != 0 {
            switch report.code & 3 {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return nil
            }
        }
        guard report.code & 3 == 0 else { return nil }
        if let last = lastPress, last.x == report.x, last.y == report.y, time - last.time <= doubleClickInterval {
            lastPress = nil
            return .doubleClick
        }
        lastPress = (report.x, report.y, time)
        return .click
    }
}
