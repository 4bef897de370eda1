import Foundation
import ShowbookPlatform

/// Every sense of one term, for the word form's Ctrl-D (mining wants one meaning per term,
/// `meanings(for:)`): the entries whose headword is the term and — for a term in kana — those
/// whose reading it is, found through the index.
extension EDICTDictionary {
    /// The senses of the entries for `term`: those whose reading is `reading` first, then the
    /// common ones (`(P)`), then the rest in the file's order, each entry's senses in EDICT's
    /// order (`(1) to go/to move/(2) to die` gives two). An entry that only repeats another's
    /// senses under another spelling (判る beside 分かる) is left out.
    public func senses(of term: String, reading: String = "") throws -> [DictionarySense] {
        guard isInstalled else {
            throw MiningError.missing(language: .japanese, what: "the EDICT dictionary for meanings", package: "edict")
        }
        let trimmed = term.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, let index else { return [] }
        var entries = index.entries(headword: trimmed)
        if KanaRomanizer.isAllKana(trimmed) { entries += index.entries(reading: trimmed) }
        var seen: [[EDICTEntry.Sense]] = []
        entries = entries.filter { entry in
            guard !seen.contains(entry.senses) else { return false }
            seen.append(entry.senses)
            return true
        }
        func rank(_ entry: EDICTEntry) -> Int {
            (!reading.isEmpty && entry.readings.contains(reading) ? 0 : 2) + (entry.isCommon ? 0 : 1)
        }
        let ordered = entries.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        return ordered.flatMap { entry in
            entry.senses.map { sense in
                DictionarySense(lemma: entry.headword, label: sense.partsOfSpeech.joined(separator: ","),
                                definition: sense.glosses.joined(separator: "; "))
            }
        }
    }
}
