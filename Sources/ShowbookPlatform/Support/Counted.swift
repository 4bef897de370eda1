/// "1 word", "3 words": a count with its noun, for status bars and labels.
public enum Counted {
    public static func text(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
