import Foundation
import ShowbookPlatform
import ShowbookTV

/// The learner's study choices from the config file: desired retention, how many new words a
/// day, whether intervals are fuzzed, and the load balancer with its Easy Days. One tested place turns the file's text into values
/// (a bad value is one warning line naming the file and line, and its default), and into
/// scheduler parameters.
public struct StudySettings: Sendable, Equatable {
    public var desiredRetention: Double
    public var newWordsPerDay: Int
    public var fuzz: Bool
    /// Even days (`load_balance = on`, `easy_days`); nil schedules plain FSRS.
    public var loadBalancer: LoadBalancer?

    public init(desiredRetention: Double = 0.9, newWordsPerDay: Int = 20, fuzz: Bool = false,
                loadBalancer: LoadBalancer? = nil) {
        self.desiredRetention = desiredRetention
        self.newWordsPerDay = newWordsPerDay
        self.fuzz = fuzz
        self.loadBalancer = loadBalancer
    }

    /// Retention FSRS handles sensibly; outside it intervals explode or collapse.
    public static let retentionRange = 0.7...0.99

    /// The settings a config file gives, and one warning line for each value that could not be
    /// used (its default is used instead), so a typo never locks the learner out of `books`.
    public struct Resolved: Sendable, Equatable {
        public var settings: StudySettings
        public var warnings: [String]
    }

    /// The settings named in `config` (`desired_retention`, `new_words_per_day`,
    /// `interval_fuzz`, `load_balance`, `easy_days`), defaults for the rest and for each bad value.
    public static func resolve(config: ConfigFile?) -> Resolved {
        var resolved = Resolved(settings: StudySettings(), warnings: [])
        guard let config else { return resolved }
        func warn(_ key: String, _ need: String, _ text: String, default value: String) {
            resolved.warnings.append("\(config.location(of: key)): \(key) needs \(need), not “\(text)”; using \(value)")
        }
        if let text = config["desired_retention"] {
            if let value = Double(text), retentionRange.contains(value) {
                resolved.settings.desiredRetention = value
            } else {
                warn("desired_retention", "a number from 0.7 to 0.99", text, default: "\(resolved.settings.desiredRetention)")
            }
        }
        if let text = config["new_words_per_day"] {
            if let value = Int(text), value >= 0 {
                resolved.settings.newWordsPerDay = value
            } else {
                warn("new_words_per_day", "a whole number", text, default: "\(resolved.settings.newWordsPerDay)")
            }
        }
        if let text = config["interval_fuzz"] {
            switch text.lowercased() {
            case "on", "true", "yes", "1": resolved.settings.fuzz = true
            case "off", "false", "no", "0": resolved.settings.fuzz = false
            default: warn("interval_fuzz", "on or off", text, default: "off")
            }
        }
        let balance = loadBalancer(config)
        resolved.settings.loadBalancer = balance.balancer
        resolved.warnings += balance.warnings
        return resolved
    }

    /// `load_balance = on` turns the balancer on, in the calendar of `time_zone`; `easy_days`
    /// sets its weekday factors and needs it on (alone it is one warning and ignored).
    private static func loadBalancer(_ config: ConfigFile) -> (balancer: LoadBalancer?, warnings: [String]) {
        var warnings: [String] = []
        func warn(_ key: String, _ need: String, _ text: String, _ value: String) {
            warnings.append("\(config.location(of: key)): \(key) needs \(need), not “\(text)”; using \(value)")
        }
        var on = false
        if let text = config["load_balance"] {
            switch text.lowercased() {
            case "on", "true", "yes", "1": on = true
            case "off", "false", "no", "0": on = false
            default: warn("load_balance", "on or off", text, "off")
            }
        }
        var easyDays = EasyDays()
        if let text = config["easy_days"] {
            if let days = EasyDays(text: text) {
                easyDays = days
                if !on, !days.isEveryDayNormal {
                    warnings.append("\(config.location(of: "easy_days")): easy_days needs load_balance = on; ignored")
                }
            } else {
                warn("easy_days", "weekdays with factors from 0 to 1 such as “sat 0.5, sun 0”", text, "every day normal")
            }
        }
        guard on else { return (nil, warnings) }
        let zone = (try? AirDateZone.resolve(config: config)) ?? .current
        return (LoadBalancer(easyDays: easyDays, timeZone: zone), warnings)
    }

    /// Scheduler parameters for a book (`retention` is the book's own override, if any).
    public func parameters(retention: Double? = nil) -> FSRSParameters {
        FSRSParameters(desiredRetention: retention ?? desiredRetention, fuzz: fuzz)
    }
}
