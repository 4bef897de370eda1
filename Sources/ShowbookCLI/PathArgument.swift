import Foundation
import ShowbookPlatform

/// Carries a path argument whose bytes are not UTF-8 to APIs that take Swift strings.
///
/// Linux file names are bytes, but `String` holds only Unicode, so decoding such a name loses
/// it and the file can no longer be found. For those names only, this makes a symlink with a
/// readable name (the bytes decoded, U+FFFD for the bad ones, the extension kept) in a private
/// temporary folder, pointing at the original bytes; every API then reaches the real file
/// through it (SQLite and `OutputFile` follow it to the real file). The folder is removed at
/// exit. Valid UTF-8 paths are returned unchanged.
enum PathArgument {
    nonisolated(unsafe) private static var folder: [CChar]?
    nonisolated(unsafe) private static var made: [[CChar]] = []
    /// Each bridge's path, the argument as the user typed it (decoded leniently) and its bytes.
    nonisolated(unsafe) private static var shown: [(bridge: String, typed: String, bytes: [UInt8])] = []

    static func systemPath(_ bytes: [UInt8]) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        guard !bytes.contains(0) else { throw ParsedArguments.UsageError(description: "a path cannot hold a NUL byte") }
        var target = bytes
        if target.first != UInt8(ascii: "/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else {
                throw ParsedArguments.UsageError(description: "cannot find the current folder for \(String(decoding: bytes, as: UTF8.self))")
            }
            target = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) } + [UInt8(ascii: "/")] + target
        }
        let base = try bridgeFolder()
        let name = String(decoding: bytes.split(separator: UInt8(ascii: "/")).last ?? [], as: UTF8.self)
        let slot = base + Array("/\(made.count)".utf8CString.dropLast())
        let link = slot + [CChar(UInt8(ascii: "/"))] + Array((name.isEmpty ? "path" : name).utf8CString)
        let targetC = target.map { CChar(bitPattern: $0) } + [0]
        guard mkdir(slot + [0], 0o700) == 0, symlink(targetC, link) == 0 else {
            throw ParsedArguments.UsageError(description: "cannot reach \(name): \(String(cString: strerror(errno)))")
        }
        made.append(slot)
        shown.append((text(link), String(decoding: bytes, as: UTF8.self), bytes))
        return text(link)
    }

    /// The bytes the user typed for `path` when it is a bridge or lies inside one (a folder
    /// given by a name that is not UTF-8), nil for an ordinary path. Whatever keeps a path for
    /// later (registered subtitles) refuses these: the bridge is gone once the command ends.
    static func typedBytes(of path: String) -> [UInt8]? {
        shown.first { path == $0.bridge || path.hasPrefix($0.bridge + "/") }.map { entry in
            entry.bytes + Array(path.utf8.dropFirst(entry.bridge.utf8.count))
        }
    }

    /// `message` with every bridge path put back as the user typed it, so messages from any
    /// layer name the user's file rather than the temporary link.
    static func displayed(_ message: String) -> String {
        shown.reduce(message) { $0.replacingOccurrences(of: $1.bridge, with: $1.typed) }
    }

    /// `displayed` for encoded JSON: the typed name goes in escaped as a JSON string's content.
    static func displayed(json: String) -> String {
        func content(_ text: String) -> String { String(JSONValue.string(text).encoded.dropFirst().dropLast()) }
        return shown.reduce(json) { $0.replacingOccurrences(of: content($1.bridge), with: content($1.typed)) }
    }

    private static func bridgeFolder() throws -> [CChar] {
        if let folder { return folder }
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((temporary + "/showbook-paths-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw ParsedArguments.UsageError(description: "cannot make a temporary folder in \(temporary)")
        }
        let made = Array(template.dropLast())
        folder = made
        atexit { PathArgument.removeBridges() }
        return made
    }

    /// A NUL-terminated or plain C path as text (only ever valid UTF-8 here).
    private static func text(_ path: [CChar]) -> String {
        String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Deletes the symlinks and their folders (never the files they point to).
    static func removeBridges() {
        guard let folder else { return }
        for slot in made {
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: text(slot)) {
                for entry in entries { unlink(slot + Array(("/" + entry).utf8CString)) }
            }
            rmdir(slot + [0])
        }
        rmdir(folder + [0])
    }
}
