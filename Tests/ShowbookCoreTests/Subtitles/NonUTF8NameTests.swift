import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookWords
@testable import ShowbookApp

/// A file whose name is not UTF-8 (`caf\xE9 S01E01.srt`, from an old Latin-1 archive) cannot be
/// named by a Swift string: Foundation's listing puts U+FFFD in its name, and the file it names
/// then "does not exist". Such a file is refused for what it is, in one line showing its bytes,
/// and the other files of its folder are still read.
final class NonUTF8NameTests: XCTestCase {
    private var folder: URL!
    private let toolkit = MiningToolkit(english: { LetterRunTokenizer() })

    override func setUpWithError() throws { folder = try makeTemporaryFolder("showbook-subs").url }

    /// Writes `text` to a file named by `name`'s bytes in the test folder.
    private func write(_ text: String, name: [UInt8]) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
        let descriptor = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return XCTFail("cannot make the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        XCTAssertEqual(Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }, text.utf8.count)
    }

    private var line: String { "\(folder.path)/caf\\xE9 S01E01.srt: the file name is not valid UTF-8 (rename the file to use it)" }

    private func makeFolder() throws {
        try write("1\n00:00:01,000 --> 00:00:02,000\nThe harbour is quiet.\n", name: Array("caf".utf8) + [0xE9] + Array(" S01E01.srt".utf8))
        try SubtitleFixtures.write("1\n00:00:01,000 --> 00:00:02,000\nThe lighthouse keeper slept.\n", to: folder, name: "Show S01E02.srt")
    }

    func testRegisteringAFolderRefusesTheNameForWhatItIs() throws {
        try makeFolder()
        let registry = SubtitleRegistry(database: try Self.database(), clock: ManualClock())
        let plan = try SubtitleRegistration(registry: registry, toolkit: toolkit, language: .english).plan([folder.path])
        XCTAssertEqual(plan.files.map { PathText.lastComponent($0.path) }, ["Show S01E02.srt"])
        XCTAssertEqual(plan.skipped, [line])
    }

    func testMiningAFolderSaysSoAndReadsTheRest() throws {
        try makeFolder()
        let result = try SubtitleMiner(toolkit: toolkit).mine(path: folder.path, language: .english, meanings: false)
        XCTAssertEqual(result.files, 1)
        XCTAssertEqual(result.warnings, [line])
    }

    func testAFolderOfOnlySuchNamesSaysWhyNothingIsThere() throws {
        try write("1\n00:00:01,000 --> 00:00:02,000\nThe harbour is quiet.\n", name: Array("caf".utf8) + [0xE9] + Array(" S01E01.srt".utf8))
        XCTAssertThrowsError(try SubtitleReader().files(at: folder.path)) { error in
            XCTAssertEqual("\(error)", self.line)
        }
    }

    private static func database() throws -> Database {
        let database = try Database.migrated()
        return database
    }
}
