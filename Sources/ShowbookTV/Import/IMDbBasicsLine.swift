import ShowbookPlatform
/// One line of IMDb's `title.basics.tsv`, split in place: nine tab-separated fields, `\N` for
/// null, no quoting at all (a bare `"` is just a character). Works on the raw bytes so the
/// ~90 % of real IMDb rows that are not series are rejected before any `String` is made; text
/// is decoded as UTF-8 with invalid bytes replaced by U+FFFD.
package struct IMDbBasicsLine {
    package static let header: [UInt8] = Array("tconst\ttitleType\t".utf8)
    package static let ratingsHeader: [UInt8] = Array("tconst\taverageRating\t".utf8)
    package static let columnCount = 9

    /// What one line is.
    package enum Outcome {
        case series(CatalogRecord)
        /// A `tvEpisode` row: its title, year and runtime, for the episode lists.
        case episode(IMDbEpisodeTitle)
        case skipped
        case malformed(String)
    }

    /// Fields: 0 tconst, 1 titleType, 2 primaryTitle, 3 originalTitle, 4 isAdult, 5 startYear,
    /// 6 endYear, 7 runtimeMinutes, 8 genres.
    /// `episodes`: read `tvEpisode` rows as episode titles (an import with `title.episode`);
    /// otherwise they are skipped like every other non-series row.
    package static func parse(_ line: UnsafeBufferPointer<UInt8>, includeAdult: Bool, episodes: Bool = false) -> Outcome {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: columnCount - 1) { tabs in
            var count = 0
            for index in 0..<line.count where line[index] == 0x09 {
                guard count < columnCount - 1 else { return .malformed("more than \(columnCount) columns") }
                tabs[count] = index
                count += 1
            }
            guard count == columnCount - 1 else { return .malformed("\(Counted.text(count + 1, "column")), expected \(columnCount)") }
            return parse(line, tabs: UnsafeBufferPointer(tabs), includeAdult: includeAdult, episodes: episodes)
        }
    }

    private static func parse(_ line: UnsafeBufferPointer<UInt8>, tabs: UnsafeBufferPointer<Int>, includeAdult: Bool,
                              episodes: Bool) -> Outcome {
        func slice(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let start = index == 0 ? 0 : tabs[index - 1] + 1
            let end = index == columnCount - 1 ? line.count : tabs[index]
            return UnsafeBufferPointer(rebasing: line[start..<end])
        }
        let titleType = slice(1)
        if episodes && equals(titleType, tvEpisode) { return episode(slice) }
        guard equals(titleType, tvSeries) || equals(titleType, tvMiniSeries) else { return .skipped }
        let tconst = slice(0)
        guard !tconst.isEmpty, !isNull(tconst) else { return .malformed("no tconst") }
        if !includeAdult && equals(slice(4), one) { return .skipped }
        let primary = text(slice(2))
        let original = text(slice(3))
        guard let title = primary ?? original, !title.isEmpty else { return .malformed("no title") }
        let genres = text(slice(8)).map { $0.split(separator: ",").map(String.init) } ?? []
        return .series(CatalogRecord(
            source: IMDbImporter.source, sourceID: String(decoding: tconst, as: UTF8.self), title: title,
            originalTitle: original ?? title, firstYear: integer(slice(5)), endYear: integer(slice(6)),
            genres: genres
        ))
    }

    /// A `tvEpisode` row; adult or not, it only names an episode of a show kept (or not) by its
    /// own row.
    private static func episode(_ slice: (Int) -> UnsafeBufferPointer<UInt8>) -> Outcome {
        let tconst = slice(0)
        guard !tconst.isEmpty, !isNull(tconst) else { return .malformed("no tconst") }
        guard let title = text(slice(2)) ?? text(slice(3)), !title.isEmpty else { return .malformed("no title") }
        return .episode(IMDbEpisodeTitle(tconst: String(decoding: tconst, as: UTF8.self), title: title, year: integer(slice(5)),
                                         runtime: integer(slice(7))))
    }

    package static func isHeader(_ line: UnsafeBufferPointer<UInt8>, _ expected: [UInt8] = header) -> Bool {
        line.count >= expected.count && zip(line, expected).allSatisfy { $0 == $1 }
    }

    // MARK: Byte helpers

    package static let tvSeries = Array("tvSeries".utf8)
    package static let tvMiniSeries = Array("tvMiniSeries".utf8)
    package static let tvEpisode = Array("tvEpisode".utf8)
    package static let one = Array("1".utf8)

    package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
        bytes.count == expected.count && bytes.elementsEqual(expected)
    }

    /// `\N` is IMDb's null.
    package static func isNull(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 2 && bytes[0] == 0x5C && bytes[1] == 0x4E
    }

    /// The field as text (invalid UTF-8 replaced), or nil for `\N` and empty fields.
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.isEmpty || isNull(bytes) { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A plain non-negative decimal, or nil (`\N`, empty, or anything else).
    package static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// A decimal such as `7.5`, or nil.
    package static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !bytes.isEmpty, !isNull(bytes), bytes.count < 32 else { return nil }
        return Double(String(decoding: bytes, as: UTF8.self))
    }
}
