import Foundation

/// The top-level fields of a protobuf message, enough to read an Anki deck options preset
/// (`deck_config.config`) and a deck's kind (`decks.kind`): varints, 32-bit floats (alone or
/// packed) and nested messages. Malformed input ends the reading where it breaks; what was
/// read before stays.
package struct ProtobufMessage {
    private var varints: [UInt64: [UInt64]] = [:]
    private var fixed32: [UInt64: [UInt32]] = [:]
    private var bytes: [UInt64: [[UInt8]]] = [:]

    package init(_ data: [UInt8]) {
        var index = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < data.count, shift < 64 {
                let byte = data[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < data.count, let key = varint() {
            let field = key >> 3
            switch key & 7 {
            case 0:
                guard let value = varint() else { return }
                varints[field, default: []].append(value)
            case 1:
                guard index + 8 <= data.count else { return }
                index += 8
            case 2:
                guard let length = varint(), length <= UInt64(data.count - index) else { return }
                bytes[field, default: []].append(Array(data[index..<index + Int(length)]))
                index += Int(length)
            case 5:
                guard index + 4 <= data.count else { return }
                let value = (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[index + $1]) << (8 * UInt32($1)) }
                fixed32[field, default: []].append(value)
                index += 4
            default:
                return
            }
        }
    }

    /// The message in `hex` (SQLite's `hex()` of a blob).
    package init(hex: String) {
        let digits = Array(hex.utf8)
        var data: [UInt8] = []
        data.reserveCapacity(digits.count / 2)
        var index = 0
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
            default: return nil
            }
        }
        while index + 1 < digits.count, let high = value(digits[index]), let low = value(digits[index + 1]) {
            data.append(high << 4 | low)
            index += 2
        }
        self.init(data)
    }

    package func varint(_ field: UInt64) -> UInt64? { varints[field]?.last }

    /// A repeated float field, packed or not.
    package func floats(_ field: UInt64) -> [Double] {
        var values = (fixed32[field] ?? []).map { Double(Float(bitPattern: $0)) }
        for packed in bytes[field] ?? [] where packed.count % 4 == 0 {
            for start in stride(from: 0, to: packed.count, by: 4) {
                let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(packed[start + $1]) << (8 * UInt32($1)) }
                values.append(Double(Float(bitPattern: bits)))
            }
        }
        return values
    }

    package func message(_ field: UInt64) -> ProtobufMessage? { bytes[field]?.last.map(ProtobufMessage.init) }
}
