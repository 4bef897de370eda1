/// What the run loop says about a frame when frame marks are on (`SHOWBOOK_FRAME_MARKS=1`, for
/// the end-to-end tests): one mark before a frame is drawn and one after it, the second saying
/// whether the app is then idle — nothing left that would change the screen before the next
/// input: no key waiting, no background job, no timer, no write waiting for the database.
///
/// The marks travel in band, after the frame's own bytes, so whoever reads the terminal in
/// order (tmux) has the whole of frame N, and nothing of frame N+1, while the last mark it saw
/// is "frame N idle". `input` counts the bytes read from the terminal, so a reader that sent
/// keys knows whether a mark comes after them.
struct FrameMark: Equatable, Sendable {
    /// Why a drawn frame is not the last one before the next input.
    enum BusyReason: String, Equatable, Sendable, CaseIterable {
        /// Input has arrived that is not handled yet.
        case input
        /// Background work is running (a spinner is on screen).
        case jobs
        /// A write is being retried while another program holds the database.
        case database
        /// A timer (a search debounce, a write retry) will fire.
        case timer
    }

    enum State: Equatable, Sendable {
        /// The frame is being drawn.
        case drawing
        /// Drawn, and nothing will change it until the next input.
        case idle
        /// Drawn, but the screen will change by itself.
        case busy([BusyReason])
    }

    var process: Int32
    var frame: Int
    var inputBytes: Int
    var width: Int
    var height: Int
    var state: State

    /// The mark as written: `showbook pid=P frame=N input=K size=WxH idle` (or `drawing`, or
    /// `busy=jobs,timer`).
    var text: String {
        let stateText: String
        switch state {
        case .drawing: stateText = "drawing"
        case .idle: stateText = "idle"
        case let .busy(reasons): stateText = "busy=" + reasons.map(\.rawValue).joined(separator: ",")
        }
        return "showbook pid=\(process) frame=\(frame) input=\(inputBytes) size=\(width)x\(height) \(stateText)"
    }

    /// The escape sequence carrying `text`: an OSC 7 ("current folder") report, which no cell
    /// shows and tmux keeps as the pane's path (`#{pane_path}`); not the title, which hostile-text
    /// tests watch. BEL ends it, and `text` holds no control character.
    var sequence: String { "\u{1B}]7;\(text)\u{07}" }
}
