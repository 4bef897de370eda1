import ShowbookPlatform
/// Follows JSON's structure one byte at a time — strings with their escapes, nested objects and
/// arrays, and which token may come next — without building any value, to tell where an
/// object ends and whether its text broke off. Numbers and literals (`true`, `null`) are taken
/// as runs of their characters; `JSONSerialization` checks them when the object is parsed.
package struct JSONStructureScanner {
    package enum Outcome { case more, complete, broken }

    private enum Expect { case key, colon, value, commaOrEnd }

    /// Open containers, innermost last: `{` or `[`.
    private var open: [UInt8] = []
    private var expect = Expect.value
    private var inString = false
    private var escaped = false
    private var inScalar = false

    package mutating func take(_ byte: UInt8) -> Outcome {
        if inString {
            if escaped {
                escaped = false
            } else if byte == 0x5C {
                escaped = true
            } else if byte == 0x22 {
                inString = false
                expect = expect == .key ? .colon : .commaOrEnd
            } else if byte < 0x20 {
                return .broken  // a raw control character (a line break) cannot be inside a string
            }
            return .more
        }
        if inScalar {
            if Self.isScalarByte(byte) { return .more }
            inScalar = false
            expect = .commaOrEnd
        }
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { return .more }
        switch expect {
        case .key:
            if byte == 0x22 { inString = true; return .more }
            if byte == 0x7D && open.last == 0x7B { return close() }  // {} or a trailing comma
            return .broken
        case .colon:
            guard byte == 0x3A else { return .broken }
            expect = .value
            return .more
        case .value:
            switch byte {
            case 0x22: inString = true
            case 0x7B: open.append(byte); expect = .key
            case 0x5B: open.append(byte); expect = .value
            case 0x5D where open.last == 0x5B: return close()  // [] or a trailing comma
            default:
                guard Self.isScalarByte(byte), !open.isEmpty else { return .broken }
                inScalar = true
            }
            return .more
        case .commaOrEnd:
            switch byte {
            case 0x2C:
                expect = open.last == 0x7B ? .key : .value
                return .more
            case 0x7D where open.last == 0x7B, 0x5D where open.last == 0x5B:
                return close()
            default:
                return .broken
            }
        }
    }

    private mutating func close() -> Outcome {
        open.removeLast()
        expect = .commaOrEnd
        return open.isEmpty ? .complete : .more
    }

    /// Characters of numbers and of `true`, `false` and `null`.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        ASCIIByte.isLetterOrDigit(byte)
            || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }
}
