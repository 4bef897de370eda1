import Foundation
import ShowbookWords

/// The command line split into words and options, each option's value already checked
/// against its kind (a number is a number, a choice is one of its words, a path is kept as
/// bytes). Commands read typed values from it — options by `CommandOption`, positional
/// arguments by their `Positional` once `CommandRegistry` has bound the words to the command's
/// configuration; nothing here knows what a command means.
struct ParsedArguments {
    /// The words that are not options: the command's name, then its arguments.
    private(set) var words: [String] = []
    /// The words after the command's name by the name of the argument they are (`BOOK`), and
    /// the configuration they were bound to (`bound(to:)`).
    private var positionals: [String: ArgumentWord] = [:]
    /// The words after the last argument's own, when it `repeats` (`FILE|DIR…`).
    private var repeated: [ArgumentWord] = []
    private var command: CommandConfiguration?
    /// `words` as the kernel passed them, for the words that are file paths.
    private(set) var rawWords: [[UInt8]] = []
    /// The options given, in order (an option given twice is listed twice; the last value wins).
    private(set) var given: [CommandOption] = []
    /// Values by the option's name: a `[String: …]` dictionary is one the runtime has set up
    /// already, where one keyed by `CommandOption` cost a conformance search on every start.
    private var values: [String: String] = [:]
    private var times: [String: Date] = [:]
    /// Path values as the user typed them, by the option's name (for messages; the stored
    /// value may be a bridge path).
    private var typedPaths: [String: String] = [:]

    /// A problem with the command line, reported on one line with exit status 2.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Splits `raw` (the arguments after the program name). Text is decoded leniently, while
    /// path values keep their bytes through `PathArgument`.
    init(_ raw: [[UInt8]]) throws {
        let arguments = raw.map { String(decoding: $0, as: UTF8.self) }
        var index = 0
        var onlyWords = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyWords || !argument.hasPrefix("-") || argument == "-" {
                words.append(argument)
                rawWords.append(raw[index])
            } else if argument == "--" {
                onlyWords = true
            } else {
                guard let option = OptionTable.named(argument) else {
                    throw UsageError(description: "unknown option \(argument) (see showbook --help)")
                }
                given.append(option)
                if case .none = option.value {
                    values[option.name] = ""
                } else {
                    index += 1
                    guard index < arguments.count else { throw UsageError(description: "\(argument) needs a value") }
                    try store(option, arguments[index], raw: raw[index], flag: argument)
                }
            }
            index += 1
        }
    }

    private mutating func store(_ option: CommandOption, _ text: String, raw: [UInt8], flag: String) throws {
        switch option.value {
        case .none:
            break
        case .text:
            values[option.name] = text
        case .path:
            guard !text.isEmpty else { throw UsageError(description: "\(flag) needs a file path, not an empty one") }
            values[option.name] = text == "-" ? text : try PathArgument.systemPath(raw)
            typedPaths[option.name] = text
        case .number:
            guard let number = Int(text), number >= 0 else {
                throw UsageError(description: "\(flag) needs a whole number, not “\(text)”")
            }
            values[option.name] = String(number)
        case let .choice(_, choices):
            guard choices.contains(text) else {
                throw UsageError(description: "\(flag) needs \(Self.list(choices, or: true)), not “\(text)”")
            }
            values[option.name] = text
        case .time:
            guard let date = StudyTime.parse(text) else {
                throw UsageError(description: "\(flag) needs \(StudyTime.acceptedForm), not “\(text)”")
            }
            values[option.name] = text
            times[option.name] = date
        }
    }

    func flag(_ option: CommandOption) -> Bool { values[option.name] != nil }
    /// A path option's value as the user typed it.
    func typedPath(_ option: CommandOption) -> String? { typedPaths[option.name] }
    func text(_ option: CommandOption) -> String? { values[option.name] }
    func number(_ option: CommandOption) -> Int? { values[option.name].flatMap { Int($0) } }
    func time(_ option: CommandOption) -> Date? { times[option.name] }

    /// A choice option's value as its enum.
    func choice<Choice: RawRepresentable>(_ option: CommandOption, as _: Choice.Type) -> Choice? where Choice.RawValue == String {
        values[option.name].flatMap(Choice.init(rawValue:))
    }

    /// These arguments with the words after `configuration`'s path named by its arguments, in
    /// order (the registry has checked their number).
    func bound(to configuration: CommandConfiguration) -> ParsedArguments {
        var bound = self
        bound.command = configuration
        let given = zip(words, rawWords).dropFirst(configuration.path.count)
        for (argument, (text, raw)) in zip(configuration.arguments, given) {
            bound.positionals[argument.name] = ArgumentWord(text: text, raw: raw)
        }
        if configuration.arguments.last?.repeats == true {
            bound.repeated = given.dropFirst(configuration.arguments.count).map { ArgumentWord(text: $0.0, raw: $0.1) }
        }
        return bound
    }

    /// The typed value of one of the command's positional arguments.
    func value<Value>(of positional: Positional<Value>) throws -> Value {
        guard let command, command.arguments.contains(where: { $0.name == positional.argument.name }) else {
            throw UsageError(description: "\(positional.argument.name) is not an argument of this command (see showbook --help)")
        }
        return try positional.value(of: positionals[positional.argument.name], in: command)
    }

    /// Every value of a repeating last argument: its own word and the ones after it.
    func values<Value>(of positional: Positional<Value>) throws -> [Value] {
        let first = try value(of: positional)
        return try [first] + repeated.map { try positional.value(of: $0, in: command!) }
    }

    /// The process's arguments after the program name, as the kernel passed them.
    static var processArguments: [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            Array(UnsafeBufferPointer(start: CommandLine.unsafeArgv[index], count: strlen(CommandLine.unsafeArgv[index]!)))
                .map { UInt8(bitPattern: $0) }
        }
    }

    /// "a, b or c".
    static func list(_ items: [String], or: Bool) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items[items.count - 1]
    }
}
