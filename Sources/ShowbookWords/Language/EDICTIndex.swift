import Foundation
import ShowbookPlatform

/// EDICT's lines by headword and by reading, so that a word's entries are found without reading
/// the 19 MB file again: one pass over the raw EUC-JP bytes (mapped, never converted as a whole)
/// notes each key — every headword and every reading of a line, `(P)`-style tags dropped — with
/// its line, in two open-addressed tables of the keys' hashes whose equal keys are chained. A
/// lookup converts only its key to EUC-JP and only the lines it returns to text. Built once per
/// file and process (`shared(path:)`): the tokenizer's spellings and the meanings share it.
package final class EDICTIndex: @unchecked Sendable {
    private let bytes: Data
    /// Per line, where it starts (the last entry is the end of the file).
    private let lineStarts: [Int32]
    private let headwords: KeyTable
    private let readings: KeyTable
    private var parsed: [Int32: EDICTEntry?] = [:]
    /// Lines found per key, headwords and readings apart: dialogue asks about the same words
    /// again and again, and a lookup converts its key with iconv.
    private var foundHeadwords: [UTF8Key: [Int32]] = [:]
    private var foundReadings: [UTF8Key: [Int32]] = [:]
    private let lock = NSLock()
    /// Keys arrive as UTF-8 and the file is EUC-JP.
    private let toFileEncoding = IconvChannel(from: "UTF-8", to: "EUC-JP")

    /// Which of the two tables a lookup reads.
    private enum Keys {
        case headwords, readings
    }

    /// Keys chained by hash: `slots` holds each chain's newest posting, a posting its key's
    /// bytes, its line and the next posting of the same key.
    private struct KeyTable {
        var slots: [Int32]
        var keyStart: [Int32] = []
        var keyLength: [Int16] = []
        var line: [Int32] = []
        var next: [Int32] = []

        init(capacity: Int) {
            var size = 1
            while size < capacity * 2 { size <<= 1 }
            slots = [Int32](repeating: -1, count: size)
            keyStart.reserveCapacity(capacity)
            keyLength.reserveCapacity(capacity)
            line.reserveCapacity(capacity)
            next.reserveCapacity(capacity)
        }
    }

    /// What one pass over the file builds.
    private struct Tables {
        var lineStarts: [Int32] = []
        var headwords: KeyTable
        var readings: KeyTable

        init(estimate: Int) {
            headwords = KeyTable(capacity: estimate)
            readings = KeyTable(capacity: estimate)
            lineStarts.reserveCapacity(estimate)
        }
    }

    /// Guarded by `cacheLock`.
    nonisolated(unsafe) private static var cache: [String: EDICTIndex] = [:]
    private static let cacheLock = NSLock()

    /// The index of the file at `path`, built on first use; nil when it cannot be read.
    package static func shared(path: String) -> EDICTIndex? {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if let known = cache[path] { return known }
        guard let index = EDICTIndex(path: path) else { return nil }
        cache[path] = index
        return index
    }

    package init?(path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped), data.count < Int32.max else {
            return nil
        }
        bytes = data
        let estimate = max(16, data.count / 60)
        // Built in locals: the tables are appended to a few hundred thousand times, and a stored
        // property passed `inout` pays a run-time exclusivity check on every call.
        var tables = Tables(estimate: estimate)
        data.withUnsafeBytes { raw in Self.build(raw.bindMemory(to: UInt8.self), into: &tables) }
        lineStarts = tables.lineStarts
        headwords = tables.headwords
        readings = tables.readings
    }

    /// The entries with `headword` among their headwords, in the file's order.
    package func entries(headword: String) -> [EDICTEntry] { entries(of: headword, in: .headwords) }

    /// The entries with `reading` among their readings (a kana line's headword is its reading).
    package func entries(reading: String) -> [EDICTEntry] { entries(of: reading, in: .readings) }

    /// True when some entry has `headword` as a headword.
    package func hasHeadword(_ headword: String) -> Bool { !cachedLines(of: headword, in: .headwords).isEmpty }

    private func entries(of key: String, in table: Keys) -> [EDICTEntry] {
        let lines = cachedLines(of: key, in: table)
        return lines.isEmpty ? [] : lines.compactMap(entry(line:))
    }

    private func cachedLines(of key: String, in table: Keys) -> [Int32] {
        let byHeadword = table == .headwords
        let cacheKey = UTF8Key(key)
        lock.lock()
        if let known = byHeadword ? foundHeadwords[cacheKey] : foundReadings[cacheKey] { lock.unlock(); return known }
        lock.unlock()
        let found = lines(of: key, in: table)
        lock.lock()
        if byHeadword { foundHeadwords[cacheKey] = found } else { foundReadings[cacheKey] = found }
        lock.unlock()
        return found
    }

    private func entry(line: Int32) -> EDICTEntry? {
        lock.lock()
        if let known = parsed[line] { lock.unlock(); return known }
        lock.unlock()
        let start = Int(lineStarts[Int(line)])
        var end = Int(lineStarts[Int(line) + 1])
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        let entry = IconvConverter.decode(bytes[start..<end], from: "EUC-JP").flatMap(EDICTEntry.init(line:))
        lock.lock()
        parsed[line] = entry
        lock.unlock()
        return entry
    }

    private func lines(of key: String, in keys: Keys) -> [Int32] {
        guard !key.isEmpty, let euc = toFileEncoding?.convert(Array(key.utf8)), !euc.isEmpty else { return [] }
        let table = keys == .headwords ? headwords : readings
        return bytes.withUnsafeBytes { raw -> [Int32] in
            euc.withUnsafeBufferPointer { wanted -> [Int32] in
                guard let file = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), let key = wanted.baseAddress else { return [] }
                guard var posting = Self.find(key, count: wanted.count, in: table, file: file).posting else { return [] }
                var found: [Int32] = []
                while posting >= 0 {
                    if found.last != table.line[posting] { found.append(table.line[posting]) }
                    posting = Int(table.next[posting])
                }
                return found.reversed()
            }
        }
    }

    /// The slot of `key` in `table`, and the newest posting of the key when it is there.
    private static func find(_ key: UnsafePointer<UInt8>, count: Int, in table: KeyTable,
                             file: UnsafePointer<UInt8>) -> (slot: Int, posting: Int?) {
        let mask = table.slots.count - 1
        var slot = hash(key, count: count) & mask
        while table.slots[slot] >= 0 {
            let posting = Int(table.slots[slot])
            if Int(table.keyLength[posting]) == count && memcmp(file + Int(table.keyStart[posting]), key, count) == 0 {
                return (slot, posting)
            }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// One pass: each line's headwords (up to the first space) and readings (inside `[…]`),
    /// split at `;`, each without its `(…)`. The file's first line is its header.
    private static func build(_ buffer: UnsafeBufferPointer<UInt8>, into tables: inout Tables) {
        guard let file = buffer.baseAddress else { return }
        let count = buffer.count
        var start = 0
        var number: Int32 = 0
        while start < count {
            let end = memchr(file + start, 0x0A, count - start).map { UnsafeRawPointer(file).distance(to: $0) } ?? count
            tables.lineStarts.append(Int32(start))
            if number > 0 { addKeys(from: start, to: end, line: number, file: file, into: &tables) }
            number += 1
            start = end + 1
        }
        tables.lineStarts.append(Int32(count))
    }

    private static func addKeys(from start: Int, to end: Int, line: Int32, file: UnsafePointer<UInt8>, into tables: inout Tables) {
        var space = start
        while space < end && file[space] != 0x20 { space += 1 }
        guard space < end else { return }
        addParts(from: start, to: space, into: &tables.headwords, line: line, file: file)
        var close = space + 2
        if space + 1 < end && file[space + 1] == 0x5B {
            while close < end && file[close] != 0x5D { close += 1 }
        }
        if space + 1 < end && file[space + 1] == 0x5B && close < end {
            addParts(from: space + 2, to: close, into: &tables.readings, line: line, file: file)
        } else {
            addParts(from: start, to: space, into: &tables.readings, line: line, file: file)
        }
    }

    private static func addParts(from start: Int, to end: Int, into table: inout KeyTable, line: Int32, file: UnsafePointer<UInt8>) {
        var partStart = start
        while partStart < end {
            var partEnd = partStart
            var keyEnd = -1
            while partEnd < end && file[partEnd] != 0x3B {
                if keyEnd < 0 && file[partEnd] == 0x28 { keyEnd = partEnd }
                partEnd += 1
            }
            if keyEnd < 0 { keyEnd = partEnd }
            if keyEnd > partStart && keyEnd - partStart < Int(Int16.max) {
                insert(at: partStart, count: keyEnd - partStart, line: line, into: &table, file: file)
            }
            partStart = partEnd + 1
        }
    }

    private static func insert(at start: Int, count: Int, line: Int32, into table: inout KeyTable, file: UnsafePointer<UInt8>) {
        let posting = Int32(table.line.count)
        table.keyStart.append(Int32(start))
        table.keyLength.append(Int16(count))
        table.line.append(line)
        let (slot, existing) = Self.find(file + start, count: count, in: table, file: file)
        table.next.append(existing.map(Int32.init) ?? -1)
        table.slots[slot] = posting
        if existing == nil && table.line.count * 2 > table.slots.count { grow(&table, file: file) }
    }

    /// Doubles a table that got fuller than half, placing each chain's newest posting again.
    private static func grow(_ table: inout KeyTable, file: UnsafePointer<UInt8>) {
        let heads = table.slots.filter { $0 >= 0 }
        table.slots = [Int32](repeating: -1, count: table.slots.count * 2)
        let mask = table.slots.count - 1
        for head in heads {
            var slot = Self.hash(file + Int(table.keyStart[Int(head)]), count: Int(table.keyLength[Int(head)])) & mask
            while table.slots[slot] >= 0 { slot = (slot + 1) & mask }
            table.slots[slot] = head
        }
    }

    /// FNV-1a of the key's bytes.
    private static func hash(_ key: UnsafePointer<UInt8>, count: Int) -> Int {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for offset in 0..<count {
            value ^= UInt64(key[offset])
            value = value &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: value >> 1)
    }
}
