"""Showbook's Anki text files against Anki's own importer and exporter.

Run by run-checks.sh inside a virtualenv that has the `anki` package. Usage:
    check.py SHOWBOOK_BINARY WORK_DIR

1. Showbook makes a book (from its JSON format) and exports it with `books export`.
2. Anki imports that file into a fresh collection exactly as its File > Import dialog does
   with nothing changed: the metadata Anki guesses, its default note type (Basic).
   Each note must have Front = the term, Back = meaning, reading and example on separate
   lines, the study-state tag, and the book's deck.
3. A note made in Anki itself is added, and Anki exports every note as "Notes in Plain Text"
   with guid, note type, deck and tags columns.
4. `showbook books import` reads that file into a new database: the words must be the ones
   Showbook started with, plus the Anki-made one.

Every failed check prints one line; the exit status is 1 if any failed.
"""

import html.parser
import json
import os
import sys

from anki.collection import Collection, ImportCsvRequest
from harness import check, run_main, showbook

BOOK = "Anki check 한국어"
# term, reading, meaning, example, state: quotes, markup-like text, separators, line breaks,
# a leading `#`, Hangul, kana, kanji and an ideographic space.
WORDS = [
    ("사과", "sagwa", "apple", '사과가 "달아요".', "success"),
    ("a < b & c", "", "less than, and more;\tthen a tab", "line one\nline two", "fail"),
    ("#hashtag", "", "starts like a comment", "", "undefined"),
    ("日本", "にほん", "Japan", "「日本」　です。", "success"),
    ("<b>bold</b>", "&amp;", "looks like HTML", "", "undefined"),
]
ANKI_MADE = ("집", "house\nhome")

class FieldText(html.parser.HTMLParser):
    """What a field shows: text with `<br>` as line breaks and other tags dropped."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text = ""

    def handle_starttag(self, tag, attrs):
        if tag == "br":
            self.text += "\n"

    def handle_data(self, data):
        self.text += data


def shown(field):
    parser = FieldText()
    parser.feed(field)
    parser.close()
    return parser.text


def main():
    return run_main("anki check", run_checks,
                    lambda: f"passed ({len(WORDS)} words through Anki's importer, {len(WORDS) + 1} notes back)")


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)

    # 1. A Showbook book, exported with the default format.
    source = os.path.join(work, "words.json")
    with open(source, "w", encoding="utf-8") as handle:
        json.dump({"book": BOOK, "words": [
            {"term": t, "reading": r, "meaning": m, "example": e, "state": s} for t, r, m, e, s in WORDS
        ]}, handle, ensure_ascii=False)
    first_db = os.path.join(work, "first.db")
    showbook(binary, first_db, "books", "import", source)
    exported = os.path.join(work, "export.txt")
    showbook(binary, first_db, "books", "export", BOOK, "--output", exported)

    # 2. Anki's importer with its defaults.
    collection = Collection(os.path.join(work, "collection.anki2"))
    try:
        metadata = collection.get_csv_metadata(exported, None)
        log = collection.import_csv(ImportCsvRequest(path=exported, metadata=metadata)).log
        check(len(log.new) == len(WORDS), f"Anki added {len(log.new)} notes, expected {len(WORDS)}")
        notes = {}
        for note_id in collection.find_notes(""):
            note = collection.get_note(note_id)
            notes[shown(note["Front"])] = note
            check(note.note_type()["name"] == "Basic", f"note type {note.note_type()['name']!r}, expected Basic")
            deck = collection.decks.name(note.cards()[0].did)
            check(deck == BOOK, f"deck {deck!r}, expected {BOOK!r}")
        for term, reading, meaning, example, state in WORDS:
            note = notes.get(term)
            if note is None:
                check(False, f"no note has Front {term!r}; Fronts are {sorted(notes)!r}")
                continue
            back = "\n".join(part for part in (meaning, reading, example) if part)
            check(shown(note["Back"]) == back, f"{term!r}: Back shows {shown(note['Back'])!r}, expected {back!r}")
            check(f"showbook::{state}" in note.tags and all(tag.startswith("showbook::") for tag in note.tags),
                  f"{term!r}: tags {note.tags!r}")

        # 3. A note made in Anki, then Anki's "Notes in Plain Text" export of everything.
        basic = collection.models.by_name("Basic")
        made = collection.new_note(basic)
        made["Front"], made["Back"] = ANKI_MADE[0], ANKI_MADE[1].replace("\n", "<br>")
        made.tags = ["made-in-anki"]
        collection.add_note(made, collection.decks.id(BOOK))
        anki_export = os.path.join(work, "anki-notes.txt")
        collection.export_note_csv(out_path=anki_export, limit=None, with_html=True, with_tags=True,
                                   with_deck=True, with_notetype=True, with_guid=True)
    finally:
        collection.close()
    with open(anki_export, encoding="utf-8") as handle:
        header = [line for line in handle.read().splitlines() if line.startswith("#")]
    for expected in ("#guid column:1", "#notetype column:2", "#deck column:3"):
        check(expected in header, f"Anki's export has no {expected!r} header: {header!r}")

    # 4. Showbook reads Anki's export back.
    second_db = os.path.join(work, "second.db")
    report = showbook(binary, second_db, "books", "import", anki_export)
    check(report.startswith(f"{BOOK} (new book 1): {len(WORDS) + 1} added"), f"import report: {report.strip()!r}")
    rows = [json.loads(line) for line in showbook(binary, second_db, "books", "show", BOOK, "--json").splitlines()]
    got = {row["term"]: (row["term"], row["reading"], row["meaning"], row["example"], row.get("mark", row["state"])) for row in rows}
    for word in WORDS + [(ANKI_MADE[0], "", ANKI_MADE[1], "", "undefined")]:
        check(got.get(word[0]) == word, f"round trip: {got.get(word[0])!r}, expected {word!r}")


if __name__ == "__main__":
    sys.exit(main())
