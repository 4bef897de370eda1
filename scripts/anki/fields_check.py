"""Which field becomes which part of a word, for the note types learners' decks are made of.

Run by run-checks.sh inside the virtualenv that has the `anki` package. Usage:
    fields_check.py SHOWBOOK_BINARY WORK_DIR

1. A fresh collection gets notes of each family `books import` knows by its field names — a
   Kaishi-style type, a Core 2k/6k Optimized type (Expression is the sentence), a Korean
   vocabulary type (some notes without an example or its translation), Japanese
   (recognition), Basic, Basic (and reversed card) — and of a type no name explains (chosen by
   content), plus Cloze notes (skipped, counted), in nested decks (`Fields check::Japanese::…`)
   with hierarchical tags. All words and sentences are the project's own.
2. Anki exports the collection as a legacy package (collection.anki21), a modern one
   (collection.anki21b) and as notes text with note type and deck columns.
3. `showbook books import` reads each into a fresh database: the import exits 0, each deck is
   a book of its own, each note type has a line in the report, the cloze notes are counted;
   every word's term, reading, meaning, example and example translation are compared with
   what was put in, and `fields: N/M notes right` is printed per family and export.

Every failed check prints one line; the exit status is 1 if any failed.
"""

import json
import os
import shutil
import sys

from anki.collection import Collection, ExportAnkiPackageOptions
from harness import check, new_note_type, run, run_main, showbook

ROOT = "Fields check"
KAISHI_FIELDS = ["Word", "Word Reading", "Word Meaning", "Word Furigana", "Word Audio", "Sentence", "Sentence Meaning",
                 "Sentence Furigana", "Sentence Audio", "Notes", "Pitch Accent"]
CORE_FIELDS = ["Optimized-Voc-Index", "Vocabulary-Kanji", "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English",
               "Vocabulary-Audio", "Vocabulary-Pos", "Caution", "Expression", "Reading", "Sentence-Kana", "Sentence-English",
               "Sentence-Audio", "Notes", "Core-Index"]
KOREAN_FIELDS = ["Korean", "Romanization", "English", "Part of Speech", "Example Sentence", "Example Translation", "Audio",
                 "Hanja"]
CONTENT_FIELDS = ["Nr", "Stem", "Gloss EN", "Kana form", "Usage", "Usage EN"]

