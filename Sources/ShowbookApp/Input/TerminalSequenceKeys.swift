/// The table of escape sequences that mean keys, in every form terminals send them: xterm
/// (normal and application cursor keys, `ESC[1;5C` modifier forms), rxvt (`ESC[7~`, `ESC[11~`,
/// `ESC[2$`), the Linux console (`ESC[[A`), screen and tmux (`ESC[1~`). Kept apart from the
/// byte-level state machine in `TerminalInputDecoder` so the two can be read separately.
package enum TerminalSequenceKeys {
    /// What a complete CSI sequence means.
    package enum Meaning: Equatable {
        case event(TerminalInputDecoder.Event)
        /// Understood and deliberately without effect (Insert, focus reports, paste end).
        case nothing
        /// `ESC[200~`: a bracketed paste starts.
        case pasteStart
    }

    /// `ESC [ parameters final`. Modifiers (Shift, Alt, Ctrl) are dropped: Ctrl+→ moves like →.
    package static func csi(parameters: [UInt8], final: UInt8) -> Meaning {
        let name = "CSI " + TerminalInputDecoder.printable(parameters + [final])
        let marker = parameters.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = marker == nil ? parameters[...] : parameters.dropFirst()
        guard body.allSatisfy({ (0x30...0x3B).contains($0) }) else { return .event(.ignored(name)) }
        let numbers = String(decoding: body, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.split(separator: ":").first ?? "") }
        let first = numbers.first ?? nil
        let character = Character(Unicode.Scalar(final))

        if marker == UInt8(ascii: "<") {
            // SGR (1006) mouse: ESC[<code;x;yM press, …m release, 1-based cells.
            guard "Mm".contains(character), numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else {
                return .event(.ignored(name))
            }
            return .event(.mouse(MouseReport(code: code, x: x - 1, y: y - 1, isRelease: character == "m")))
        }
        guard marker == nil else { return .event(.ignored(name)) }

        switch character {
        case "A", "a": return .event(.key(.up))
        case "B", "b": return .event(.key(.down))
        case "C", "c": return .event(.key(.right))
        case "D", "d": return .event(.key(.left))
        case "H": return .event(.key(.home))
        case "F": return .event(.key(.end))
        case "Z": return .event(.key(.backTab))
        case "E", "G": return .nothing  // the keypad's middle key
        case "I", "O":
            return numbers == [nil] ? .nothing : .event(.ignored(name))  // focus in / out
        case "P", "Q", "R", "S":
            // F1–F4 (xterm's modified forms `ESC[1;5P`); other numbers are cursor reports.
            guard first == nil || first == 1 else { return .event(.ignored(name)) }
            return .event(.key(.function(Int(final) - Int(UInt8(ascii: "P")) + 1)))
        case "M" where numbers.count == 3:
            // urxvt (1015) mouse: ESC[code;x;yM with the X10 code offset.
            guard let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return .event(.ignored(name)) }
            let button = code - 32
            return .event(.mouse(MouseReport(code: button, x: x - 1, y: y - 1, isRelease: button & 3 == 3 && button & 64 == 0)))
        case "~", "^", "@", "$":
            guard let number = first else { return .event(.ignored(name)) }
            if number == 200 && character == "~" { return .pasteStart }
            if number == 201 || number == 2 { return .nothing }
            return tildeKeys[number].map { .event(.key($0)) } ?? .event(.ignored(name))
        default:
            return .event(.ignored(name))
        }
    }

    /// `ESC [ n ~` keys (and rxvt's `^`, `@`, `$` modifier endings).
    package static let tildeKeys: [Int: Key] = {
        var keys: [Int: Key] = [1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown]
        let functionCodes = [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]
        for (index, code) in functionCodes.enumerated() { keys[code] = .function(index + 1) }
        return keys
    }()

    /// `ESC O final`: application-mode cursor keys, F1–F4 and the application keypad.
    package static func ss3(final: UInt8) -> TerminalInputDecoder.Event {
        let character = Character(Unicode.Scalar(final))
        switch character {
        case "A", "a": return .key(.up)
        case "B", "b": return .key(.down)
        case "C", "c": return .key(.right)
        case "D", "d": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "M": return .key(.enter)
        case "P", "Q", "R", "S": return .key(.function(Int(final) - Int(UInt8(ascii: "P")) + 1))
        default:
            if let typed = keypad[character] { return .key(.character(typed)) }
            return .ignored("SS3 " + TerminalInputDecoder.printable([final]))
        }
    }

    /// The application keypad's keys (`ESC O p` is 0 … `ESC O y` is 9).
    package static let keypad: [Character: Character] = {
        var map: [Character: Character] = ["j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "="]
        for (offset, digit) in "0123456789".enumerated() {
            map[Character(Unicode.Scalar(UInt8(ascii: "p") + UInt8(offset)))] = digit
        }
        return map
    }()
}
