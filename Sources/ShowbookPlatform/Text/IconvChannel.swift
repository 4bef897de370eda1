import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One `iconv` conversion kept open, for a caller that converts many short texts the same way:
/// opening a conversion loads its tables, which costs far more than converting a word
/// (`EDICTIndex` converts every key it is asked about to EUC-JP).
public final class IconvChannel: @unchecked Sendable {
    private let descriptor: iconv_t
    private let lock = NSLock()

    /// Nil when glibc does not know either encoding.
    public init?(from source: String, to target: String) {
        guard let descriptor = iconv_open(target, source), descriptor != iconv_t(bitPattern: -1) else { return nil }
        self.descriptor = descriptor
    }

    deinit {
        iconv_close(descriptor)
    }

    /// `bytes` converted, or nil when they are not valid (or not representable) — as
    /// `IconvConverter.convert` answers.
    public func convert(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.isEmpty { return [] }
        var input = bytes
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let outputCount = output.count
        lock.lock()
        defer { lock.unlock() }
        // Back to the initial shift state, whatever the last conversion left.
        iconv(descriptor, nil, nil, nil, nil)
        let written = input.withUnsafeMutableBufferPointer { inBuffer -> Int? in
            output.withUnsafeMutableBufferPointer { outBuffer -> Int? in
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(inBuffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBuffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                var inLeft = inBuffer.count
                var outLeft = outputCount
                let result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
                if result == -1 || inLeft != 0 { return nil }
                return outputCount - outLeft
            }
        }
        guard let written else { return nil }
        output.removeSubrange(written...)
        return output
    }
}
