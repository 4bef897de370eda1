import Foundation
import ShowbookPlatform

/// Every sense of one term, for the word form's Ctrl-D (mining wants only each term's first
/// sense, `meanings(for:)`). A byte search over the raw EUC-JP file finds the lines whose
/// headword is the term — or, for a kana term no headword spells, whose reading is — and only those
/// lines are converted and split into senses.
extension EDICTDictionary {
    /// The senses of the entries for `term`, those whose reading is `reading` first, each
    /// entry's senses in EDICT's order: `(1) to go/to move/(2) to die` gives two.
    public func senses(of term: String, reading: String = "") throws -> [DictionarySense] {
        guard isInstalled else {
            throw MiningError.missing(language: .japanese, what: "the EDICT dictionary for meanings", package: "edict")
        }
        let trimmed = term.trimmingCharacters(in: .whitespaces)
        guard let data = FileManager.default.contents(atPath: path),
              let key = IconvConverter.convert(Array(trimmed.utf8), from: "UTF-8", to: "EUC-JP"), !key.isEmpty else { return [] }
        var lines = Self.lines(in: data, matching: key, inReadings: false)
        if lines.isEmpty && KanaRomanizer.isAllKana(trimmed) { lines = Self.lines(in: data, matching: key, inReadings: true) }
        let entries = lines.compactMap { IconvConverter.decode($0, from: "EUC-JP") }.compactMap(Self.parsedEntry)
        let ordered = entries.filter { !reading.isEmpty && $0.readings.contains(reading) }
            + entries.filter { reading.isEmpty || !$0.readings.contains(reading) }
        return ordered.flatMap { entry in
            entry.senses.map { DictionarySense(lemma: entry.headword, label: $0.label, definition: $0.definition) }
        }
    }

    /// The lines whose headwords (before the first space, split at `;`, tags such as `(P)`
    /// dropped) — or, with `inReadings`, whose `[…]` readings — include `key`. `memchr` and `memcmp`
    /// find the key's bytes anywhere in the file; only the lines around those hits are checked.
    private static func lines(in data: Data, matching key: [UInt8], inReadings: Bool) -> [[UInt8]] {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [[UInt8]] in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = raw.baseAddress else { return [] }
            var found: [[UInt8]] = []
            var from = 0
            var lastLine = -1
            while from < bytes.count, let hit = memchr(base + from, Int32(key[0]), bytes.count - from) {
                let position = base.distance(to: UnsafeRawPointer(hit))
                guard position + key.count <= bytes.count,
                      key.withUnsafeBytes({ memcmp(hit, $0.baseAddress!, key.count) }) == 0 else {
                    from = position + 1
                    continue
                }
                var start = position
                while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
                var end = bytes.count
                if let newline = memchr(base + position, 0x0A, bytes.count - position) {
                    end = base.distance(to: UnsafeRawPointer(newline))
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if start != lastLine && contains(key, in: line, readings: inReadings) { found.append(Array(line)) }
                lastLine = start
                from = end + 1
            }
            return found
        }
    }

    private static func contains(_ key: [UInt8], in line: UnsafeBufferPointer<UInt8>, readings: Bool) -> Bool {
        guard let space = line.firstIndex(of: 0x20) else { return false }
        var from = 0
        var upTo = space
        if readings {
            guard space + 1 < line.count, line[space + 1] == 0x5B,
                  let close = line[(space + 1)...].firstIndex(of: 0x5D) else { return false }
            from = space + 2
            upTo = close
        }
        var start = from
        while start < upTo {
            var end = start
            while end < upTo && line[end] != 0x3B { end += 1 }
            let nameEnd = line[start..<end].firstIndex(of: 0x28) ?? end
            if nameEnd - start == key.count && line[start..<nameEnd].elementsEqual(key) { return true }
            start = end + 1
        }
        return false
    }

    /// An entry line's first headword, readings and senses. A sense starts at each `(n)`
    /// number; its label is the part-of-speech tag in force (`(v5k-s,vi)`), its definition the
    /// glosses joined with "; ".
    package static func parsedEntry(_ line: String) -> (headword: String, readings: [String], senses: [(label: String, definition: String)])? {
        guard let firstSlash = line.firstIndex(of: "/") else { return nil }
        let head = line[..<firstSlash]
        let headword = String(head.prefix { $0 != " " && $0 != ";" && $0 != "(" })
        var readings: [String] = []
        if let open = head.firstIndex(of: "["), let close = head.firstIndex(of: "]"), open < close {
            readings = head[head.index(after: open)..<close].split(separator: ";").map { String($0.prefix { $0 != "(" }) }
        }
        var senses: [(label: String, definition: String)] = []
        var label = ""
        var glosses: [String] = []
        func finish() {
            if !glosses.isEmpty { senses.append((label, glosses.joined(separator: "; "))) }
            glosses = []
        }
        for field in line[line.index(after: firstSlash)...].split(separator: "/") {
            var gloss = field.trimmingCharacters(in: .whitespaces)
            if gloss.hasPrefix("EntL") || gloss == "(P)" { continue }
            while gloss.hasPrefix("("), let close = gloss.firstIndex(of: ")") {
                let tag = String(gloss[gloss.index(after: gloss.startIndex)..<close])
                if !tag.isEmpty && tag.allSatisfy(\.isNumber) {
                    finish()
                } else if glosses.isEmpty && isPartOfSpeech(tag) {
                    label = tag
                }
                gloss = String(gloss[gloss.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            }
            if !gloss.isEmpty { glosses.append(gloss) }
        }
        finish()
        return senses.isEmpty ? nil : (headword, readings, senses)
    }

    /// True for EDICT's part-of-speech tags (`n`, `v5k-s,vi`, `adj-i`, `exp`), false for its
    /// other tags (`uk`, `arch`, `vulg`), which say how a word is used rather than what it is.
    package static func isPartOfSpeech(_ tag: String) -> Bool {
        let others: Set<String> = ["exp", "int", "pn", "prt", "conj", "ctr", "suf", "pref", "aux", "aux-v", "aux-adj", "num",
                                   "cop", "unc"]
        return tag.split(separator: ",").allSatisfy { part in
            part == "n" || part.hasPrefix("n-") || (part.hasPrefix("v") && part != "vulg") || part.hasPrefix("adj")
                || part.hasPrefix("adv") || others.contains(String(part))
        }
    }
}
