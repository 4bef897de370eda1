import Foundation

/// A prep list as words for the show's book: each with the first line of the episode it is
/// heard in (read again from the file, the one time prep needs more than the stored ids), where
/// (`S01E03 12:34`) and the dictionary meaning mining would give it.
public enum PrepWords {
    public static func candidates(for plan: PrepPlan, source: SubtitleSource, toolkit: MiningToolkit,
                                  encoding: String? = nil) throws -> [MiningCandidate] {
        guard !plan.words.isEmpty else { return [] }
        let document = try source.document(encoding: encoding)
        let tokenizer = try CoverageTokenizer.make(source.language, toolkit: toolkit)
        let key = DocumentWork.key(source.path, track: source.kind == .track ? source.track : nil)
        toolkit.work.countParse(of: key)
        toolkit.work.countTokenizing(of: key)
        let wanted = Set(plan.words.map { WordStore.termKey($0.term) })
        var first: [String: SubtitleCue] = [:]
        for (cue, tokens) in zip(document.cues, tokenizer.tokens(inLines: document.cues.map(\.text))) where first.count < wanted.count {
            for token in tokens {
                let key = WordStore.termKey(token.term)
                if wanted.contains(key) && first[key] == nil { first[key] = cue }
            }
        }
        let lookup = toolkit.meanings(for: plan.words.map { MinedToken(term: $0.term, reading: $0.reading) }, language: source.language)
        return plan.words.map { word in
            let cue = first[WordStore.termKey(word.term)]
            let time = cue.map { SubtitleTime.format(milliseconds: $0.start) }
            return MiningCandidate(term: word.term, reading: word.reading, count: word.count, example: cue?.text ?? "",
                                   time: cue?.start ?? 0, source: [plan.episode.description, time].compactMap { $0 }.joined(separator: " "),
                                   file: source.path, meaning: lookup.meanings[word.term] ?? "")
        }
    }
}
