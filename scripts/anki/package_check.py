"""Showbook's Anki packages (`books export --apkg`) against Anki's own package importer.

Run by run-checks.sh inside the virtualenv that has the `anki` package. Usage:
    package_check.py SHOWBOOK_BINARY WORK_DIR

1. Showbook mines a Japanese subtitle file of a catalog show into that show's book, and
   `books import` adds two words of its own.
2. `books export BOOK --apkg` is imported by `Collection.import_anki_package` into a fresh
   collection: one note per word in a deck named after the book, the Showbook note type with
   its fields, the term, reading, meaning and source in their fields, the show and episode
   tags and the show id's tag (`showbook::show::<id>`, which links the book again when
   Showbook imports the package), one card per note.
3. The book grows (two new words, one word's meaning changed) and the new package is imported
   into the same collection: only the new notes are added, the changed one is updated, and
   no word has two notes.
4. With `--production` every note has a second card.
5. Words mined from a video (made here with ffmpeg's lavfi test picture, a tone and a SubRip
   track) are exported with `--media`: the package's media files land in the collection's
   media folder, each note's Audio and Image fields name them, Anki's media check finds none
   missing; a second export and import leaves the folder as it was (same names, same bytes).
   Without ffmpeg on PATH one line names the package and the export goes on without media.

Every failed check prints one line; the exit status is 1 if any failed.
"""

import json
import os
import re
import subprocess
import sys
import time

from anki.collection import Collection
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
from harness import check, import_words, make_video, notes_by_term, run_main, showbook, Stop

FIELDS = ["Term", "Reading", "Meaning", "Example", "Translation", "Audio", "Image", "Source", "Production"]
SUBTITLES = """1
00:00:12,000 --> 00:00:14,500
駅で友達に会いました。

2
00:01:05,000 --> 00:01:07,000
雨が降っています。

3
00:02:10,000 --> 00:02:12,000
学校へ行きます。
"""
OWN_WORDS = [("林檎", "りんご", "apple", "林檎を食べる。"), ("a < b & c", "", "markup-like text", "")]
MORE_WORDS = [("猫", "ねこ", "cat", ""), ("犬", "いぬ", "dog", "犬が好き。")]



def media_field(note, field, pattern):
    found = re.fullmatch(pattern, note[field])
    return found.group(1) if found else None


def check_media_notes(collection, expected):
    """Every note's Audio and Image name a file in the media folder; the names found."""
    folder = collection.media.dir()
    names = set()
    for note_id in collection.find_notes(""):
        note = collection.get_note(note_id)
        audio = media_field(note, "Audio", r"\[sound:([^\]]+\.opus)\]")
        image = media_field(note, "Image", r'<img src="([^"]+\.jpg)">')
        check(audio is not None and image is not None, f"{note['Term']!r}: Audio {note['Audio']!r}, Image {note['Image']!r}")
        for name in (audio, image):
            if name is None:
                continue
            names.add(name)
            path = os.path.join(folder, name)
            check(os.path.isfile(path) and os.path.getsize(path) > 0, f"{note['Term']!r}: {name} is not in the media folder")
    check(len(names) == 2 * expected, f"{len(names)} media names for {expected} notes")
    missing = collection.media.check().missing
    check(not missing, f"Anki's media check finds missing files: {list(missing)!r}")
    return names


