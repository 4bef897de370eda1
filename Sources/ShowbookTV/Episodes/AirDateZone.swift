import Foundation
import ShowbookPlatform

/// The time zone air dates are read in: the config file's `time_zone` (an IANA name such as
/// `Asia/Seoul`), else the system's (`TZ`). An episode dated 2026-12-01 "airs today" from
/// midnight to midnight there.
public enum AirDateZone {
    public static let configKey = "time_zone"

    public static func resolve(config: ConfigFile?, system: TimeZone = .current) throws -> TimeZone {
        guard let config, let name = config[configKey], !name.isEmpty else { return system }
        guard let zone = TimeZone(identifier: name) else {
            throw SettingError(description: "\(config.location(of: configKey)): \(configKey) needs a zone name such as Europe/Paris, not “\(name)”")
        }
        return zone
    }
}
