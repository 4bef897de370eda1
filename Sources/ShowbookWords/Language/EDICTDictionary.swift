import Foundation
import ShowbookPlatform

/// Japanese–English meanings from EDICT as Debian's `edict` package installs it: one EUC-JP
/// file, one entry a line (`分かる [わかる] /(v5r,vi) (1) (uk) to understand/…/(P)/`; the
/// EDICT2 layout with several headwords a line is read too). Lines are found through an index
/// built once per process (`EDICTIndex`), by headword and — for a word written in kana — by
/// reading, and the entry and sense are chosen as `EDICTMeaningChoice` says.
public struct EDICTDictionary: Sendable {
    public static let defaultPath = "/usr/share/edict/edict"
    public let path: String

    public init(path: String = EDICTDictionary.defaultPath) {
        self.path = path
    }

    public var isInstalled: Bool { FileManager.default.isReadableFile(atPath: path) }

    /// The file's index, or nil when it is not installed or cannot be read.
    package var index: EDICTIndex? { isInstalled ? EDICTIndex.shared(path: path) : nil }

    /// The meaning of each `(term, reading)` found, keyed by term: up to three glosses of the
    /// chosen sense, joined with "; ". `hints` (by term) carry what the tokenizer knew of a word.
    public func meanings(for tokens: [MinedToken]) throws -> [String: String] { try meanings(for: tokens, hints: [:]) }

    package func meanings(for tokens: [MinedToken], hints: [String: EDICTHint]) throws -> [String: String] {
        guard isInstalled else {
            throw MiningError.missing(language: .japanese, what: "the EDICT dictionary for meanings", package: "edict")
        }
        guard let index else {
            throw MiningError.missing(language: .japanese, what: "a readable EDICT dictionary", package: "edict")
        }
        var found: [String: String] = [:]
        for token in tokens where found[token.term] == nil {
            if let meaning = EDICTMeaningChoice.meaning(term: token.term, reading: token.reading, hint: hints[token.term], index: index) {
                found[token.term] = meaning
            }
        }
        return found
    }
}
