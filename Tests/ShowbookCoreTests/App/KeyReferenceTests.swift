import XCTest
@testable import ShowbookApp

/// The key tables of the README and the man page come from `KeyReference`: every key a screen's
/// maps bind is named in that screen's rows, a row's own key text names every key it stands
/// for, and a row several screens share is listed once with all of them.
final class KeyReferenceTests: XCTestCase {
    func testEveryBoundKeyIsNamedInItsScreensRows() {
        for screen in KeyReference.screens {
            let named = Set(screen.rows.flatMap(\.keys).compactMap { label -> Key? in
                if case let .key(key) = label { return key }
                return nil
            })
            let missing = screen.bound.subtracting(named)
            XCTAssertTrue(missing.isEmpty, "\(screen.name): \(missing.map(\.documentationName).sorted()) bound but in no row")
        }
    }

    func testARowsKeyTextNamesEveryKeyItStandsFor() {
        for screen in KeyReference.screens {
            for row in screen.rows {
                let named = row.keys.compactMap { label -> Key? in
                    if case let .key(key) = label { return key }
                    return nil
                }
                let missing = Set(row.bound).subtracting(named)
                XCTAssertTrue(missing.isEmpty, "\(screen.name) “\(row.text)”: \(missing.map(\.documentationName).sorted()) not named")
            }
        }
    }

    func testARowSharedByScreensListsThemInScreenOrder() throws {
        let rows = KeyReference.rows
        let filter = try XCTUnwrap(rows.first { $0.keys == [.key(.character("/"))] })
        XCTAssertEqual(filter.places, ["Saved", "Books", "book"])
        let motion = try XCTUnwrap(rows.first { $0.text == "move, page, first/last" && $0.keys.contains(.key(.character("j"))) })
        XCTAssertEqual(motion.places, ["episodes", "mining", "Saved", "upcoming", "Books"])
        let order = KeyReference.screens.map(\.name)
        for row in rows {
            let indexes = row.places.compactMap { order.firstIndex(of: $0) }
            XCTAssertEqual(indexes, indexes.sorted(), "\(row.places)")
            XCTAssertEqual(indexes.count, row.places.count)
        }
    }

    func testJoinedBindingsShareOneRow() throws {
        let books = try XCTUnwrap(KeyReference.rows.first { $0.keys.first == .key(.character("n")) })
        XCTAssertEqual(books.keys, [.key(.character("n")), .words(" / "), .key(.character("r")), .words(" / "), .key(.character("d"))])
        XCTAssertEqual(books.text, "new / rename / delete (with a confirm)")
        let flip = try XCTUnwrap(KeyReference.rows.first { $0.text == "flip the card" })
        XCTAssertEqual(flip.keys, [.key(.character(" ")), .words(", "), .key(.enter)])
    }

    func testTheTextFieldsCaretKeysAreSpelledOut() {
        XCTAssertEqual(KeyReference.spelledOut("^U / ^K, ^"), "Ctrl-U / Ctrl-K, ^")
        XCTAssertFalse(KeyReference.typing.text.contains("^"), KeyReference.typing.text)
    }
}
