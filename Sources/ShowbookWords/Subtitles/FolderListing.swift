import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder's entries as the kernel names them, in bytes. Foundation's listing decodes each name
/// as text with U+FFFD in place of bytes that are not UTF-8, and the file such a name then
/// points to does not exist — a registered file was later called "missing". Here a valid name
/// comes back as text and any other is set apart, shown with its bad bytes as `\xE9`, so a
/// caller can refuse it for what it is.
package struct FolderListing {
    /// The names that are valid UTF-8 (`.` and `..` left out).
    package var names: [String] = []
    /// The others, each shown with its invalid bytes escaped (`caf\xE9 S01E01.srt`).
    package var notUTF8: [String] = []

    /// The entries of `folder`, nil when it cannot be listed.
    package static func read(_ folder: String) -> FolderListing? {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return nil }
        defer { closedir(directory) }
        var listing = FolderListing()
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                listing.names.append(name)
            } else {
                listing.notUTF8.append(shown(bytes))
            }
        }
        return listing
    }

    /// `bytes` as text, each byte that starts no valid character as `\xNN` (upper-case hex).
    package static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            if length > 0, index + length <= bytes.count,
               let character = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
                text += character
                index += length
            } else {
                let hex = String(lead, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return text
    }
}