# Each family: note type name, its fields, deck, and notes as (fields by name, expected word).
# An expected word is (term, reading, meaning, example, example translation).
FAMILIES = [
    ("Kaishi", "Kaishi 1.5k (own)", KAISHI_FIELDS, "Japanese::Kaishi", [
        ({"Word": "図書館", "Word Reading": "図書館[としょかん]", "Word Meaning": "library",
          "Word Furigana": "<ruby>図書館<rt>としょかん</rt></ruby>", "Word Audio": "[sound:w1.mp3]",
          "Sentence": "図書館で静かに本を読む。", "Sentence Meaning": "I read books quietly at the library.",
          "Sentence Furigana": "図書館[としょかん]で 静[しず]かに 本[ほん]を 読[よ]む。"},
         ("図書館", "としょかん", "library", "図書館で静かに本を読む。", "I read books quietly at the library.")),
        ({"Word": "傘", "Word Reading": "傘[かさ]", "Word Meaning": "umbrella", "Sentence": "傘を玄関に置いた。",
          "Sentence Meaning": "I left the umbrella by the door."},
         ("傘", "かさ", "umbrella", "傘を玄関に置いた。", "I left the umbrella by the door.")),
        ({"Word": "走る", "Word Reading": "走[はし]る", "Word Meaning": "to run", "Sentence": "毎朝公園を走る。",
          "Sentence Meaning": "I run in the park every morning."},
         ("走る", "はしる", "to run", "毎朝公園を走る。", "I run in the park every morning.")),
    ]),
    ("Core 2k/6k", "Core 2000 Optimized (own)", CORE_FIELDS, "Japanese::Core", [
        ({"Optimized-Voc-Index": "1", "Vocabulary-Kanji": "駅", "Vocabulary-Furigana": "駅[えき]", "Vocabulary-Kana": "えき",
          "Vocabulary-English": "station", "Vocabulary-Pos": "Noun", "Expression": "駅で友達を待つ。",
          "Reading": "駅[えき]で 友達[ともだち]を 待[ま]つ。", "Sentence-Kana": "えきでともだちをまつ。",
          "Sentence-English": "I wait for a friend at the station.", "Core-Index": "17"},
         ("駅", "えき", "station", "駅で友達を待つ。", "I wait for a friend at the station.")),
        ({"Optimized-Voc-Index": "2", "Vocabulary-Kanji": "窓", "Vocabulary-Furigana": "窓[まど]", "Vocabulary-Kana": "まど",
          "Vocabulary-English": "window", "Vocabulary-Pos": "Noun", "Expression": "窓を少し開けた。",
          "Reading": "窓[まど]を 少[すこ]し 開[あ]けた。", "Sentence-English": "I opened the window a little.",
          "Core-Index": "40"},
         ("窓", "まど", "window", "窓を少し開けた。", "I opened the window a little.")),
        ({"Optimized-Voc-Index": "3", "Vocabulary-Kanji": "古い", "Vocabulary-Furigana": "古[ふる]い",
          "Vocabulary-Kana": "ふるい", "Vocabulary-English": "old", "Vocabulary-Pos": "Adjective",
          "Expression": "この時計は古い。", "Sentence-English": "This clock is old.", "Core-Index": "88"},
         ("古い", "ふるい", "old", "この時計は古い。", "This clock is old.")),
    ]),
    ("Korean", "Korean vocabulary (own)", KOREAN_FIELDS, "Korean::Vocabulary", [
        ({"Korean": "가방", "Romanization": "gabang", "English": "bag", "Part of Speech": "noun"},
         ("가방", "gabang", "bag", "", "")),
        ({"Korean": "바다", "Romanization": "bada", "English": "sea", "Part of Speech": "noun", "Example Sentence": "",
          "Example Translation": ""},
         ("바다", "bada", "sea", "", "")),
        ({"Korean": "읽다", "Romanization": "ikda", "English": "to read", "Part of Speech": "verb",
          "Example Sentence": "저녁에 책을 읽다.", "Example Translation": "To read a book in the evening.", "Hanja": ""},
         ("읽다", "ikda", "to read", "저녁에 책을 읽다.", "To read a book in the evening.")),
        ({"Korean": "시장", "Romanization": "sijang", "English": "market", "Part of Speech": "noun",
          "Example Sentence": "시장에서 사과를 샀어요.", "Example Translation": "I bought apples at the market.",
          "Hanja": "市場"},
         ("시장", "sijang", "market", "시장에서 사과를 샀어요.", "I bought apples at the market.")),
        # A note whose back is empty still comes (studied from its term), and the import succeeds.
        ({"Korean": "우산", "Romanization": "usan", "English": "", "Part of Speech": "noun"},
         ("우산", "usan", "", "", "")),
    ]),
    ("Japanese recognition", "Japanese (recognition)", ["Expression", "Meaning", "Reading"], "Japanese::Recognition", [
        ({"Expression": "港", "Meaning": "harbour", "Reading": "みなと"}, ("港", "みなと", "harbour", "", "")),
        ({"Expression": "静か", "Meaning": "quiet", "Reading": "しずか"}, ("静か", "しずか", "quiet", "", "")),
    ]),
    ("Basic", "Basic", None, "Basics", [
        ({"Front": "고양이", "Back": "cat"}, ("고양이", "", "cat", "", "")),
        ({"Front": "<ruby>鳥<rt>とり</rt></ruby>", "Back": "bird"}, ("鳥", "とり", "bird", "", "")),
    ]),
    ("Basic (and reversed card)", "Basic (and reversed card)", None, "Basics::Reversed", [
        ({"Front": "나무", "Back": "tree"}, ("나무", "", "tree", "", "")),
        ({"Front": "花[はな]", "Back": "flower"}, ("花", "はな", "flower", "", "")),
    ]),
    ("by content", "Mined words (own)", CONTENT_FIELDS, "Mined", [
        ({"Nr": "7", "Stem": "橋", "Gloss EN": "bridge", "Kana form": "はし", "Usage": "橋を渡って帰る。",
          "Usage EN": "I cross the bridge to go home."},
         ("橋", "はし", "bridge", "橋を渡って帰る。", "I cross the bridge to go home.")),
        ({"Nr": "8", "Stem": "雲", "Gloss EN": "cloud", "Kana form": "くも", "Usage": "白い雲が見える。",
          "Usage EN": "I can see a white cloud."},
         ("雲", "くも", "cloud", "白い雲が見える。", "I can see a white cloud.")),
    ]),
]
CLOZE_NOTES = ["{{c1::東京}}は大きい。", "{{c1::서울}}에 살아요."]
TAGS = ["fields::check", "level::one"]


