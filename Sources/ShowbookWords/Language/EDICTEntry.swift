/// One EDICT line, parsed: its headwords and readings, whether EDICT marks it common (`(P)`),
/// and its senses in order, each with the part-of-speech tags in force (a sense without its own
/// inherits the previous one's), the other tags that say how it is used (`uk`: usually written
/// in kana, `col`, `arch`…) and its glosses. Debian's file has one headword and reading a line
/// (`分かる [わかる] /(v5r,vi) (1) (uk) to understand/…/(P)/`); the EDICT2 layout (`行く(P);逝く
/// [いく(P);ゆく] /…/EntL1/`) is read too.
package struct EDICTEntry: Sendable, Equatable {
    package struct Sense: Sendable, Equatable {
        package var partsOfSpeech: [String]
        package var tags: Set<String>
        package var glosses: [String]
    }

    package var headwords: [String]
    /// The readings; a line with no `[…]` is written in kana and is its own reading.
    package var readings: [String]
    package var senses: [Sense]
    package var isCommon: Bool

    package var headword: String { headwords.first ?? "" }

    /// EDICT marks the first sense usually written in kana (`(uk)`).
    package var isUsuallyKana: Bool { senses.first?.tags.contains("uk") == true }

    /// The first sense is archaic, obscure, rare or an outdated spelling or reading.
    package var isMarginal: Bool {
        guard let first = senses.first else { return true }
        return !first.tags.isDisjoint(with: Self.marginalTags)
    }

    private static let marginalTags: Set<String> = ["arch", "obs", "obsc", "rare", "ok", "oK", "ik", "iK", "io"]

    /// Tags that say how a sense is used rather than what it is; a leading `(…)` that is neither
    /// one of these nor a part of speech (`(in) the middle of`) belongs to the gloss.
    package static let usageTags: Set<String> = [
        "uk", "col", "arch", "obs", "obsc", "rare", "hon", "hum", "pol", "sl", "abbr", "ok", "oK", "ik", "iK", "io", "ateji",
        "fam", "male", "fem", "vulg", "X", "derog", "poet", "id", "on-mim", "yoji", "chn", "joc", "m-sl", "sens", "gikun",
        "ksb", "kyb", "osb", "ktb", "tsb", "thb", "tsug", "kyu", "rkb", "nab", "hob", "Buddh", "Shinto", "MA", "comp", "food",
        "ling", "math", "mil", "physics", "chem", "biol", "bot", "zool", "med", "sports", "law", "econ", "bus", "finc",
        "anat", "archit", "astron", "baseb", "engr", "geol", "shogi", "music", "mahj", "sumo",
    ]

    /// True for EDICT's part-of-speech tags (`n`, `v5k-s,vi`, `adj-i`, `exp`, `int`).
    package static func isPartOfSpeech(_ tag: String) -> Bool {
        let others: Set<String> = ["exp", "int", "pn", "prt", "conj", "ctr", "suf", "pref", "aux", "aux-v", "aux-adj", "num",
                                   "cop", "unc", "vi", "vt"]
        return !tag.isEmpty && tag.split(separator: ",").allSatisfy { part in
            part == "n" || part.hasPrefix("n-") || (part.hasPrefix("v") && part != "vulg") || part.hasPrefix("adj")
                || part.hasPrefix("adv") || others.contains(String(part))
        }
    }

    /// The entry of one line, or nil for a line that is not an entry (no ` /`, no gloss).
    package init?(line: String) {
        guard let slash = line.range(of: " /") else { return nil }
        let head = line[..<slash.lowerBound]
        var spellings = head
        var readings: [String] = []
        if let open = head.firstIndex(of: "["), let close = head.lastIndex(of: "]"), open < close {
            spellings = head[..<open]
            readings = Self.parts(head[head.index(after: open)..<close])
        }
        headwords = Self.parts(spellings)
        self.readings = readings.isEmpty ? headwords : readings
        isCommon = false
        senses = []
        var current = Sense(partsOfSpeech: [], tags: [], glosses: [])
        var lastPartsOfSpeech: [String] = []
        for field in line[slash.upperBound...].split(separator: "/") {
            var text = Substring(field.trimmingCharacters(in: .whitespaces))
            if text == "(P)" { isCommon = true; continue }
            if text.hasPrefix("EntL") || text.isEmpty { continue }
            while text.hasPrefix("("), let close = text.firstIndex(of: ")") {
                let tag = String(text[text.index(after: text.startIndex)..<close])
                let isNumber = !tag.isEmpty && tag.allSatisfy(\.isNumber)
                let isPartOfSpeech = Self.isPartOfSpeech(tag)
                guard isNumber || isPartOfSpeech || tag.split(separator: ",").allSatisfy({ Self.usageTags.contains(String($0)) }) else { break }
                if (isNumber || isPartOfSpeech) && !current.glosses.isEmpty {
                    finish(&current, inheriting: &lastPartsOfSpeech)
                }
                if isPartOfSpeech {
                    current.partsOfSpeech += tag.split(separator: ",").map(String.init)
                } else if !isNumber {
                    current.tags.formUnion(tag.split(separator: ",").map(String.init))
                }
                text = text[text.index(after: close)...].drop { $0 == " " }
            }
            if !text.isEmpty { current.glosses.append(String(text)) }
        }
        finish(&current, inheriting: &lastPartsOfSpeech)
        guard !senses.isEmpty, !headwords.isEmpty else { return nil }
    }

    private mutating func finish(_ sense: inout Sense, inheriting last: inout [String]) {
        guard !sense.glosses.isEmpty else { return }
        if sense.partsOfSpeech.isEmpty { sense.partsOfSpeech = last }
        last = sense.partsOfSpeech
        senses.append(sense)
        sense = Sense(partsOfSpeech: [], tags: [], glosses: [])
    }

    /// `行く(P);逝く` → [行く, 逝く]: split at `;`, each without its `(…)` tags.
    private static func parts(_ text: Substring) -> [String] {
        text.split(separator: ";").map { String($0.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
