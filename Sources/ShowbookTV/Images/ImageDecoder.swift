import Foundation

/// Turns downloaded bytes into a `PosterImage`, choosing the decoder by the file's signature
/// (not by the URL or a Content-Type, which servers get wrong). JPEG goes to TurboJPEG and PNG
/// to libpng; anything else, and any damaged file, is an `ImageDecodingError`.
public enum ImageDecoder {
    /// Images wider or taller than this are refused before any pixel memory is taken, so a
    /// hostile header cannot ask for gigabytes. Posters are a few hundred pixels.
    public static let maxSide = 4096

    public static func decode(_ data: Data) throws -> PosterImage {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGDecoder.decode(data) }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try PNGDecoder.decode(data) }
        throw ImageDecodingError.unknownFormat
    }

    package static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else { throw ImageDecodingError.damaged }
        guard width <= maxSide, height <= maxSide else { throw ImageDecodingError.tooLarge }
    }
}

/// Why an image could not be decoded, in words for a status line.
public enum ImageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Neither JPEG nor PNG.
    case unknownFormat
    /// A truncated or corrupt file.
    case damaged
    /// Larger than `ImageDecoder.maxSide` on a side.
    case tooLarge
    /// A JPEG in print colours (CMYK or YCCK), which posters are not drawn from.
    case cmyk
    /// The library that decodes (or draws) it is not installed; the file may be fine.
    case libraryMissing(PosterLibrary)

    public var description: String {
        switch self {
        case .unknownFormat: return "not a JPEG or PNG image"
        case .damaged: return "damaged or truncated image"
        case .tooLarge: return "image too large"
        case .cmyk: return "a CMYK (print colour) JPEG, which Showbook does not draw"
        case let .libraryMissing(library):
            return "\(library) is not installed (install the Debian package \(library.package))"
        }
    }
}
