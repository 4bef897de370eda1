import CPosterSupport
import Foundation

/// JPEG through libjpeg-turbo's TurboJPEG API (opened on first use, `PosterLibrary`). Warnings
/// count as failures (`TJFLAG_STOPONWARNING`), so a truncated download — which libjpeg would
/// otherwise pad with grey and call a success — is reported as damaged. Only the first
/// `JPEGScans.maximum` scans are decoded (and TurboJPEG's own scan limit is on as well), and a
/// CMYK file is named as such rather than called damaged.
package enum JPEGDecoder {
    package static func decode(_ whole: Data) throws -> PosterImage {
        try PosterLibrary.jpeg.require()
        let data = JPEGScans.limited(whole)
        guard let handle = sb_tjInitDecompress() else { throw ImageDecodingError.damaged }
        defer { sb_tjDestroy(handle) }
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> PosterImage in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { throw ImageDecodingError.damaged }
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard sb_tjDecompressHeader3(handle, base, UInt(raw.count), &width, &height, &subsampling, &colorspace) == 0 else {
                throw ImageDecodingError.damaged
            }
            try ImageDecoder.checkSize(width: Int(width), height: Int(height))
            if colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue) {
                throw ImageDecodingError.cmyk
            }
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { buffer in
                sb_tjDecompress2(handle, base, UInt(raw.count), buffer.baseAddress, width, width * 4, height,
                                 Int32(TJPF_RGBA.rawValue), TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            }
            guard status == 0, let image = PosterImage(width: Int(width), height: Int(height), rgba: pixels) else {
                throw ImageDecodingError.damaged
            }
            return image
        }
    }
}
