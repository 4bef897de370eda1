import Foundation
import ShowbookPlatform

/// A clean exit moves the write-ahead log into the database file (after a quick check), so
/// `showbook.db` alone holds every change. A damaged file is reported and left as it is.
enum ExitCheckpoint {
    static func finish(_ environment: AppEnvironment, status: Int32, onlyRead: Bool = false) -> Int32 {
        do {
            try environment.database.checkpointForExit(skipWhenUnwritten: onlyRead)
            return status
        } catch {
            Console.diagnostic("\(error)")
            return status == 0 ? 1 : status
        }
    }
}
