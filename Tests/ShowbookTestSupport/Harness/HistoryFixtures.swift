import Foundation
import ShowbookPlatform
import ShowbookTV
import ShowbookExchange

/// The history files of `Tests/HistoryFixtures` (written for the tests, see its README): their
/// paths, a TV Time export folder zipped as TV Time sends it, and the small catalog the core
/// tests match them against.
public enum HistoryFixtures {
    /// `Tests/HistoryFixtures`.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HistoryFixtures")

    public static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The files of `subfolder` (`tvtime`) as one ZIP, inside a folder as TV Time's is, written
    /// to `name` in `into`; returns its path.
    public static func zip(_ subfolder: String, to name: String, in into: TemporaryFolder) throws -> String {
        var writer = ZipWriter(modified: Date(timeIntervalSince1970: 1_700_000_000))
        let source = folder.appendingPathComponent(subfolder)
        for file in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
            let bytes = [UInt8](try Data(contentsOf: source.appendingPathComponent(file)))
            try writer.add("tv time gdpr data/\(file)", bytes)
        }
        return try into.write(name, writer.finished())
    }

    /// The catalog the fixtures name (invented ids): two Paper Moons of different years, two
    /// Night Shift Bakery of the same year (a title that names two shows), and a TVmaze show.
    public static let catalog: [CatalogRecord] = [
        CatalogRecord(source: "imdb", sourceID: "tt9000001", title: "Harbor Lights", originalTitle: "Harbor Lights", firstYear: 2015),
        CatalogRecord(source: "imdb", sourceID: "tt9000002", title: "The Quiet Valley", originalTitle: "The Quiet Valley", firstYear: 2019),
        CatalogRecord(source: "imdb", sourceID: "tt9000003", title: "Paper Moons", originalTitle: "Paper Moons", firstYear: 2012),
        CatalogRecord(source: "imdb", sourceID: "tt9000004", title: "Paper Moons", originalTitle: "Paper Moons", firstYear: 2021),
        CatalogRecord(source: "imdb", sourceID: "tt9000005", title: "Night Shift Bakery", originalTitle: "Night Shift Bakery", firstYear: 2018),
        CatalogRecord(source: "tvmaze", sourceID: "77001", title: "Night Shift Bakery", originalTitle: "Night Shift Bakery", firstYear: 2018),
        CatalogRecord(source: "tvmaze", sourceID: "77002", title: "Copper Street", originalTitle: "Copper Street", firstYear: 2016),
    ]

    /// A migrated in-memory database holding `catalog`.
    public static func database() throws -> (Database, CatalogStore) {
        let database = try Database.migrated()
        let store = CatalogStore(database: database)
        try store.upsert(catalog)
        return (database, store)
    }
}
