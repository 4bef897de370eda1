/// A fixed-width bar of block characters: successes out of all words, import progress.
public enum ProgressBar {
    /// `width` cells: filled blocks for done/total, light shade for the rest.
    public static func text(done: Int, total: Int, width: Int) -> String {
        guard width > 0 else { return "" }
        let filled = total <= 0 ? 0 : min(width, (done * width + total / 2) / total)
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }
}
