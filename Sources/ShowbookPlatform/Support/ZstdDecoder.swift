import CZstd

/// Decodes Zstandard data (RFC 8878) with libzstd: one or more frames, skippable frames between
/// them, without a dictionary. Anki's newer packages compress their collection this way.
///
/// It exists to hold libzstd to the limits a hostile file needs: a frame whose header declares
/// more than the caller allows is refused before anything is made; the window libzstd may
/// allocate is capped (`ZSTD_d_windowLogMax`); and output stops as soon as it would pass
/// `maxOutput`. Input can be fed in pieces and output is handed on in pieces, so a collection
/// streams from the ZIP to a file without being held in memory. Errors are `ZstdError`s.
public final class ZstdDecoder {
    /// The largest window a frame may ask for: 2^27 bytes (128 MiB), libzstd's own default.
    public static let windowLogMax: Int32 = 27
    /// The longest a frame header can be (`ZSTD_FRAMEHEADERSIZE_MAX`, which zstd.h declares
    /// only for static linking): a frame's start is held back until this much is at hand.
    package static let frameHeaderMax = 18

    public let maxOutput: Int
    /// Bytes handed out so far.
    public private(set) var produced = 0
    private let context: OpaquePointer
    /// Bytes consumed before the current piece of input.
    private var consumed = 0
    /// Where the frame being decoded began, in the whole input.
    private var frameStart = 0
    private var atFrameStart = true
    /// The start of a frame held back until its header is whole (it may span two pieces).
    private var pending: [UInt8] = []
    private var output: [UInt8]

    public init(maxOutput: Int) throws {
        guard let context = ZSTD_createDCtx() else { throw ZstdError.windowTooLarge(log: Self.windowLogMax) }
        self.context = context
        self.maxOutput = max(0, maxOutput)
        output = [UInt8](repeating: 0, count: Int(ZSTD_DStreamOutSize()))
        ZSTD_DCtx_setParameter(context, ZSTD_d_windowLogMax, Self.windowLogMax)
    }

    deinit { ZSTD_freeDCtx(context) }

    /// The decompressed bytes of all frames in `data`, in order.
    public static func decompress(_ data: [UInt8], maxOutput: Int) throws -> [UInt8] {
        let decoder = try ZstdDecoder(maxOutput: maxOutput)
        var result: [UInt8] = []
        let append = { (piece: UnsafeRawBufferPointer) in result.append(contentsOf: piece) }
        try data.withUnsafeBytes { try decoder.feed($0, to: append) }
        try decoder.finish(to: append)
        return result
    }

    /// Decodes the next piece of input, handing each piece of output to `sink`.
    public func feed(_ piece: UnsafeRawBufferPointer, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !piece.isEmpty else { return }
        if pending.isEmpty {
            try decode(piece, final: false, to: sink)
        } else {
            let joined = pending + piece
            pending = []
            try joined.withUnsafeBytes { try decode($0, final: false, to: sink) }
        }
    }

    /// Ends the input: a frame left unfinished is corrupt; no input at all is not Zstandard.
    public func finish(to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        if !pending.isEmpty {
            let rest = pending
            pending = []
            try rest.withUnsafeBytes { try decode($0, final: true, to: sink) }
        }
        if consumed == 0 { throw ZstdError.notZstandard }
        guard atFrameStart else { throw ZstdError.corrupt(at: frameStart) }
    }

