import Foundation
import ShowbookPlatform

/// The learner's own language, which an automatic translation is in (`TranslationRequest`,
/// `SubtitleSiblings`): the config file's `own_language` (`en`, `ko`, `fra`, `Korean`), else the
/// language of the locale (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: `fr_FR.UTF-8` is `fr`),
/// else English. A bad value is one warning line and the locale's language.
public enum OwnLanguage {
    public static let setting = "own_language"

    /// The two-letter code (`SubtitleTrack.languageCode`), and a warning for a bad value.
    public static func resolve(config: ConfigFile?, environment: [String: String]) -> (code: String, warnings: [String]) {
        let fallback = fromLocale(environment)
        guard let config, let text = config[setting] else { return (fallback, []) }
        let code = SubtitleTrack.languageCode(text.trimmingCharacters(in: .whitespaces))
        guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return (fallback, ["\(config.location(of: setting)): \(setting) needs a language code such as en or ko, not “\(text)”; "
                + "using \(fallback)"])
        }
        return (code, [])
    }

    /// The language of the first locale variable set, `en` for `C`, `POSIX` or none.
    package static func fromLocale(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let language = String(value.prefix { $0.isASCII && $0.isLetter }).lowercased()
            guard (2...3).contains(language.count), language != "c", language != "posix" else { return "en" }
            return SubtitleTrack.languageCode(language)
        }
        return "en"
    }
}
