import CPosterSupport
import Foundation
import ShowbookTV

/// Hostile posters for the bounded-work tests and bench, made at run time (never committed):
/// a progressive JPEG of about two thousand scans — every AC coefficient of every component in
/// its own scan, refined bit by bit — and a CMYK JPEG, which TurboJPEG writes from CMYK pixels.
/// `cjpeg -scans` (libjpeg-turbo-progs) takes at most 100 scans per script, so the image is
/// encoded in chunks of nine coefficients (each chunk's script starts with the same DC scan)
/// and the chunks' AC scans, each with its own Huffman tables, are spliced after the first.
public enum SyntheticScans {
    /// Bits of the first AC scan; each coefficient then has `bits` refinement scans.
    public static let bits = 10
    static let pairsPerChunk = 9

    /// 1 DC scan + 3 components × 63 coefficients × (bits + 1) scans.
    public static var scanCount: Int { 1 + 3 * 63 * (bits + 1) }

    static func script(pairs: ArraySlice<(component: Int, coefficient: Int)>) -> String {
        var lines = ["0,1,2: 0-0, 0, 0;"]
        for (component, coefficient) in pairs {
            lines.append("\(component): \(coefficient)-\(coefficient), 0, \(bits);")
            for bit in stride(from: bits - 1, through: 0, by: -1) {
                lines.append("\(component): \(coefficient)-\(coefficient), \(bit + 1), \(bit);")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why a hostile image could not be made, as one line.
    public enum Failure: Error, CustomStringConvertible {
        case cjpegMissing, cjpegFailed(String)
        public var description: String {
            switch self {
            case .cjpegMissing: return "cjpeg is not installed (install the Debian package libjpeg-turbo-progs)"
            case let .cjpegFailed(reason): return "cjpeg failed: \(reason)"
            }
        }
    }

    /// `image` as a progressive JPEG with `scanCount` scans.
    public static func manyScanJPEG(_ image: PosterImage) throws -> Data {
        guard let cjpeg = ["/usr/bin/cjpeg", "/usr/local/bin/cjpeg"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure.cjpegMissing
        }
        let folder = NSTemporaryDirectory() + "showbook-scans-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var ppm = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        for offset in stride(from: 0, to: image.rgba.count, by: 4) { ppm.append(contentsOf: image.rgba[offset..<offset + 3]) }
        let input = folder + "/in.ppm"
        try ppm.write(to: URL(fileURLWithPath: input))
        let pairs = (0..<3).flatMap { component in (1...63).map { (component: component, coefficient: $0) } }
        var spliced = Data()
        for (number, first) in stride(from: 0, to: pairs.count, by: pairsPerChunk).enumerated() {
            let scans = folder + "/scans\(number).txt", output = folder + "/out\(number).jpg"
            try script(pairs: pairs[first..<min(pairs.count, first + pairsPerChunk)]).write(toFile: scans, atomically: true, encoding: .utf8)
            try run(cjpeg, ["-quality", "90", "-sample", "1x1,1x1,1x1", "-scans", scans, "-outfile", output, input])
            let chunk = try Data(contentsOf: URL(fileURLWithPath: output))
            let body = chunk.prefix(chunk.count - 2)  // without EOI
            if number == 0 {
                spliced = body
            } else if let dc = JPEGScans.ranges(in: chunk).first {
                spliced += body.suffix(from: dc.upperBound)
            }
        }
        return spliced + Data([0xFF, 0xD9])
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure.cjpegFailed(message.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// A JPEG in CMYK (Adobe's YCCK) colours, from TurboJPEG; empty without TurboJPEG.
    public static func cmykJPEG(width: Int = 60, height: Int = 90) -> Data {
        guard PosterLibrary.jpeg.isLoaded, let handle = sb_tjInitCompress() else { return Data() }
        defer { sb_tjDestroy(handle) }
        let pixels = [UInt8]((0..<(width * height)).flatMap { index in [UInt8(index % 256), 40, 80, 20] })
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { pixels in
            sb_tjCompress2(handle, pixels.baseAddress, Int32(width), Int32(width * 4), Int32(height),
                           Int32(TJPF_CMYK.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), 90, 0)
        }
        guard status == 0, let buffer else { return Data() }
        defer { sb_tjFree(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
