import Foundation
import ShowbookCore
import ShowbookTUI

/// Every option the command line knows, with what its value is and the help it gets. The
/// parser, the usage checks and `--help` all read this one table, so an option cannot be
/// accepted without being documented, or documented without being accepted.
enum CommandOption: String, CaseIterable, Hashable {
    // Global: allowed with any command and with the interactive app.
    case db = "--db"
    case provider = "--provider"
    case language = "--language"
    case apiBase = "--api-base"
    case ankiURL = "--anki-url"
    case imageBase = "--image-base"
    case noImages = "--no-images"
    case debounce = "--debounce-ms"
    case log = "--log"
    case noSample = "--no-sample"
    case noColor = "--no-color"
    case noMouse = "--no-mouse"
    case highlight = "--highlight"
    case crashAfter = "--crash-after-ms"
    case help = "--help"
    case version = "--version"
    // Command options: only the commands that list them take them.
    case limit = "--limit"
    case json = "--json"
    case at = "--at"
    case all = "--all"
    case into = "--into"
    case intoNew = "--into-new"
    case startOver = "--start-over"
    case book = "--book"
    case update = "--update"
    case reopen = "--reopen"
    case format = "--format"
    case output = "--output"
    case includeAdult = "--include-adult"
    case unwatch = "--unwatch"
    case lang = "--lang"
    case encoding = "--encoding"
    case top = "--top"
    case show = "--show"
    case track = "--track"
    case with = "--with"
    case repair = "--repair"
    case season = "--season"
    case target = "--target"
    case apkg = "--apkg"
    case production = "--production"
    case deck = "--deck"
    case media = "--media"
    case clipPadding = "--clip-padding"
    case audio = "--audio"

    /// What follows the option on the command line.
    enum Value {
        case none
        case text(String)
        /// A file path: its bytes are kept (a name need not be UTF-8) and it may not be empty.
        case path(String)
        case number(String)
        /// One of a fixed set of words, listed in the message when another is given.
        case choice(String, [String])
        /// An ISO-8601 time.
        case time(String)

        var placeholder: String? {
            switch self {
            case .none: return nil
            case let .text(name), let .path(name), let .number(name), let .choice(name, _), let .time(name): return name
            }
        }
    }

    var value: Value {
        switch self {
        case .db: return .path("PATH")
        case .log, .output, .apkg: return .path("FILE")
        case .provider: return .choice("NAME", ProviderConfiguration.Kind.allCases.map(\.rawValue))
        case .language: return .text("TAG")
        case .apiBase, .imageBase: return .text("URL")
        case .debounce, .limit, .crashAfter: return .number("N")
        case .highlight: return .choice("STYLE", SelectionHighlight.allCases.map(\.rawValue))
        case .format: return .choice("F", ExportFormat.allCases.map(\.rawValue))
        case .at: return .time("TIME")
        case .into: return .text("BOOK")
        case .lang: return .choice("L", MiningLanguage.allCases.map(\.rawValue))
        case .encoding: return .text("E")
        case .target: return .text("R")
        case .top, .track, .season: return .number("N")
        case .show: return .text("ID")
        case .with: return .text("FILE|TRACK")
        case .intoNew, .book, .deck: return .text("NAME")
        case .ankiURL: return .text("URL")
        case .clipPadding: return .text("S")
        case .audio: return .choice("A", ClipSettings.AudioFormat.allCases.map(\.rawValue))
        case .noImages, .noSample, .noColor, .noMouse, .help, .version, .json, .all, .update, .reopen, .includeAdult, .unwatch,
             .repair, .production, .startOver, .media:
            return .none
        }
    }

    /// `-o` for `--output`, `-h` for `--help`.
    var shortName: String? {
        switch self {
        case .output: return "-o"
        case .help: return "-h"
        default: return nil
        }
    }

    /// Options that only some commands take; every other one is global.
    var isCommandOption: Bool {
        switch self {
        case .limit, .json, .at, .all, .into, .intoNew, .startOver, .book, .update, .reopen, .format, .output, .includeAdult,
             .unwatch, .lang, .encoding, .top, .show, .track, .with, .repair, .apkg, .production, .deck, .season,
             .target, .media, .clipPadding, .audio: return true
        default: return false
        }
    }

    /// Debug-only options that `--help` leaves out.
    var isHidden: Bool { self == .crashAfter }

    static func named(_ argument: String) -> CommandOption? {
        // A scan of the cases, not `init(rawValue:)`: Swift's synthesized initializer builds its
        // table of every name on first use, which cost more than the rest of a search's start.
        allCases.first { $0.rawValue == argument || $0.shortName == argument }
    }

    /// `--into BOOK`, `-o, --output FILE`: how help and usage lines show the option.
    var label: String {
        let name = shortName.map { "\($0), \(rawValue)" } ?? rawValue
        return value.placeholder.map { "\(name) \($0)" } ?? name
    }

