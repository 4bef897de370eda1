import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a pane's screen must show before a wait may read it: the mark of the last screen a wait
/// accepted, the input sent since, and the size asked for by a resize. A screen is read only
/// when the program in the pane says it is whole and newer than that input:
/// - showbook (a live process's mark): a frame, not one being drawn, whose input count covers
///   every send since the last accepted mark (each send is at least one byte), at the size
///   last asked for, and idle — or, with `stable: false`, busy too (a spinner never idles);
/// - the test shell: a prompt newer than the last accepted mark, once input was sent (with
///   `stable: false`, any: a program the shell started may be printing);
/// - a dead pane: its last screen, which nothing will change;
/// - a program that says nothing (`cat`, a command's own output): only with `stable: false`,
///   where the condition alone decides.
struct FrameBaseline {
    private var accepted: PaneMark?
    /// Sends since `accepted` that each put at least one byte in front of the program.
    private var sends = 0
    private var size: (width: Int, height: Int)?

    /// Keys, text, a paste or clicks were sent `count` times.
    mutating func sent(_ count: Int = 1) { sends += count }

    /// The window was resized: showbook's next frame must be drawn at this size.
    mutating func resized(width: Int, height: Int) { size = (width, height) }

    /// A wait read the screen under `mark`: later waits need marks newer than it.
    mutating func accept(_ mark: PaneMark) {
        accepted = mark
        sends = 0
        size = nil
    }

    /// Why the screen under `mark` may not be read yet, or nil when it may.
    func reasonToWait(for mark: PaneMark, paneDead: Bool, stable: Bool) -> String? {
        if paneDead { return nil }
        switch mark {
        case let .app(frame) where Self.isAlive(frame.process):
            if frame.isDrawing { return "frame \(frame.frame) is being drawn" }
            if case let .app(before) = accepted, before.process == frame.process, frame.input < before.input + sends {
                return "no frame yet after the input sent (\(sends) sends after byte \(before.input); "
                    + "the last frame has read \(frame.input))"
            }
            if let size, (frame.width, frame.height) != size {
                return "the last frame is \(frame.width)×\(frame.height), the window was resized to \(size.width)×\(size.height)"
            }
            if stable && !frame.isIdle { return "the app is not idle (\(frame.state))" }
            return nil
        case .prompt:
            if stable && sends > 0 && mark == accepted { return "no new shell prompt since the input sent" }
            return nil
        case .app:
            return stable ? "the showbook that wrote the last mark has ended, and the program now in the pane marks "
                + "no frames (for plain output, wait with stable: false)" : nil
        case .other:
            return stable ? "the program in the pane marks no frames (for plain output, wait with stable: false)" : nil
        }
    }

    /// Whether process `process` still exists (a mark of an ended showbook says nothing about
    /// what is on screen now).
    static func isAlive(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