def main():
    return run_main("anki fields check", run_checks, lambda: f"passed ({len(SUMMARY)} families × 3 exports)")


SUMMARY = {}



def make_collection(path):
    collection = Collection(path)
    for family, type_name, fields, deck, notes in FAMILIES:
        note_type = collection.models.by_name(type_name) if fields is None else new_note_type(collection, type_name, fields)
        deck_id = collection.decks.id(f"{ROOT}::{deck}")
        for values, _ in notes:
            note = collection.new_note(note_type)
            for name, value in values.items():
                note[name] = value
            note.tags = TAGS
            collection.add_note(note, deck_id)
    cloze = collection.models.by_name("Cloze")
    for text in CLOZE_NOTES:
        note = collection.new_note(cloze)
        note["Text"] = text
        collection.add_note(note, collection.decks.id(f"{ROOT}::Grammar"))
    return collection


def all_words(binary, database):
    """Every word of every book, by term: (book title, the word's JSON)."""
    words = {}
    for line in showbook(binary, database, "books", "list", "--json").splitlines():
        book = json.loads(line)
        for entry in showbook(binary, database, "books", "show", str(book["id"]), "--json").splitlines():
            word = json.loads(entry)
            words[word["term"]] = (book["title"], word)
    return words


def check_import(binary, database, path, label):
    result = run(binary, database, "books", "import", path)
    output = (result.stdout + result.stderr).strip()
    check(result.returncode == 0, f"{label}: books import exited {result.returncode}: {' | '.join(output.splitlines())}")
    lines = output.splitlines()
    check(any("2 cloze notes skipped" in line for line in lines), f"{label}: the report does not count 2 cloze notes: {lines}")
    check("1 word with neither a meaning nor an example: studied from the term" in lines,
          f"{label}: the report does not count the word with an empty back: {lines}")
    for _, type_name, _, _, _ in FAMILIES:
        check(any(f"note type “{type_name}”" in line or f"(note type {type_name})" in line for line in lines),
              f"{label}: no report line for note type {type_name!r}: {lines}")
    words = all_words(binary, database)
    for family, _, _, deck, notes in FAMILIES:
        right = 0
        for _, expected in notes:
            found = words.get(expected[0])
            if found is None:
                check(False, f"{label}: no word {expected[0]!r} ({family}); terms {sorted(words)}")
                continue
            book, word = found
            got = tuple(word.get(key) or "" for key in ("term", "reading", "meaning", "example", "example_translation"))
            ok = got == expected
            check(ok, f"{label} {family}: {got!r}, expected {expected!r}")
            check(book == f"{ROOT}::{deck}", f"{label}: {expected[0]!r} is in book {book!r}, expected {ROOT}::{deck}")
            check(all(tag in word.get("tags", []) for tag in TAGS), f"{label}: {expected[0]!r} has tags {word.get('tags')}")
            right += ok
        print(f"{label} {family} fields: {right}/{len(notes)} notes right")
        SUMMARY[family] = SUMMARY.get(family, 0) + right


def run_checks(binary, work):
    shutil.rmtree(work, ignore_errors=True)  # this check's own folder: a run starts from nothing
    os.makedirs(work, exist_ok=True)
    collection = make_collection(os.path.join(work, "fields.anki2"))
    legacy = os.path.join(work, "legacy.apkg")
    modern = os.path.join(work, "modern.apkg")
    notes_text = os.path.join(work, "notes.txt")
    try:
        for path, is_legacy in ((legacy, True), (modern, False)):
            collection.export_anki_package(out_path=path, limit=None, options=ExportAnkiPackageOptions(
                with_scheduling=False, with_deck_configs=False, with_media=False, legacy=is_legacy))
        collection.export_note_csv(out_path=notes_text, limit=None, with_html=True, with_tags=True, with_deck=True,
                                   with_notetype=True, with_guid=True)
    finally:
        collection.close()
    for path, label in ((legacy, "legacy .apkg"), (modern, "modern .apkg"), (notes_text, "notes text")):
        check_import(binary, os.path.join(work, os.path.basename(path) + ".db"), path, label)
    total = sum(len(notes) for *_, notes in FAMILIES) * 3
    print(f"fields: {sum(SUMMARY.values())}/{total} notes right (3 exports)")


if __name__ == "__main__":
    sys.exit(main())
