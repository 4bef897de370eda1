import Foundation
import ShowbookPlatform
import ShowbookWords

/// `showbook doctor`: checks the database for damage, after the lines naming the dictionaries
/// Japanese and Korean words are read with. It never opens the usual environment, which
/// migrates, syncs the catalog and adds the sample book: a check must not write.
struct DoctorCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["doctor"], options: [repair],
        abstract: ["check the database for damage (changes nothing unless --repair)"]
    )

    static let repair = CommandOption("--repair", help: "reset study cards with impossible values to New (history kept)")

    var repair: Bool

    init(_ arguments: ParsedArguments) {
        repair = arguments.flag(Self.repair)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        try Console.line("\(KoreanAnalyzer.line())")
        return try MaintenanceCommands.doctor(path: context.global.resolvedDatabasePath,
                                       isDefaultPath: context.global.databasePath == nil, repair: repair)
    }
}

/// `showbook backup FILE`: copies the database as it is, safe while the app runs.
struct BackupCommand: Subcommand {
    static let configuration = CommandConfiguration(
        path: ["backup"], arguments: [fileArgument.argument],
        abstract: ["copy the database to a new FILE, safe while the app runs"]
    )

    static let fileArgument = Positional.path("FILE")

    var target: String

    init(_ arguments: ParsedArguments) throws {
        target = try arguments.value(of: Self.fileArgument)
    }

    func run(_ context: CommandContext) throws -> Int32 {
        try MaintenanceCommands.backup(to: target, path: context.global.resolvedDatabasePath)
    }
}

/// The work of `doctor` and `backup`, on the database file without the usual open.
enum MaintenanceCommands {
    /// `isDefaultPath`: no `--db` was given, so the suggested command needs none. `repair`
    /// resets the study cards `CardValidation` refuses (the only change doctor ever makes).
    static func doctor(path: String, isDefaultPath: Bool, repair: Bool = false) throws -> Int32 {
        try Console.line("\(JapaneseDictionaryChoice.statusLine())")
        guard FileManager.default.fileExists(atPath: path) else { return complain("no database at \(path)") }
        let database: Database
        do {
            database = try Database(path: path)
        } catch StorageError.notADatabase {
            try Console.line("\(path): cannot read the file's header or schema — it is damaged, or not a database")
            try Console.line("\(recoverHint(path))")
            return 1
        } catch {
            return complain("\(error)")
        }
        let health = DatabaseHealth.examine(database)
        for (table, rows) in health.counts {
            try Console.line("\(table)\t\(rows.map(String.init) ?? "unreadable")")
        }
        if health.isHealthy && health.skippedIndexChecks {
            try Console.line("\(path): ok, read-only (integrity_check passed; the full-text index checks need write access and were skipped)")
            return 0
        }
        if health.isHealthy {
            return try checkCards(database, path: path, isDefaultPath: isDefaultPath, repair: repair)
        }
        for problem in health.problems.prefix(20) { try Console.line("problem: \(problem)") }
        if health.problems.count > 20 { try Console.line("… and \(health.problems.count - 20) more") }
        if health.onlyIndexesAreDamaged {
            try Console.line("\(path): the tables are whole; damaged search index\(health.damagedIndexes.count == 1 ? "" : "es"): "
                + "\(health.damagedIndexes.joined(separator: ", "))")
            try Console.line("to rebuild them: showbook catalog reindex\(isDefaultPath ? "" : " --db \(path)")")
            return 1
        }
        try Console.line("\(path): damaged (\(Counted.text(health.problems.count, "problem")))")
        try Console.line("\(recoverHint(path))")
        return 1
    }

    /// The study cards of a file whose tables are whole: "ok", or how many cards hold values
    /// the scheduler cannot use (exit 1) — or, with `repair`, how many were reset to New.
    private static func checkCards(_ database: Database, path: String, isDefaultPath: Bool, repair: Bool) throws -> Int32 {
        let invalid: Int
        do {
            invalid = repair ? try CardRepair.repair(in: database) : try CardRepair.invalidWordIDs(in: database).count
        } catch {
            return complain("\(error)")
        }
        if invalid > 0 && repair {
            try Console.line("reset \(Counted.text(invalid, "study card")) with invalid values to New (history kept)")
        } else if invalid > 0 {
            try Console.line("\(path): \(Counted.text(invalid, "study card")) with invalid values (stability, difficulty, "
                + "step, reps, lapses or times out of range); to reset them to New: showbook doctor --repair"
                + "\(isDefaultPath ? "" : " --db \(path)")")
            return 1
        }
        try Console.line("\(path): ok (integrity_check and full-text index checks passed)")
        return 0
    }

    static func backup(to target: String, path: String) throws -> Int32 {
        guard FileManager.default.fileExists(atPath: path) else { return complain("no database at \(path)") }
        do {
            let database = try Database(path: path)
            let pages = try database.backup(to: target)
            try Console.line("backed up \(path) to \(target) (\(Counted.text(pages, "page")))")
            return 0
        } catch let error as OutputError {
            throw error
        } catch {
            return complain("\(error)")
        }
    }

    private static func recoverHint(_ path: String) -> String {
        "to save what can be read: sqlite3 \(path) .recover | sqlite3 recovered.db — then use --db recovered.db"
    }

    private static func complain(_ message: String) -> Int32 {
        Console.diagnostic(message)
        return 1
    }
}
