/// Just enough of the protobuf wire format to read one top-level varint field of a message
/// given as hexadecimal text (SQLite's `hex()` of a blob column).
package enum ProtobufFields {
    package static func varint(_ field: UInt64, inHex hex: String) -> UInt64? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.utf8.count / 2)
        var high: UInt8?
        for character in hex.utf8 {
            guard let digit = hexDigit(character) else { return nil }
            if let first = high { bytes.append(first << 4 | digit); high = nil } else { high = digit }
        }
        var index = 0
        func readVarint() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count, shift < 64 {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }
        while index < bytes.count {
            guard let key = readVarint() else { return nil }
            switch key & 7 {
            case 0:
                guard let value = readVarint() else { return nil }
                if key >> 3 == field { return value }
            case 1: index += 8
            case 2:
                guard let length = readVarint(), length <= UInt64(bytes.count - index) else { return nil }
                index += Int(length)
            case 5: index += 4
            default: return nil
            }
        }
        return nil
    }

    private static func hexDigit(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
