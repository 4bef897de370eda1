/// The fixed numbers of Zstandard's sequences: what each literal-length and match-length code
/// means (a baseline plus extra bits read from the stream), the largest code of each kind, the
/// largest table log, and the predefined distributions a block may use instead of its own.
enum ZstdSequenceCodes {
    enum Kind {
        case literalLength, offset, matchLength

        var maxSymbol: Int {
            switch self {
            case .literalLength: return 35
            case .offset: return 31
            case .matchLength: return 52
            }
        }

        var maxLog: Int { self == .offset ? 8 : 9 }

        var predefined: ZstdFSETable {
            switch self {
            case .literalLength: return ZstdSequenceCodes.predefinedLiteralLengths
            case .offset: return ZstdSequenceCodes.predefinedOffsets
            case .matchLength: return ZstdSequenceCodes.predefinedMatchLengths
            }
        }
    }

    static let literalLengthBase: [UInt32] = [
        0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
        16, 18, 20, 22, 24, 28, 32, 40, 48, 64, 128, 256, 512, 1024, 2048, 4096,
        8192, 16384, 32768, 65536,
    ]
    static let literalLengthBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 1, 1, 1, 2, 2, 3, 3, 4, 6, 7, 8, 9, 10, 11, 12,
        13, 14, 15, 16,
    ]
    static let matchLengthBase: [UInt32] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
        19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
        35, 37, 39, 41, 43, 47, 51, 59, 67, 83, 99, 131, 259, 515, 1027, 2051,
        4099, 8195, 16387, 32771, 65539,
    ]
    static let matchLengthBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 7, 8, 9, 10, 11,
        12, 13, 14, 15, 16,
    ]

    static let literalLengthDistribution: [Int16] = [
        4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1,
        2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1,
        -1, -1, -1, -1,
    ]
    static let matchLengthDistribution: [Int16] = [
        1, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1,
        -1, -1, -1, -1, -1,
    ]
    static let offsetDistribution: [Int16] = [
        1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
        1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1,
    ]

    // The distributions above are constants that add up to their table sizes (a test builds
    // each one), so building them cannot fail.
    static let predefinedLiteralLengths = try! ZstdFSETable(normalized: literalLengthDistribution, log: 6, errorAt: 0)
    static let predefinedMatchLengths = try! ZstdFSETable(normalized: matchLengthDistribution, log: 6, errorAt: 0)
    static let predefinedOffsets = try! ZstdFSETable(normalized: offsetDistribution, log: 5, errorAt: 0)
}
