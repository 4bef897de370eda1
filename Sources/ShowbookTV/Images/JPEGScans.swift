import Foundation

/// The scans of a JPEG, found by walking its markers before anything is decoded. A progressive
/// JPEG may hold thousands of tiny scans, each of which costs libjpeg a pass over the whole
/// image (2,090 scans in 667 KB took 7–8 s of CPU), so only the first `maximum` are decoded:
/// the file is cut before the next scan and ended there, which gives the coarser picture the
/// first scans describe. Real posters have at most a few dozen scans.
public enum JPEGScans {
    /// Scans decoded at most (cjpeg's progressive default has 10, mozjpeg's about 20).
    public static let maximum = 64

    /// Where each scan (SOS marker) starts, up to `limit` + 1 of them; linear in the bytes.
    package static func starts(in bytes: UnsafeBufferPointer<UInt8>, limit: Int = maximum) -> [Int] {
        ranges(in: bytes, limit: limit).map(\.lowerBound)
    }

    /// Each scan from its SOS marker to the end of its entropy-coded data, up to `limit` + 1.
    package static func ranges(in bytes: UnsafeBufferPointer<UInt8>, limit: Int = maximum) -> [Range<Int>] {
        var starts: [Range<Int>] = []
        var index = 2
        let count = bytes.count
        while index + 1 < count, starts.count <= limit {
            guard bytes[index] == 0xFF else { return starts }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            if marker == 0xD9 { return starts }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }
            guard index + 3 < count else { return starts }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let start = index
            index += 2 + length
            guard marker == 0xDA else { continue }
            index = endOfEntropyData(bytes, from: index)
            starts.append(start..<index)
        }
        return starts
    }

    /// The first marker after a scan's entropy-coded data (a stuffed `FF 00` or a restart
    /// marker is still data).
    private static func endOfEntropyData(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] != 0xFF { index += 1; continue }
            let next = bytes[index + 1]
            if next == 0x00 || (0xD0...0xD7).contains(next) { index += 2; continue }
            if next == 0xFF { index += 1; continue }
            return index
        }
        return bytes.count
    }

    /// `data` with at most `maximum` scans: cut before the next scan, then end of image.
    package static func limited(_ data: Data, to maximum: Int = maximum) -> Data {
        let scans = data.withUnsafeBytes { raw in Self.starts(in: raw.bindMemory(to: UInt8.self), limit: maximum) }
        guard scans.count > maximum else { return data }
        return data.prefix(scans[maximum]) + Data([0xFF, 0xD9])
    }

    /// Every scan of `data` (for tests and the bench, which splice scans together).
    public static func ranges(in data: Data) -> [Range<Int>] {
        data.withUnsafeBytes { raw in Self.ranges(in: raw.bindMemory(to: UInt8.self), limit: Int.max - 1) }
    }

    /// How many scans `data` holds, counting all of them.
    public static func count(in data: Data) -> Int { ranges(in: data).count }
}
