/// Everything the detail screen shows about one series. Loaded only when the detail is pushed.
public struct MediaDetail: Sendable, Equatable {
    public var media: Media
    /// "Running", "Ended", or the provider's own status text.
    public var status: String
    public var seasons: Int?
    public var episodes: Int?
    public var createdBy: [String]
    public var lastAirDate: String?
    /// The seasons one by one, when the provider lists them (TMDB, TVmaze).
    public var seasonList: [SeasonInfo]

    public init(
        media: Media, status: String, seasons: Int? = nil, episodes: Int? = nil,
        createdBy: [String] = [], lastAirDate: String? = nil, seasonList: [SeasonInfo] = []
    ) {
        self.media = media
        self.status = status
        self.seasons = seasons
        self.episodes = episodes
        self.createdBy = createdBy
        self.lastAirDate = lastAirDate
        self.seasonList = seasonList
    }
}

/// One season of a series as the detail screen lists it.
public struct SeasonInfo: Sendable, Equatable {
    public var number: Int
    /// "Season 1", or the provider's own name ("Specials").
    public var name: String
    public var episodes: Int?
    /// First air date, "2008-01-20".
    public var airDate: String?

    public init(number: Int, name: String = "", episodes: Int? = nil, airDate: String? = nil) {
        self.number = number
        self.name = name
        self.episodes = episodes
        self.airDate = airDate
    }

    /// "Season 1 · 2008 · 7 episodes".
    public var summary: String {
        var parts = [name.isEmpty ? "Season \(number)" : name]
        if let airDate, airDate.count >= 4 { parts.append(String(airDate.prefix(4))) }
        if let episodes { parts.append(episodes == 1 ? "1 episode" : "\(episodes) episodes") }
        return parts.joined(separator: " · ")
    }
}
