import Foundation

/// A value in the config file that cannot be used, as the one line that names its place
/// (file, line and key) and what would do instead. Study settings and the air-date zone both
/// throw it.
public struct SettingError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
