import CZlib

/// Gunzips a file as it is read, through zlib's streaming `inflate` with a fixed input buffer.
/// Concatenated gzip members (as `cat a.gz b.gz` makes) are read one after another. A file
/// that ends inside a member throws `CatalogImportError.truncatedGzip` — after every byte before the
/// cut has been handed out, so the caller can keep what it already stored.
public final class GzipByteSource: ByteSource {
    private let file: FileByteSource
    private var stream = z_stream()
    private var input: UnsafeMutableRawBufferPointer
    private var inputEnded = false
    private var memberEnded = false
    private var finished = false

    package static let inputCapacity = 256 * 1024

    public var fileBytesRead: Int64 { file.fileBytesRead }
    public var fileSize: Int64? { file.fileSize }

    package init(file: FileByteSource) throws {
        self.file = file
        input = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.inputCapacity, alignment: 1)
        let code = sb_inflate_init_gzip(&stream)
        guard code == Z_OK else {
            input.deallocate()
            throw CatalogImportError.corruptGzip(path: file.path, reason: "zlib could not start (code \(code))")
        }
    }

    deinit {
        inflateEnd(&stream)
        input.deallocate()
    }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard !finished, buffer.count > 0, let outputBase = buffer.baseAddress else { return 0 }
        stream.next_out = outputBase.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = UInt32(clamping: buffer.count)
        while stream.avail_out > 0 {
            if stream.avail_in == 0 && !inputEnded { try refill() }
            if memberEnded {
                // Another member follows only if there are more bytes; otherwise we are done.
                if stream.avail_in == 0 && inputEnded {
                    finished = true
                    break
                }
                inflateReset(&stream)
                memberEnded = false
            }
            if stream.avail_in == 0 && inputEnded {
                // The file ended inside a member. Hand out what was decoded first.
                if stream.avail_out < UInt32(clamping: buffer.count) { break }
                throw CatalogImportError.truncatedGzip(path: file.path)
            }
            let before = stream.avail_out
            let code = inflate(&stream, Z_NO_FLUSH)
            switch code {
            case Z_OK:
                break
            case Z_STREAM_END:
                memberEnded = true
            case Z_BUF_ERROR where before == stream.avail_out && stream.avail_in == 0:
                continue  // needs more input
            default:
                let reason = stream.msg.map { String(cString: $0) } ?? "zlib error \(code)"
                throw CatalogImportError.corruptGzip(path: file.path, reason: reason)
            }
        }
        return buffer.count - Int(stream.avail_out)
    }

    private func refill() throws {
        let count = try file.read(into: input)
        if count == 0 {
            inputEnded = true
        }
        stream.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_in = UInt32(count)
    }
}
