import ShowbookPlatform
import ShowbookWords
/// The Showbook note type, as both the package and AnkiConnect give it to Anki: its fields, a
/// recognition card (the term asks for the rest) and a production card (the meaning, or the
/// translation line when there is none, asks for the term) that Anki makes only for notes whose
/// `Production` field is filled (an export fills it only for a word with one of them) — Anki's own
/// "optional reversed card" pattern, so one note type serves exports with and without it. The
/// reading shows as ruby over the term. Its id is fixed, so every export names the same note
/// type and Anki matches a second import's notes to the first one's.
public enum AnkiNoteType {
    public static let name = "Showbook"
    /// Fixed for this note type's shape; a change of fields or templates needs a new id.
    public static let id: Int64 = 1_735_000_000_025

    /// The fields in order; `AnkiNote.fields` fills them in this order.
    public static let fieldNames = ["Term", "Reading", "Meaning", "Example", "Translation", "Audio", "Image", "Source",
                                    "Production"]

    /// A template: its name and the two sides.
    public struct Template: Sendable, Equatable {
        public var name: String
        public var front: String
        public var back: String
    }

    /// The term with its reading as ruby when it has one.
    package static let rubyTerm = "{{#Reading}}<ruby>{{Term}}<rt>{{Reading}}</rt></ruby>{{/Reading}}{{^Reading}}{{Term}}{{/Reading}}"

    /// What both backs show under the answer line besides the term or meaning.
    package static let details = """
        {{#Example}}<div class="example">{{Example}}</div>{{/Example}}
        {{#Translation}}<div class="translation">{{Translation}}</div>{{/Translation}}
        {{Audio}}
        {{#Image}}<div class="image">{{Image}}</div>{{/Image}}
        {{#Source}}<div class="source">{{Source}}</div>{{/Source}}
        """

    public static let recognition = Template(
        name: "Recognition",
        front: "<div class=\"term\">{{Term}}</div>",
        back: """
            <div class="term">\(rubyTerm)</div>
            <hr id="answer">
            <div class="meaning">{{Meaning}}</div>
            \(details)
            """
    )

    public static let production = Template(
        name: "Production",
        front: "{{#Production}}{{#Meaning}}<div class=\"meaning\">{{Meaning}}</div>{{/Meaning}}"
            + "{{^Meaning}}<div class=\"translation\">{{Translation}}</div>{{/Meaning}}{{/Production}}",
        back: """
            {{FrontSide}}
            <hr id="answer">
            <div class="term">\(rubyTerm)</div>
            \(details)
            """
    )

    public static let templates = [recognition, production]

    public static let css = """
        .card { font-family: sans-serif; font-size: 22px; text-align: center; color: black; background-color: white; }
        .term { font-size: 40px; }
        .meaning { margin: 0.4em 0; }
        .example { font-size: 20px; margin-top: 0.6em; }
        .translation { font-size: 18px; color: #555; }
        .source { font-size: 14px; color: #888; margin-top: 0.8em; }
        .image img { max-width: 100%; max-height: 40vh; }
        .nightMode .translation, .nightMode .source { color: #aaa; }
        """

    /// The note type as the `models` column of a schema-11 collection holds it.
    package static func legacyJSON(deckID: Int64, modified: Int64) -> JSONValue {
        let fields: [JSONValue] = fieldNames.enumerated().map { index, name in
            ["name": .string(name), "ord": .int(index), "sticky": false, "rtl": false, "font": "Arial", "size": 20,
             "media": []]
        }
        let templates: [JSONValue] = templates.enumerated().map { index, template in
            ["name": .string(template.name), "ord": .int(index), "qfmt": .string(template.front),
             "afmt": .string(template.back), "bqfmt": "", "bafmt": "", "did": .null, "bfont": "", "bsize": 0]
        }
        let production = Int64(fieldNames.firstIndex(of: "Production") ?? 0)
        return [
            "id": .int(id), "name": .string(name), "type": 0, "mod": .int(modified), "usn": -1, "sortf": 0,
            "did": .int(deckID), "tmpls": .array(templates), "flds": .array(fields), "css": .string(css),
            "latexPre": "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
            "latexPost": "\\end{document}", "latexsvg": false,
            "req": [[0, "any", [0]], [1, "all", [.int(production)]]], "tags": [], "vers": [],
        ]
    }
}
