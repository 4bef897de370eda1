import Foundation
import ShowbookPlatform

/// What UniDic's feature text says of a morpheme, decoded once per dictionary entry. Dialogue
/// uses the same few thousand words again and again, and decoding a node's 19 leading fields
/// into strings was the largest part of reading a Japanese line. MeCab hands out a known
/// entry's feature text at the same address every time, so the address finds the entry's
/// decoded morpheme, and its bytes, kept beside it, confirm it is the same text.
final class UniDicMorphemeCache: @unchecked Sendable {
    /// Entries kept before the cache starts over: far more words than a season of dialogue uses.
    static let capacity = 50_000

    private struct Entry {
        var feature: [UInt8]
        /// Nil when the morpheme depends on its surface (an unknown word, or a field that falls
        /// back to the surface), which is then decoded every time.
        var morpheme: JapaneseMorpheme?
    }

    private var entries: [UnsafeRawPointer: Entry] = [:]
    private let lock = NSLock()
    private(set) var misses = 0

    /// The morpheme of one node, from the cache when its feature text was decoded before.
    func morpheme(surface: UnsafeRawBufferPointer, feature: UnsafeRawBufferPointer, isUnknown: Bool,
                  decode: (MeCabTagger.Node) -> (morpheme: JapaneseMorpheme, usesSurface: Bool)) -> JapaneseMorpheme {
        let surfaceText = String(decoding: surface, as: UTF8.self)
        func decoded() -> (morpheme: JapaneseMorpheme, usesSurface: Bool) {
            decode(MeCabTagger.Node(surface: surfaceText, feature: String(decoding: feature, as: UTF8.self), isUnknown: isUnknown))
        }
        guard let address = feature.baseAddress else { return decoded().morpheme }
        lock.lock()
        if let entry = entries[address], entry.feature.count == feature.count,
           feature.isEmpty || entry.feature.withUnsafeBytes({ memcmp($0.baseAddress!, address, feature.count) == 0 }) {
            lock.unlock()
            if var morpheme = entry.morpheme {
                morpheme.surface = surfaceText
                return morpheme
            }
            return decoded().morpheme
        }
        lock.unlock()
        let fresh = decoded()
        lock.lock()
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[address] = Entry(feature: Array(feature), morpheme: fresh.usesSurface ? nil : fresh.morpheme)
        misses += 1
        lock.unlock()
        return fresh.morpheme
    }
}