def check_media(binary, database, work):
    video = make_video(work)
    out = showbook(binary, database, "mine", video, "--lang", "ja", "--into", "Clips", "--top", "4", "--json")
    mined = json.loads(out.splitlines()[-1])
    book = mined["book"]
    words = book_words(binary, database, book)
    check(len(words) >= 3, f"the clips book has {len(words)} words")
    package = os.path.join(work, "clips.apkg")
    out = showbook(binary, database, "books", "export", book, "--apkg", package, "--media")
    check(f"{len(words)} with sound and a picture" in out, f"export --media said {out.strip()!r}")
    collection = Collection(os.path.join(work, "clips.anki2"))
    try:
        log = import_package(collection, package)
        check(len(log.new) == len(words), f"Anki added {len(log.new)} clip notes, expected {len(words)}")
        names = check_media_notes(collection, len(words))
        before = sorted(os.listdir(collection.media.dir()))
        check(set(before) == names, f"media folder {before!r}, expected {sorted(names)!r}")
        showbook(binary, database, "books", "export", book, "--apkg", package, "--media", "--clip-padding", "0.25")
        import_package(collection, package)
        check(collection.note_count() == len(words), f"{collection.note_count()} notes after re-importing the clips")
        after = sorted(os.listdir(collection.media.dir()))
        check(after == before, f"re-importing changed the media folder: {after!r}")
    finally:
        collection.close()

    # No ffmpeg on PATH: one line, and the package without media.
    bare = os.path.join(work, "bare.apkg")
    result = subprocess.run([binary, "--db", database, "--no-sample", "books", "export", book, "--apkg", bare, "--media"],
                            capture_output=True, text=True, stdin=subprocess.DEVNULL, env={**os.environ, "PATH": "/nonexistent"})
    lines = result.stderr.strip().splitlines()
    check(result.returncode == 0 and len(lines) == 1 and "apt-get install ffmpeg" in lines[0],
          f"without ffmpeg: exit {result.returncode}, {result.stderr.strip()!r}")
    collection = Collection(os.path.join(work, "bare.anki2"))
    try:
        log = import_package(collection, bare)
        check(len(log.new) == len(words), f"without ffmpeg Anki added {len(log.new)} notes, expected {len(words)}")
        check(os.listdir(collection.media.dir()) == [], "without ffmpeg the package still had media")
    finally:
        collection.close()


def import_package(collection, path):
    request = ImportAnkiPackageRequest(package_path=path, options=ImportAnkiPackageOptions(with_scheduling=False))
    return collection.import_anki_package(request).log


def book_words(binary, database, book):
    return [json.loads(line) for line in showbook(binary, database, "books", "show", book, "--json").splitlines()]


