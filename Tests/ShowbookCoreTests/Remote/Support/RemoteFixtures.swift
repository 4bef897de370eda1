import Foundation

/// Hand-written answers in the shapes TMDB v3 and TVmaze document (field names and nesting
/// as in their API references; the text and numbers are our own).
enum TMDBFixtures {
    static let searchBad = """
    {
      "page": 1,
      "results": [
        {
          "adult": false,
          "backdrop_path": "/backdrop-bb.jpg",
          "genre_ids": [18, 80],
          "id": 1396,
          "origin_country": ["US"],
          "original_language": "en",
          "original_name": "Breaking Bad",
          "overview": "A chemistry teacher with a diagnosis starts a dangerous second career.",
          "popularity": 301.2,
          "poster_path": "/poster-bb.jpg",
          "first_air_date": "2008-01-20",
          "name": "Breaking Bad",
          "vote_average": 8.9,
          "vote_count": 14000
        },
        {
          "adult": false,
          "backdrop_path": null,
          "genre_ids": [35, 18],
          "id": 136311,
          "origin_country": ["IE", "GB"],
          "original_language": "en",
          "original_name": "Bad Sisters",
          "overview": "",
          "popularity": 40.5,
          "poster_path": null,
          "first_air_date": "2022-08-19",
          "name": "Bad Sisters",
          "vote_average": 0,
          "vote_count": 0
        },
        {
          "adult": false,
          "genre_ids": [],
          "id": 999001,
          "origin_country": [],
          "original_language": "ko",
          "original_name": "나쁜 \\u001b]52;c;aGk=\\u0007형사",
          "overview": "Over\\u009bview",
          "popularity": 1.0,
          "first_air_date": "",
          "name": "Bad \\u001b[2JDetective",
          "vote_average": 7.1,
          "vote_count": 12
        }
      ],
      "total_pages": 1,
      "total_results": 3
    }
    """

    static let detailBreakingBad = """
    {
      "adult": false,
      "created_by": [
        {"id": 66633, "credit_id": "52542286760ee31328001a7b", "name": "Vince Gilligan", "gender": 2, "profile_path": null}
      ],
      "episode_run_time": [45, 47],
      "first_air_date": "2008-01-20",
      "genres": [{"id": 18, "name": "Drama"}, {"id": 80, "name": "Crime"}],
      "homepage": "https://example.invalid/bb",
      "id": 1396,
      "in_production": false,
      "languages": ["en"],
      "last_air_date": "2013-09-29",
      "name": "Breaking Bad",
      "networks": [{"id": 174, "logo_path": "/amc.png", "name": "AMC", "origin_country": "US"}],
      "number_of_episodes": 62,
      "number_of_seasons": 5,
      "origin_country": ["US"],
      "original_language": "en",
      "original_name": "Breaking Bad",
      "overview": "A chemistry teacher with a diagnosis starts a dangerous second career.",
      "popularity": 301.2,
      "seasons": [
        {"air_date": "2009-02-17", "episode_count": 9, "id": 3577, "name": "Specials", "overview": "", "poster_path": null, "season_number": 0, "vote_average": 0},
        {"air_date": "2008-01-20", "episode_count": 7, "id": 3572, "name": "Season 1", "overview": "", "poster_path": null, "season_number": 1, "vote_average": 8.3},
        {"air_date": "2009-03-08", "episode_count": 13, "id": 3573, "name": "Season 2", "overview": "", "poster_path": null, "season_number": 2, "vote_average": 8.4}
      ],
      "status": "Ended",
      "tagline": "",
      "type": "Scripted",
      "vote_average": 8.9,
      "vote_count": 14000
    }
    """

    static let unauthorized = """
    {"status_code": 7, "status_message": "Invalid API key: You must be granted a valid key.", "success": false}
    """

    static let notFound = """
    {"status_code": 34, "status_message": "The resource you requested could not be found.", "success": false}
    """

