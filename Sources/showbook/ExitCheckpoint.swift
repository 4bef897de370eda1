import Foundation
import ShowbookCore

/// A clean exit moves the write-ahead log into the database file (after a quick check), so
/// `showbook.db` alone holds every change. A damaged file is reported and left as it is.
enum ExitCheckpoint {
    static func finish(_ environment: AppEnvironment, status: Int32) -> Int32 {
        do {
            try environment.database.checkpointForExit()
            return status
        } catch {
            Console.diagnostic("\(error)")
            return status == 0 ? 1 : status
        }
    }
}
