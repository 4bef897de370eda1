import Foundation
import ShowbookPlatform

/// `showbook bench-zstd DIR`: how fast Showbook reads a Zstandard package. A 20 MiB text
/// (Hangul, kana and ASCII words with table rows) is packed by the `zstd` program at level 3,
/// then unpacked by `ZstdDecoder` — Debian's libzstd, reached through the CZstd system-library
/// target; nothing here decodes by hand — and, beside it, by the `zstd` program writing to
/// /dev/null (its time includes its process start). The decoder's output must equal the text.
public struct ZstdBench {
    public var runs = 5
    public var megabytes = 20

    public init() {}

    public struct Outcome: Sendable {
        public var bytes: Int
        public var compressedBytes: Int
        public var milliseconds: [Double]
        public var peerMilliseconds: [Double]
        public var agrees: Bool
    }

    /// The input: words of three scripts and numbered rows, deterministic.
    static func input(megabytes: Int) -> [UInt8] {
        var random = SeededGenerator(seed: 0x2_8878)
        let words = ["사랑", "학교", "친구", "ありがとう", "言葉", "です", "episode", "season", "word", "the", "of", "카드"]
        var out: [UInt8] = []
        let size = megabytes * 1_048_576
        out.reserveCapacity(size + 64)
        var row = 0
        while out.count < size {
            if Int.random(in: 0..<8, using: &random) == 0 {
                out += Array("\(row),\(Int.random(in: 0..<100_000, using: &random)),card\n".utf8)
                row += 1
            } else {
                let word = words[Int.random(in: 0..<words.count, using: &random)]
                out += Array((word + (Int.random(in: 0..<10, using: &random) == 0 ? "\n" : " ")).utf8)
            }
        }
        return Array(out.prefix(size))
    }

    public func run(in folder: String) throws -> Outcome {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let original = Self.input(megabytes: megabytes)
        let source = (folder as NSString).appendingPathComponent("zstd-bench.bin")
        let packedPath = source + ".zst"
        try Data(original).write(to: URL(fileURLWithPath: source))
        try Self.zstd(["-3", "-q", "-f", source, "-o", packedPath])
        let packed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: packedPath)))
        var times: [Double] = []
        var peer: [Double] = []
        var agrees = true
        for _ in 0..<max(1, runs) {
            let began = DispatchTime.now().uptimeNanoseconds
            let output = try ZstdDecoder.decompress(packed, maxOutput: original.count)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1e6)
            agrees = agrees && output == original
            let peerBegan = DispatchTime.now().uptimeNanoseconds
            try Self.zstd(["-d", "-q", "-f", packedPath, "-o", "/dev/null"])
            peer.append(Double(DispatchTime.now().uptimeNanoseconds - peerBegan) / 1e6)
        }
        return Outcome(bytes: original.count, compressedBytes: packed.count, milliseconds: times, peerMilliseconds: peer, agrees: agrees)
    }

    private static func zstd(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["zstd"] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "zstd \(arguments.joined(separator: " ")) failed"])
        }
    }
}
