import Foundation

/// The user's home and the XDG base directories Showbook's files live under, computed in one
/// place from the environment.
///
/// `$HOME` decides the home folder when it is set to an absolute path; only without it does
/// the account's home from the password database count (Foundation's `NSHomeDirectory()`
/// reads only that one on Linux, so a changed `$HOME` used to be ignored). `$XDG_DATA_HOME`,
/// `$XDG_CONFIG_HOME` and `$XDG_CACHE_HOME` are used when set to absolute paths (the XDG Base
/// Directory rules ignore relative ones) and default to `~/.local/share`, `~/.config` and
/// `~/.cache`.
public struct UserDirectories: Sendable, Equatable {
    public let home: String
    public let data: String
    public let config: String
    public let cache: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                accountHome: @autoclosure () -> String = NSHomeDirectory()) {
        let home = Self.absolute(environment["HOME"]) ?? accountHome()
        self.home = home
        data = Self.absolute(environment["XDG_DATA_HOME"]) ?? Self.join(home, ".local/share")
        config = Self.absolute(environment["XDG_CONFIG_HOME"]) ?? Self.join(home, ".config")
        cache = Self.absolute(environment["XDG_CACHE_HOME"]) ?? Self.join(home, ".cache")
    }

    /// The default database: `$XDG_DATA_HOME/showbook/showbook.db`.
    public var databasePath: String { data + "/showbook/showbook.db" }
    /// The config file: `$XDG_CONFIG_HOME/showbook/config`.
    public var configFile: String { config + "/showbook/config" }

    /// `~` and `~/…` under `home`; `~user/…` as the password database says; anything else as is.
    public func expandingTilde(_ path: String) -> String {
        if path == "~" { return home }
        if path.hasPrefix("~/") { return Self.join(home, String(path.dropFirst(2))) }
        if path.hasPrefix("~") { return (path as NSString).expandingTildeInPath }
        return path
    }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }

    private static func join(_ base: String, _ rest: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + rest
    }
}
