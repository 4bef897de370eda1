import Foundation
import ShowbookPlatform

/// The one way a subtitle source becomes a tokenized document: decoded, parsed and cleaned
/// (`SubtitleReader` for a file, `VideoSubtitles` for a video's text track), then tokenized once
/// (`DocumentTokenizer`), each step counted in the toolkit's `DocumentWork`. Mining, registration,
/// prep, "heard it" and watched examples all go through it; a registered source's stored
/// document is read instead of its file while today's tokenizer is the one that made it.
public struct DocumentPipeline: Sendable {
    public var toolkit: MiningToolkit
    /// `--encoding`, when given (else the decoder guesses).
    public var encoding: String?
    public var video: VideoSubtitles

    public init(toolkit: MiningToolkit, encoding: String? = nil, video: VideoSubtitles = VideoSubtitles()) {
        self.toolkit = toolkit
        self.encoding = encoding
        self.video = video
    }

    /// A subtitle file decoded, parsed and cleaned, not yet tokenized.
    public func parse(file path: String, preferKorean: Bool = false, cancellation: Cancellation = .none) throws -> SubtitleDocument {
        let document = try SubtitleReader(encoding: encoding, preferKorean: preferKorean).read(file: path, cancellation: cancellation)
        toolkit.work.countParse(of: document.workKey)
        return document
    }

    /// One text track of a video, parsed.
    public func parse(video path: String, track: SubtitleTrack, cancellation: Cancellation = .none) throws -> SubtitleDocument {
        let document = try video.document(of: path, track: track, cancellation: cancellation)
        toolkit.work.countParse(of: document.workKey)
        return document
    }

    /// Several text tracks of one video, extracted at the same time.
    public func parse(video path: String, tracks: [SubtitleTrack], cancellation: Cancellation = .none) throws -> [SubtitleDocument] {
        let documents = try video.documents(of: path, tracks: tracks, cancellation: cancellation)
        for document in documents { toolkit.work.countParse(of: document.workKey) }
        return documents
    }

    /// The tokenizer of `language` (loaded once by the toolkit).
    public func tokenizer(for language: MiningLanguage) throws -> DocumentTokenizer {
        try DocumentTokenizer.make(language, toolkit: toolkit)
    }

    /// `document` tokenized in `language`; one already tokenized so by today's tokenizer is
    /// returned as it is.
    public func tokenized(_ document: SubtitleDocument, language: MiningLanguage,
                          cancellation: Cancellation = .none) throws -> SubtitleDocument {
        if isTokenized(document, in: language) { return document }
        return try tokenized(document, by: try tokenizer(for: language), cancellation: cancellation)
    }

    /// `document` tokenized by `tokenizer` (unless it already was); `MiningError.cancelled`
    /// soon after `cancellation` is.
    public func tokenized(_ document: SubtitleDocument, by tokenizer: DocumentTokenizer,
                          cancellation: Cancellation = .none) throws -> SubtitleDocument {
        if document.language == tokenizer.language && document.tokenizer == tokenizer.identity { return document }
        toolkit.work.countTokenizing(of: document.workKey)
        return try tokenizer.tokenized(document, cancellation: cancellation)
    }

    /// True when today's tokenizer of `language` made `document`'s tokens.
    public func isTokenized(_ document: SubtitleDocument, in language: MiningLanguage) -> Bool {
        document.isTokenized && document.language == language && document.tokenizer == identity(for: language)
    }

    /// What today's tokenizer of `language` records (nothing is loaded to tell it).
    public func identity(for language: MiningLanguage) -> String { DocumentTokenizer.identity(language, toolkit: toolkit) }

    /// True when `source`'s stored document was made by today's tokenizer of its language.
    public func isCurrent(_ source: SubtitleSource) -> Bool { source.tokenizer == identity(for: source.language) }

    /// A registered source's document: the stored one while today's tokenizer is the one that
    /// made it, else its file (or video track) read and tokenized again in the source's language
    /// (`subtitles add` stores that). The caller has checked the file (`SubtitleRegistry.problem`).
    public func document(of source: SubtitleSource, registry: SubtitleRegistry,
                         cancellation: Cancellation = .none) throws -> SubtitleDocument {
        if isCurrent(source), let stored = try registry.document(of: source) { return stored }
        let parsed: SubtitleDocument
        if let index = source.trackIndex {
            parsed = try parse(video: source.path, track: SubtitleTrack(index: index, language: source.language.rawValue, codec: "subrip"),
                               cancellation: cancellation)
        } else {
            parsed = try parse(file: source.path, preferKorean: source.language == .korean, cancellation: cancellation)
        }
        if cancellation.isCancelled { throw MiningError.cancelled }
        return try tokenized(parsed, language: source.language, cancellation: cancellation)
    }
}
