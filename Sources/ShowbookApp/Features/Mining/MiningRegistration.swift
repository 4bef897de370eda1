import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// Mining registers what it mined, as `subtitles add` would, so the episode list shows its
/// coverage without a second step: mined for one episode (`m` on its row), the file is that
/// episode's source; mined from a show's detail, each file whose name says its episode
/// (S01E03, 1x03) is registered to that episode; a video registers each of its text tracks.
/// Files without an episode number are left unregistered. The documents mining read are
/// registered as they are: the file is not parsed or tokenized a second time.
package struct MiningRegistration: Sendable {
    package let registration: SubtitleRegistration
    package let mediaID: MediaID

    /// The files of `path` to register (none when nothing there names an episode).
    package func planned(_ path: String, episode: EpisodeCode?) -> [SubtitleRegistration.Planned] {
        if let episode, let single = try? SubtitleReader().files(at: path), single.count == 1,
           single[0] == (path as NSString).expandingTildeInPath {
            return [SubtitleRegistration.Planned(path: SubtitleRegistration.absolute(single[0]), episode: episode)]
        }
        return (try? registration.plan([path]).files) ?? []
    }

    /// Registers `files`; those among `documents` (what mining read) are not read again.
    package func register(_ files: [SubtitleRegistration.Planned], documents: [SubtitleDocument] = []) throws -> SubtitleRegistration.Report {
        try registration.register(files, mediaID: mediaID, documents: documents)
    }

    /// "Registered S01E03 for coverage" (nil when nothing new was registered).
    package static func message(_ report: SubtitleRegistration.Report) -> String? {
        let changed = report.done.filter { $0.outcome != .unchanged }.map(\.planned.episode.description)
        guard !changed.isEmpty else { return nil }
        let episodes = changed.count <= 3 ? changed.joined(separator: ", ") : Counted.text(changed.count, "episode")
        return "Registered \(episodes) for coverage"
    }
}
