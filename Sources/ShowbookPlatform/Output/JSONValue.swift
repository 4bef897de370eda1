/// A JSON value written by Showbook's own encoder, one object per line. It exists because
/// `JSONSerialization` leaves DEL, C1 controls and bidi overrides raw: printed to a terminal
/// they could move the cursor or reorder what the user sees. Here every control is a `\u`
/// escape, so a JSON line is plain printable text whatever the data holds.
public indirect enum JSONValue: Equatable, Sendable {
    case string(String)
    case int(Int64)
    case double(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Keys are written sorted, so output is stable.
    case object([String: JSONValue])

    public static func int(_ value: Int) -> JSONValue { .int(Int64(value)) }

    /// The value or null.
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
    public static func optional(_ value: Int64?) -> JSONValue { value.map { .int($0) } ?? .null }

    /// The encoded text, without a trailing line break.
    public var encoded: String {
        var out = ""
        encode(into: &out)
        return out
    }

    private func encode(into out: inout String) {
        switch self {
        case let .string(text): Self.encode(string: text, into: &out)
        case let .int(value): out += String(value)
        case let .double(value): out += value.isFinite ? "\(value)" : "null"
        case let .bool(value): out += value ? "true" : "false"
        case .null: out += "null"
        case let .array(items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.encode(into: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                Self.encode(string: key, into: &out)
                out += ":"
                members[key]!.encode(into: &out)
            }
            out += "}"
        }
    }

    private static func encode(string: String, into out: inout String) {
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    package static func needsEscape(_ value: UInt32) -> Bool { ControlCharacters.isHazard(value) }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
