import Foundation

/// The learner's study choices from the config file: desired retention, how many new words a
/// day, and whether intervals are fuzzed. One tested place turns the file's text into values
/// (a bad value is one line naming the file and line), and into scheduler parameters.
public struct StudySettings: Sendable, Equatable {
    public var desiredRetention: Double
    public var newWordsPerDay: Int
    public var fuzz: Bool

    public init(desiredRetention: Double = 0.9, newWordsPerDay: Int = 20, fuzz: Bool = false) {
        self.desiredRetention = desiredRetention
        self.newWordsPerDay = newWordsPerDay
        self.fuzz = fuzz
    }

    /// Retention FSRS handles sensibly; outside it intervals explode or collapse.
    public static let retentionRange = 0.7...0.99

    /// A setting in the config file that cannot be used.
    public struct SettingError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The settings named in `config` (`desired_retention`, `new_words_per_day`,
    /// `interval_fuzz`), defaults for the rest.
    public static func resolve(config: ConfigFile?) throws -> StudySettings {
        var settings = StudySettings()
        guard let config else { return settings }
        if let text = config["desired_retention"] {
            guard let value = Double(text), retentionRange.contains(value) else {
                throw SettingError(description: "\(config.location(of: "desired_retention")): desired_retention needs a number from 0.7 to 0.99, not “\(text)”")
            }
            settings.desiredRetention = value
        }
        if let text = config["new_words_per_day"] {
            guard let value = Int(text), value >= 0 else {
                throw SettingError(description: "\(config.location(of: "new_words_per_day")): new_words_per_day needs a whole number, not “\(text)”")
            }
            settings.newWordsPerDay = value
        }
        if let text = config["interval_fuzz"] {
            switch text.lowercased() {
            case "on", "true", "yes", "1": settings.fuzz = true
            case "off", "false", "no", "0": settings.fuzz = false
            default:
                throw SettingError(description: "\(config.location(of: "interval_fuzz")): interval_fuzz needs on or off, not “\(text)”")
            }
        }
        return settings
    }

    /// Scheduler parameters for a book (`retention` is the book's own override, if any).
    public func parameters(retention: Double? = nil) -> FSRSParameters {
        FSRSParameters(desiredRetention: retention ?? desiredRetention, fuzz: fuzz)
    }
}
