import Foundation
import ShowbookCore

/// `showbook doctor` and `showbook backup FILE`. They run before the usual open, which
/// migrates, syncs the catalog and adds the sample book: a check must not write, and a backup
/// must copy the file as it is.
enum MaintenanceCommands {
    /// The exit status when the words name a maintenance command, nil otherwise.
    static func runIfRequested(_ options: CommandLineOptions) -> Int32? {
        do {
            switch options.words.first {
            case "doctor": return try doctor(path: options.resolvedDatabasePath)
            case "backup": return try backup(Array(options.words.dropFirst()), path: options.resolvedDatabasePath)
            default: return nil
            }
        } catch {
            Console.end(error)
        }
    }

    static func doctor(path: String) throws -> Int32 {
        guard FileManager.default.fileExists(atPath: path) else { return complain("no database at \(path)") }
        let database: Database
        do {
            database = try Database(path: path)
        } catch StorageError.notADatabase {
            try Console.line("\(path): cannot read the file's header or schema — it is damaged, or not a database")
            try Console.line(recoverHint(path))
            return 1
        } catch {
            return complain("\(error)")
        }
        let health = DatabaseHealth.examine(database)
        for (table, rows) in health.counts {
            try Console.line("\(table)\t\(rows.map(String.init) ?? "unreadable")")
        }
        if health.isHealthy {
            try Console.line("\(path): ok (integrity_check and full-text index checks passed)")
            return 0
        }
        for problem in health.problems.prefix(20) { try Console.line("problem: \(Subcommands.clean(problem))") }
        if health.problems.count > 20 { try Console.line("… and \(health.problems.count - 20) more") }
        try Console.line("\(path): damaged (\(health.problems.count) problem\(health.problems.count == 1 ? "" : "s"))")
        try Console.line(recoverHint(path))
        return 1
    }

    static func backup(_ words: [String], path: String) throws -> Int32 {
        guard words.count == 1, let target = words.first else {
            Console.diagnostic("backup needs one FILE (see showbook --help)")
            return 2
        }
        guard FileManager.default.fileExists(atPath: path) else { return complain("no database at \(path)") }
        do {
            let database = try Database(path: path)
            let pages = try database.backup(to: target)
            try Console.line("backed up \(path) to \(target) (\(pages) pages)")
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
