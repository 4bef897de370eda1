/// The code points that must never reach a terminal raw: C0 controls, DEL, C1 controls (a
/// single U+009B is a CSI on many terminals), line and paragraph separators, and the bidi
/// controls that reorder what is shown. One definition, used by the JSON encoder (which escapes
/// them) and by the command line's terminal output (which replaces them).
public enum ControlCharacters {
    public static func isHazard(_ value: UInt32) -> Bool {
        switch value {
        case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029,
             0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }
}
