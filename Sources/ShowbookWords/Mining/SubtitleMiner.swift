import Foundation
import ShowbookPlatform

/// Turns subtitle files into ranked word candidates: reads each file once (`DocumentPipeline`),
/// detects the language unless told, tokenizes every document once (`DocumentTokenizer`), counts
/// every token's dictionary form (`Tally`, its i+1 lines from the same tokens), leaves out the
/// forms any of the user's books already holds (open or closed, compared as
/// `WordStore.termKey`), ranks the rest by count (ties: first appearance) with the language's
/// function words (`StopList`) after all the others, and looks up meanings for the candidates
/// kept. The tokenized documents come back with the result, for registering them.
public struct SubtitleMiner: Sendable {

    public var toolkit: MiningToolkit
    public var encoding: String?
    /// Which track of a video to mine.
    public var tracks: TrackRequest
    /// Where each line's translation comes from.
    public var translation: TranslationRequest
    public var video: VideoSubtitles
    /// The learner's own language (`OwnLanguage`), which an automatic translation is in.
    public var ownLanguage: String

    public init(toolkit: MiningToolkit, encoding: String? = nil, tracks: TrackRequest = TrackRequest(),
                translation: TranslationRequest = .automatic, video: VideoSubtitles = VideoSubtitles(), ownLanguage: String = "en") {
        self.toolkit = toolkit
        self.encoding = encoding
        self.tracks = tracks
        self.translation = translation
        self.video = video
        self.ownLanguage = ownLanguage
    }

    /// How files become documents.
    package var pipeline: DocumentPipeline { DocumentPipeline(toolkit: toolkit, encoding: encoding, video: video) }

    /// `progress(done, total)` is called after each file. `cancellation` is looked at inside
    /// each file too: while it is parsed and every `DocumentTokenizer.cancellationInterval` cues while tokenizing. `limit` keeps the top candidates
    /// only (meanings are looked up for those). A folder's unreadable file becomes a warning;
    /// a single unreadable file throws its `SubtitleError`. With `knownNow` (the term keys known
    /// at this moment, `KnownTerms`), each line's unknown words are counted as coverage counts
    /// them: a candidate says how many lines it is the only unknown word of (`oneWordAway`), and
    /// its example is the first such line when it has one. `meanings` false skips the dictionary.
    public func mine(path: String, language: MiningLanguage? = nil, knownTerms: Set<String> = [], limit: Int? = nil,
                     knownNow: Set<String>? = nil, meanings: Bool = true,
                     cancellation: Cancellation = .none, progress: (Int, Int) -> Void = { _, _ in }) throws -> MiningResult {
        var work = FolderWork()
        var siblings = SiblingFolders()
        return try mine(path: path, language: language, knownTerms: knownTerms, limit: limit, knownNow: knownNow,
                        meanings: meanings, cancellation: cancellation, siblings: &siblings, work: &work, progress: progress)
    }

    /// `mine`, counting in `work` the folder listings and file names it reads.
    package func mine(path: String, language: MiningLanguage? = nil, knownNow: Set<String>? = nil, meanings: Bool = true,
              work: inout FolderWork) throws -> MiningResult {
        var siblings = SiblingFolders()
        return try mine(path: path, language: language, knownNow: knownNow, meanings: meanings, siblings: &siblings, work: &work)
    }

    /// `mine`, counting in `work` the folder listings and file names it reads; `siblings` keeps
    /// the folders already indexed for translations, so several runs over one folder (the
    /// watched episodes of a season) list it once.
    package func mine(path: String, language: MiningLanguage? = nil, knownTerms: Set<String> = [], limit: Int? = nil,
              knownNow: Set<String>? = nil, meanings: Bool = true, cancellation: Cancellation = .none,
              siblings: inout SiblingFolders, work: inout FolderWork,
              progress: (Int, Int) -> Void = { _, _ in }) throws -> MiningResult {
        let listing = try SubtitleReader(encoding: encoding).listing(at: path, work: &work)
        let listed = listing.files
        let files = SubtitleSiblings.mined(listed, language: tracks.language.isEmpty ? language?.rawValue ?? "" : tracks.language,
                                           own: ownLanguage)
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
                let document = try self.document(file, preferKorean: language == .korean, single: files.count == 1, warnings: &warnings,
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
        let tokenizer = try pipeline.tokenizer(for: chosen)
        var tally = Tally()
        for (number, document) in documents.enumerated() {
            if cancellation.isCancelled { throw MiningError.cancelled }
            documents[number] = try pipeline.tokenized(document, by: tokenizer, cancellation: cancellation)
            try tally.add(documents[number], knownNow: knownNow, cancellation: cancellation)
            progress(files.count + number + 1, total)
        }
        progress(total, total)
        var ranked = tally.ranked(excluding: knownTerms, last: StopList.bundled(chosen))
        let known = tally.count - ranked.count
        if let limit { ranked = Array(ranked.prefix(max(0, limit))) }
        if meanings {
            let lookup = toolkit.meanings(for: ranked, language: chosen)
            if let warning = lookup.warning { warnings.append(warning) }
            for index in ranked.indices { ranked[index].meaning = lookup.meanings[ranked[index].term] ?? "" }
        }
        return MiningResult(language: chosen, candidates: ranked, files: documents.count, cues: cueCount, known: known,
                            skipped: skipped, warnings: warnings, unknownLines: tally.unknownLines, documents: documents)
    }
}
