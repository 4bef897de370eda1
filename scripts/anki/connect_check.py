"""`showbook anki push` against an AnkiConnect front over a real `anki` collection
(Tests/AnkiConnect/ankiconnect_server.py). Usage:
    connect_check.py SHOWBOOK_BINARY WORK_DIR

1. A book pushed to an empty collection: the deck and the Showbook note type are made, one
   note per word is added with its fields and tags.
2. The book grows and one word changes: the second push adds the new word and updates the
   notes pushed before, and no word has two notes.
3. Another book pushed into the same deck holding a word the deck has: Anki's duplicate
   check refuses that note, the push reports it and adds the others.
4. Tags: a note whose Showbook tag was taken off in Anki, that was given a stale Showbook tag
   and a tag of Anki's own (`leech`) gets its tags back on the next push (`addTags`,
   `removeTags`), keeping `leech`.
5. `--media`: the words of a video (made here with lavfi) are pushed with their clips:
   `storeMediaFile` puts each in the collection's media folder, the notes' Audio and Image
   fields name them, and Anki's media check finds none missing.
6. A lost answer: Anki adds the notes but the connection closes before its answer to
   `addNotes`; the push fails with one line saying so, and the next push finds the notes
   (`findNotes`) and links them instead of calling them "already in Anki".
7. A refused connection and an add-on older than version 6 give one line each.
"""

import os
import re
import socket
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "AnkiConnect"))

from anki.collection import Collection  # noqa: E402
from ankiconnect_server import AnkiConnectServer  # noqa: E402
from harness import check, import_words, make_video, notes_by_term, run, run_main, showbook  # noqa: E402


BOOK = "AnkiConnect check 日本語"
OTHER = "Second book"
WORDS = [("駅", "えき", "station", "駅で会いました。 (S01E03 12:34)"), ("雨", "あめ", "rain", ""),
         ("a < b", "", "less than", "")]
MORE = [("猫", "ねこ", "cat", "")]
OTHER_WORDS = [("雨", "あめ", "rain again", ""), ("空", "そら", "sky", "")]
LOST = "Lost answer"
LOST_WORDS = [("桜", "さくら", "cherry blossom", ""), ("海", "うみ", "sea", "")]

