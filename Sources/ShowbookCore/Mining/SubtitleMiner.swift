import Foundation

/// Turns subtitle files into ranked word candidates: reads each file (`SubtitleReader`),
/// detects the language unless told, tokenizes every cue into dictionary forms, leaves out
/// the forms any of the user's books already holds (open or closed, compared as
/// `WordStore.termKey`), ranks the rest by count (ties: first appearance) with the language's
/// function words (`StopList`) after all the others, and looks up meanings for the candidates
/// kept.
public struct SubtitleMiner: Sendable {
    /// The tokenizing loop looks at its `Cancellation` every this many cues.
    static let cancellationInterval = 64

    public var toolkit: MiningToolkit
    public var encoding: String?
    /// Which track of a video to mine.
    public var tracks: TrackRequest
    /// Where each line's translation comes from.
    public var translation: TranslationRequest
    public var video: VideoSubtitles

    public init(toolkit: MiningToolkit, encoding: String? = nil, tracks: TrackRequest = TrackRequest(),
                translation: TranslationRequest = .automatic, video: VideoSubtitles = VideoSubtitles()) {
        self.toolkit = toolkit
        self.encoding = encoding
        self.tracks = tracks
        self.translation = translation
        self.video = video
    }

    /// `progress(done, total)` is called after each file. `cancellation` is looked at inside
    /// each file too: while it is parsed and every `cancellationInterval` cues while tokenizing. `limit` keeps the top candidates
    /// only (meanings are looked up for those). A folder's unreadable file becomes a warning;
    /// a single unreadable file throws its `SubtitleError`. With `knownNow` (the term keys known
    /// at this moment, `KnownTerms`), each line's unknown words are counted as coverage counts
    /// them: a candidate says how many lines it is the only unknown word of (`oneWordAway`), and
    /// its example is the first such line when it has one. `meanings` false skips the dictionary.
    public func mine(path: String, language: MiningLanguage? = nil, knownTerms: Set<String> = [], limit: Int? = nil,
                     knownNow: Set<String>? = nil, meanings: Bool = true,
                     cancellation: Cancellation = .none, progress: (Int, Int) -> Void = { _, _ in }) throws -> MiningResult {
        var work = MiningWork()
        var siblings = SiblingFolders()
        return try mine(path: path, language: language, knownTerms: knownTerms, limit: limit, knownNow: knownNow,
                        meanings: meanings, cancellation: cancellation, siblings: &siblings, work: &work, progress: progress)
    }

    /// `mine`, counting in `work` the folder listings and file names it reads.
    func mine(path: String, language: MiningLanguage? = nil, knownNow: Set<String>? = nil, meanings: Bool = true,
              work: inout MiningWork) throws -> MiningResult {
        var siblings = SiblingFolders()
        return try mine(path: path, language: language, knownNow: knownNow, meanings: meanings, siblings: &siblings, work: &work)
    }

