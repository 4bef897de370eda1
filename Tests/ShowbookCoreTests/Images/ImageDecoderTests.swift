import Foundation
import ShowbookBench
import XCTest
@testable import ShowbookTV

/// JPEG (TurboJPEG) and PNG (libpng) posters decode to the pixels that were encoded; damaged,
/// truncated, foreign and oversized files are refused with a reason, never a crash.
final class ImageDecoderTests: XCTestCase {
    let gradient = SyntheticPoster.gradient(width: 60, height: 90)

    func assertClose(_ actual: (red: UInt8, green: UInt8, blue: UInt8), _ expected: (red: UInt8, green: UInt8, blue: UInt8),
                     within tolerance: Int, file: StaticString = #filePath, line: UInt = #line) {
        let pairs = [(actual.red, expected.red), (actual.green, expected.green), (actual.blue, expected.blue)]
        for (got, wanted) in pairs {
            XCTAssertLessThanOrEqual(abs(Int(got) - Int(wanted)), tolerance, "\(actual) vs \(expected)", file: file, line: line)
        }
    }

    func testAJPEGDecodesToItsGradient() throws {
        let data = SyntheticPoster.jpeg(gradient)
        XCTAssertFalse(data.isEmpty)
        let image = try ImageDecoder.decode(data)
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(image.height, 90)
        for (x, y) in [(0, 0), (59, 0), (0, 89), (59, 89), (30, 45)] {
            assertClose(image.pixel(x: x, y: y), gradient.pixel(x: x, y: y), within: 12)
        }
    }

    func testAPNGDecodesToExactlyItsPixels() throws {
        let image = try ImageDecoder.decode(SyntheticPoster.png(gradient))
        XCTAssertEqual(image, gradient)
    }

    func testThePosterLibrariesLoadOnFirstUse() {
        for library in PosterLibrary.allCases {
            XCTAssertTrue(library.isLoaded, "\(library) (Debian package \(library.package)) could not be opened")
        }
    }

    func testAMissingDecoderIsNamedWithItsPackage() {
        let data = SyntheticPoster.png(gradient)
        PosterLibrary.simulatedMissing = [.png]
        defer { PosterLibrary.simulatedMissing = [] }
        XCTAssertThrowsError(try ImageDecoder.decode(data)) { error in
            XCTAssertEqual(error as? ImageDecodingError, .libraryMissing(.png))
            XCTAssertEqual("\(error)", "libpng is not installed (install the Debian package libpng16-16)")
        }
    }

    func testATruncatedJPEGIsDamaged() {
        let data = SyntheticPoster.jpeg(gradient)
        XCTAssertThrowsError(try ImageDecoder.decode(data.prefix(data.count / 2))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .damaged)
        }
    }

    func testATruncatedPNGIsDamaged() {
        let data = SyntheticPoster.png(gradient)
        XCTAssertThrowsError(try ImageDecoder.decode(data.prefix(data.count - 40))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .damaged)
        }
    }

    func testAnHTMLErrorPageIsNotAnImage() {
        XCTAssertThrowsError(try ImageDecoder.decode(Data("<html>404 Not Found</html>".utf8))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .unknownFormat)
        }
        XCTAssertThrowsError(try ImageDecoder.decode(Data())) { error in
            XCTAssertEqual(error as? ImageDecodingError, .unknownFormat)
        }
    }

    func testAJPEGDeclaringAHugeSizeIsRefusedBeforeDecoding() throws {
        var bytes = [UInt8](SyntheticPoster.jpeg(gradient))
        // The baseline frame header: FF C0, length (2), precision (1), height (2), width (2).
        let frame = try XCTUnwrap((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 5] = 0xEA
        bytes[frame + 6] = 0x60  // height 60000
        XCTAssertThrowsError(try ImageDecoder.decode(Data(bytes))) { error in
            XCTAssertEqual(error as? ImageDecodingError, .tooLarge)
        }
    }
}
