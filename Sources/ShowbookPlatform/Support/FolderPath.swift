import Foundation

/// Making the folders a file lives in, with failures that name the path that stopped it in
/// plain words ("/dev/null is not a folder") — Foundation's `createDirectory` reports only
/// "NSCocoaErrorDomain error 512". Also the check that `--db` uses: a folder the user typed
/// that does not exist is a typo to report, never something to create.
public enum FolderPath {
    /// Why a folder could not be made or used, naming the folder; one line.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The folder part of `path` ("" for a bare name in the current folder).
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// nil when `folder` exists and is a folder, else why not.
    public static func problem(with folder: String) -> Problem? {
        guard !folder.isEmpty else { return nil }
        var info = stat()
        guard stat(folder, &info) == 0 else {
            let code = errno
            if code == ENOENT { return Problem(description: "the folder \(folder) does not exist") }
            if code == ENOTDIR { return Problem(description: "\(blocking(folder) ?? folder) is not a folder") }
            return Problem(description: "cannot use the folder \(folder): \(String(cString: strerror(code)))")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return Problem(description: "\(folder) is not a folder") }
        return nil
    }

    /// Makes `folder` and any missing parents (mode `mode` for each one made).
    public static func create(_ folder: String, mode: mode_t = 0o755) throws {
        guard !folder.isEmpty else { return }
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            var info = stat()
            if stat(made, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { throw Problem(description: "\(made) is not a folder") }
                continue
            }
            if mkdir(made, mode) != 0, errno != EEXIST {
                throw Problem(description: "cannot create the folder \(made): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The first existing ancestor of `folder` that is not a folder (for ENOTDIR).
    private static func blocking(_ folder: String) -> String? {
        var made = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            made += "/" + part
            var info = stat()
            guard stat(made, &info) == 0 else { return nil }
            if info.st_mode & S_IFMT != S_IFDIR { return made }
        }
        return nil
    }
}
