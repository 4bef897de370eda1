import CPosterSupport
import Foundation
import ShowbookTV

/// A poster-sized picture with known colours — red grows from left to right, blue from top to
/// bottom, green stays at 64 — encoded as JPEG (TurboJPEG) or PNG (libpng), for the poster
/// bench and for tests that serve images and check that the cells follow the gradient. Empty
/// data when the library is not installed.
public enum SyntheticPoster {
    public static let green: UInt8 = 64

    public static func gradient(width: Int = 342, height: Int = 513) -> PosterImage {
        PosterImage.drawn(width: width, height: height) { x, y in
            (UInt8(x * 255 / max(1, width - 1)), green, UInt8(y * 255 / max(1, height - 1)))
        }!
    }

    public static func jpeg(_ image: PosterImage, quality: Int32 = 90) -> Data {
        guard PosterLibrary.jpeg.isLoaded, let handle = sb_tjInitCompress() else { return Data() }
        defer { sb_tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.rgba.withUnsafeBufferPointer { pixels in
            sb_tjCompress2(handle, pixels.baseAddress, Int32(image.width), Int32(image.width * 4), Int32(image.height),
                        Int32(TJPF_RGBA.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        }
        guard status == 0, let buffer else { return Data() }
        defer { sb_tjFree(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    public static func png(_ image: PosterImage) -> Data {
        guard PosterLibrary.png.isLoaded else { return Data() }
        var description = png_image()
        description.version = sb_png_image_version()
        description.width = UInt32(image.width)
        description.height = UInt32(image.height)
        description.format = sb_png_format_rgba()
        var size = 0
        let stride = Int32(image.width * 4)
        let measured = image.rgba.withUnsafeBytes { pixels in
            sb_png_image_write_to_memory(&description, nil, &size, 0, pixels.baseAddress, stride, nil)
        }
        guard measured != 0, size > 0 else { return Data() }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { memory in
            image.rgba.withUnsafeBytes { pixels in
                sb_png_image_write_to_memory(&description, memory.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            }
        }
        guard written != 0 else { return Data() }
        return Data(bytes.prefix(size))
    }
}
