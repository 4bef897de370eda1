/// Everything the detail screen shows about one series. Loaded only when the detail is pushed.
public struct MediaDetail: Sendable, Equatable {
    public var media: Media
    /// "Running", "Ended", or the provider's own status text.
    public var status: String
    public var seasons: Int?
    public var episodes: Int?
    public var createdBy: [String]
    public var lastAirDate: String?

    public init(
        media: Media, status: String, seasons: Int? = nil, episodes: Int? = nil,
        createdBy: [String] = [], lastAirDate: String? = nil
    ) {
        self.media = media
        self.status = status
        self.seasons = seasons
        self.episodes = episodes
        self.createdBy = createdBy
        self.lastAirDate = lastAirDate
    }
}
