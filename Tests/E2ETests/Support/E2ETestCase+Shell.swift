import Foundation
import XCTest

extension E2ETestCase {
    /// Runs a bash script in the test's folder, for what argv arrays cannot express: shell
    /// redirections (`> /dev/full`, `>&-`), pipelines and file names that are not UTF-8.
    /// `$SB` is the showbook binary with `--db <test db>`, `$DB` the database path.
    func shell(_ script: String, timeout: TimeInterval = Poll.defaultTimeout) throws -> ProcessResult {
        let prefix = "cd \(ProcessRunner.shellQuote(workDirectory.path)) || exit 99\n"
        let variables = ["SB": "\(Self.binaryPath) --db \(databasePath)", "DB": databasePath]
        return try ProcessRunner.run(
            "/bin/bash", ["-c", prefix + script], environment: environment.merging(variables) { $1 }, timeout: timeout
        )
    }
}
