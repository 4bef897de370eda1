import Foundation
import ShowbookPlatform

/// What Tab does to a typed path: the new text, and the names that still match when more
/// than one does (for the prompt to list).
public struct PathCompletion: Sendable, Equatable {
    public var text: String
    public var candidates: [String]

    public init(text: String, candidates: [String]) {
        self.text = text
        self.candidates = candidates
    }
}

/// Shell-like completion of file paths for the import prompt, without a terminal: the text up
/// to the last `/` names a folder (`~` is the home folder, a relative path starts in the
/// current folder), the rest is a prefix of a name in it.
///
/// One match completes the name, with `/` after a folder; several extend the text to their
/// longest common prefix and are returned as candidates; none leaves the text alone. Hidden
/// files (`.name`) match only a prefix that starts with `.`. The typed `~` stays in the text.
public struct PathCompleter: Sendable {
    public let directories: UserDirectories
    /// The folder relative paths start in.
    public let currentDirectory: String

    public init(directories: UserDirectories = UserDirectories(),
                currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.directories = directories
        self.currentDirectory = currentDirectory
    }

    /// The path a typed text names: `~` expanded, relative to `currentDirectory`.
    public func expand(_ typed: String) -> String {
        let expanded = directories.expandingTilde(typed)
        if expanded.hasPrefix("/") || expanded.isEmpty { return expanded }
        return (currentDirectory as NSString).appendingPathComponent(expanded)
    }

    public func complete(_ typed: String) -> PathCompletion {
        if typed == "~" { return PathCompletion(text: "~/", candidates: []) }
        let folderPart: String
        let prefix: String
        if let slash = typed.lastIndex(of: "/") {
            folderPart = String(typed[...slash])
            prefix = String(typed[typed.index(after: slash)...])
        } else {
            folderPart = ""
            prefix = typed
        }
        let folder = folderPart.isEmpty ? currentDirectory : expand(folderPart)
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else {
            return PathCompletion(text: typed, candidates: [])
        }
        let matches = names
            .filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .map { name -> String in
                var isFolder: ObjCBool = false
                let path = (folder as NSString).appendingPathComponent(name)
                return fileManager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? name + "/" : name
            }
            .sorted()
        switch matches.count {
        case 0: return PathCompletion(text: typed, candidates: [])
        case 1: return PathCompletion(text: folderPart + matches[0], candidates: [])
        default:
            let common = matches.dropFirst().reduce(matches[0]) { Self.commonPrefix($0, $1) }
            return PathCompletion(text: folderPart + (common.count > prefix.count ? common : prefix), candidates: matches)
        }
    }

    /// The longest common prefix of two names, in whole characters.
    package static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }
}