    /// `mine`, counting in `work` the folder listings and file names it reads; `siblings` keeps
    /// the folders already indexed for translations, so several runs over one folder (the
    /// watched episodes of a season) list it once.
    func mine(path: String, language: MiningLanguage? = nil, knownTerms: Set<String> = [], limit: Int? = nil,
              knownNow: Set<String>? = nil, meanings: Bool = true, cancellation: Cancellation = .none,
              siblings: inout SiblingFolders, work: inout MiningWork,
              progress: (Int, Int) -> Void = { _, _ in }) throws -> MiningResult {
        let reader = SubtitleReader(encoding: encoding, preferKorean: language == .korean)
        let listing = try reader.listing(at: path, work: &work)
        let listed = listing.files
        let files = SubtitleSiblings.mined(listed, language: tracks.language.isEmpty ? language?.rawValue ?? "" : tracks.language)
        // A folder's translations are found in its listing, indexed once; a single file's folder
        // is listed when its translation is first looked for.
        if listed != [(path as NSString).expandingTildeInPath] {
            siblings.add(SiblingIndex(listed, work: &work), for: (path as NSString).expandingTildeInPath)
        }
        var documents: [SubtitleDocument] = []
        var warnings: [String] = []
        var skipped: [String] = []
        var damage = DamageNote()
        warnings += listing.refused.map { "\($0)" }
        // Reading is a small share of the work: the progress counts files read, then tokenized.
        let total = files.count * 2
        for (number, file) in files.enumerated() {
            if cancellation.isCancelled { throw MiningError.cancelled }
            do {
                let document = try self.document(file, reader: reader, single: files.count == 1, warnings: &warnings,
                                                 cancellation: cancellation, siblings: &siblings, work: &work)
                if cancellation.isCancelled { throw MiningError.cancelled }
                documents.append(document)
                damage.add(document)
                skipped += document.skipped.map { "\(document.fileName):\($0.line): \($0.reason)" }
            } catch MiningError.cancelled {
                throw MiningError.cancelled
            } catch {
                if files.count == 1 { throw error }
                warnings.append("\(error)")
            }
            progress(number + 1, total)
        }
        if let line = damage.line { warnings.append(line) }
        let cueCount = documents.reduce(0) { $0 + $1.cues.count }
        guard cueCount > 0 else { throw MiningError.noCues(path) }
        let chosen = language ?? MiningLanguage.detect(in: documents.lazy.flatMap { $0.cues.lazy.map(\.text) })
        let tokenizer = try toolkit.tokenizer(for: chosen)
        let counted = knownNow == nil ? nil : try CoverageTokenizer.make(chosen, toolkit: toolkit)

        var tally = Tally()
        for (number, document) in documents.enumerated() {
            if cancellation.isCancelled { throw MiningError.cancelled }
            var away: OneWordAway?
            if let knownNow, let counted {
                away = OneWordAway(lines: counted.tokens(inLines: document.cues.map(\.text)), known: knownNow)
            }
            for (position, cue) in document.cues.enumerated() {
                if position % Self.cancellationInterval == 0 && cancellation.isCancelled { throw MiningError.cancelled }
                let only = away?.lineWords[position]
                if let only { tally.countOneWordAway(only) }
                for token in tokenizer.tokens(in: cue.text) {
                    tally.add(token, cue: cue, translation: document.translation(at: position), document: document,
                              oneWordAway: only != nil && only == WordStore.termKey(token.term))
                }
            }
            progress(files.count + number + 1, total)
        }
        progress(total, total)
        var ranked = tally.ranked(excluding: knownTerms, last: StopList.bundled(chosen))
        let known = tally.count - ranked.count
        if let limit { ranked = Array(ranked.prefix(max(0, limit))) }
        if meanings {
            let lookup = toolkit.meanings(for: ranked.map { MinedToken(term: $0.term, reading: $0.reading) }, language: chosen)
            if let warning = lookup.warning { warnings.append(warning) }
            for index in ranked.indices { ranked[index].meaning = lookup.meanings[ranked[index].term] ?? "" }
        }
        return MiningResult(language: chosen, candidates: ranked, files: documents.count, cues: cueCount, known: known,
                            skipped: skipped, warnings: warnings)
    }
}

/// Counts per dictionary form, remembering the first place each was heard — or, once one is
/// heard, the first line in which it is the only unknown word (i+1) — and the i+1 lines per term key.
struct Tally {
    private var order: [String] = []
    private var entries: [String: MiningCandidate] = [:]
    /// Terms whose example is an i+1 line (never replaced again).
    private var oneWordAwayExamples: Set<String> = []
    private var oneWordAwayLines: [String: Int] = [:]
    /// Each document's `ExampleMedia.file(for:)`, looked up once.
    private var media: [String: String] = [:]

    var count: Int { order.count }

    /// One line whose only unknown word has the term key `key`.
    mutating func countOneWordAway(_ key: String) { oneWordAwayLines[key, default: 0] += 1 }

    /// `oneWordAway`: the cue is an i+1 line for this token.
    mutating func add(_ token: MinedToken, cue: SubtitleCue, translation: String, document: SubtitleDocument,
                      oneWordAway: Bool = false) {
        var count = 1
        if let entry = entries[token.term] {
            guard oneWordAway, !oneWordAwayExamples.contains(token.term) else {
                entries[token.term]!.count += 1
                return
            }
            count = entry.count + 1
        } else {
            order.append(token.term)
        }
        if oneWordAway { oneWordAwayExamples.insert(token.term) }
        entries[token.term] = MiningCandidate(term: token.term, reading: token.reading, count: count, example: cue.text,
                                              time: cue.start, source: document.source(of: cue), file: document.path,
                                              meaning: "", surface: token.surface, translation: translation)
        entries[token.term]!.endTime = cue.end
        entries[token.term]!.media = mediaFile(of: document)
    }

    private mutating func mediaFile(of document: SubtitleDocument) -> String {
        if let known = media[document.path] { return known }
        let file = ExampleMedia.absolute(document.track == nil ? ExampleMedia.file(for: document.path) : document.path)
        media[document.path] = file
        return file
    }

    /// Most heard first, the words of `stopList` after all others; first appearance breaks ties.
    func ranked(excluding known: Set<String>, last stopList: StopList = StopList(text: "")) -> [MiningCandidate] {
        order.enumerated()
            .compactMap { position, term -> (Int, Int, MiningCandidate)? in
                let key = WordStore.termKey(term)
                guard !known.contains(key), var entry = entries[term] else { return nil }
                entry.oneWordAway = oneWordAwayLines[key] ?? 0
                return (stopList.contains(term) ? 1 : 0, position, entry)
            }
            .sorted { ($0.0, -$0.2.count, $0.1) < ($1.0, -$1.2.count, $1.1) }
            .map(\.2)
    }
}
