import Foundation
import ShowbookPlatform
import ShowbookExchange

/// Inputs for fuzzing the readers of Anki text files, note fields, AnkiConnect answers and
/// Showbook JSON books: real samples to mutate (`ByteMutator`) and generators of fields and
/// JSON that reach the readers' odd corners — markup Anki notes hold (ruby, furigana
/// brackets, sounds, pictures, cloze deletions, Showbook's own spans), entities, quotes and
/// separators, runs of one piece repeated (where a quadratic step would show), extreme numbers.
public enum AnkiTextFuzz {
    /// Anki 26.9's own "Notes in Plain Text" export (HTML, guid, note type, deck and tags
    /// columns) of Basic notes with ruby, furigana, sounds, a picture, `<div>` lines, no-break
    /// spaces, quotes and a Showbook Back field, and a cloze note.
    public static let ankiExport = """
        #separator:tab
        #html:true
        #guid column:1
        #notetype column:2
        #deck column:3
        #tags column:6
        lH]9xBG=<+\tBasic\tJapanese::Drama 日本語\t<ruby>漢字<rt>かんじ</rt></ruby>\tChinese characters[sound:kanji.mp3]\tkanji n5
        n{fc^K.Agl\tBasic\tJapanese::Drama 日本語\t<ruby>字<rp>(</rp><rt>じ</rt><rp>)</rp>体<rp>(</rp><rt>たい</rt><rp>)</rp></ruby>\ttypeface\t
        l_1>_jVSev\tBasic\tJapanese::Drama 日本語\t日本語[にほんご]\t"Japanese<img src=""flag.png"">"\tn5
        M2TJ6|hVYq\tBasic\tJapanese::Drama 日本語\t 食[た]べる\t<div>to eat</div><div>to have a meal</div>[sound:taberu.mp3]\t
        wcJ|p^uN,n\tBasic\tJapanese::Drama 日本語\t"a&nbsp;&nbsp;b ""quoted"", comma"\t"no-break&nbsp;space<br>line\ttab"\ta::b spaces
        cL3%[R!DP^\tBasic\tJapanese::Drama 日本語\t사과\tapple<br><span class=showbook-reading>sagwa</span><br><span class=showbook-example>사과가 &quot;달아요&quot;.</span>\tshowbook::success
        Cd$QK1McaQ\tCloze\tJapanese::Drama 日本語\t{{c1::東京}}は日本の首都です。\t\tgrammar

        """

    /// Showbook's own `books export` (TSV for Anki's Basic note type).
    public static let showbookExport = """
        #separator:tab
        #html:true
        #deck:Korean basics
        #tags column:3
        #columns:Front\tBack\tTags
        사과\tapple<br><span class=showbook-reading>sagwa</span><br><span class=showbook-example>사과가 &quot;달아요&quot;.</span>\tshowbook::success
        물\twater<br><span class=showbook-reading>mul</span>\tshowbook::undefined

        """

    /// A hand-made CSV without headers: a header row of field names, quotes, CRLF line ends.
    public static let plainCSV = "Word,Meaning,Reading,Example\r\n\"apple, red\",사과,sagwa,\"He said \"\"hi\"\"\r\nagain\"\r\nkey,열쇠,,\r\n# a comment\r\n\r\nwater,물\r\n"

    /// Showbook's JSON export of a book with a studied word (card and history).
    public static let jsonBook = """
        {
          "book" : "Korean basics",
          "format" : "showbook-words",
          "version" : 2,
          "words" : [
            {
              "card" : {
                "difficulty" : 2.118103970459015,
                "due" : "2026-12-01T09:10:00.000Z",
                "lapses" : 0,
                "last_review" : "2026-12-01T09:00:00.000Z",
                "reps" : 1,
                "stability" : 2.3065,
                "state" : "learning",
                "step" : 1
              },
              "example" : "사과가 달아요.",
              "history" : [
                {
                  "at" : "2026-12-01T09:00:00.000Z",
                  "grade" : "good"
                }
              ],
              "meaning" : "apple",
              "reading" : "sagwa",
              "state" : "success",
              "tags" : [ "fruit", "n5" ],
              "term" : "사과"
            },
            {
              "example" : "",
              "meaning" : "water",
              "reading" : "mul",
              "state" : "undefined",
              "term" : "물"
            },
            {
              "example" : "駅で会いました。 (S01E03 12:34)",
              "example_translation" : "We met at the station.",
              "meaning" : "station",
              "reading" : "えき",
              "state" : "undefined",
              "term" : "駅"
            }
          ]
        }

        """

