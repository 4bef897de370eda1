/// An editable one-line text value with a cursor, measured in graphemes so Hangul, kana and
/// emoji are edited whole. Handles the fzf/readline editing keys.
public struct TextFieldState: Equatable, Sendable {
    public private(set) var characters: [Character]
    public private(set) var cursor: Int
    /// Longest accepted text, so a runaway paste cannot grow without bound.
    public var maxLength: Int

    public init(_ text: String = "", maxLength: Int = 5_000) {
        characters = Array(text.prefix(maxLength))
        cursor = characters.count
        self.maxLength = maxLength
    }

    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue.prefix(maxLength))
            cursor = characters.count
        }
    }

    public var isEmpty: Bool { characters.isEmpty }

    /// The editing keys `handle(_:)` understands, for help screens.
    public static let helpEntries: [HelpEntry] = [HelpEntry("←/→ Home/End", "move the cursor (also ^B ^F ^A ^E)")]
        + deletingHelpEntries

    /// The same for a field whose screen gives Home and End to its list (the Search tab).
    public static let helpEntriesWithoutHomeEnd: [HelpEntry] = [HelpEntry("←/→ ^A/^E", "move the cursor (also ^B ^F)")]
        + deletingHelpEntries

    package static let deletingHelpEntries: [HelpEntry] = [
        HelpEntry("Bksp/Del", "delete a character"),
        HelpEntry("^U / ^K", "delete to the start / end"),
        HelpEntry("^W", "delete the word before the cursor"),
    ]

    /// Applies an editing key. Returns true when the key was an editing key (handled), even if
    /// nothing changed; false when the field does not use it.
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case let .character(c):
            insert(c)
        case let .paste(text):
            // One line: line breaks and tabs become spaces; other controls are dropped.
            for c in text { insert(c == "\t" ? " " : c) }
        case .backspace, .ctrl("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .delete, .ctrl("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .ctrl("b"):
            cursor = max(0, cursor - 1)
        case .right, .ctrl("f"):
            cursor = min(characters.count, cursor + 1)
        case .home, .ctrl("a"):
            cursor = 0
        case .end, .ctrl("e"):
            cursor = characters.count
        case .ctrl("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .ctrl("k"):
            characters.removeLast(characters.count - cursor)
        case .ctrl("w"):
            var start = cursor
            while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
            while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    public mutating func insert(_ character: Character) {
        guard characters.count < maxLength else { return }
        // Controls never enter a field; a pasted newline becomes a space.
        if character.isNewline {
            characters.insert(" ", at: cursor)
        } else if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            return
        } else if cursor > 0, case let merged = String(characters[cursor - 1]) + String(character), merged.count == 1 {
            // Scalars that extend the previous grapheme (combining marks, ZWJ, VS16, skin tones)
            // arrive one key at a time; fold them into that grapheme.
            characters[cursor - 1] = Character(merged)
            return
        } else {
            characters.insert(character, at: cursor)
        }
        cursor += 1
    }

    public mutating func clear() {
        characters.removeAll()
        cursor = 0
    }
}
