import Foundation

/// What the learner remembers of each lemma at one moment, over the lemma table so measuring an
/// episode is one array look-up per word: the expected recall (0 for a word never studied, 1
/// for a Known one, the FSRS retrievability between), whether it is sure (R ≥ the setting's
/// minimum, or Known) and whether it was ever studied (a word that was not is "new"). Made
/// once per moment and shared by every show measured then.
public struct KnownLemmas: Sendable {
    private var recall: [Double]
    private var sure: [Bool]
    private var studied: [Bool]

    /// Lemmas known for sure (recall 1) where `mask` is true, never studied elsewhere.
    public init(mask: [Bool]) {
        recall = mask.map { $0 ? 1 : 0 }
        sure = mask
        studied = mask
    }

    /// The lemmas named by `keys` (a lemma id's term key) weighed by `memories` at `date`.
    public init(keys: [String], memories: WordMemories, at date: Date, sureFrom minimum: Double,
                scheduler: FSRSScheduler = FSRSScheduler()) {
        self.init(index: LemmaIndex(keys: keys), memories: memories, at: date, sureFrom: minimum, scheduler: scheduler)
    }

    /// The lemmas of `index` weighed by `memories` at `date`: one pass over the learner's
    /// words, so asking at several moments costs no look-up per lemma.
    public init(index: LemmaIndex, memories: WordMemories, at date: Date, sureFrom minimum: Double,
                scheduler: FSRSScheduler = FSRSScheduler()) {
        recall = Array(repeating: 0, count: index.count)
        sure = Array(repeating: false, count: index.count)
        studied = Array(repeating: false, count: index.count)
        for (key, list) in memories.byKey {
            guard let ids = index.ids[key], let value = WordMemories.recall(list, at: date, sureFrom: minimum, scheduler: scheduler)
            else { continue }
            for id in ids {
                recall[Int(id)] = value.expected
                sure[Int(id)] = value.sure
                studied[Int(id)] = true
            }
        }
    }

    /// True when `id`'s recall is sure (the old "known": R ≥ the minimum, or Known).
    public func contains(_ id: Int32) -> Bool { id >= 0 && Int(id) < sure.count && sure[Int(id)] }

    /// The expected recall of `id` (0 for a word never studied).
    public func recall(of id: Int32) -> Double { id >= 0 && Int(id) < recall.count ? recall[Int(id)] : 0 }

    /// False for a word the learner never studied nor marked Known (a new word).
    public func isStudied(_ id: Int32) -> Bool { id >= 0 && Int(id) < studied.count && studied[Int(id)] }

    /// These lemmas and `ids` known for sure (what a prep list predicts when studied words were certain).
    public func adding(_ ids: some Sequence<Int32>) -> KnownLemmas {
        adding(Dictionary(ids.map { ($0, 1.0) }) { first, _ in first }, sureFrom: 1)
    }

    /// These lemmas with each of `studied`'s ids remembered with its expected recall (kept when
    /// already higher); sure when that recall is at least `minimum`.
    public func adding(_ added: [Int32: Double], sureFrom minimum: Double) -> KnownLemmas {
        var copy = self
        for (id, value) in added where id >= 0 && id < 50_000_000 {
            let index = Int(id)
            if index >= copy.recall.count {
                let extra = index - copy.recall.count + 1
                copy.recall.append(contentsOf: repeatElement(0, count: extra))
                copy.sure.append(contentsOf: repeatElement(false, count: extra))
                copy.studied.append(contentsOf: repeatElement(false, count: extra))
            }
            copy.recall[index] = max(copy.recall[index], value)
            copy.sure[index] = copy.sure[index] || value >= minimum
            copy.studied[index] = true
        }
        return copy
    }

    /// How many lemmas are sure.
    public var count: Int { sure.lazy.filter { $0 }.count }
}

/// The lemma table's ids by term key, made once per question so each moment asked about is
/// one pass over the learner's words.
public struct LemmaIndex: Sendable {
    /// How many lemma ids there are (the largest plus one).
    public let count: Int
    public let ids: [String: [Int32]]

    public init(keys: [String]) {
        count = keys.count
        var ids: [String: [Int32]] = [:]
        for (index, key) in keys.enumerated() where !key.isEmpty { ids[key, default: []].append(Int32(index)) }
        self.ids = ids
    }
}
