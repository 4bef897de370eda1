/// A decoded poster: 8-bit RGBA pixels, row by row. It exists so the decoders (JPEG, PNG) and
/// the cell converter agree on one pixel layout, and so tests can build a gradient directly.
public struct PosterImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha.
    public let rgba: [UInt8]

    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The red, green and blue of the pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let offset = (y * width + x) * 4
        return (rgba[offset], rgba[offset + 1], rgba[offset + 2])
    }

    /// The image with `pixel(x, y)` for every pixel (tests and the bench draw gradients with it).
    public static func drawn(width: Int, height: Int,
                             _ pixel: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8)) -> PosterImage? {
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = pixel(x, y)
                let offset = (y * width + x) * 4
                bytes[offset] = red
                bytes[offset + 1] = green
                bytes[offset + 2] = blue
            }
        }
        return PosterImage(width: width, height: height, rgba: bytes)
    }
}
