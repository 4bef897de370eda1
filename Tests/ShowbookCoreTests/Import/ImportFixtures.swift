import Foundation

/// Temporary files for importer tests, removed when the test object goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "showbook-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Gzips a file with the system `gzip` (always present where the build runs).
    func gzip(_ file: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "gzip -c -- \"$1\" > \"$1.gz\"", "sh", file]
        try process.run()
        process.waitUntilExit()
        return file + ".gz"
    }
}

/// IMDb TSV snippets.
enum IMDbFixtures {
    static let header = "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\n"

    static func row(_ tconst: String, _ type: String = "tvSeries", title: String, _ original: String? = nil,
                    adult: String = "0", start: String = "2001", end: String = "\\N", genres: String = "Drama") -> String {
        [tconst, type, title, original ?? title, adult, start, end, "45", genres].joined(separator: "\t") + "\n"
    }
}
