import Foundation
import ShowbookPlatform

/// The GUID a word's Anki note carries, made from the book's and the word's ids, which a word
/// keeps while it lives: every export of a growing book gives each word the same GUID, so Anki
/// updates the note it has instead of adding another. It lives with the words because a close
/// keeps a moved word's GUID in its row (`sb_anki_guid`).
public enum AnkiGUID {
    /// Ten base-91 characters (Anki's own GUID alphabet) from the SHA-1 of the ids.
    public static func of(bookID: Int64, wordID: Int64) -> String {
        let digest = SHA1.digest("showbook word \(bookID) \(wordID)")
        var value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        var text = ""
        repeat {
            text.append(alphabet[Int(value % UInt64(alphabet.count))])
            value /= UInt64(alphabet.count)
        } while value > 0
        return String(text.reversed())
    }

    private static let alphabet = Array(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")
}
