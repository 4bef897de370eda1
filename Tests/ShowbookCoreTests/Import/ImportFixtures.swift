import Foundation
import ShowbookTestSupport

/// The importer tests' gzip: their files compressed as IMDb ships them.
extension TemporaryFolder {
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
