import CZlib

/// Raw deflate (ZIP method 8) undone with zlib, in steps, stopping with an error as soon as
/// the output would pass a cap: a small archive entry must not be able to claim the memory
/// of a "zip bomb".
enum Inflate {
    /// Why an entry could not be inflated.
    enum Failure: Error, Equatable {
        case tooLarge
        case corrupt
    }

    /// The bytes `data` inflates to, at most `maxOutput` of them.
    static func raw(_ data: [UInt8], maxOutput: Int) throws -> [UInt8] {
        var stream = z_stream()
        guard sb_inflate_init_raw(&stream) == Z_OK else { throw Failure.corrupt }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = data
        return try input.withUnsafeMutableBufferPointer { source -> [UInt8] in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let (code, produced) = chunk.withUnsafeMutableBufferPointer { target -> (Int32, Int) in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    let code = inflate(&stream, Z_NO_FLUSH)
                    return (code, target.count - Int(stream.avail_out))
                }
                guard output.count + produced <= maxOutput else { throw Failure.tooLarge }
                output += chunk.prefix(produced)
                switch code {
                case Z_STREAM_END: return output
                case Z_OK: continue
                // Z_BUF_ERROR with room left means the input ended before the stream did.
                default: throw Failure.corrupt
                }
            }
        }
    }
}
