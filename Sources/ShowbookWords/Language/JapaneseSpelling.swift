import Foundation
import ShowbookPlatform

/// How a Japanese word is spelled as a term, so that every spelling of one EDICT entry is one
/// word (わかった and 分かった both give わかる):
/// - a word EDICT marks usually written in kana (`uk` on its first sense) is its kana, whatever
///   the line wrote (分かる → わかる; 辛い read つらい → つらい, read からい it stays 辛い);
/// - a kana spelling stays when it is an entry of its own (いい, やばい, どうぞ), when a common
///   entry of that reading is usually written in kana (うち), or when several common entries share
///   the reading (ひく: 引く, 弾く, 轢く), where a kanji would guess the meaning;
/// - a kanji spelling EDICT marks common (`P`) stays as written (降りる, ご飯, 子ども);
/// - anything else takes the entry's common spelling: the dictionary's own form of the word
///   (たんじょうび → 誕生日, 判る → 分かる) unless it is UniDic's 御 for a polite お/ご, which EDICT's common
///   spelling keeps in kana (御腹 → お腹).
/// Without EDICT, or for a word it does not know, the line's spelling is kept when it is kana
/// and the dictionary's form otherwise. Each choice is made once per form.
package final class JapaneseSpelling: @unchecked Sendable {
    /// The term, the kanji spelling EDICT files it under (the hint meanings are chosen by) and
    /// the reading.
    package struct Choice: Sendable, Equatable {
        package var term: String
        package var headword: String
        package var reading: String
    }

    private let index: EDICTIndex?
    private var known: [UTF8Key: Choice] = [:]
    private let lock = NSLock()

    package init(index: EDICTIndex?) {
        self.index = index
    }

    /// `fromContext`: the words around it chose the reading, which is then kept; else an
    /// analyzer's reading that EDICT does not mark common, for a spelling with one common
    /// reading, gives way to it (階 read きざはし → かい).
    package func choose(lemma: String, written: String, reading: String, fromContext: Bool = false) -> Choice {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lemma.utf8.count + written.utf8.count + reading.utf8.count + 4)
        for part in [lemma, written, reading] {
            bytes.append(contentsOf: part.utf8)
            bytes.append(0x09)
        }
        if fromContext { bytes.append(0x31) }
        let key = UTF8Key(bytes: bytes)
        lock.lock()
        if let choice = known[key] { lock.unlock(); return choice }
        lock.unlock()
        var choice = decide(lemma: lemma, written: written, reading: fromContext ? reading : commonReading(of: written, reading))
        if KanaRomanizer.isAllKana(choice.term) { choice.reading = KanaRomanizer.hiragana(choice.term) }
        lock.lock()
        known[key] = choice
        lock.unlock()
        return choice
    }

    private func commonReading(of written: String, _ reading: String) -> String {
        guard let index, !KanaRomanizer.isAllKana(written) else { return reading }
        let entries = index.entries(headword: written)
        func reads(_ entry: EDICTEntry, _ wanted: String) -> Bool { entry.readings.contains { KanaRomanizer.hiragana($0) == wanted } }
        guard !entries.contains(where: { $0.isCommon && reads($0, reading) }) else { return reading }
        let common = Set(entries.filter(\.isCommon).compactMap { $0.readings.first }.map(KanaRomanizer.hiragana))
        return common.count == 1 ? common.first! : reading
    }

    private func decide(lemma: String, written: String, reading: String) -> Choice {
        let writtenInKana = KanaRomanizer.isAllKana(written)
        let fallback = Choice(term: writtenInKana || lemma.contains("御") ? written : lemma, headword: lemma, reading: reading)
        guard let index, !reading.isEmpty else { return fallback }
        func entry(_ spelling: String) -> EDICTEntry? {
            index.entries(headword: spelling).first { entry in entry.readings.contains { KanaRomanizer.hiragana($0) == reading } }
        }
        if writtenInKana && staysInKana(written, index: index) { return Choice(term: written, headword: lemma, reading: reading) }
        let writtenEntry = writtenInKana ? nil : entry(written)
        guard let found = writtenEntry ?? entry(lemma) ?? (writtenInKana ? onlyCommonEntry(reading: reading, index: index) : nil) else {
            return fallback
        }
        if found.isUsuallyKana {
            return Choice(term: writtenInKana ? written : reading, headword: found.headword, reading: reading)
        }
        if let writtenEntry, writtenEntry.isCommon { return Choice(term: written, headword: written, reading: reading) }
        let siblings = index.entries(reading: reading).filter { $0.senses == found.senses && $0.isCommon }.flatMap(\.headwords)
        let common = siblings.filter { !$0.contains("御") || siblings.allSatisfy { $0.contains("御") } }
        let term = common.contains(lemma) ? lemma : common.first ?? found.headword
        return Choice(term: term, headword: term, reading: reading)
    }

    /// The one common entry with `reading`, when there is exactly one meaning among them.
    private func onlyCommonEntry(reading: String, index: EDICTIndex) -> EDICTEntry? {
        let common = index.entries(reading: reading).filter(\.isCommon)
        guard let first = common.first, common.allSatisfy({ $0.senses == first.senses }) else { return nil }
        return first
    }

    /// A word written in kana keeps its kana when that is an entry of its own (いい), when a
    /// common entry of that reading is usually written in kana (うち for 家), or when the reading
    /// belongs to several common entries (ひく: 引く, 弾く, 轢く), where choosing a kanji would
    /// guess the meaning.
    private func staysInKana(_ written: String, index: EDICTIndex) -> Bool {
        if index.entries(headword: written).contains(where: { $0.readings == [written] }) { return true }
        let common = index.entries(reading: written).filter(\.isCommon)
        if common.contains(where: \.isUsuallyKana) { return true }
        var meanings: [[EDICTEntry.Sense]] = []
        for entry in common where !meanings.contains(entry.senses) { meanings.append(entry.senses) }
        return meanings.count > 1
    }
}
