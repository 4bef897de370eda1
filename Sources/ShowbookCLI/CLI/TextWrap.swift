/// Plain text in lines of at most a given width, broken at spaces: option help in `--help`,
/// descriptions in the generated synopses.
public enum TextWrap {
    /// `text` in lines of at most `width` characters (a longer word keeps a line of its own).
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }
}
