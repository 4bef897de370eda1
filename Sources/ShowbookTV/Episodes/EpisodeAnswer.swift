/// What a provider answered about a show's episodes, kept apart from storing it: the network
/// part runs on a job, and the store goes through a screen's writer, so a busy database makes
/// it wait and retry instead of losing the answer.
public struct EpisodeAnswer: Sendable {
    public struct Season: Sendable {
        public var number: Int
        public var episodes: [Episode]
    }

    public var mediaID: MediaID
    public var seasons: [Season]
    /// The show's IMDb id, when the provider knows it (marks follow the show across providers).
    public var imdbID: String?
    /// True for every season of the show: storing it also stamps the show as refreshed.
    public var isWholeShow: Bool
}