    /// `--into BOOK` without the short name, and a choice's words, for synopses.
    var synopsisLabel: String {
        if case let .choice(_, choices) = value { return "\(rawValue) \(choices.joined(separator: "|"))" }
        return value.placeholder.map { "\(rawValue) \($0)" } ?? rawValue
    }

    /// The help lines, already wrapped to the help's width.
    var help: [String] {
        switch self {
        case .db: return ["database file (default $XDG_DATA_HOME/showbook/showbook.db)"]
        case .provider: return ["where shows come from: offline (bundled catalog, default),",
                                "tmdb (needs TMDB_ACCESS_TOKEN or TMDB_API_KEY) or tvmaze"]
        case .language: return ["language for TMDB results (default en-US, e.g. ko-KR)"]
        case .apiBase: return ["the provider's API address (default: the public one)"]
        case .imageBase: return ["where TMDB posters are (default https://image.tmdb.org/t/p/w342)"]
        case .noImages: return ["no posters on a show's detail"]
        case .debounce: return ["search delay after typing (default 500)"]
        case .log: return ["append JSON-lines lifecycle events to FILE"]
        case .noSample: return ["do not add the sample word book on first run"]
        case .noColor: return ["monochrome (also when NO_COLOR is set)"]
        case .noMouse: return ["do not capture the mouse (clicks, wheel)"]
        case .highlight: return ["selected row: bar (reverse the row, default) or marker (a ▌ only,",
                                 "fewest bytes per move for slow links)"]
        case .crashAfter: return ["crash on purpose after N ms (tests of terminal restore)"]
        case .help: return ["this help"]
        case .version: return ["print the version"]
        case .limit: return ["search: at most N shows (default 20; online, at most 50 pages)"]
        case .json: return ["search, saved, watched, books list/show/import/review/due, mine,",
                            "subtitles, coverage: JSON lines instead of text"]
        case .at: return ["books review/due: at this ISO-8601 date-time with Z or an offset",
                          "(2026-12-01T09:30:00Z, 2026-12-01T18:30:00.250+09:00; default now),",
                          "to replay reviews made elsewhere (at most a day ahead);",
                          "coverage: what you know at that time (any time)"]
        case .all: return ["books list: include closed books; subtitles add: a folder of any size"]
        case .into: return ["books close: move the unfinished words into this book;",
                            "mine: add the top N words to this book (created if missing)"]
        case .intoNew: return ["books close: move them into a new book called NAME"]
        case .startOver: return ["books close: the moved words start over as new words (their",
                                 "history deleted); by default they keep their schedule and history"]
        case .book: return ["books import: into this book (id or title; created if missing;",
                            "default: the file's #deck:, else the file name)"]
        case .update: return ["books import: update words whose term the book has (default: skip)"]
        case .reopen: return ["books import: reopen the book if it is closed (default: refuse)"]
        case .format: return ["books export: tsv (default), csv or json"]
        case .output: return ["books export: write FILE instead of stdout (its extension picks the format)"]
        case .includeAdult: return ["import imdb: keep series marked adult (default: skip them)"]
        case .unwatch: return ["watched: remove the mark instead"]
        case .lang: return ["mine, subtitles add: the subtitles' language (default: guessed from the script)"]
        case .encoding: return ["mine, subtitles add: read the files in this encoding (default: BOM, UTF-8,",
                                "CP932, CP949)"]
        case .top: return ["mine: print or add the N most heard new words (default 50)"]
        case .show: return ["mine: add the top N words to this show's book (made if none)"]
        case .track: return ["mine: the subtitle track N of a video (ffprobe's stream index;",
                             "default: the one in the show's language or --lang)"]
        case .with: return ["mine: the translation — a subtitle file, or a track number of the",
                            "same video (default: ep01.en.srt beside ep01.ko.srt, or another track)"]
        case .repair: return ["doctor: reset study cards with impossible values to New (history kept)"]
        case .target: return ["prep: the coverage to reach, 0.5 to 1 (default: the config file's",
                              "prep_target, else 0.95)"]
        case .season: return ["subtitles add: the season of files named by episode only (default: the",
                              "folder's name, Season 2 or S02, else 1)"]
        case .apkg: return ["books export: write an Anki package to FILE (a deck named after the book,",
                            "the Showbook note type; importing it again updates its notes)"]
        case .production: return ["books export --apkg, anki push: add a production card (meaning → term)"]
        case .deck: return ["anki push: into this Anki deck (default: the book's title)"]
        case .media: return ["books export --apkg, anki push: each mined word's sound and a picture,",
                             "cut from its video with ffmpeg (default: the config file's anki_media)"]
        case .clipPadding: return ["--media: seconds of sound kept before and after the line, 0 to 5",
                                   "(default: the config file's clip_padding, else 0.25)"]
        case .audio: return ["--media: the clips' sound as opus (default) or mp3"]
        case .ankiURL: return ["AnkiConnect's address for anki push and A on a book screen",
                               "(default http://127.0.0.1:8765)"]
        }
    }
}
