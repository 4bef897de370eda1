/// The parts of a file path, cut from its UTF-8 bytes at `/` and `.`. Foundation's `NSString`
/// path methods trap on Linux for some ordinary paths — `lastPathComponent`, `pathExtension`
/// and `deletingPathExtension` of a path holding `//` whose last character is not ASCII
/// (`subs//드라마`), `deletingLastPathComponent` of a one-character name (`a`, `한`) — and
/// compare `Character`s, so a `/` followed by a combining mark is not seen as a slash. `/` and
/// `.` are ASCII, so every cut falls between characters' bytes.
public enum PathText {
    /// The last part of `path`, trailing slashes ignored (`/` for the root, "" for "").
    public static func lastComponent(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let end = trimmedEnd(bytes)
        guard end > 0 else { return bytes.isEmpty ? "" : "/" }
        let start = (bytes[..<end].lastIndex(of: slash) ?? -1) + 1
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `path` without its last part and the slashes before it: `/a/b` → `/a`, `/a` → `/`, `a` → "".
    public static func folder(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let end = trimmedEnd(bytes)
        guard end > 0 else { return bytes.isEmpty ? "" : "/" }
        guard var cut = bytes[..<end].lastIndex(of: slash) else { return "" }
        while cut > 0 && bytes[cut - 1] == slash { cut -= 1 }
        return cut == 0 ? "/" : String(decoding: bytes[..<cut], as: UTF8.self)
    }

    /// The extension of the last part (`srt` for `ep.ko.srt`); "" when it has none or the only
    /// dot starts the name (`.hidden`).
    public static func fileExtension(_ path: String) -> String {
        let name = Array(lastComponent(path).utf8)
        guard let dot = name.lastIndex(of: period), dot > 0 else { return "" }
        return String(decoding: name[(dot + 1)...], as: UTF8.self)
    }

    /// `path` without the extension of its last part (`ep.ko.srt` → `ep.ko`).
    public static func deletingExtension(_ path: String) -> String {
        let bytes = Array(path.utf8)
        let end = trimmedEnd(bytes)
        let start = (bytes[..<end].lastIndex(of: slash) ?? -1) + 1
        guard let dot = bytes[start..<end].lastIndex(of: period), dot > start, dot + 1 < end else {
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
        return String(decoding: bytes[..<dot], as: UTF8.self)
    }

    /// `name` inside `folder` (`name` alone when `folder` is empty).
    public static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.utf8.last == slash ? folder + name : folder + "/" + name
    }

    private static let slash = UInt8(ascii: "/")
    private static let period = UInt8(ascii: ".")

    /// Where `bytes` end without their trailing slashes.
    private static func trimmedEnd(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0 && bytes[end - 1] == slash { end -= 1 }
        return end
    }
}
