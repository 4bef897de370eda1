import Foundation
import ShowbookPlatform

/// Where a mined word's example may come from: any line of what was mined (`any`, the default),
/// or — `examples = watched` in the config file, for cards that spoil nothing — only lines of the
/// show's episodes already marked watched (`WatchedExamples`). A bad value is one warning line
/// and the default.
public enum ExampleScope: String, Sendable, Equatable, CaseIterable {
    case any
    case watched

    public static let configKey = "examples"

    /// The scope `config` names, and a warning when its value cannot be used.
    public static func resolve(config: ConfigFile?) -> (scope: ExampleScope, warnings: [String]) {
        guard let config, let text = config[configKey] else { return (.any, []) }
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let scope = ExampleScope(rawValue: value) { return (scope, []) }
        return (.any, ["\(config.location(of: configKey)): \(configKey) is any or watched, not “\(text)”; using any"])
    }
}
