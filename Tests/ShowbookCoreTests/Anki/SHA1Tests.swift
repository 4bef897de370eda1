import XCTest
@testable import ShowbookPlatform

/// SHA-1 against the FIPS 180 examples and the padding edges (55, 56 and 64 bytes).
final class SHA1Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA1.hex(""), "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        XCTAssertEqual(SHA1.hex("abc"), "a9993e364706816aba3e25717850c26c9cd0d89d")
        XCTAssertEqual(SHA1.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        XCTAssertEqual(SHA1.hex("The quick brown fox jumps over the lazy dog"), "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12")
        XCTAssertEqual(SHA1.hex(String(repeating: "a", count: 55)), "c1c8bbdc22796e28c0e15163d20899b65621d65a")
        XCTAssertEqual(SHA1.hex(String(repeating: "a", count: 64)), "0098ba824b5c16427bd7a1122a5a442a25ec644d")
        XCTAssertEqual(SHA1.hex(String(repeating: "a", count: 1_000_000)), "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }
}
