import Foundation

/// A prep list as words for the show's book: each with the first line of the episode it is
/// heard in (from the source's stored document, `DocumentPipeline`, counted words only, as
/// coverage counts them), where (`S01E03 12:34`) and the dictionary meaning mining would give it.
public enum PrepWords {
    public static func candidates(for plan: PrepPlan, source: SubtitleSource, registry: SubtitleRegistry,
                                  toolkit: MiningToolkit) throws -> [MiningCandidate] {
        guard !plan.words.isEmpty else { return [] }
        let document = try DocumentPipeline(toolkit: toolkit).document(of: source, registry: registry)
        let wanted = Set(plan.words.map { WordStore.termKey($0.term) })
        var first: [String: SubtitleCue] = [:]
        for cue in document.cues where first.count < wanted.count {
            for token in cue.tokens where token.counts {
                let key = WordStore.termKey(token.term)
                if wanted.contains(key) && first[key] == nil { first[key] = cue }
            }
        }
        var candidates = plan.words.map { word in
            let cue = first[WordStore.termKey(word.term)]
            let time = cue.map { SubtitleTime.format(milliseconds: $0.start) }
            return MiningCandidate(term: word.term, reading: word.reading, count: word.count, example: cue?.text ?? "",
                                   time: cue?.start ?? 0, source: [plan.episode.description, time].compactMap { $0 }.joined(separator: " "),
                                   file: source.path, meaning: "")
        }
        let lookup = toolkit.meanings(for: candidates, language: source.language)
        for index in candidates.indices { candidates[index].meaning = lookup.meanings[candidates[index].term] ?? "" }
        return candidates
    }
}
