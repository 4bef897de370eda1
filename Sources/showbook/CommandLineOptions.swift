import Foundation
import ShowbookCore

/// Parsed command line: global options anywhere, then an optional subcommand and its words.
struct CommandLineOptions {
    var databasePath: String?
    var debounceMilliseconds = 500
    var logPath: String?
    var noSample = false
    var noMouse = false
    var highlight = "bar"
    var noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    var crashAfterMilliseconds: Int?
    /// `--provider`; nil means "the config file's, else offline".
    var provider: String?
    var language: String?
    var apiBase: String?
    /// `--no-images`: no posters on the detail.
    var noImages = false
    /// `--image-base`; nil means "the config file's, else TMDB's public image server".
    var imageBase: String?
    var limit = 20
    var json = false
    var all = false
    var closeInto: String?
    var closeIntoNew: String?
    var bookName: String?
    var update = false
    var reopen = false
    var exportFormat: String?
    var outputPath: String?
    /// `--output` as the user typed it (for messages; `outputPath` may be a bridge).
    var outputName: String?
    var includeAdult = false
    /// `--at`: the time of `books review` / `books due`, parsed; nil means now.
    var at: Date?
    var showHelp = false
    var showVersion = false
    var words: [String] = []
    /// `words` as bytes, for the words that are file paths.
    var rawWords: [[UInt8]] = []
    /// The options given, by their long names (`-o` counts as `--output`), for `Usage`.
    var givenOptions: [String] = []

    /// A usage problem, reported on one line with exit status 2.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments` as the kernel passed them: text is decoded leniently, while the
    /// values of path options and the words of the commands that take files keep their bytes
    /// (through `PathArgument`), so a file whose name is not UTF-8 can still be opened.
    static func parse(_ raw: [[UInt8]]) throws -> CommandLineOptions {
        let arguments = raw.map { String(decoding: $0, as: UTF8.self) }
        var options = CommandLineOptions()
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count else { throw UsageError(description: "\(flag) needs a value") }
            return arguments[index]
        }
        func path(for flag: String) throws -> String {
            let text = try value(for: flag)
            guard !text.isEmpty else { throw UsageError(description: "\(flag) needs a file path, not an empty one") }
            return text == "-" ? text : try PathArgument.systemPath(raw[index])
        }
        func number(for flag: String) throws -> Int {
            let text = try value(for: flag)
            guard let number = Int(text), number >= 0 else {
                throw UsageError(description: "\(flag) needs a whole number, not “\(text)”")
            }
            return number
        }
        var onlyWords = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyWords || !argument.hasPrefix("-") || argument == "-" {
                options.words.append(argument)
                options.rawWords.append(raw[index])
            } else {
                options.givenOptions.append(argument == "-o" ? "--output" : argument)
                switch argument {
                case "--": onlyWords = true
                case "--db": options.databasePath = try path(for: argument)
                case "--debounce-ms": options.debounceMilliseconds = try number(for: argument)
                case "--log": options.logPath = try path(for: argument)
                case "--no-sample": options.noSample = true
                case "--no-color": options.noColor = true
                case "--no-mouse": options.noMouse = true
                case "--highlight":
                    let style = try value(for: argument)
                    guard ["bar", "marker"].contains(style) else {
                        throw UsageError(description: "--highlight needs bar or marker, not “\(style)”")
                    }
                    options.highlight = style
                case "--crash-after-ms": options.crashAfterMilliseconds = try number(for: argument)
                case "--provider":
                    let name = try value(for: argument)
                    guard ProviderConfiguration.Kind(rawValue: name) != nil else {
                        throw UsageError(description: "unknown provider “\(name)” (use offline, tmdb or tvmaze)")
                    }
                    options.provider = name
                case "--language": options.language = try value(for: argument)
                case "--api-base": options.apiBase = try value(for: argument)
                case "--no-images": options.noImages = true
                case "--image-base": options.imageBase = try value(for: argument)
                case "--limit": options.limit = try number(for: argument)
                case "--json": options.json = true
                case "--all": options.all = true
                case "--into": options.closeInto = try value(for: argument)
                case "--into-new": options.closeIntoNew = try value(for: argument)
                case "--book": options.bookName = try value(for: argument)
                case "--update": options.update = true
                case "--reopen": options.reopen = true
                case "--format":
                    let format = try value(for: argument)
                    guard ["tsv", "csv", "json"].contains(format) else {
                        throw UsageError(description: "--format needs tsv, csv or json, not “\(format)”")
                    }
                    options.exportFormat = format
                case "--output", "-o":
                    options.outputPath = try path(for: argument)
                    options.outputName = arguments[index]
                case "--include-adult": options.includeAdult = true
                case "--at":
                    let text = try value(for: argument)
                    guard let date = StudyTime.parse(text) else {
                        throw UsageError(description: "--at needs an ISO-8601 time such as 2026-12-01T09:30:00Z, not “\(text)”")
                    }
                    options.at = date
                case "-h", "--help": options.showHelp = true
                case "--version": options.showVersion = true
                default: throw UsageError(description: "unknown option \(argument) (see showbook --help)")
                }
            }
            index += 1
        }
        return options
    }

    /// `$XDG_DATA_HOME/showbook/showbook.db`, defaulting to `~/.local/share/showbook/`.
    var resolvedDatabasePath: String {
        databasePath ?? UserDirectories().databasePath
    }
}

extension CommandLineOptions {
    /// The provider settings from these options, the environment and the config file. Warns
    /// on stderr when the config file is readable by others.
    func providerConfiguration() throws -> ProviderConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let config = ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
        let configuration = try ProviderConfiguration.resolve(
            provider: provider, language: language, apiBase: apiBase, environment: environment, config: config
        )
        for warning in configuration.warnings {
            Console.diagnostic(warning)
        }
        return configuration
    }
}

extension CommandLineOptions {
    /// The study settings of the config file (retention, new words a day, fuzz).
    func studySettings() throws -> StudySettings {
        let environment = ProcessInfo.processInfo.environment
        return try StudySettings.resolve(config: ConfigFile.load(path: ConfigFile.defaultPath(environment: environment)))
    }

    /// Posters on or off, TMDB's image base and the image cache's cap (flags, then the config file).
    func imageSettings() throws -> ImageSettings {
        let environment = ProcessInfo.processInfo.environment
        return try ImageSettings.resolve(noImages: noImages, imageBase: imageBase,
                                         config: ConfigFile.load(path: ConfigFile.defaultPath(environment: environment)))
    }
}

extension CommandLineOptions {
    /// The command word at `index` (counting the command's own name) as a path for file APIs.
    func filePath(word index: Int) throws -> String {
        try PathArgument.systemPath(rawWords[index])
    }
}
