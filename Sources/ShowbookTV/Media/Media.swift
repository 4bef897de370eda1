import Foundation
import ShowbookPlatform

/// One TV series as the list shows it. Every provider (offline catalog, TMDB, TVmaze) maps
/// its data into this shape, so the list, navigator and detail never know where it came from.
public struct Media: Sendable, Hashable, Codable, Identifiable {
    /// Provider-qualified id, e.g. `bundled:1000` or `tmdb:1396`.
    public var id: MediaID
    public var title: String
    public var originalTitle: String
    public var firstYear: Int?
    public var endYear: Int?
    public var network: String
    public var country: String
    public var language: String
    public var genres: [String]
    public var rating: Double?
    public var overview: String
    /// True when the source does not say whether the show ended (TMDB search results carry
    /// only the first air date), so the years read "2008", not the "2008–" of a running show.
    /// Optional so saved shows stored before it existed still decode.
    public var endIsUnknown: Bool?
    /// The poster's address: TMDB's `poster_path` under the image base, TVmaze's
    /// `image.medium`; nil for the offline catalog and shows without one.
    public var posterURL: URL?

    public init(
        id: MediaID, title: String, originalTitle: String = "", firstYear: Int? = nil, endYear: Int? = nil,
        network: String = "", country: String = "", language: String = "", genres: [String] = [],
        rating: Double? = nil, overview: String = ""
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle.isEmpty ? title : originalTitle
        self.firstYear = firstYear
        self.endYear = endYear
        self.network = network
        self.country = country
        self.language = language
        self.genres = genres
        self.rating = rating
        self.overview = overview
    }

    /// "2008–2013", "2021–" while running, or "" when unknown.
    public var yearsText: String {
        guard let firstYear else { return "" }
        if let endYear { return endYear == firstYear ? "\(firstYear)" : "\(firstYear)–\(endYear)" }
        if endIsUnknown == true { return "\(firstYear)" }
        return "\(firstYear)–"
    }

    /// "★ 8.7", or "" when there is no rating.
    public var ratingText: String {
        guard let rating else { return "" }
        return "★ " + String(format1: rating)
    }

    public var hasDistinctOriginalTitle: Bool { originalTitle != title }
}

extension String {
    /// One-decimal formatting without Foundation's locale-dependent formatters.
    package init(format1 value: Double) {
        let tenths = OutsideNumbers.int((value * 10).rounded(), clampedTo: -1_000_000...1_000_000) ?? 0
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
