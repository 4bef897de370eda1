import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Converts bytes in a legacy encoding (CP932, CP949, EUC-JP…) to a Swift string with glibc's
/// `iconv`, which every Linux system has. `decode` fails as a whole (nil) at an invalid or
/// incomplete sequence rather than guessing, so a caller can fall through to the next
/// candidate encoding; `decodeRepairing` puts U+FFFD in place of each one and counts them, for
/// a file whose encoding is known but whose bytes are damaged here and there.
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
        IconvChannel(from: source, to: target)?.convert(Array(bytes))
    }

    /// The text of `bytes` read as `encoding` with each invalid or incomplete sequence replaced
    /// by U+FFFD, and how many were replaced; nil only when glibc does not know the encoding.
    /// A bad sequence costs one code unit (two bytes in UTF-16, four in UTF-32, else one), so
    /// the reading falls back in step at once.
    public static func decodeRepairing<Bytes: Collection>(_ bytes: Bytes, from encoding: String) -> (text: String, repaired: Int)?
    where Bytes.Element == UInt8 {
        let descriptor = iconv_open("UTF-8", encoding)
        if descriptor == iconv_t(bitPattern: -1) { return nil }
        defer { iconv_close(descriptor) }
        let upper = encoding.uppercased()
        let unit = upper.hasPrefix("UTF-32") || upper.hasPrefix("UCS-4") ? 4 : upper.hasPrefix("UTF-16") || upper.hasPrefix("UCS-2") ? 2 : 1
        var input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 2 + 16)
        var chunk = [UInt8](repeating: 0, count: max(64, min(input.count * 4 + 16, 1 << 20)))
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var repaired = 0
        var offset = 0
        while offset < input.count {
            var failure: Int32 = 0
            let (read, written) = input.withUnsafeMutableBufferPointer { inBuffer -> (Int, Int) in
                chunk.withUnsafeMutableBufferPointer { outBuffer -> (Int, Int) in
                    var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBuffer.baseAddress! + offset)
                        .assumingMemoryBound(to: CChar.self)
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    var inLeft = inBuffer.count - offset
                    var outLeft = outBuffer.count
                    if iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) == -1 { failure = errno }
                    return (inBuffer.count - offset - inLeft, outBuffer.count - outLeft)
                }
            }
            output.append(contentsOf: chunk[0..<written])
            offset += read
            switch failure {
            case 0:
                continue
            case E2BIG:
                // The chunk is full: the loop converts the rest into the next one (a larger one
                // when not even one character fitted).
                if read == 0 && written == 0 { chunk += chunk }
            default:
                // EILSEQ (invalid here) or EINVAL (cut short at the end): one unit replaced.
                output.append(contentsOf: replacement)
                repaired += 1
                offset = min(input.count, offset + unit)
            }
        }
        return (String(decoding: output, as: UTF8.self), repaired)
    }
}