    /// A search page of numbered shows "Echo N" with ids `first...last`, 20 per page.
    static func numberedPage(page: Int, totalPages: Int, ids: ClosedRange<Int>, totalResults: Int) -> String {
        let results: [[String: Any]] = ids.map { id in
            [
                "id": id, "name": "Echo \(id)", "original_name": "Echo \(id)", "overview": "Episode guide \(id)",
                "first_air_date": "2010-01-01", "genre_ids": [18], "origin_country": ["US"],
                "original_language": "en", "popularity": Double(1000 - id), "vote_average": 7.0, "vote_count": 10,
                "poster_path": NSNull(),
            ]
        }
        let object: [String: Any] = [
            "page": page, "results": results, "total_pages": totalPages, "total_results": totalResults,
        ]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

enum TVmazeFixtures {
    static let searchGirls = """
    [
      {
        "score": 0.91,
        "show": {
          "id": 139,
          "url": "https://example.invalid/shows/139/girls",
          "name": "Girls",
          "type": "Scripted",
          "language": "English",
          "genres": ["Drama", "Romance"],
          "status": "Ended",
          "runtime": 30,
          "averageRuntime": 30,
          "premiered": "2012-04-15",
          "ended": "2017-04-16",
          "officialSite": null,
          "schedule": {"time": "22:00", "days": ["Sunday"]},
          "rating": {"average": 6.5},
          "weight": 97,
          "network": {"id": 8, "name": "HBO", "country": {"name": "United States", "code": "US", "timezone": "America/New_York"}, "officialSite": null},
          "webChannel": null,
          "dvdCountry": null,
          "externals": {"tvrage": 30124, "thetvdb": 220411, "imdb": "tt1723816"},
          "image": {"medium": "https://example.invalid/m.jpg", "original": "https://example.invalid/o.jpg"},
          "summary": "<p>This comedy follows <b>four friends</b> in New York &amp; their &quot;adult&quot; lives.<br>It&#39;s&nbsp;funny.</p><p>Second&nbsp;paragraph.</p>",
          "updated": 1700000000,
          "_links": {"self": {"href": "https://example.invalid/shows/139"}}
        }
      },
      {
        "score": 0.52,
        "show": {
          "id": 41734,
          "name": "Girls5eva",
          "language": "English",
          "genres": ["Comedy"],
          "status": "Running",
          "premiered": "2021-05-06",
          "ended": null,
          "rating": {"average": null},
          "network": null,
          "webChannel": {"id": 3, "name": "Peacock", "country": null},
          "summary": null,
          "_links": {"self": {"href": "https://example.invalid/shows/41734"}}
        }
      }
    ]
    """

    static let showGirlsWithSeasons = """
    {
      "id": 139,
      "name": "Girls",
      "language": "English",
      "genres": ["Drama", "Romance"],
      "status": "Ended",
      "premiered": "2012-04-15",
      "ended": "2017-04-16",
      "rating": {"average": 6.5},
      "network": {"id": 8, "name": "HBO", "country": {"name": "United States", "code": "US", "timezone": "America/New_York"}},
      "webChannel": null,
      "summary": "<p>This comedy follows <b>four friends</b>.</p>",
      "_links": {"self": {"href": "https://example.invalid/shows/139"}},
      "_embedded": {
        "seasons": [
          {"id": 1, "url": "https://example.invalid/seasons/1", "number": 1, "name": "", "episodeOrder": 10, "premiereDate": "2012-04-15", "endDate": "2012-06-17", "network": null, "webChannel": null, "image": null, "summary": null},
          {"id": 2, "url": "https://example.invalid/seasons/2", "number": 2, "name": "", "episodeOrder": 10, "premiereDate": "2013-01-13", "endDate": "2013-03-17", "network": null, "webChannel": null, "image": null, "summary": null},
          {"id": 3, "url": "https://example.invalid/seasons/3", "number": 3, "name": "", "episodeOrder": 12, "premiereDate": "2014-01-12", "endDate": "2014-03-23", "network": null, "webChannel": null, "image": null, "summary": null}
        ]
      }
    }
    """
}
