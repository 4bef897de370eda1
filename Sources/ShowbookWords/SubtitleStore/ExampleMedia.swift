import Foundation
import ShowbookPlatform

/// Which file a mined example can be heard in, kept with the word so an export can cut its
/// sound and a frame: a subtitle file's video is the one beside it under the same name
/// (`ep01.mkv` for `ep01.ko.srt` or `ep01.srt`); without one, the subtitle file itself.
public enum ExampleMedia {
    /// The video beside `subtitlePath`, else `subtitlePath`.
    public static func file(for subtitlePath: String) -> String {
        video(besides: subtitlePath) ?? subtitlePath
    }

    /// A video in the subtitle file's folder named as the file without its extension, or
    /// without its language tag too (`ep01.ko`, then `ep01`), checked in that order.
    public static func video(besides subtitlePath: String) -> String? {
        let folder = PathText.folder(subtitlePath)
        let fileName = PathText.lastComponent(subtitlePath)
        let stem = PathText.deletingExtension(fileName)
        let base = SubtitleSiblings.name(fileName).base
        for name in [stem, base] where !name.isEmpty {
            for ext in VideoSubtitles.extensions.sorted() {
                let candidate = PathText.appending("\(name).\(ext)", to: folder)
                var info = stat()
                if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
            }
        }
        return nil
    }

    /// `path` from the root, so the word finds its file whatever folder a later export runs in;
    /// a relative path is read against `folder` (this process's working directory by default).
    package static func absolute(_ path: String, relativeTo folder: String? = nil) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        guard !expanded.hasPrefix("/") else { return (expanded as NSString).standardizingPath }
        let here = folder ?? FileManager.default.currentDirectoryPath
        return (PathText.appending(expanded, to: here) as NSString).standardizingPath
    }
}
