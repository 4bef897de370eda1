import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookTV

/// Catalog imports on hostile input: a broken JSON line, NUL characters, a file without the
/// IMDb header, input without line breaks, and a database that refuses writes.
final class CatalogImportSafetyTests: XCTestCase {
    var harness: AppHarness!
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        harness = try AppHarness()
        folder = try makeTemporaryFolder("showbook-import")
    }

    func testOneTruncatedJSONLineCostsOnlyThatLine() throws {
        var lines = (1...50).map { #"{"id": \#($0), "name": "Show \#($0)", "summary": "<p>Plot {\#($0)}</p>"}"# }
        lines[4] = #"{"id": 5, "name": "Show 5", "summ"#  // cut off mid-object
        let report = TVmazeImporter(store: harness.catalog).run(file: try folder.write("shows.jsonl", lines.joined(separator: "\n") + "\n"))
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.kept, 49)
        XCTAssertEqual(report.malformed, 1)
        XCTAssertEqual(report.malformedSamples.map(\.line), [5])
        XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:50")?.title, "Show 50")
    }

    func testAnUnclosedStringOnOneLineDoesNotSwallowTheNext() throws {
        let text = "\u{FEFF}" + #"{"id": 0, "name": "After a BOM"}"# + "\n" + #"{"id": 1, "name": "Broken}"# + "\n"
            + #"{"id": 2, "name": "Fine"}"# + "\n"
        let report = TVmazeImporter(store: harness.catalog).run(file: try folder.write("shows.jsonl", text))
        XCTAssertEqual([report.kept, report.malformed], [2, 1])
        XCTAssertEqual(report.malformedSamples.map(\.line), [2])
    }

    func testOneObjectCutShortInAJSONArrayCostsOnlyThatObject() throws {
        let objects = (1...1_000).map { #"{"id": \#($0), "name": "Show \#($0)", "network": {"name": "Net {\#($0)}"}, "summary": "<p>[\#($0)]</p>"}"# }
        // Cut inside a string, between members, and inside the nested object.
        for cut in [#"{"id": 5, "name": "Sho"#, #"{"id": 5, "name": "Show 5","#, #"{"id": 5, "name": "Show 5", "network": {"name": "N"}"#] {
            var broken = objects
            broken[4] = cut
            let array = "[\n" + broken.joined(separator: ",\n") + "\n]\n"  // object N on line N + 1
            let harness = try AppHarness()
            let report = TVmazeImporter(store: harness.catalog).run(file: try folder.write("shows.json", array))
            XCTAssertNil(report.failure, cut)
            XCTAssertEqual([report.kept, report.malformed], [999, 1], cut)
            XCTAssertEqual(report.malformedSamples.map(\.line), [6], cut)
            XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:6")?.title, "Show 6", cut)
            XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:1000")?.title, "Show 1000", cut)
        }
        // On one line (as the TVmaze API answers), the cut object swallows the start of the next
        // one before it breaks; that next object is still read.
        for cut in [#"{"id": 5, "name": "Sho"#, #"{"id": 5, "name": "Show 5", "network": {"#, #"{"id": 5, "#] {
            var broken = objects
            broken[4] = cut
            let harness = try AppHarness()
            let file = try folder.write("line.json", "[" + broken.joined(separator: ",") + "]")
            let report = TVmazeImporter(store: harness.catalog).run(file: file)
            XCTAssertNil(report.failure, cut)
            XCTAssertEqual([report.kept, report.malformed], [999, 1], cut)
            XCTAssertEqual(report.malformedSamples.map(\.line), [1], cut)
            XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:6")?.title, "Show 6", cut)
            XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:1000")?.title, "Show 1000", cut)
        }
    }

    func testNULCharactersAreDroppedAndCounted() throws {
        let tvmaze = #"{"id": 7, "name": "abc\u0000def", "summary": "x\u0000"}"# + "\n"
        let tvReport = TVmazeImporter(store: harness.catalog).run(file: try folder.write("shows.jsonl", tvmaze))
        XCTAssertEqual(try harness.catalog.record(mediaID: "tvmaze:7")?.title, "abcdef")
        XCTAssertEqual(tvReport.droppedNULs, 3, "title, original title (the same name) and summary")
        let basics = try folder.write("basics.tsv", Array((IMDbFixtures.header + IMDbFixtures.row("tt0000077", title: "ab\0cd")).utf8))
        let imdbReport = IMDbImporter(store: harness.catalog).run(basics: basics, ratings: nil)
        XCTAssertNil(imdbReport.failure)
        XCTAssertEqual(try harness.catalog.record(mediaID: "imdb:tt0000077")?.title, "abcd")
        XCTAssertEqual(imdbReport.droppedNULs, 2, "primary and original title")
    }

    func testIMDbFileWithoutItsHeaderIsRefused() throws {
        let basics = try folder.write("basics.tsv", IMDbFixtures.row("tt0000001", title: "No header"))
        let report = IMDbImporter(store: harness.catalog).run(basics: basics, ratings: nil)
        guard case .missingHeader? = report.failure else { return XCTFail("got \(String(describing: report.failure))") }
        XCTAssertTrue("\(report.failure!)".contains("tconst"), "names the header it expected")
        XCTAssertEqual(report.kept, 0)
        XCTAssertNil(try harness.catalog.record(mediaID: "imdb:tt0000001"))
        let withHeader = try folder.write("b2.tsv", IMDbFixtures.header + IMDbFixtures.row("tt0000002", title: "Fine"))
        let ratings = try folder.write("ratings.tsv", "tt0000002\t7.5\t10\n")
        guard case .missingHeader? = IMDbImporter(store: harness.catalog).run(basics: withHeader, ratings: ratings).failure else {
            return XCTFail("a ratings file without its header is refused too")
        }
    }

    func testInputWithoutLineBreaksStopsAtTheLineLimit() throws {
        // A source that never ends and never has a newline, like /dev/zero; it counts what it gave.
        for (name, run) in [
            ("tvmaze", { (source: EndlessByteSource) in
                TVmazeImporter(store: self.harness.catalog).run(source: source, path: "zero")
            }),
            ("tvmaze array", { (source: EndlessByteSource) in
                source.prefix = Array("[".utf8)
                return TVmazeImporter(store: self.harness.catalog).run(source: source, path: "zero")
            }),
        ] as [(String, (EndlessByteSource) -> CatalogImportReport)] {
            let source = EndlessByteSource()
            let report = run(source)
            guard case .lineTooLong? = report.failure else { return XCTFail("\(name): got \(String(describing: report.failure))") }
            XCTAssertLessThanOrEqual(source.given, Int64(LineReader.maximumLineLength) + (1 << 20), name)
        }
    }

    func testADatabaseThatRefusesWritesIsBlamedNotTheInput() throws {
        let file = try folder.write("shows.jsonl", #"{"id": 1, "name": "One"}"# + "\n")
        harness.database.faultInjector = { sql in
            if sql.hasPrefix("BEGIN") { throw StorageError.readOnly(path: "/tmp/x.db") }
        }
        let report = TVmazeImporter(store: harness.catalog).run(file: file)
        harness.database.faultInjector = nil
        guard case .storage? = report.failure else { return XCTFail("got \(String(describing: report.failure))") }
        let line = "\(report.failure!)"
        XCTAssertTrue(line.contains("read-only"), line)
        XCTAssertFalse(line.contains("shows.jsonl"), "the input file is not at fault: \(line)")
    }
}

/// NUL bytes forever, after an optional prefix; counts how many bytes it handed out.
final class EndlessByteSource: ByteSource {
    var prefix: [UInt8] = []
    private(set) var given: Int64 = 0
    var fileBytesRead: Int64 { given }
    var fileSize: Int64? { nil }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        var count = buffer.count
        if !prefix.isEmpty {
            count = min(count, prefix.count)
            for index in 0..<count { buffer[index] = prefix[index] }
            prefix.removeFirst(count)
        }
        given += Int64(count)
        return count
    }
}
