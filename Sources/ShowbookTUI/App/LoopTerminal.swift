import ShowbookTV
import ShowbookApp

/// What the run loop's turns use of a terminal — size, keys, drawing and the frame marks — so
/// tests run those turns on a scripted terminal. `CursesTerminal` is the real one.
protocol LoopTerminal: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// How posters are coloured on this terminal; nil for no posters.
    var posterMode: PosterColorMode? { get }
    /// Bytes read from the terminal since it started.
    var inputBytesRead: Int { get }
    /// True when input has arrived that no `readKey` has handed out yet (read into a buffer,
    /// or still waiting to be read).
    var hasPendingInput: Bool { get }
    /// The next key, waiting at most `timeoutMilliseconds`; nil when none came.
    func readKey(timeoutMilliseconds: Int32) -> Key?
    /// Draws a whole frame with `draw` and sends it to the screen.
    func render(_ draw: (Canvas) -> Void) -> HitMap
    /// Writes a frame mark after everything drawn so far.
    func writeMark(_ mark: FrameMark)
}
