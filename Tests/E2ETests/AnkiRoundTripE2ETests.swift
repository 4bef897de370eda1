import Foundation
import XCTest

/// Showbook's Anki files checked by Anki itself: `scripts/anki/check.py` installs the `anki`
/// package from PyPI into a virtualenv under `.build/` (once; later runs reuse it), imports a
/// `books export` into a fresh collection with Anki's default mapping, and reads Anki's own
/// note export back with `books import`. Not being able to install Anki is a failure with one
/// line saying so, never a silent skip.
final class AnkiRoundTripE2ETests: E2ETestCase {
    func testAnkisImporterAndExporterAgreeWithShowbook() throws {
        try runAnkiCheck("check.py", expecting: ["anki check: passed"])
    }
}
