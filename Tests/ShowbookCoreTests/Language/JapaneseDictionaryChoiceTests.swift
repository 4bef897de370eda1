import ShowbookBench
import XCTest
@testable import ShowbookWords

/// Which MeCab dictionary reads Japanese: UniDic where the install script put it (or where
/// SHOWBOOK_UNIDIC says), IPADIC otherwise with one line saying so; and the measure that chose
/// UniDic — both dictionaries through the same rules on the lemma set.
final class JapaneseDictionaryChoiceTests: XCTestCase {
    func testFoldersAreTheOverrideTheUsersAndTheSharedOne() {
        XCTAssertEqual(JapaneseDictionaryChoice.uniDicFolders(environment: ["HOME": "/home/ann"]),
                       ["/home/ann/.local/share/showbook/dicts/unidic-lite", "/usr/local/share/showbook/dicts/unidic-lite"])
        XCTAssertEqual(JapaneseDictionaryChoice.uniDicFolders(environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data",
                                                                            "SHOWBOOK_UNIDIC": "/opt/unidic"]),
                       ["/opt/unidic", "/data/showbook/dicts/unidic-lite", "/usr/local/share/showbook/dicts/unidic-lite"])
        XCTAssertEqual(JapaneseDictionaryChoice.uniDicFolders(environment: ["SHOWBOOK_UNIDIC": "off"]), [])
    }

    func testAFolderCountsOnlyWithTheFilesMeCabReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unidic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["SHOWBOOK_UNIDIC": folder.path, "HOME": folder.path]
        let installed = JapaneseDictionaryChoice.uniDicFolder(environment: environment)
        XCTAssertNotEqual(installed, folder.path, "an empty folder is no dictionary")
        for name in ["sys.dic", "dicrc", "matrix.bin"] { try Data().write(to: folder.appendingPathComponent(name)) }
        try Data("unidic-lite 1.0.8 abc\n".utf8).write(to: folder.appendingPathComponent("showbook-version"))
        XCTAssertEqual(JapaneseDictionaryChoice.uniDicFolder(environment: environment), folder.path)
        XCTAssertEqual(JapaneseDictionaryChoice.identity(uniDic: folder.path), "ja:mecab-unidic-lite-1.0.8:1")
        XCTAssertEqual(JapaneseDictionaryChoice.identity(uniDic: nil), "ja:mecab-ipadic:2")
        XCTAssertEqual(JapaneseDictionaryChoice.statusLine(environment: environment), "Japanese words: MeCab with UniDic (\(folder.path))")
    }

    func testIPADICSaysWhy() {
        XCTAssertEqual(JapaneseDictionaryChoice.statusLine(environment: ["SHOWBOOK_UNIDIC": "off"]),
                       "Japanese words: MeCab with IPADIC (UniDic is turned off by SHOWBOOK_UNIDIC=off)")
        XCTAssertEqual(JapaneseDictionaryChoice.fallbackLine(environment: ["SHOWBOOK_UNIDIC": "off"]),
                       "Japanese words are read with IPADIC, so some readings and spellings are less right "
                       + "(UniDic is turned off by SHOWBOOK_UNIDIC=off)")
        XCTAssertEqual(JapaneseDictionaryChoice.reason(turnedOff: false, installed: false),
                       "UniDic is not installed: run scripts/dicts/unidic-lite.sh")
    }

    /// The machine's own dictionary: CI's dependency script installs it, so a missing one fails here.
    func testUniDicIsInstalled() {
        XCTAssertNotNil(JapaneseDictionaryChoice.uniDicFolder(),
                        "UniDic is not installed: run scripts/dicts/unidic-lite.sh (looked in \(JapaneseDictionaryChoice.uniDicFolders()))")
    }

    func testWithoutUniDicMiningReadsIPADICAndSaysSo() throws {
        let toolkit = MiningToolkit(japanese: MiningToolkit.japaneseLoader(uniDic: nil))
        let tokenizer = try XCTUnwrap((try toolkit.tokenizer(for: .japanese) as? DamageSkippingTokenizer)?.base as? JapaneseTokenizer)
        XCTAssertTrue(tokenizer.analyzer is IPADICMorphemes)
        XCTAssertEqual(tokenizer.tokens(in: "誕生日おめでとう！").map(\.term), ["誕生日", "おめでとう"], "the same rules over IPADIC")
        let lookup = toolkit.meanings(for: [MinedToken(term: "駅", reading: "えき")], language: .japanese)
        XCTAssertEqual(lookup.meanings["駅"], "railway station; train station")
        XCTAssertTrue(lookup.warning?.hasPrefix("Japanese words are read with IPADIC") == true, lookup.warning ?? "no line")
        let uniDic = MiningToolkit()
        XCTAssertNil(uniDic.meanings(for: [MinedToken(term: "駅", reading: "えき")], language: .japanese).warning)
    }

    /// UniDic against IPADIC on the lemma set, each through the same rules (joins, spellings,
    /// reading cues): UniDic is the one used because it scores higher; IPADIC stays a usable
    /// fallback.
    func testUniDicReadsTheLemmaSetBetterThanIPADIC() throws {
        let set = try LemmaSet.read(language: .japanese, folder: LemmaSetFolder.path)
        var measured: [String: JapaneseLemmaMeasure] = [:]
        for (name, folder) in [("UniDic", JapaneseDictionaryChoice.uniDicFolder()), ("IPADIC", nil)] {
            measured[name] = try JapaneseLemmaMeasure(set: set, toolkit: MiningToolkit(japanese: MiningToolkit.japaneseLoader(uniDic: folder)))
        }
        let uniDic = try XCTUnwrap(measured["UniDic"]), ipadic = try XCTUnwrap(measured["IPADIC"])
        print("lemmas UniDic " + uniDic.report + "\nlemmas IPADIC " + ipadic.report)
        XCTAssertGreaterThan(uniDic.score.lemmaAccuracy, ipadic.score.lemmaAccuracy)
        XCTAssertGreaterThan(uniDic.score.readingAccuracy ?? 0, ipadic.score.readingAccuracy ?? 0)
        XCTAssertGreaterThanOrEqual(uniDic.precision, ipadic.precision)
        XCTAssertGreaterThanOrEqual(ipadic.score.lemmaAccuracy, 0.9, ipadic.report)
    }
}
