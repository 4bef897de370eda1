import Foundation

/// A positional argument of a subcommand (`BOOK`, `EPISODE`, `[R|default]`), declared once
/// with the type its word is read as. The command's `CommandConfiguration` lists it (usage
/// checks, the synopsis, `--help`), and the command's `init` reads its typed value with
/// `arguments.value(of:)` — no command counts or indexes words. A word that is not a value of
/// the type is a one-line usage error from the reader, before anything is opened.
struct Positional<Value>: Sendable {
    let argument: CommandConfiguration.Argument
    private let read: @Sendable (ArgumentWord) throws -> Value
    /// The value when an optional argument is not given; nil for a required one.
    private let whenAbsent: (@Sendable () -> Value)?

    /// A required argument, read by `read`.
    init(_ name: String, mayHaveSpaces: Bool = true, read: @escaping @Sendable (ArgumentWord) throws -> Value) {
        argument = .init(name, mayHaveSpaces: mayHaveSpaces)
        self.read = read
        whenAbsent = nil
    }

    /// An optional argument (the last ones on the line): `whenAbsent` when it is not given.
    init(optional name: String, mayHaveSpaces: Bool = true, whenAbsent: @escaping @Sendable () -> Value,
         read: @escaping @Sendable (ArgumentWord) throws -> Value) {
        argument = .init(name, optional: true, mayHaveSpaces: mayHaveSpaces)
        self.read = read
        self.whenAbsent = whenAbsent
    }

    /// Why a word is not a value of the argument, said without a usage: the usage added is
    /// that of the command being run, so an argument shared by two commands (`EPISODE` of
    /// `watched` and `prep`) never shows the other command's.
    struct Problem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// The value of `word`, the argument's word on the command line (nil when not given).
    func value(of word: ArgumentWord?, in configuration: CommandConfiguration) throws -> Value {
        if let word {
            do {
                return try read(word)
            } catch let problem as Problem {
                throw ParsedArguments.UsageError(description: "\(problem.text) (usage: \(configuration.synopsis))")
            }
        }
        if let whenAbsent { return whenAbsent() }
        // The registry's check refuses a missing word first; this keeps a forgotten check a usage error.
        throw ParsedArguments.UsageError(description: "\(configuration.name) needs \(argument.name) (usage: \(configuration.synopsis))")
    }
}

extension Positional where Value == String {
    /// Free text: a title, a query, a book's id or name, a term.
    static func text(_ name: String) -> Positional<String> { Positional(name) { $0.text } }

    /// A file's path for file APIs, its bytes kept as the kernel passed them; `-` (stdin) stays
    /// `-` when `allowingStdin`.
    static func path(_ name: String, allowingStdin: Bool = false) -> Positional<String> {
        Positional(name) { word in allowingStdin && word.text == "-" ? "-" : try PathArgument.systemPath(word.raw) }
    }
}

extension Positional where Value == String? {
    /// An optional file path (nil when not given), its bytes kept.
    static func optionalPath(_ name: String) -> Positional<String?> {
        Positional(optional: name, whenAbsent: { nil }) { word in try PathArgument.systemPath(word.raw) }
    }
}

/// One word of the command line: its text (decoded leniently) and its bytes (for paths).
struct ArgumentWord: Sendable {
    let text: String
    let raw: [UInt8]
}
