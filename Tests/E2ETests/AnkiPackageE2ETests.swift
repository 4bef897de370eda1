import Foundation
import XCTest

/// Showbook's Anki packages and AnkiConnect pushes checked by Anki itself:
/// `scripts/anki/package_check.py` runs, in the pinned `anki` virtualenv the text round trip
/// uses, Anki's package importer on `books export --apkg` files (twice, for a grown book) and
/// `showbook anki push` against an AnkiConnect front (Tests/AnkiConnect) whose actions run on a
/// real Anki collection. Not being able to install Anki is a failure with one line, never a skip.
final class AnkiPackageE2ETests: E2ETestCase {
    func testAnkiImportsPackagesAndTakesPushes() throws {
        try runAnkiCheck("package_check.py", "connect_check.py", expecting: ["anki package check: passed", "ankiconnect check: passed"])
    }
}
