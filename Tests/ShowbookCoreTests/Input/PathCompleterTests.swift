import Foundation
import ShowbookTestSupport
import XCTest
@testable import ShowbookPlatform
@testable import ShowbookApp

/// Tab completion in the import prompt, on a real temporary folder.
final class PathCompleterTests: XCTestCase {
    var folder = ""
    var completer: PathCompleter!

    override func setUpWithError() throws {
        folder = try makeTemporaryFolder("showbook-paths").path
        let fileManager = FileManager.default
        for directory in ["banana", ".config", "words"] {
            try fileManager.createDirectory(atPath: folder + "/" + directory, withIntermediateDirectories: true)
        }
        for file in ["apple.txt", "apricot.tsv", ".hidden", "사과.txt", "사과나무.csv", "words/deck.txt"] {
            XCTAssertTrue(fileManager.createFile(atPath: folder + "/" + file, contents: Data()))
        }
        let directories = UserDirectories(environment: ["HOME": folder], accountHome: "/nonexistent")
        completer = PathCompleter(directories: directories, currentDirectory: folder + "/words")
    }

    func testOneMatchCompletesAndFoldersGetASlash() {
        XCTAssertEqual(completer.complete(folder + "/app"), PathCompletion(text: folder + "/apple.txt", candidates: []))
        XCTAssertEqual(completer.complete(folder + "/ban").text, folder + "/banana/")
        XCTAssertEqual(completer.complete(folder + "/words/d").text, folder + "/words/deck.txt")
    }

    func testSeveralMatchesExtendToTheirCommonPrefixAndAreListed() {
        XCTAssertEqual(completer.complete(folder + "/a"),
                       PathCompletion(text: folder + "/ap", candidates: ["apple.txt", "apricot.tsv"]))
        XCTAssertEqual(completer.complete(folder + "/사"),
                       PathCompletion(text: folder + "/사과", candidates: ["사과.txt", "사과나무.csv"]))
    }

    func testHiddenFilesOnlyForADotPrefix() {
        XCTAssertEqual(completer.complete(folder + "/").candidates,
                       ["apple.txt", "apricot.tsv", "banana/", "words/", "사과.txt", "사과나무.csv"])
        XCTAssertEqual(completer.complete(folder + "/.").candidates, [".config/", ".hidden"])
        XCTAssertEqual(completer.complete(folder + "/.h").text, folder + "/.hidden")
    }

    func testTildeIsTheHomeFromTheEnvironmentAndStaysTyped() {
        XCTAssertEqual(completer.complete("~").text, "~/")
        XCTAssertEqual(completer.complete("~/ban").text, "~/banana/")
        XCTAssertEqual(completer.expand("~/apple.txt"), folder + "/apple.txt")
    }

    func testRelativePathsStartInTheCurrentFolder() {
        XCTAssertEqual(completer.complete("de").text, "deck.txt")
        XCTAssertEqual(completer.complete("../ba").text, "../banana/")
        XCTAssertEqual(completer.expand("deck.txt"), folder + "/words/deck.txt")
    }

    func testNothingMatchingLeavesTheText() {
        XCTAssertEqual(completer.complete(folder + "/zzz"), PathCompletion(text: folder + "/zzz", candidates: []))
        XCTAssertEqual(completer.complete("/nonexistent/folder/x"), PathCompletion(text: "/nonexistent/folder/x", candidates: []))
    }
}

/// `$HOME` and the XDG variables decide where files go.
final class UserDirectoriesTests: XCTestCase {
    func testHomeFromTheEnvironmentWinsOverTheAccountsHome() {
        let directories = UserDirectories(environment: ["HOME": "/home/elsewhere"], accountHome: "/root")
        XCTAssertEqual(directories.home, "/home/elsewhere")
        XCTAssertEqual(directories.databasePath, "/home/elsewhere/.local/share/showbook/showbook.db")
        XCTAssertEqual(directories.configFile, "/home/elsewhere/.config/showbook/config")
        XCTAssertEqual(directories.cache, "/home/elsewhere/.cache")
        XCTAssertEqual(directories.expandingTilde("~/a.txt"), "/home/elsewhere/a.txt")
        XCTAssertEqual(directories.expandingTilde("~"), "/home/elsewhere")
        XCTAssertEqual(directories.expandingTilde("a/~b"), "a/~b")
    }

    func testXDGVariablesWinWhenAbsoluteAndAreIgnoredWhenRelativeOrEmpty() {
        let set = UserDirectories(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c",
                                                "XDG_CACHE_HOME": "/k"], accountHome: "/root")
        XCTAssertEqual([set.data, set.config, set.cache], ["/d", "/c", "/k"])
        let ignored = UserDirectories(environment: ["HOME": "/h", "XDG_DATA_HOME": "relative", "XDG_CONFIG_HOME": ""],
                                      accountHome: "/root")
        XCTAssertEqual([ignored.data, ignored.config], ["/h/.local/share", "/h/.config"])
        XCTAssertEqual(UserDirectories(environment: ["HOME": ""], accountHome: "/root").home, "/root")
    }

    func testTheConfigFileFollowsHome() {
        XCTAssertEqual(ConfigFile.defaultPath(environment: ["HOME": "/home/u2"]), "/home/u2/.config/showbook/config")
    }
}
