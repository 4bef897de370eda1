/// Text that came from mpv (a subtitle line, a path) made safe to show: every control or
/// bidi-override character becomes a space, except the line breaks a subtitle keeps.
public enum PlayerText {
    public static func plain(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepingLineBreaks && scalar == "\n" { out.append(scalar); continue }
            out.append(ControlCharacters.isHazard(scalar.value) ? " " : scalar)
        }
        return String(out)
    }
}
