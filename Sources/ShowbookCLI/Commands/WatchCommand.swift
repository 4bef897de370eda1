import Foundation
import ShowbookApp
import ShowbookPlatform
import ShowbookTV
import ShowbookWords

/// `showbook watch SHOW EPISODE` / `showbook watch --attach SOCKET`: the app opened on the
/// now-playing screen. With an episode, Showbook starts mpv on its registered video (mpv is
/// looked for first: missing, one line naming the Debian package). With `--attach`, it joins
/// an mpv the learner started with `--input-ipc-server=SOCKET` and finds the episode from the
/// file mpv plays (`path`) among the registered subtitles' videos.
struct WatchCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["watch"], arguments: [showArgument.argument, episodeArgument.argument],
        options: [attach],
        abstract: ["watch an episode along in mpv: its lines by what you know, words added with their clip;",
                   "--attach joins an mpv you started with its IPC server on SOCKET"]
    )

    static let attach = CommandOption("--attach", .path("SOCKET"), help: "join the mpv listening on SOCKET instead of starting one")

    static let showArgument = Positional<String?>(optional: "SHOW", whenAbsent: { nil }) { $0.text }
    static let episodeArgument = Positional<String?>(optional: "EPISODE", mayHaveSpaces: false, whenAbsent: { nil }) { $0.text }

    var show: String?
    var episode: String?
    var socket: String?

    init(_ arguments: ParsedArguments) throws {
        show = try arguments.value(of: Self.showArgument)
        episode = try arguments.value(of: Self.episodeArgument)
        socket = arguments.text(Self.attach)
    }

    func validate() throws {
        if socket != nil, show != nil { throw Self.usageError("give SHOW EPISODE or --attach SOCKET, not both") }
        if socket == nil, show == nil || episode == nil { throw Self.usageError("give SHOW and EPISODE (S01E03), or --attach SOCKET") }
        if let episode, EpisodeCode(episode) == nil { throw Self.usageError("“\(episode)” is not an episode like S01E03") }
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let interactive = try InteractiveCommand(options: context.global)
        let registry = SubtitleRegistry(database: try context.environment().database, clock: SystemClock())
        let start: WatchStart
        if let socket {
            let player = try PlayerSocket.connect(socket)
            let played = PlayerText.plain(try PlayerQuery.text(.path, of: player))
            // mpv names the file as it was given; a relative name is read against mpv's own folder.
            let folder = try? PlayerQuery.text(.workingDirectory, of: player)
            let path = ExampleMedia.absolute(played, relativeTo: folder)
            guard let source = try WatchPlan.episode(playing: path, registry: registry) else {
                throw WatchPlanError.notRegistered(played)
            }
            let media = try ShowLookup.media(source.mediaID.description, context: context)
                ?? Media(id: source.mediaID, title: source.mediaID.description)
            let cues = (try registry.document(of: source))?.cues ?? []
            start = .attached(player, WatchEpisode(media: media, code: source.episode, video: path, cues: cues))
        } else {
            guard let show, let code = episode.flatMap(EpisodeCode.init) else { return 2 }
            guard let media = try ShowLookup.media(show, context: context) else {
                Console.diagnostic(ShowLookup.notFound(show))
                return 1
            }
            _ = try PlayerLaunch.findPlayer()
            _ = try WatchPlan.make(media.id, episode: code, registry: registry, videos: VideoSubtitles())
            start = .launch(media, code)
        }
        interactive.run(showing: .watch(start))
    }
}
