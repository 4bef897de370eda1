import Foundation

/// The one check of what a path a user gave stands for, made with stat(2) before anything
/// opens it.
///
/// Opening a FIFO for reading waits until some program opens it for writing, which may be
/// never: a FIFO typed at the import prompt froze the app, and `books import fifo.txt` waited
/// for ever. A device reads without end (or, for a terminal, waits for keys), a socket cannot
/// be opened at all, and a folder is not a file. So every reader of a file the user named asks
/// here first, and is told in one line what the path is instead.
public enum UserFile {
    /// Throws `UserFileError` when `path` (followed through symlinks) exists and is not a
    /// regular file. A path that does not exist, or cannot be looked at, passes: the open that
    /// follows says why it fails, in its own words.
    public static func checkReadable(_ path: String) throws {
        if let error = problem(readingFrom: path) { throw error }
    }

    /// The refusal `checkReadable` would throw, or nil.
    public static func problem(readingFrom path: String) -> UserFileError? {
        var info = stat()
        guard stat(path, &info) == 0, let what = kindName(info.st_mode) else { return nil }
        return UserFileError(path: path, what: what)
    }

    /// What a file of `mode` is, in words ("a named pipe (FIFO)"); nil for a regular file.
    public static func kindName(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "an unusual kind of file"
        }
    }
}

/// A path a user gave that names something other than a file: "PATH is a named pipe (FIFO),
/// not a file".
public struct UserFileError: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// What it is instead, as `UserFile.kindName` says it.
    public let what: String

    public var description: String { "\(path) is \(what), not a file" }
}
