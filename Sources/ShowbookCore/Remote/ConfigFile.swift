import Foundation

/// `$XDG_CONFIG_HOME/showbook/config`: `name = value` lines, `#` comments, optional quotes
/// around values. It holds the default provider and possibly a TMDB key, which is why
/// `permissionWarning` checks that nobody else can read it.
public struct ConfigFile: Sendable, Equatable {
    public let path: String
    public private(set) var values: [String: String] = [:]
    /// The 1-based line each value came from, so a bad setting is reported where it is.
    public private(set) var lines: [String: Int] = [:]

    /// Parses `text`. Lines that are not `name = value` are ignored; a later line wins.
    public init(path: String, text: String) {
        self.path = path
        for (number, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            if !name.isEmpty {
                values[name] = value
                lines[name] = number + 1
            }
        }
    }

    public subscript(name: String) -> String? { values[name] }

    /// "`/home/me/.config/showbook/config` line 3" for the line that set `name`.
    public func location(of name: String) -> String {
        lines[name].map { "\(path) line \($0)" } ?? path
    }

    /// The config file's path: `$XDG_CONFIG_HOME/showbook/config`, default `~/.config/…`
    /// (see `UserDirectories`; `home` stands in for the account's home when `$HOME` is unset).
    /// The password database is only asked when `$HOME` is unset.
    public static func defaultPath(environment: [String: String], home: @autoclosure () -> String = NSHomeDirectory()) -> String {
        UserDirectories(environment: environment, accountHome: home()).configFile
    }

    /// Reads the file at `path`; nil when it does not exist or cannot be read.
    public static func load(path: String) -> ConfigFile? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return ConfigFile(path: path, text: String(decoding: data, as: UTF8.self))
    }

    /// A warning when the file at `path` can be read or changed by its group or by others,
    /// since it may hold a TMDB key and says where that key is sent (`api_base`); nil when only
    /// the owner can (or it does not exist). One line either way.
    public static func permissionWarning(path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let readable = info.st_mode & 0o044 != 0
        let writable = info.st_mode & 0o022 != 0
        guard readable || writable else { return nil }
        let mode = String(info.st_mode & 0o777, radix: 8)
        if writable {
            let who = readable ? "readable and writable" : "writable"
            return "warning: \(path) is \(who) by other users (mode \(mode)): they could change your settings, "
                + "such as where your TMDB key is sent; run chmod 600 \(path)"
        }
        return "warning: \(path) is readable by other users (mode \(mode)) and may hold your TMDB key; run chmod 600 \(path)"
    }
}