    private func decode(_ bytes: UnsafeRawBufferPointer, final: Bool, to sink: (UnsafeRawBufferPointer) throws -> Void) throws {
        var input = ZSTD_inBuffer(src: bytes.baseAddress, size: bytes.count, pos: 0)
        while input.pos < input.size {
            if atFrameStart {
                let available = input.size - input.pos
                if available < Self.frameHeaderMax && !final {
                    pending = Array(UnsafeRawBufferPointer(rebasing: bytes[input.pos...]))
                    consumed += input.pos
                    return
                }
                frameStart = consumed + input.pos
                try checkHeader(UnsafeRawBufferPointer(rebasing: bytes[input.pos...]))
                atFrameStart = false
            }
            try output.withUnsafeMutableBytes { buffer in
                var out = ZSTD_outBuffer(dst: buffer.baseAddress, size: buffer.count, pos: 0)
                let hint = ZSTD_decompressStream(context, &out, &input)
                if ZSTD_isError(hint) != 0 { throw error(hint, in: bytes) }
                if out.pos > 0 {
                    guard out.pos <= maxOutput - produced else { throw ZstdError.outputTooLarge(limit: maxOutput) }
                    produced += out.pos
                    try sink(UnsafeRawBufferPointer(rebasing: buffer[0..<out.pos]))
                }
                if hint == 0 { atFrameStart = true }
            }
        }
        // Output libzstd still holds (a full output buffer with no input left to read).
        while !atFrameStart {
            let flushed = try output.withUnsafeMutableBytes { buffer -> Bool in
                var out = ZSTD_outBuffer(dst: buffer.baseAddress, size: buffer.count, pos: 0)
                var empty = ZSTD_inBuffer(src: nil, size: 0, pos: 0)
                let hint = ZSTD_decompressStream(context, &out, &empty)
                if ZSTD_isError(hint) != 0 { throw error(hint, in: bytes) }
                if out.pos > 0 {
                    guard out.pos <= maxOutput - produced else { throw ZstdError.outputTooLarge(limit: maxOutput) }
                    produced += out.pos
                    try sink(UnsafeRawBufferPointer(rebasing: buffer[0..<out.pos]))
                }
                if hint == 0 { atFrameStart = true }
                return out.pos == out.size
            }
            if !flushed { break }
        }
        consumed += input.size
    }

    /// A frame's header, checked before libzstd allocates for it: the magic number, a content
    /// size within what is left of `maxOutput`, and no dictionary.
    private func checkHeader(_ bytes: UnsafeRawBufferPointer) throws {
        guard bytes.count >= 4 else { throw frameStart == 0 ? ZstdError.notZstandard : ZstdError.corrupt(at: frameStart) }
        let magic = bytes.loadUnaligned(as: UInt32.self).littleEndian
        if magic & ZSTD_MAGIC_SKIPPABLE_MASK == ZSTD_MAGIC_SKIPPABLE_START { return }
        guard magic == ZSTD_MAGICNUMBER else { throw frameStart == 0 ? ZstdError.notZstandard : ZstdError.corrupt(at: frameStart) }
        let size = ZSTD_getFrameContentSize(bytes.baseAddress, bytes.count)
        if size == sb_zstd_content_size_error() { throw ZstdError.corrupt(at: frameStart) }
        if size != sb_zstd_content_size_unknown(), size > UInt64(maxOutput - produced) {
            throw ZstdError.outputTooLarge(limit: maxOutput)
        }
        let dictionary = ZSTD_getDictID_fromFrame(bytes.baseAddress, bytes.count)
        if dictionary != 0 { throw ZstdError.needsDictionary(id: dictionary) }
    }

    /// What libzstd's error `code` means. libzstd does not say where in the input it found
    /// damage, so a corrupt frame is reported at its start; a wrong checksum at the checksum's
    /// place, the frame's last four bytes, when the whole frame is in `bytes`.
    private func error(_ code: Int, in bytes: UnsafeRawBufferPointer) -> ZstdError {
        switch ZSTD_getErrorCode(code) {
        case ZSTD_error_checksum_wrong:
            let local = frameStart - consumed
            guard local >= 0, local < bytes.count else { return .checksumMismatch(at: frameStart) }
            let size = ZSTD_findFrameCompressedSize(bytes.baseAddress! + local, bytes.count - local)
            return .checksumMismatch(at: ZSTD_isError(size) != 0 || size < 4 ? frameStart : frameStart + size - 4)
        case ZSTD_error_frameParameter_windowTooLarge, ZSTD_error_memory_allocation: return .windowTooLarge(log: Self.windowLogMax)
        case ZSTD_error_dictionary_wrong: return .needsDictionary(id: 0)
        default: return .corrupt(at: frameStart)
        }
    }
}
