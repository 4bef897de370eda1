import ShowbookTV

/// Test data: real shows (facts from general knowledge) in a small catalog, and the record
/// makers the tests write their own catalogs with.
public enum CatalogFixtures {
    public static func record(_ id: String, _ title: String, _ original: String = "", year: Int? = nil, end: Int? = nil,
                              network: String = "", rating: Double? = nil, popularity: Double = 0,
                              overview: String = "") -> CatalogRecord {
        CatalogRecord(source: "bundled", sourceID: id, title: title, originalTitle: original.isEmpty ? title : original,
                      firstYear: year, endYear: end, network: network, rating: rating, popularity: popularity,
                      overview: overview)
    }

    /// A record from Korea in Korean, of the genre Drama (what the render tests' rows show).
    public static func koreanDrama(_ id: String, _ title: String, _ original: String = "", year: Int? = nil, end: Int? = nil,
                                   network: String = "", rating: Double? = nil, overview: String = "") -> CatalogRecord {
        CatalogRecord(source: "bundled", sourceID: id, title: title, originalTitle: original.isEmpty ? title : original,
                      firstYear: year, endYear: end, network: network, country: "KR", language: "ko",
                      genres: ["Drama"], rating: rating, overview: overview)
    }

    public static let catalog: [CatalogRecord] = [
        record("1", "Breaking Bad", year: 2008, end: 2013, network: "AMC", rating: 9.5, overview: "A chemistry teacher turns to crime."),
        record("2", "Bad Sisters", year: 2022, network: "Apple TV+", rating: 7.9),
        record("3", "Bad", year: 2001, network: "Test"),
        record("4", "The Badlands", year: 2010),
        record("5", "Squid Game", "오징어 게임", year: 2021, network: "Netflix", rating: 8.0),
        record("6", "Game of Thrones", year: 2011, end: 2019, network: "HBO", rating: 9.2),
        record("7", "Money Heist", "La casa de papel", year: 2017, end: 2021, network: "Antena 3", rating: 8.2),
        record("8", "Café Society Test", year: 2020),
        record("9", "Attack on Titan", "進撃の巨人", year: 2013, end: 2023, network: "MBS", rating: 9.1),
        record("10", "Reply 1988", "응답하라 1988", year: 2015, end: 2016, network: "tvN", rating: 9.2),
        record("11", "Kingdom", "킹덤", year: 2019, network: "Netflix", rating: 8.3),
        record("12", "Better Call Saul", year: 2015, end: 2022, network: "AMC", rating: 9.0),
    ]

    /// `count` numbered shows sharing the word "Echo", for paging and lazy-construction tests.
    public static func numbered(_ count: Int) -> [CatalogRecord] {
        (1...count).map { record("n\($0)", "Echo \($0)", year: 2000, popularity: Double(count - $0)) }
    }
}
