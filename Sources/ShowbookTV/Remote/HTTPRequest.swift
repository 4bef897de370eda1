/// One GET request to a web API, described without its base URL. Secrets travel apart from
/// everything else: `parameters` may be logged and form the cache key, while
/// `secretParameters` and `secretHeaders` are only ever put on the wire.
public struct HTTPRequest: Sendable, Equatable {
    public var path: String
    /// Query parameters that are safe to log and to use as the cache key.
    public var parameters: [String: String]
    /// Query parameters that hold a secret (TMDB's `api_key`).
    public var secretParameters: [String: String]
    /// Headers that hold a secret (TMDB's `Authorization: Bearer …`).
    public var secretHeaders: [String: String]
    /// True for a request about one show, where a 404 means "show not found".
    public var isDetail: Bool

    public init(
        path: String, parameters: [String: String] = [:], secretParameters: [String: String] = [:],
        secretHeaders: [String: String] = [:], isDetail: Bool = false
    ) {
        self.path = path
        self.parameters = parameters
        self.secretParameters = secretParameters
        self.secretHeaders = secretHeaders
        self.isDetail = isDetail
    }

    /// The query string: public then secret parameters, each group sorted by name, every name
    /// and value percent-encoded (RFC 3986 unreserved characters only, so `+` and `&` in a
    /// search survive).
    package var queryString: String {
        let pairs = parameters.sorted { $0.key < $1.key } + secretParameters.sorted { $0.key < $1.key }
        return pairs.map { "\(Self.percentEncoded($0.key))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
    }

    /// The path and public parameters only — what logs show.
    public var loggablePath: String {
        let query = parameters.sorted { $0.key < $1.key }
            .map { "\(Self.percentEncoded($0.key))=\(Self.percentEncoded($0.value))" }
            .joined(separator: "&")
        return query.isEmpty ? path : path + "?" + query
    }

    package static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
