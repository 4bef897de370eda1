import Foundation

/// A file written whole beside its final name and renamed into place. The temporary file is
/// made by `mkstemp` (`O_CREAT|O_EXCL`, a random name), so a link or file someone planted in
/// the folder is never opened, followed or overwritten — a predictable name such as
/// `<name>.part` would let a symlink there redirect the write to any file the user can write.
public enum TemporaryFile {
    /// A new, empty file `.<name>.XXXXXX` in `target`'s folder, opened for writing with mode
    /// 0600; nil (with `errno` set) when the folder refuses it.
    public static func create(beside target: String) -> (descriptor: Int32, path: String)? {
        guard let (descriptor, path) = create(beside: Array(target.utf8CString)) else { return nil }
        return (descriptor, String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The same for a path held as bytes (NUL-terminated), which need not be UTF-8.
    public static func create(beside target: [CChar]) -> (descriptor: Int32, path: [CChar])? {
        let bytes = Array(target.prefix { $0 != 0 })
        let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/")))
        let folder = slash.map { Array(bytes[...$0]) } ?? []
        let name = slash.map { Array(bytes[bytes.index(after: $0)...]) } ?? bytes
        var template = folder + [CChar(UInt8(ascii: "."))] + name + Array(".XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        return (descriptor, template)
    }

    /// Writes `data` to a fresh temporary file beside `target` and renames it over `target`;
    /// false (nothing left behind) when any step fails.
    public static func replace(_ target: String, with data: Data) -> Bool {
        guard let (descriptor, temporary) = create(beside: target) else { return false }
        do {
            try OutputChannel.writeAll([UInt8](data), to: descriptor, name: temporary)
        } catch {
            close(descriptor)
            unlink(temporary)
            return false
        }
        guard close(descriptor) == 0, rename(temporary, target) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
