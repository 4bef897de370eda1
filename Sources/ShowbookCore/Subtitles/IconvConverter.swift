import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Converts bytes in a legacy encoding (CP932, CP949, EUC-JP…) to a Swift string with glibc's
/// `iconv`, which every Linux system has. A conversion that meets an invalid or incomplete
/// sequence fails as a whole (nil) rather than guessing, so a caller can fall through to the
/// next candidate encoding.
public enum IconvConverter {
    /// Whether glibc knows the encoding name at all.
    public static func isKnown(_ encoding: String) -> Bool {
        let descriptor = iconv_open("UTF-8", encoding)
        if descriptor == iconv_t(bitPattern: -1) { return false }
        iconv_close(descriptor)
        return true
    }

    /// The text of `bytes` read as `encoding`, or nil when the encoding is unknown or the bytes
    /// are not valid in it.
    public static func decode<Bytes: Collection>(_ bytes: Bytes, from encoding: String) -> String? where Bytes.Element == UInt8 {
        guard let output = convert(bytes, from: encoding, to: "UTF-8") else { return nil }
        return String(validating: output, as: UTF8.self)
    }

    /// `bytes` converted from one encoding to another, or nil when either name is unknown or
    /// the bytes are not valid (or not representable) — tests use it to write legacy files.
    public static func convert<Bytes: Collection>(_ bytes: Bytes, from source: String, to target: String) -> [UInt8]? where Bytes.Element == UInt8 {
        let descriptor = iconv_open(target, source)
        if descriptor == iconv_t(bitPattern: -1) { return nil }
        defer { iconv_close(descriptor) }
        var input = Array(bytes)
        if input.isEmpty { return [] }
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let outputCount = output.count
        let written = input.withUnsafeMutableBufferPointer { inBuffer -> Int? in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int? in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBuffer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!)
                    .assumingMemoryBound(to: CChar.self)
                var inLeft = inBuffer.count
                var outLeft = outputCount
                let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
                if result == -1 || inLeft != 0 { return nil }
                return outputCount - outLeft
            }
        }
        guard let written else { return nil }
        return Array(output[0..<written])
    }
}
