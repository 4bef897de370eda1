import Foundation
import ShowbookPlatform

/// Korean words through MeCab with mecab-ko-dic, a dictionary made for Korean: each eojeol is
/// cut into morphemes with their dictionary forms (몰라 → 모르 + 아, 들었어 → 듣 + 었 + 어), and
/// `KoreanMorphemeWords` turns those into the words worth learning.
///
/// mecab-ko-dic's model expects a MeCab that makes a particle or ending written after a space
/// dearer (its `dicrc` names the parts of speech and the costs); Debian's MeCab does not, so
/// 가지 마 would read as 가지 + the ending 마. The best few paths of MeCab's lattice are scored
/// again with those costs added (`KoreanPathScore`), the cheapest first, stopping as soon as no
/// later path can win — the answer a MeCab that applies the rule gives.
///
/// Everyday nouns the dictionary knows only as names (`KoreanWordLists.everydayNouns`: 알바,
/// 카톡) are read as a common noun of the same final sound in their place, then put back.
public final class KoreanMeCabTokenizer: WordTokenizer, @unchecked Sendable {
    /// At most this many paths are scored for one line.
    package static let pathLimit = 32

    private let tagger: MeCabTagger
    private let score: KoreanPathScore

    public init(tagger: MeCabTagger, score: KoreanPathScore) {
        self.tagger = tagger
        self.score = score
    }

    /// Why the dictionary cannot be used, as the end of one line.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        case libraryMissing
        case unreadable
        /// MeCab splits its argument line at spaces, with no quoting.
        case spaceInPath

        public var description: String {
            switch self {
            case .libraryMissing: return "the MeCab library is not installed (install the Debian package libmecab2)"
            case .unreadable: return "MeCab cannot load it"
            case .spaceInPath: return "MeCab cannot open a folder whose path has a space; set \(KoreanDictionaryLocation.environmentVariable) to one without"
            }
        }
    }

    /// Loads MeCab with the mecab-ko-dic in `directory`.
    public convenience init(directory: String, libraries: [String] = ["libmecab.so.2", "libmecab.so"]) throws {
        guard !directory.contains(where: \.isWhitespace) else { throw LoadError.spaceInPath }
        let dicrc = (try? String(contentsOfFile: (directory as NSString).appendingPathComponent("dicrc"), encoding: .utf8)) ?? ""
        let tagger: MeCabTagger
        do {
            tagger = try MeCabTagger(libraries: libraries, arguments: "-d \(directory) -r /dev/null")
        } catch MeCabTagger.LoadError.libraryMissing {
            throw LoadError.libraryMissing
        } catch {
            throw LoadError.unreadable
        }
        self.init(tagger: tagger, score: KoreanPathScore(dicrc: dicrc))
    }

    public func tokens(in line: String) -> [MinedToken] {
        let standIns = KoreanStandIns(line: line)
        let nodes = bestPath(standIns.text)
        return KoreanMorphemeWords.tokens(of: standIns.restored(nodes, in: standIns.text))
    }

    /// The nodes of the path with the lowest cost once `score` has added its costs. Paths of
    /// equal cost differ only in which of two entries of the same form and class a node is —
    /// 들 as 듣 + 었 (heard) or as 들 (held) — and MeCab's order among them is arbitrary: the one
    /// with the most inflected readings (`Inflect` nodes) wins, so 들었어 is 듣다 and 걸었어요 걷다,
    /// as the irregular reading is the likelier in speech.
    package func bestPath(_ text: String) -> [MeCabTagger.PathNode] {
        // Most lines' cheapest path needs nothing added; only ties could then differ, and a
        // tie needs another path of the same cost, so n-best is asked for only when the
        // cheapest path is not the answer outright.
        if let cheapest = tagger.cheapestPath(text) {
            let tags = cheapest.nodes.map(KoreanNodeText.tag)
            if score.addedCost(cheapest.nodes, tags: tags) == 0, !hasTwin(cheapest.nodes, tags: tags) { return cheapest.nodes }
        }
        var best: (nodes: [MeCabTagger.PathNode], cost: Int, inflected: Int)?
        tagger.paths(text, limit: Self.pathLimit) { path in
            // Paths come cheapest first and added costs are never negative: once a path's own
            // cost passes the best total, no later path can beat or tie it.
            if let best, path.cost > best.cost { return false }
            let total = path.cost + score.addedCost(path.nodes)
            if let current = best, total > current.cost { return true }
            let inflected = path.nodes.reduce(0) { $0 + (Self.isInflected($1) ? 1 : 0) }
            if let current = best, total == current.cost, inflected <= current.inflected { return true }
            best = (path.nodes, total, inflected)
            return true
        }
        return best?.nodes ?? []
    }

    /// Whether a node may have a twin of the same cost: a verb or adjective read plainly whose
    /// form ends in ㄹ, which the dictionary also has as a ㄷ-irregular stem (들: 들다 and 듣다).
    private func hasTwin(_ nodes: [MeCabTagger.PathNode], tags: [String]) -> Bool {
        nodes.indices.contains { index in
            guard tags[index].hasPrefix("V"), let last = KoreanNodeText.last(nodes[index].surface),
                  Hangul.finalConsonant(last) == 8 else { return false }
            return !KoreanNodeText.isInflected(nodes[index])
        }
    }

    private static func isInflected(_ node: MeCabTagger.PathNode) -> Bool {
        KoreanNodeText.isInflected(node)
    }
}
