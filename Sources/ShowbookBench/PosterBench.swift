import Foundation
import ShowbookCore

/// `showbook bench-poster`: decoding a 342×513 JPEG poster and converting it to 20×15 cells,
/// timed per run (the target is at most 30 ms together), plus the same for PNG.
public struct PosterBench {
    public var runs = 30
    public var columns = 20
    public var rows = 15

    public init() {}

    public struct Sample: Sendable {
        public var format: String
        public var decodeMilliseconds: Double
        public var convertMilliseconds: Double
    }

    public func run(mode: PosterColorMode = .truecolor) throws -> [Sample] {
        let image = SyntheticPoster.gradient()
        let files = [("jpeg", SyntheticPoster.jpeg(image)), ("png", SyntheticPoster.png(image))]
        var samples: [Sample] = []
        for (format, data) in files {
            for _ in 0..<runs {
                let started = DispatchTime.now().uptimeNanoseconds
                let decoded = try ImageDecoder.decode(data)
                let decodedAt = DispatchTime.now().uptimeNanoseconds
                guard PosterCellConverter.cells(for: decoded, columns: columns, rows: rows, mode: mode) != nil else {
                    throw MediaError("chafa could not convert the poster")
                }
                let finished = DispatchTime.now().uptimeNanoseconds
                samples.append(Sample(format: format, decodeMilliseconds: Double(decodedAt - started) / 1_000_000,
                                      convertMilliseconds: Double(finished - decodedAt) / 1_000_000))
            }
        }
        return samples
    }
}