def main():
    return run_main("anki package check", run_checks)


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    database = os.path.join(work, "showbook.db")

    # 1. A show's book from its subtitles, and two words of the learner's own.
    found = [json.loads(line) for line in showbook(binary, database, "search", "Midnight Diner", "--json").splitlines()]
    check(found, "the catalog has no Midnight Diner")
    if not found:
        raise Stop()
    show = found[0]
    subtitles = os.path.join(work, "Midnight.Diner.S01E03.srt")
    with open(subtitles, "w", encoding="utf-8") as handle:
        handle.write(SUBTITLES)
    mined = json.loads(showbook(binary, database, "mine", subtitles, "--show", str(show["id"]), "--top", "3", "--json").splitlines()[-1])
    book = mined["book"]
    import_words(binary, database, work, book, OWN_WORDS)
    words = book_words(binary, database, book)
    check(len(words) >= 4, f"the book has {len(words)} words, expected 3 mined and 2 added")

    # 2. The package in a fresh collection.
    package = os.path.join(work, "book.apkg")
    showbook(binary, database, "books", "export", book, "--apkg", package)
    collection = Collection(os.path.join(work, "collection.anki2"))
    try:
        log = import_package(collection, package)
        check(len(log.new) == len(words), f"Anki added {len(log.new)} notes, expected {len(words)}")
        notetype = collection.models.by_name("Showbook")
        check(notetype is not None, "no Showbook note type after the import")
        if notetype is not None:
            names = [field["name"] for field in notetype["flds"]]
            check(names == FIELDS, f"Showbook fields {names!r}, expected {FIELDS!r}")
        check(collection.card_count() == len(words), f"{collection.card_count()} cards, expected one per word ({len(words)})")
        notes = notes_by_term(collection)
        show_tag = "show::" + "_".join(show["title"].split())
        for word in words:
            term = word["term"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            found_notes = notes.get(term, [])
            check(len(found_notes) == 1, f"{word['term']!r}: {len(found_notes)} notes")
            if not found_notes:
                continue
            note = found_notes[0]
            deck = collection.decks.name(note.cards()[0].did)
            check(deck == book, f"{word['term']!r}: deck {deck!r}, expected {book!r}")
            check(note.note_type()["name"] == "Showbook", f"{word['term']!r}: note type {note.note_type()['name']!r}")
            check(note["Reading"] == word["reading"], f"{word['term']!r}: Reading {note['Reading']!r}")
            check(note["Meaning"] == word["meaning"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"),
                  f"{word['term']!r}: Meaning {note['Meaning']!r}")
            check("showbook" in note.tags and show_tag in note.tags, f"{word['term']!r}: tags {note.tags!r}")
            check(f"showbook::show::{show['id']}" in note.tags, f"{word['term']!r}: no show id tag in {note.tags!r}")
            if word["example"].endswith(")") and "S01E03" in word["example"]:
                check(f"{show_tag}::S01E03" in note.tags, f"{word['term']!r}: no episode tag in {note.tags!r}")
                check(note["Source"].startswith(show["title"] + " · S01E03 · "), f"{word['term']!r}: Source {note['Source']!r}")
                check("S01E03" not in note["Example"], f"{word['term']!r}: Example keeps the source: {note['Example']!r}")
        first_card = collection.get_card(collection.find_cards("")[0])
        question = first_card.question()
        check("<ruby>" not in question, f"the recognition front shows the reading: {question!r}")
        answer = first_card.answer()
        check("<ruby>" in answer or not words[0]["reading"], f"the answer has no furigana: {answer!r}")

        # 3. The book grows; one word changes in a later second (Anki updates only from a newer note).
        started = int(time.time())
        while int(time.time()) == started:
            time.sleep(0.05)
        import_words(binary, database, work, book, MORE_WORDS)
        import_words(binary, database, work, book, [(OWN_WORDS[0][0], OWN_WORDS[0][1], "apple (the fruit)", OWN_WORDS[0][3])],
                     "--update")
        grown = book_words(binary, database, book)
        showbook(binary, database, "books", "export", book, "--apkg", package)
        log = import_package(collection, package)
        check(len(log.new) == len(MORE_WORDS), f"second import added {len(log.new)} notes, expected {len(MORE_WORDS)}")
        check(len(log.updated) == 1, f"second import updated {len(log.updated)} notes, expected 1")
        check(len(log.conflicting) == 0 and len(log.first_field_match) == 0,
              f"second import: {len(log.conflicting)} conflicting, {len(log.first_field_match)} first-field matches")
        notes = notes_by_term(collection)
        check(collection.note_count() == len(grown), f"{collection.note_count()} notes after the second import, expected {len(grown)}")
        check(all(len(group) == 1 for group in notes.values()), "a word has two notes after the second import")
        apple = notes.get(OWN_WORDS[0][0], [None])[0]
        check(apple is not None and apple["Meaning"] == "apple (the fruit)",
              f"the changed word's note was not updated: {apple['Meaning'] if apple else None!r}")
    finally:
        collection.close()

    # 4. With production cards.
    production = os.path.join(work, "production.apkg")
    showbook(binary, database, "books", "export", book, "--apkg", production, "--production")
    collection = Collection(os.path.join(work, "production.anki2"))
    try:
        import_package(collection, production)
        check(collection.card_count() == 2 * collection.note_count(),
              f"--production: {collection.card_count()} cards for {collection.note_count()} notes")
        names = {collection.get_card(card).template()["name"] for card in collection.find_cards("")}
        check(names == {"Recognition", "Production"}, f"--production: card templates {names!r}")
    finally:
        collection.close()

    # 5. Sound and pictures from the episode.
    check_media(binary, database, work)


if __name__ == "__main__":
    sys.exit(main())
