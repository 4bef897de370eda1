import Foundation

/// The "heard in S01E03, S01E05" line of a card's back, read once per word for the screen that
/// shows it (one indexed look-up, so the main thread may ask) and kept while the screen lives:
/// a frame never waits on the database.
public final class HeardNotes {
    private let store: ExposureStore
    private var lines: [Int64: String?] = [:]

    public init(store: ExposureStore) {
        self.store = store
    }

    /// The word's line (`WordExposure.heardText`), nil when it was never heard or the read failed.
    public func line(for wordID: Int64) -> String? {
        if let known = lines[wordID] { return known }
        let line = (try? store.exposures(of: wordID)).flatMap { WordExposure.heardText($0) }
        lines[wordID] = line
        return line
    }
}
