import Foundation
import ShowbookPlatform

/// Japanese–English meanings from EDICT as Debian's `edict` package installs it: one EUC-JP
/// file, one entry a line, `漢字;異体 [かな;かな] /(pos) gloss/gloss/…/EntL…/`. The file is
/// not sorted, so `meanings(for:)` finds every wanted term in one pass over the raw bytes:
/// each line's headwords are converted only when the line's first bytes could be a wanted
/// term's EUC-JP form. Nothing is kept between calls.
public struct EDICTDictionary: Sendable {
    public static let defaultPath = "/usr/share/edict/edict"
    public let path: String

    public init(path: String = EDICTDictionary.defaultPath) {
        self.path = path
    }

    public var isInstalled: Bool { FileManager.default.isReadableFile(atPath: path) }

    /// The meaning of each `(term, reading)` found, keyed by term: the glosses of the entry
    /// whose headword is the term (and, when several are, whose reading matches), at most
    /// three, joined with "; ".
    public func meanings(for tokens: [MinedToken]) throws -> [String: String] {
        guard isInstalled else {
            throw MiningError.missing(language: .japanese, what: "the EDICT dictionary for meanings", package: "edict")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MiningError.missing(language: .japanese, what: "a readable EDICT dictionary", package: "edict")
        }
        var wanted: [[UInt8]: [String]] = [:]  // EUC-JP headword → readings wanted
        var termOf: [[UInt8]: String] = [:]
        var leads = [Bool](repeating: false, count: 65_536)  // first two bytes of a wanted headword
        for token in tokens {
            guard let key = IconvConverter.convert(Array(token.term.utf8), from: "UTF-8", to: "EUC-JP"), !key.isEmpty else { continue }
            wanted[key, default: []].append(token.reading)
            termOf[key] = token.term
            leads[Self.lead(key[0], key.count > 1 ? key[1] : 0)] = true
        }
        var found: [String: (meaning: String, readingMatched: Bool)] = [:]
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
                scan(line: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), leads: leads, wanted: wanted, termOf: termOf,
                     into: &found)
                lineStart = lineEnd + 1
            }
        }
        return found.mapValues(\.meaning)
    }

    /// Where two leading bytes go in the prefilter table.
    private static func lead(_ first: UInt8, _ second: UInt8) -> Int { Int(first) << 8 | Int(second) }

    /// Checks each headword of one line (bytes up to the first space, split at `;`, each
    /// without its `(P)`-style tags) against the wanted terms.
    private func scan(line: UnsafeBufferPointer<UInt8>, leads: [Bool], wanted: [[UInt8]: [String]], termOf: [[UInt8]: String],
                      into found: inout [String: (meaning: String, readingMatched: Bool)]) {
        guard let space = line.firstIndex(of: 0x20) else { return }
        var start = 0
        while start < space {
            var end = start
            while end < space && line[end] != 0x3B { end += 1 }
            // Most headwords start with bytes no wanted term starts with: skip them unconverted.
            guard end - start > 1, leads[Self.lead(line[start], line[start + 1])] else {
                start = end + 1
                continue
            }
            var headEnd = end
            if let paren = line[start..<end].firstIndex(of: 0x28) { headEnd = paren }
            let head = Array(line[start..<headEnd])
            if let readings = wanted[head], let term = termOf[head] {
                if let existing = found[term], existing.readingMatched { return }
                guard let text = IconvConverter.decode(Array(line), from: "EUC-JP"),
                      let entry = Self.entry(text) else { return }
                let matched = readings.contains { !$0.isEmpty && entry.readings.contains($0) }
                if found[term] == nil || matched {
                    found[term] = (entry.meaning, matched)
                }
                return
            }
            start = end + 1
        }
    }

    /// The readings and the first sense's glosses of an entry line.
    package static func entry(_ line: String) -> (readings: [String], meaning: String)? {
        guard let firstSlash = line.firstIndex(of: "/") else { return nil }
        let head = line[..<firstSlash]
        var readings: [String] = []
        if let open = head.firstIndex(of: "["), let close = head.firstIndex(of: "]"), open < close {
            readings = head[head.index(after: open)..<close].split(separator: ";").map { reading in
                String(reading.prefix { $0 != "(" })
            }
        }
        var glosses: [String] = []
        for field in line[line.index(after: firstSlash)...].split(separator: "/") {
            var gloss = String(field)
            if gloss.hasPrefix("EntL") || gloss == "(P)" { continue }
            // A "(2)" sense number starts the second sense: the first is enough.
            if !glosses.isEmpty && gloss.contains("(2)") { break }
            while gloss.hasPrefix("("), let close = gloss.firstIndex(of: ")") {
                gloss = String(gloss[gloss.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            }
            if !gloss.isEmpty { glosses.append(gloss) }
            if glosses.count == 3 { break }
        }
        return glosses.isEmpty ? nil : (readings, glosses.joined(separator: "; "))
    }
}
