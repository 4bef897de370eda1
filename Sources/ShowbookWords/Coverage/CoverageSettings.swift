import Foundation
import ShowbookPlatform

/// When a word counts as sure for coverage's second share: Known, or a graduated card with a
/// recall probability (FSRS retrievability) of at least `minimumRetrievability` at the time asked
/// about (coverage itself weighs every word by its recall, `EpisodeCoverage`); the expected
/// coverage a prep list aims for; and the learner's usual time to watch (`WatchTime`). Set in the
/// config file as `coverage_retrievability` (default 0.9), `prep_target` (default 0.95),
/// `watch_time` (default 20:00) and `watched_share` (default 0.9); a bad value is one warning line and the default.
public struct CoverageSettings: Sendable, Equatable {
    public var minimumRetrievability: Double
    public var prepTarget: Double
    /// The usual time to watch, in minutes after midnight.
    public var watchMinutes: Int
    /// The share of an episode played while watching along that marks it watched
    /// (`watched_share`, default 0.9).
    public var watchedShare: Double = 0.9

    public init(minimumRetrievability: Double = 0.9, prepTarget: Double = PrepPlan.defaultTarget,
                watchMinutes: Int = WatchTime.defaultMinutes) {
        self.minimumRetrievability = minimumRetrievability
        self.prepTarget = prepTarget
        self.watchMinutes = watchMinutes
    }

    /// The usual time to watch in `calendar`'s time zone.
    public func watchTime(calendar: Calendar) -> WatchTime { WatchTime(minutes: watchMinutes, calendar: calendar) }

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
        read("watched_share", targetRange, into: &settings.watchedShare)
        if let text = config["watch_time"] {
            if let minutes = WatchTime.minutes(text) {
                settings.watchMinutes = minutes
            } else {
                warnings.append("\(config.location(of: "watch_time")): watch_time needs a time of day such as 20:30, not “\(text)”; "
                    + "using \(WatchTime(minutes: settings.watchMinutes, calendar: Calendar(identifier: .gregorian)).text)")
            }
        }
        return (settings, warnings)
    }
}
