import Foundation
import ShowbookPlatform

/// When a word counts as known for coverage: Known, or Young/Mature with a recall probability
/// (FSRS retrievability) of at least `minimumRetrievability` at the time asked about — and the
/// coverage a prep list aims for. Set in the config file as `coverage_retrievability` (default
/// 0.9) and `prep_target` (default 0.95); a bad value is one warning line and the default.
public struct CoverageSettings: Sendable, Equatable {
    public var minimumRetrievability: Double
    public var prepTarget: Double

    public init(minimumRetrievability: Double = 0.9, prepTarget: Double = PrepPlan.defaultTarget) {
        self.minimumRetrievability = minimumRetrievability
        self.prepTarget = prepTarget
    }

    public static let retrievabilityRange = 0.5...0.99
    public static let targetRange = 0.5...1.0

    /// The settings `config` names, and a warning for each value that cannot be used.
    public static func resolve(config: ConfigFile?) -> (settings: CoverageSettings, warnings: [String]) {
        var settings = CoverageSettings()
        var warnings: [String] = []
        guard let config else { return (settings, []) }
        func read(_ key: String, _ range: ClosedRange<Double>, into value: inout Double) {
            guard let text = config[key] else { return }
            if let number = Double(text), range.contains(number) { value = number; return }
            warnings.append("\(config.location(of: key)): \(key) needs a number from \(range.lowerBound) to \(range.upperBound), "
                + "not “\(text)”; using \(value)")
        }
        read("coverage_retrievability", retrievabilityRange, into: &settings.minimumRetrievability)
        read("prep_target", targetRange, into: &settings.prepTarget)
        return (settings, warnings)
    }
}
