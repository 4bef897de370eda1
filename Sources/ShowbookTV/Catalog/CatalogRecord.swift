/// One row of the offline catalog as stored in SQLite, before it becomes a `Media`.
public struct CatalogRecord: Sendable, Equatable {
    public var source: String
    public var sourceID: String
    public var title: String
    public var originalTitle: String
    public var firstYear: Int?
    public var endYear: Int?
    public var network: String
    public var country: String
    public var language: String
    public var genres: [String]
    public var rating: Double?
    public var popularity: Double
    public var overview: String

    public init(
        source: String, sourceID: String, title: String, originalTitle: String, firstYear: Int? = nil,
        endYear: Int? = nil, network: String = "", country: String = "", language: String = "",
        genres: [String] = [], rating: Double? = nil, popularity: Double = 0, overview: String = ""
    ) {
        self.source = source
        self.sourceID = sourceID
        self.title = title
        self.originalTitle = originalTitle
        self.firstYear = firstYear
        self.endYear = endYear
        self.network = network
        self.country = country
        self.language = language
        self.genres = genres
        self.rating = rating
        self.popularity = popularity
        self.overview = overview
    }

    public var mediaID: MediaID { MediaID(source: source, id: sourceID) }

    public var media: Media {
        Media(
            id: mediaID, title: title, originalTitle: originalTitle, firstYear: firstYear, endYear: endYear,
            network: network, country: country, language: language, genres: genres, rating: rating,
            overview: overview
        )
    }
}
