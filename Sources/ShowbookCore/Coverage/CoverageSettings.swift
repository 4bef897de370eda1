import Foundation

/// When a word counts as known for coverage: Known, or Young/Mature with a recall probability
/// (FSRS retrievability) of at least `minimumRetrievability` at the time asked about. Set in
/// the config file as `coverage_retrievability` (default 0.9); a bad value is one warning line
/// and the default.
public struct CoverageSettings: Sendable, Equatable {
    public var minimumRetrievability: Double

    public init(minimumRetrievability: Double = 0.9) {
        self.minimumRetrievability = minimumRetrievability
    }

    public static let retrievabilityRange = 0.5...0.99

    /// The settings `config` names, and a warning for a value that cannot be used.
    public static func resolve(config: ConfigFile?) -> (settings: CoverageSettings, warnings: [String]) {
        var settings = CoverageSettings()
        guard let config, let text = config["coverage_retrievability"] else { return (settings, []) }
        if let value = Double(text), retrievabilityRange.contains(value) {
            settings.minimumRetrievability = value
            return (settings, [])
        }
        return (settings, ["\(config.location(of: "coverage_retrievability")): coverage_retrievability needs a number "
            + "from 0.5 to 0.99, not “\(text)”; using \(settings.minimumRetrievability)"])
    }
}
