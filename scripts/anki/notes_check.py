"""`books import` on notes as Anki writes them, and Anki on Showbook's tags and no-break spaces.

Run by run-checks.sh inside the virtualenv that has the `anki` package. Usage:
    notes_check.py SHOWBOOK_BINARY WORK_DIR

1. A fresh collection gets Basic notes with ruby, furigana brackets (also Anki's ` 食[た]べる`
   form), sounds, pictures, no-break spaces and <div> lines, with tags; a Cloze note; notes of
   the Showbook note type (from a `books export --apkg` package that Anki imports) and of a
   three-field Japanese note type (Expression, Meaning, Reading); and a note of a note type
   Showbook does not know.
2. Anki's own exporter writes "Notes in Plain Text" with HTML, tags, deck, note type and guid.
3. `showbook books import` reads it into a new database: terms, readings, meanings, examples
   and tags as Anki shows them; the report names the mapping for each note type, the sounds
   and pictures removed and the cloze note skipped.
4. Showbook exports a book whose word has a no-break space and tags; Anki's importer keeps
   both (the field shows U+00A0, the note has the tags).

Every failed check prints one line; the exit status is 1 if any failed.
"""

import html
import json
import os
import sys

from anki.collection import Collection, ImportCsvRequest
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
from harness import check, import_words, new_note_type, run_main, showbook

DECK = "Anki notes 日本語"
# Basic notes: Front, Back, tags, and what Showbook must make of them: term, reading, meaning.
BASIC = [
    ("<ruby>漢字<rt>かんじ</rt></ruby>", "Chinese characters[sound:kanji.mp3]", ["n5", "kanji"],
     ("漢字", "かんじ", "Chinese characters")),
    ("<ruby>字<rp>(</rp><rt>じ</rt><rp>)</rp>体<rp>(</rp><rt>たい</rt><rp>)</rp></ruby>", "typeface", [],
     ("字体", "じたい", "typeface")),
    ("<ruby>勉<rt>べん</rt></ruby><ruby>強<rt>きょう</rt></ruby>する", "to study", ["verbs::suru"],
     ("勉強する", "べんきょうする", "to study")),
    ("日本語[にほんご]", 'Japanese<img src="flag.png">', ["n5"], ("日本語", "にほんご", "Japanese")),
    (" 食[た]べる", "<div>to eat</div><div>to have a meal</div>[sound:taberu.mp3]", [],
     ("食べる", "たべる", "to eat\nto have a meal")),
    ("a&nbsp;&nbsp;&nbsp;b", "no-break&nbsp;space", ["spaces"], ("a\u00a0\u00a0\u00a0b", "", "no-break\u00a0space")),
]
CLOZE = "{{c1::東京}}は日本の首都です。"
# Showbook note type notes: Term, Reading, Meaning, Example (the other fields left empty but Audio).
SHOWBOOK_NOTE = ("山", "やま", "mountain", "山に登る。", "[sound:yama.mp3]", ["nature"])
# Japanese (recognition): Expression, Meaning, Reading.
JAPANESE_NOTE = ("川", "river", "かわ", ["nature"])
UNKNOWN_TYPE = "My vocab"
SHOWN_TAGS = {"nbsp word": ["round", "trip::tag"]}


def main():
    return run_main("anki notes check", run_checks,
                    lambda: f"passed ({len(BASIC) + 4} of Anki's notes through books import, tags and U+00A0 through Anki's importer)")