    /// Pieces of note fields: markup, references and brackets Anki notes hold, and their
    /// broken halves.
    public static let fieldPieces = [
        "<span>", "</span>", "<span class=showbook-reading>", "<span class=\"showbook-example\">",
        "<span class='showbook-translation'>", "<span class=showbook-readin", "<ruby>", "</ruby>", "<rt>", "</rt>",
        "<rp>(</rp>", "<rp>)</rp>", "<rb>", "<br>", "<br/>", "<div>", "</div>", "<p>", "</p>", "<li>", "<b>", "</i>",
        "<!-- x -->", "<", ">", "</", "<a", "&amp;", "&nbsp;", "&lt;", "&#x2014;", "&#12354;", "&#9;", "&#99999999999;",
        "&#;", "&#x;", "&", "&amp", "[sound:a.mp3]", "[sound:", "]", "<img src=\"a.png\">", "<img", "<IMG SRC=x>",
        "{{c1::x}}", "{{c", "{{c12::", "}}", "漢字[かんじ]", "食[た]べ物[もの]", "[", "[か]", "日本語[にほんご]", " ",
        "\u{A0}", "\u{3000}", "\"", "\"\"", "\t", ",", ";", "|", "\n", "\r\n", "\r", "#", "\u{FEFF}", "\u{0}",
    ]

    /// A note field: generated text and field pieces, now and then one piece repeated many
    /// times (nested spans, runs of `<`, `[sound:`…).
    public static func field(maximumPieces: Int = 24, using random: inout SeededGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumPieces, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                text += fieldPieces.randomElement(using: &random)!
            case 4..<8:
                text += FuzzText.text(maximumLength: 12, using: &random)
            case 8:
                text += String(repeating: fieldPieces.randomElement(using: &random)!, count: Int.random(in: 2...400, using: &random))
            default:
                text += FuzzText.piece(.control, using: &random)
            }
        }
        return text
    }

    /// Header lines Anki writes, with values good, odd and hostile.
    public static func headerLine(using random: inout SeededGenerator) -> String {
        let keys = ["separator", "html", "tags", "columns", "deck", "notetype", "tags column", "deck column",
                    "notetype column", "guid column", "if matches", "match scope", "", "Separator ", "HTML"]
        let values = ["tab", "Comma", "semicolon", "Pipe", "Space", "colon", ";", "|", "\\t", "\"", "", " ", "true", "false",
                      "maybe", "Front\tBack\tTags", "Term,Meaning,Reading", "0", "1", "3", "-1"] + FuzzText.extremeNumbers
        let value = Bool.random(using: &random) ? values.randomElement(using: &random)! : field(maximumPieces: 4, using: &random)
        return "#" + keys.randomElement(using: &random)! + ":" + value
    }

    /// A whole Anki text file: header lines, then rows of generated fields joined by a
    /// separator, some quoted, with line ends of every kind.
    public static func textFile(using random: inout SeededGenerator) -> String {
        var lines = (0..<Int.random(in: 0...6, using: &random)).map { _ in headerLine(using: &random) }
        let separator = ["\t", ",", ";", "|", " ", ":"].randomElement(using: &random)!
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            let cells = (0..<Int.random(in: 0...7, using: &random)).map { _ -> String in
                let cell = field(maximumPieces: 8, using: &random)
                guard Int.random(in: 0..<3, using: &random) == 0 else { return cell }
                let quoted = "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"")
                return Bool.random(using: &random) ? quoted + "\"" : quoted
            }
            lines.append(cells.joined(separator: separator))
        }
        let end = ["\n", "\r\n", "\r"].randomElement(using: &random)!
        return lines.joined(separator: end) + (Bool.random(using: &random) ? end : "")
    }

    /// A JSON value: extreme numbers, strings with escapes, literals, nesting (sometimes deep).
    public static func jsonValue(depth: Int = 0, using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &random) {
        case 0: return FuzzText.extremeNumbers.randomElement(using: &random)!
        case 1: return ["true", "false", "null", "1700000000000", "6", "-5", "1.5", "0"].randomElement(using: &random)!
        case 2, 3: return jsonString(FuzzText.text(maximumLength: 20, using: &random))
        case 4:
            let depth = Int.random(in: 1...2_000, using: &random)
            return String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        case 5, 6:
            let items = (0..<Int.random(in: 0...5, using: &random)).map { _ in jsonValue(depth: depth + 1, using: &random) }
            return "[" + items.joined(separator: ",") + "]"
        default:
            let keys = ["result", "error", "noteId", "tags", "fields", "value", "Term", "term", "meaning", "card", "state",
                        "stability", "difficulty", "due", "last_review", "reps", "lapses", "step", "history", "grade", "at"]
            let members = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                jsonString(keys.randomElement(using: &random)!) + ":" + jsonValue(depth: depth + 1, using: &random)
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string literal.
    public static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 { out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
