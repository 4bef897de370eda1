/// A braille spinner frame for slow work; the frame number comes from the run loop.
public enum Spinner {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func frame(_ tick: Int) -> String { String(frames[abs(tick) % frames.count]) }
}