def add_note(collection, note_type, fields, tags, deck_id):
    note = collection.new_note(note_type)
    for name, value in fields.items():
        note[name] = value
    note.tags = tags
    collection.add_note(note, deck_id)


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    first_db = os.path.join(work, "first.db")

    # 1. Showbook's own note type reaches the collection the way a learner's does: its package.
    import_words(binary, first_db, work, DECK, [("林檎", "りんご", "apple", "林檎を食べる。")])
    package = os.path.join(work, "book.apkg")
    showbook(binary, first_db, "books", "export", DECK, "--apkg", package)
    collection = Collection(os.path.join(work, "collection.anki2"))
    try:
        collection.import_anki_package(ImportAnkiPackageRequest(
            package_path=package, options=ImportAnkiPackageOptions(with_scheduling=False)))
        deck_id = collection.decks.id(DECK)
        basic = collection.models.by_name("Basic")
        for front, back, tags, _ in BASIC:
            add_note(collection, basic, {"Front": front, "Back": back}, tags, deck_id)
        add_note(collection, collection.models.by_name("Cloze"), {"Text": CLOZE}, ["grammar"], deck_id)
        showbook_type = collection.models.by_name("Showbook")
        check(showbook_type is not None, "Showbook's package gave the collection no Showbook note type")
        term, reading, meaning, example, audio, tags = SHOWBOOK_NOTE
        add_note(collection, showbook_type, {"Term": term, "Reading": reading, "Meaning": meaning,
                                             "Example": example, "Audio": audio}, tags, deck_id)
        japanese = new_note_type(collection, "Japanese (recognition)", ["Expression", "Meaning", "Reading"])
        expression, gloss, kana, tags = JAPANESE_NOTE
        add_note(collection, japanese, {"Expression": expression, "Meaning": gloss, "Reading": kana}, tags, deck_id)
        unknown = new_note_type(collection, UNKNOWN_TYPE, ["Word", "Notes", "Sound"])
        add_note(collection, unknown, {"Word": "海", "Notes": "sea", "Sound": "[sound:umi.mp3]"}, [], deck_id)

        # 2. Anki's own text exporter.
        anki_export = os.path.join(work, "anki-notes.txt")
        collection.export_note_csv(out_path=anki_export, limit=None, with_html=True, with_tags=True,
                                   with_deck=True, with_notetype=True, with_guid=True)
    finally:
        collection.close()

    # 3. Showbook reads it.
    second_db = os.path.join(work, "second.db")
    report = showbook(binary, second_db, "books", "import", anki_export).splitlines()
    expected_lines = [
        "columns by name (note type Basic): Front → term, Back → meaning",
        "columns by name (note type Showbook): Term → term, Reading → reading, Meaning → meaning, "
        "Example → example, Translation → example translation",
        "columns by name (note type Japanese (recognition)): Expression → term, Meaning → meaning, Reading → reading",
        f"note type “{UNKNOWN_TYPE}”: by content: field 1 → term, field 2 → meaning",
        "removed 4 sounds and 1 picture",
        "1 cloze note skipped: Showbook cards have one term",
    ]
    for line in expected_lines:
        check(line in report, f"the import report has no line {line!r}: {report!r}")
    added = len(BASIC) + 4  # the Basic notes, 林檎 and 山 (Showbook), 川, 海
    check(report and report[0].startswith(f"{DECK} (new book 1): {added} added"), f"import report: {report[:1]!r}")
    rows = {row["term"]: row for row in
            (json.loads(line) for line in showbook(binary, second_db, "books", "show", DECK, "--json").splitlines())}
    expected = [(t, r, m, "", tags) for _, _, tags, (t, r, m) in BASIC]
    expected += [("林檎", "りんご", "apple", "林檎を食べる。", None), (SHOWBOOK_NOTE[0], SHOWBOOK_NOTE[1], SHOWBOOK_NOTE[2],
                 SHOWBOOK_NOTE[3], SHOWBOOK_NOTE[5]), (JAPANESE_NOTE[0], JAPANESE_NOTE[2], JAPANESE_NOTE[1], "", JAPANESE_NOTE[3])]
    for term, reading, meaning, example, tags in expected:
        row = rows.get(term)
        if row is None:
            check(False, f"no word {term!r} after books import; terms are {sorted(rows)!r}")
            continue
        got = (row["reading"], row["meaning"], row["example"])
        check(got == (reading, meaning, example), f"{term!r}: reading, meaning, example {got!r}, expected {(reading, meaning, example)!r}")
        if tags is not None:
            check(sorted(row["tags"]) == sorted(tags), f"{term!r}: tags {row['tags']!r}, expected {tags!r}")
    check(not any("東京" in term for term in rows), "the cloze note was imported")

    # 4. Showbook's text export through Anki's importer keeps a no-break space and tags.
    third_db = os.path.join(work, "third.db")
    source = os.path.join(work, "tagged.json")
    with open(source, "w", encoding="utf-8") as handle:
        json.dump({"book": "Tagged", "words": [
            {"term": "nbsp\u00a0word", "meaning": "x\u00a0\u00a0\u00a0y", "tags": SHOWN_TAGS["nbsp word"]}]},
            handle, ensure_ascii=False)
    showbook(binary, third_db, "books", "import", source)
    exported = os.path.join(work, "tagged.txt")
    showbook(binary, third_db, "books", "export", "Tagged", "--output", exported)
    collection = Collection(os.path.join(work, "second.anki2"))
    try:
        metadata = collection.get_csv_metadata(exported, None)
        collection.import_csv(ImportCsvRequest(path=exported, metadata=metadata))
        notes = [collection.get_note(note_id) for note_id in collection.find_notes("")]
        check(len(notes) == 1, f"Anki made {len(notes)} notes of Showbook's export, expected 1")
        for note in notes:
            front = html.unescape(note["Front"])
            check(front == "nbsp\u00a0word", f"Anki's Front is {note['Front']!r}, which shows {front!r}")
            back = html.unescape(note["Back"])
            check(back == "x\u00a0\u00a0\u00a0y", f"Anki's Back is {note['Back']!r}, which shows {back!r}")
            for tag in SHOWN_TAGS["nbsp word"]:
                check(tag in note.tags, f"Anki's note has tags {note.tags!r}, without {tag!r}")
    finally:
        collection.close()



if __name__ == "__main__":
    sys.exit(main())
