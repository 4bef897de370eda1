import Foundation
import ShowbookPlatform

/// Whether posters are shown, where TMDB's images come from and how big the image cache may
/// grow, resolved once from flags and the config file (`images = off`, `image_base = URL`,
/// `image_cache_mb = N`) in one tested place, so the executable only passes strings in.
public struct ImageSettings: Sendable, Equatable {
    /// TMDB's public image server with the 342-pixel-wide poster size; `poster_path` is appended.
    public static let defaultTMDBImageBase = URL(string: "https://image.tmdb.org/t/p/w342")!

    public var enabled: Bool
    public var tmdbImageBase: URL
    public var cacheCapBytes: Int

    public init(enabled: Bool = true, tmdbImageBase: URL = ImageSettings.defaultTMDBImageBase,
                cacheCapBytes: Int = PosterCache.defaultCapBytes) {
        self.enabled = enabled
        self.tmdbImageBase = tmdbImageBase
        self.cacheCapBytes = cacheCapBytes
    }

    /// - Parameters:
    ///   - noImages: `--no-images` was given.
    ///   - imageBase: `--image-base`, if given; else `image_base = …`; else TMDB's public one.
    public static func resolve(noImages: Bool, imageBase: String?, config: ConfigFile?) throws -> ImageSettings {
        var settings = ImageSettings()
        if noImages {
            settings.enabled = false
        } else if let value = config?["images"]?.lowercased() {
            switch value {
            case "on", "yes", "true": settings.enabled = true
            case "off", "no", "false": settings.enabled = false
            default:
                throw ProviderConfiguration.Problem("\(config?.location(of: "images") ?? "config file"): images needs on or off, not “\(value)”")
            }
        }
        let fromConfig = imageBase == nil ? config?["image_base"] : nil
        if let base = imageBase ?? fromConfig {
            guard let url = URL(string: base), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                  let host = url.host, !host.isEmpty else {
                let need = "needs an http or https URL such as \(defaultTMDBImageBase.absoluteString), not “\(base)”"
                throw ProviderConfiguration.Problem(fromConfig == nil ? "--image-base \(need)"
                    : "\(config?.location(of: "image_base") ?? "config file"): image_base \(need)")
            }
            settings.tmdbImageBase = url
        }
        if let text = config?["image_cache_mb"] {
            guard let megabytes = Int(text), megabytes >= 1, megabytes <= 100_000 else {
                throw ProviderConfiguration.Problem("\(config?.location(of: "image_cache_mb") ?? "config file"): image_cache_mb needs a whole number of megabytes, not “\(text)”")
            }
            settings.cacheCapBytes = megabytes * 1024 * 1024
        }
        return settings
    }

    /// The poster URL for a TMDB `poster_path` such as "/abc.jpg"; nil for none.
    public func tmdbPosterURL(_ posterPath: String?) -> URL? {
        Self.posterURL(base: tmdbImageBase, path: posterPath)
    }

    package static func posterURL(base: URL, path: String?) -> URL? {
        guard let path, path.hasPrefix("/"), path.count > 1, !path.contains("?"), !path.contains("#") else { return nil }
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text + path)
    }
}