def main():
    return run_main("ankiconnect check", run_checks)


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    database = os.path.join(work, "showbook.db")
    import_words(binary, database, work, BOOK, WORDS)
    collection = Collection(os.path.join(work, "connect.anki2"))
    server = AnkiConnectServer(collection)
    server.start()
    try:
        # 1. The first push.
        out = showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        check(f"{len(WORDS)} added, 0 updated" in out, f"first push said {out.strip()!r}")
        for action in ("version", "createDeck", "modelNames", "createModel", "canAddNotes", "addNotes"):
            check(action in server.actions, f"the first push never sent {action}")
        check(collection.note_count() == len(WORDS), f"{collection.note_count()} notes after the first push")
        notes = notes_by_term(collection)
        station = notes.get("駅", [None])[0]
        check(station is not None and station.note_type()["name"] == "Showbook", "駅 is not a Showbook note")
        if station is not None:
            check(station["Reading"] == "えき" and station["Meaning"] == "station", f"駅's fields {dict(station.items())!r}")
            check(station["Example"] == "駅で会いました。" and station["Source"] == "S01E03 · 12:34",
                  f"駅's example and source {station['Example']!r} {station['Source']!r}")
            check("episode::S01E03" in station.tags, f"駅's tags {station.tags!r}")
            check(collection.decks.name(station.cards()[0].did) == BOOK, "駅 is not in the book's deck")
        check("a &lt; b" in notes, f"the markup-like term was not escaped: {sorted(notes)!r}")

        # 2. Grown and changed: the second push updates and adds.
        import_words(binary, database, work, BOOK, MORE)
        import_words(binary, database, work, BOOK, [("雨", "あめ", "rain (weather)", "")], "--update")
        server.actions.clear()
        out = showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        check(f"1 added, {len(WORDS)} updated" in out, f"second push said {out.strip()!r}")
        check("createModel" not in server.actions, "the second push made the note type again")
        notes = notes_by_term(collection)
        check(collection.note_count() == len(WORDS) + len(MORE), f"{collection.note_count()} notes after the second push")
        check(all(len(group) == 1 for group in notes.values()), "a word has two notes after the second push")
        rain = notes.get("雨", [None])[0]
        check(rain is not None and rain["Meaning"] == "rain (weather)", "the changed word's note was not updated")

        # 3. A duplicate in the deck is reported, not added.
        import_words(binary, database, work, OTHER, OTHER_WORDS)
        before = collection.note_count()
        out = showbook(binary, database, "anki", "push", OTHER, "--deck", BOOK, "--anki-url", server.url)
        check("1 added, 0 updated, 1 already in Anki (not added)" in out and "already in Anki: “雨”" in out,
              f"duplicate push said {out.strip()!r}")
        check(collection.note_count() == before + 1, f"{collection.note_count() - before} notes added by the duplicate push")

        # 4. Tags brought back to what the word has, Anki's own kept.
        station = notes_by_term(collection)["駅"][0]
        collection.tags.bulk_remove([station.id], "episode::S01E03")
        collection.tags.bulk_add([station.id], "leech show::Stale_Show")
        server.actions.clear()
        showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        tags = set(collection.get_note(station.id).tags)
        check({"episode::S01E03", "showbook", "leech"} <= tags and "show::Stale_Show" not in tags,
              f"tags after the push: {sorted(tags)!r}")
        check("addTags" in server.actions and "removeTags" in server.actions, f"tag actions sent: {server.actions!r}")

        # 5. Clips from a video.
        video = make_video(work)
        showbook(binary, database, "mine", video, "--lang", "ja", "--into", "Clip push", "--top", "3")
        server.actions.clear()
        out = showbook(binary, database, "anki", "push", "Clip push", "--anki-url", server.url, "--media")
        check("3 clips (6 media files)" in out, f"--media push said {out.strip()!r}")
        check("storeMediaFile" in server.actions, "the --media push never sent storeMediaFile")
        clip_notes = [collection.get_note(i) for i in collection.find_notes('"deck:Clip push"')]
        check(len(clip_notes) == 3, f"{len(clip_notes)} notes in the clip deck")
        folder = collection.media.dir()
        for note in clip_notes:
            for field, pattern in (("Audio", r"\[sound:([^\]]+)\]"), ("Image", r'<img src="([^"]+)">')):
                found = re.fullmatch(pattern, note[field])
                check(found is not None and os.path.isfile(os.path.join(folder, found.group(1))),
                      f"{note['Term']!r}: {field} {note[field]!r} names no file in the media folder")
        check(not collection.media.check().missing, "Anki's media check finds missing files after the --media push")

        # 6. The answer to addNotes lost after Anki added the notes; the next push links them.
        import_words(binary, database, work, LOST, LOST_WORDS)
        server.lose_answers.add("addNotes")
        result = run(binary, database, "anki", "push", LOST, "--anki-url", server.url)
        lines = result.stderr.strip().splitlines()
        check(result.returncode == 1 and len(lines) == 1 and "closed before it answered addNotes" in lines[0]
              and "push again to link them" in lines[0], f"lost answer: exit {result.returncode}, {result.stderr.strip()!r}")
        lost_deck = f'"deck:{LOST}"'
        check(len(collection.find_notes(lost_deck)) == len(LOST_WORDS), "Anki did not add the notes whose answer was lost")
        out = showbook(binary, database, "anki", "push", LOST, "--anki-url", server.url)
        check(f"0 added, 0 updated, {len(LOST_WORDS)} linked to notes Anki had" in out and "already in Anki" not in out,
              f"the push after the lost answer said {out.strip()!r}")
        check(len(collection.find_notes(lost_deck)) == len(LOST_WORDS), "the push after the lost answer added notes again")
        out = showbook(binary, database, "anki", "push", LOST, "--anki-url", server.url)
        check(f"0 added, {len(LOST_WORDS)} updated" in out, f"the push after the healing push said {out.strip()!r}")

        # 7. Old add-on, and nothing listening.
        server.reported_version = 5
        result = run(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        check(result.returncode == 1 and result.stderr.strip().endswith(
                  f"the AnkiConnect add-on at {server.url} is version 5; Showbook needs version 6 or later (update the add-on)"),
              f"version 5: exit {result.returncode}, {result.stderr.strip()!r}")
    finally:
        server.stop()
        collection.close()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    result = run(binary, database, "anki", "push", BOOK, "--anki-url", f"http://127.0.0.1:{closed}")
    lines = result.stderr.strip().splitlines()
    check(result.returncode == 1 and len(lines) == 1 and "Anki with AnkiConnect is not running at http://127.0.0.1:" in lines[0],
          f"refused: exit {result.returncode}, {result.stderr.strip()!r}")


if __name__ == "__main__":
    sys.exit(main())
