import Foundation
import ShowbookPlatform
import ShowbookTV

/// Spoiler-safe examples (`examples = watched`): every candidate mined for a show gets its
/// example from the show's watched episodes only — the lines of their registered subtitle
/// sources, in episode order, a line where the word is the only unknown one (i+1) before any
/// other — and no example at all when no watched line holds it. The counts, the i+1 lines and
/// the meaning still come from what was mined. Each watched source's stored document is read
/// (`DocumentPipeline`), never its file, and counted as mining counts (`Tally`).
public struct WatchedExamples: Sendable {
    public var miner: SubtitleMiner
    public var registry: SubtitleRegistry
    public var watched: WatchedStore

    public init(miner: SubtitleMiner, registry: SubtitleRegistry, watched: WatchedStore) {
        self.miner = miner
        self.registry = registry
        self.watched = watched
    }

    /// The watched episodes' usable sources, in episode order — of an episode with several (a file
    /// per language), the one in the show's language — (a vanished or changed file is passed over).
    public func sources(of mediaID: MediaID) throws -> [SubtitleSource] {
        let seen = try watched.watched(mediaID)
        return try registry.preferredSources(of: mediaID)
            .filter { seen.contains($0.episode) && SubtitleRegistry.problem(of: $0) == nil }
            .sorted { ($0.episode, $0.id) < ($1.episode, $1.id) }
    }

    /// `result` with each candidate's example taken from a watched line (or emptied). `minedPath`
    /// is what `result` came from: a watched source at that path is not read twice. A source that
    /// cannot be mined gives no examples; the others still do.
    public func apply(to result: MiningResult, minedPath: String, of mediaID: MediaID, knownNow: Set<String>?,
                      cancellation: Cancellation = .none) throws -> MiningResult {
        var work = FolderWork()
        return try apply(to: result, minedPath: minedPath, of: mediaID, knownNow: knownNow, cancellation: cancellation, work: &work)
    }

    /// `apply`, counting in `work` the folder listings and names its mining reads.
    package func apply(to result: MiningResult, minedPath: String, of mediaID: MediaID, knownNow: Set<String>?,
               cancellation: Cancellation = .none, work: inout FolderWork) throws -> MiningResult {
        let wanted = Set(result.candidates.map { WordStore.termKey($0.term) })
        var best: [String: MiningCandidate] = [:]
        let minedFile = SubtitleRegistration.absolute((minedPath as NSString).expandingTildeInPath)
        // A season's episodes share a folder: it is indexed for translations once.
        var siblings = SiblingFolders()
        var warnings: [String] = []
        let pipeline = miner.pipeline
        for source in try sources(of: mediaID) where best.count < wanted.count || best.values.contains(where: { $0.oneWordAway == 0 }) {
            if cancellation.isCancelled { throw MiningError.cancelled }
            let heard: [MiningCandidate]
            if source.path == minedFile {
                heard = result.candidates
            } else {
                do {
                    let stored = try pipeline.document(of: source, registry: registry, cancellation: cancellation)
                    let document = try miner.translated(stored, warnings: &warnings, cancellation: cancellation, siblings: &siblings,
                                                        work: &work)
                    var tally = Tally()
                    try tally.add(document, knownNow: knownNow, cancellation: cancellation)
                    heard = tally.ranked(excluding: [])
                } catch MiningError.cancelled {
                    throw MiningError.cancelled
                } catch {
                    continue
                }
            }
            for candidate in heard {
                let key = WordStore.termKey(candidate.term)
                guard wanted.contains(key), !candidate.example.isEmpty else { continue }
                if let found = best[key], found.oneWordAway > 0 || candidate.oneWordAway == 0 { continue }
                best[key] = candidate
            }
        }
        var result = result
        for index in result.candidates.indices {
            let key = WordStore.termKey(result.candidates[index].term)
            result.candidates[index].takeExample(from: best[key])
        }
        return result
    }
}

extension MiningCandidate {
    /// The example and where it was heard from `other` (the same word heard elsewhere), or none.
    package mutating func takeExample(from other: MiningCandidate?) {
        example = other?.example ?? ""
        time = other?.time ?? 0
        source = other?.source ?? ""
        file = other?.file ?? ""
        surface = other?.surface ?? ""
        translation = other?.translation ?? ""
        endTime = other?.endTime ?? 0
        media = other?.media ?? ""
    }
}
