import Foundation
import ShowbookTestSupport

/// A PNG written by hand (stored deflate blocks, so no library is needed): red grows from left
/// to right, blue from top to bottom.
enum GradientPNG {
    static func make(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                raw += [UInt8(x * 255 / (width - 1)), 64, UInt8(y * 255 / (height - 1))]
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
        png += chunk("IDAT", zlibStored(raw))
        png += chunk("IEND", [])
        return Data(png)
    }

    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out.append(last)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// TMDB on 127.0.0.1: one popular show (with a `poster_path`), its detail with two seasons,
/// season 1's episodes, its external ids, and the poster under /t/p/w342/. API requests need
/// the Bearer token; poster requests are recorded so the test can check none carried it.
final class PosterTMDBServer: @unchecked Sendable {
    private let token: String
    private let poster: Data
    private let lock = NSLock()
    private var posterHeaders: [[String: String]] = []
    private var server: LoopbackHTTPServer!

    var port: UInt16 { server.port }

    var posterRequestsCarriedNoToken: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !posterHeaders.isEmpty && posterHeaders.allSatisfy { $0["authorization"] == nil }
    }

    init(token: String, poster: Data) throws {
        self.token = token
        self.poster = poster
        server = try LoopbackHTTPServer { [unowned self] in self.answer($0) }
    }

    func stop() { server.stop() }

    private func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let path = request.path
        if path.hasPrefix("/t/p/w342/") {
            lock.lock()
            posterHeaders.append(request.headers)
            lock.unlock()
            return path == "/t/p/w342/bb.png"
                ? .respond(status: 200, headers: ["Content-Type": "image/png"], body: poster)
                : .respond(status: 404, headers: ["Content-Type": "text/plain"], body: Data())
        }
        guard request.headers["authorization"] == "Bearer \(token)" else {
            return .json(#"{"status_code":7}"#, status: 401)
        }
        let (status, body) = Self.api(path)
        return .json(body, status: status)
    }

    private static func api(_ path: String) -> (Int, String) {
        let show = #"{"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.","first_air_date":"2008-01-20","genre_ids":[18],"origin_country":["US"],"original_language":"en","vote_average":8.9,"vote_count":14000,"poster_path":"/bb.png"}"#
        switch path {
        case "/3/tv/popular", "/3/search/tv":
            return (200, #"{"page":1,"total_pages":1,"total_results":1,"results":[\#(show)]}"#)
        case "/3/tv/1396":
            return (200, #"""
            {"id":1396,"name":"Breaking Bad","original_name":"Breaking Bad","overview":"A teacher turns to crime.",
             "first_air_date":"2008-01-20","last_air_date":"2013-09-29","status":"Ended","networks":[{"name":"AMC"}],
             "genres":[{"name":"Drama"}],"number_of_seasons":5,"number_of_episodes":62,"poster_path":"/bb.png",
             "created_by":[{"name":"Vince Gilligan"}],"origin_country":["US"],"original_language":"en",
             "vote_average":8.9,"vote_count":14000,
             "seasons":[{"season_number":1,"name":"Season 1","episode_count":3,"air_date":"2008-01-20"},
                        {"season_number":2,"name":"Season 2","episode_count":13,"air_date":"2009-03-08"}]}
            """#)
        case "/3/tv/1396/season/1":
            return (200, #"""
            {"season_number":1,"name":"Season 1","episodes":[
             {"season_number":1,"episode_number":1,"name":"Pilot","air_date":"2008-01-20","runtime":58,"overview":"A diagnosis changes everything."},
             {"season_number":1,"episode_number":2,"name":"Cat's in the Bag...","air_date":"2008-01-27","runtime":48,"overview":"A mess to clean up."},
             {"season_number":1,"episode_number":3,"name":"...And the Bag's in the River","air_date":"2008-02-10","runtime":48,"overview":"A decision."}]}
            """#)
        case "/3/tv/1396/external_ids":
            return (200, #"{"id":1396,"imdb_id":"tt0903747","tvdb_id":81189}"#)
        default:
            return (404, #"{"status_code":34}"#)
        }
    }
}
