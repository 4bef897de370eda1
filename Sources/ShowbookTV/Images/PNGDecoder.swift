import CPosterSupport
import Foundation

/// PNG through libpng's simplified API (`png_image`), which converts any PNG (palette, grey,
/// 16-bit, interlaced) to 8-bit RGBA and reports errors as return values. libpng is opened on
/// first use (`PosterLibrary`).
package enum PNGDecoder {
    package static func decode(_ data: Data) throws -> PosterImage {
        try PosterLibrary.png.require()
        var image = png_image()
        image.version = sb_png_image_version()
        defer { sb_png_image_free(&image) }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> PosterImage in
            guard let base = raw.baseAddress, sb_png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
                throw ImageDecodingError.damaged
            }
            try ImageDecoder.checkSize(width: Int(image.width), height: Int(image.height))
            image.format = sb_png_format_rgba()
            let width = Int(image.width)
            let height = Int(image.height)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                sb_png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0, let decoded = PosterImage(width: width, height: height, rgba: pixels) else {
                throw ImageDecodingError.damaged
            }
            return decoded
        }
    }
}
