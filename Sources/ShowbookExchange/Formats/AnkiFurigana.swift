import Foundation
import ShowbookPlatform

/// Japanese readings written over a term, the two ways Anki notes carry them, split into the
/// term as it reads without them (the base) and its reading (every base replaced by what is
/// written over it):
///
/// - `<ruby>` markup: `<ruby>漢字<rt>かんじ</rt></ruby>` → 漢字 / かんじ, with `<rp>` parentheses
///   dropped, `<rb>` bases, several groups and text between them:
///   `<ruby>食<rt>た</rt></ruby>べる` → 食べる / たべる.
/// - Anki's furigana brackets: `日本語[にほんご]`, ` 食[た]べる`. As in Anki's own `furigana`
///   filter, a group's base is the text before `[` back to the last space, which is dropped;
///   kana at the start of that text stays outside the base when the reading does not start
///   with it (`食[た]べ物[もの]` → 食べ物 / たべもの). Only a bracket of kana after text with a
///   kanji counts, so `array[index]` stays as typed.
///
/// Both run in one pass over the text, however hostile.
package enum AnkiFurigana {
    /// A field as it reads without its annotations, and its reading.
    package struct Split: Equatable {
        package var base: String
        package var reading: String
    }

    /// How far past `[` a reading's `]` may be.
    package static let longestReading = 32

    /// `html` without its ruby annotations (`base`, still HTML) and with every ruby base
    /// replaced by its annotation (`reading`, still HTML); nil when it has no `<rt>`.
    package static func ruby(_ html: String) -> Split? {
        var work = 0
        return ruby(html, work: &work)
    }

    /// `ruby`, adding to `work` every character it looks at (tests count the cost).
    package static func ruby(_ html: String, work: inout Int) -> Split? {
        work += html.utf8.count
        guard html.range(of: "<rt", options: .caseInsensitive) != nil else { return nil }
        var split = Split(base: "", reading: "")
        // Base text inside a ruby since its last annotation: replaced by the next `<rt>`, or
        // read as it is when the ruby ends without one.
        var pendingBase = ""
        var rubyDepth = 0
        var inAnnotation = false
        var inParenthesis = false
        var closing = ClosingBracketSearch(text: html)
        var index = html.startIndex
        func add(_ text: Substring) {
            if inParenthesis { return }
            if inAnnotation {
                split.reading += text
            } else {
                split.base += text
                if rubyDepth > 0 { pendingBase += text } else { split.reading += text }
            }
        }
        while index < html.endIndex {
            work += 1
            let next = html.index(after: index)
            guard html[index] == "<", next < html.endIndex, html[next].isLetter || html[next] == "/",
                  let close = closing.first(after: index, work: &work) else {
                add(html[index..<next])
                index = next
                continue
            }
            let name = html[next..<close].prefix { !$0.isWhitespace && $0 != ">" }.lowercased()
            work += name.count
            switch name.hasSuffix("/") && name.count > 1 ? String(name.dropLast()) : name {
            case "ruby":
                rubyDepth += 1
            case "/ruby":
                if rubyDepth > 0 { rubyDepth -= 1 }
                split.reading += pendingBase
                pendingBase = ""
                inAnnotation = false
                inParenthesis = false
            case "rt":
                pendingBase = ""
                inAnnotation = true
            case "/rt":
                inAnnotation = false
            case "rp":
                inParenthesis = true
            case "/rp":
                inParenthesis = false
            case "rb", "/rb":
                break
            default:
                add(html[index...close])
            }
            index = html.index(after: close)
        }
        split.reading += pendingBase
        return split
    }

    /// `text` (plain) without its furigana brackets, and as read; nil when it has none.
    package static func brackets(_ text: String) -> Split? {
        var work = 0
        return brackets(text, work: &work)
    }

    /// `brackets`, adding to `work` every character it looks at (tests count the cost).
    package static func brackets(_ text: String, work: inout Int) -> Split? {
        work += text.utf8.count
        guard text.contains("[") else { return nil }
        let characters = Array(text)
        var split = Split(base: "", reading: "")
        var run: [Character] = []
        var runHasKanji = false
        var spaceBefore: Character?
        var found = false
        func flush() {
            let plain = (spaceBefore.map { String($0) } ?? "") + String(run)
            split.base += plain
            split.reading += plain
            run = []
            runHasKanji = false
            spaceBefore = nil
        }
        var index = 0
        while index < characters.count {
            work += 1
            let character = characters[index]
            if character.isWhitespace {
                flush()
                spaceBefore = character
                index += 1
                continue
            }
            if character == "[", let close = readingEnd(characters, from: index, work: &work) {
                let reading = String(characters[(index + 1)..<close])
                if runHasKanji, reading.allSatisfy(isKana) {
                    // A space before the group only marks where its base starts.
                    if spaceBefore == " " { spaceBefore = nil }
                    let leading = run.prefix(while: isKana)
                    work += run.count
                    let prefix = leading.count < run.count && !reading.hasPrefix(String(leading)) ? String(leading) : ""
                    // The run holds that kana already: the base gets it once, the reading
                    // before the group's reading.
                    let space = spaceBefore.map { String($0) } ?? ""
                    split.base += space + String(run)
                    split.reading += space + prefix + reading
                    run = []
                    runHasKanji = false
                    spaceBefore = nil
                    found = true
                    index = close + 1
                    continue
                }
            }
            run.append(character)
            runHasKanji = runHasKanji || isKanji(character)
            index += 1
        }
        flush()
        return found ? split : nil
    }

    /// The `]` closing the bracket at `open`, if it comes within `longestReading` characters
    /// with no other bracket or space before it.
    private static func readingEnd(_ characters: [Character], from open: Int, work: inout Int) -> Int? {
        let limit = min(characters.count, open + 2 + longestReading)
        var index = open + 1
        while index < limit {
            work += 1
            switch characters[index] {
            case "]": return index > open + 1 ? index : nil
            case "[": return nil
            default: if characters[index].isWhitespace { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Hiragana, katakana (full and half width) and the long-vowel mark.
    package static func isKana(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x3041...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true
            default: return false
            }
        }
    }

    /// A kanji, or a mark that stands for one (々, 〆, ヶ).
    package static func isKanji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isIdeographic || [0x3005, 0x3006, 0x30F6].contains($0.value) }
    }
}
