"""A collection made by Anki's own package, exported by Anki and read back by Showbook.

Run by run-checks.sh inside the virtualenv that has the pinned `anki` and `fsrs` packages:
    import_check.py SHOWBOOK_BINARY WORK_DIR

1. Anki makes a collection: a Basic note type and a four-field Expression / Reading / Meaning /
   Example one, notes of both in two decks with tags, a Cloze note, a sound in the media folder,
   reviews answered through `col.sched.answer_card` at given times, a due date set by hand
   (a review-log entry that is no answer) and a suspended card.
2. Anki exports it with `export_anki_package` (legacy=True: `collection.anki21`) and with
   `export_note_csv`; Anki's own collection file (schema 18) is also zipped as a package, so
   the reader of the newer schema (notetypes, fields and decks tables) is checked too.
3. `showbook books import` reads each into a fresh database. The package must give one book
   per deck with every term, reading, meaning, example and tag; the Cloze note refused and
   counted, the media counted; each card's answers replayed so that state, stability and
   difficulty are what py-fsrs gives for those answers in Anki's calendar days (Anki's own
   memory states: `schedule_check.py`), a review card due on Anki's day; the suspended card
   Suspended.
   The text export must give the same terms, meanings and tags.
4. Anki's default (newer) package format, `collection.anki21b` in Zstandard, reads the same.

Every failed check prints one line; the exit status is 1 if any failed.
"""

import json
import os
import sqlite3
import zipfile
from datetime import datetime, timezone

from anki.collection import Collection, ExportAnkiPackageOptions
from anki.scheduler.v3 import CardAnswer
from fsrs import Card, Rating, Scheduler
from harness import check, run, run_main, showbook

DAY_MS = 86_400_000
# Anki's own card for each expression: its kind and due day.
ANKI_CARDS = {}
START_MS = 1_788_253_200_000  # 2026-09-01 09:00 UTC
BASIC = [  # Front, Back, tags
    ("house", "집 (a building to live in)", ["korean", "noun"]),
    ("<b>bold</b> & co", "line one<br>line two", []),
]
VOCAB = [  # Expression, Reading, Meaning, Example, tags, answers as (ease, days after START)
    ("日本語", "にほんご", "Japanese (language)", "日本語を話します。", ["jlpt::n5", "noun"],
     [(3, 0), (3, 0.01), (3, 3), (3, 13)]),
    ("食べる", "たべる", "to eat", "ご飯を食べる。", ["jlpt::n5", "verb"], [(4, 0), (3, 8), (1, 30), (2, 30.01)]),
    ("猫", "ねこ", "cat", "", ["animal"], [(1, 1), (3, 1.01)]),
]


def make_collection(path):
    col = Collection(path)
    models = col.models
    vocab = models.new("Japanese vocab")
    for name in ("Expression", "Reading", "Meaning", "Example"):
        models.add_field(vocab, models.new_field(name))
    template = models.new_template("Recognition")
    template["qfmt"] = "{{Expression}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{Reading}}<br>{{Meaning}}<br>{{Example}}"
    models.add_template(vocab, template)
    models.add(vocab)
    vocab = models.by_name("Japanese vocab")
    basic = models.by_name("Basic")
    korean, japanese = col.decks.id("Korean"), col.decks.id("Japanese::Core")
    for front, back, tags in BASIC:
        note = col.new_note(basic)
        note["Front"], note["Back"] = front, back
        note.tags = tags
        col.add_note(note, korean)
    sound = col.media.write_data("neko.mp3", b"not really a sound")
    card_ids = {}
    for expression, reading, meaning, example, tags, _ in VOCAB:
        note = col.new_note(vocab)
        note["Expression"], note["Reading"], note["Meaning"] = expression, reading, meaning
        note["Example"] = example + (f"[sound:{sound}]" if expression == "猫" else "")
        note.tags = tags
        col.add_note(note, japanese)
        card_ids[expression] = note.cards()[0].id
    cloze = col.new_note(models.by_name("Cloze"))
    cloze["Text"] = "{{c1::Paris}} is in France"
    col.add_note(cloze, japanese)
    answers = {}
    for expression, *_, reviews in VOCAB:
        for ease, days in reviews:
            card = col.get_card(card_ids[expression])
            card.start_timer()
            states = col._backend.get_scheduling_states(card.id)
            answer = col.sched.build_answer(card=card, states=states, rating=[None, CardAnswer.AGAIN, CardAnswer.HARD,
                                                                              CardAnswer.GOOD, CardAnswer.EASY][ease])
            answer.answered_at_millis = START_MS + int(days * DAY_MS)
            col.sched.answer_card(answer)
    col.sched.set_due_date([card_ids["食べる"]], "5")  # a review-log entry that is no answer
    col.sched.suspend_cards([card_ids["猫"]])
    for expression, card_id in card_ids.items():
        answers[expression] = col.db.all("select id, ease, type from revlog where cid = ? order by id", card_id)
        card = col.get_card(card_id)
        ANKI_CARDS[expression] = {"type": card.type, "due": card.due, "crt": col.crt}
    return col, answers


def py_fsrs_card(log, anki_days=False):
    """The card py-fsrs gives for a card's answers (fuzz off, py-fsrs's defaults). With
    `anki_days`, each answer is put at noon of its Anki day (days begin at the 04:00 UTC rollover
    of a collection made in UTC), one second after the answer before, so that py-fsrs's whole
    24-hour periods between answers are the calendar days Anki counts."""
    scheduler = Scheduler(enable_fuzzing=False)
    card = Card(card_id=1)
    for number, (entry_id, ease, kind) in enumerate(log):
        if kind in (4, 5) or not 1 <= ease <= 4:
            continue
        seconds = entry_id / 1000
        if anki_days:
            seconds = (seconds - 4 * 3600) // 86_400 * 86_400 + 16 * 3600 + number
        at = datetime.fromtimestamp(seconds, tz=timezone.utc)
        card, _ = scheduler.review_card(card, Rating(ease), review_datetime=at)
    return card


def words(binary, database, book):
    return {entry["term"]: entry for entry in map(json.loads, showbook(binary, database, "books", "show", book, "--json").splitlines())}


def check_package(binary, database, package, answers, media_files):
    """`books import PACKAGE` must give every word of both decks, with py-fsrs's schedules."""
    output = showbook(binary, database, "books", "import", package)
    name = os.path.basename(package)
    check("5 added" in output and "6 notes read" in output, f"{name}: books import {package}: {output.strip()}")
    check("1 cloze note skipped" in output, f"{name}: the Cloze note is not reported: {output.strip()}")
    files = "1 media file" if media_files == 1 else f"{media_files} media files"
    check(f"{files} and 1 media reference skipped" in output, f"{name}: the media is not reported: {output.strip()}")
    replayed = sum(1 for log in answers.values() for entry in log if entry[2] not in (4, 5) and entry[1])
    check(f"{replayed} reviews replayed" in output, f"{name}: expected {replayed} reviews replayed: {output.strip()}")
    check("1 suspended" in output, f"{name}: the suspended card is not reported: {output.strip()}")
    korean, japanese = words(binary, database, "Korean"), words(binary, database, "Japanese::Core")
    check(sorted(korean) == sorted(["house", "bold & co"]), f"{name}: Korean book: {sorted(korean)}")
    check(korean.get("house", {}).get("meaning") == "집 (a building to live in)", f"{name}: house: {korean.get('house')}")
    check(korean.get("house", {}).get("tags") == ["korean", "noun"], f"{name}: house tags: {korean.get('house', {}).get('tags')}")
    check(korean.get("bold & co", {}).get("meaning") == "line one\nline two", f"{name}: bold: {korean.get('bold & co')}")
    for expression, reading, meaning, example, tags, _ in VOCAB:
        word = japanese.get(expression)
        if word is None:
            check(False, f"{name}: {expression} is not in the Japanese::Core book: {sorted(japanese)}")
            continue
        got = (word["reading"], word["meaning"], word["example"], word.get("tags"))
        check(got == (reading, meaning, example, tags), f"{name}: {expression}: {got} != {(reading, meaning, example, tags)}")
        # Anki's kind; py-fsrs's memory state for Anki's day counts; a review card's due day is
        # Anki's (it holds Anki's fuzz and the due date set by hand), a learning card's due the
        # step py-fsrs gives.
        anki = ANKI_CARDS[expression]
        state = {1: "learning", 2: "review", 3: "relearning"}[anki["type"]]
        check(word["state"] == state, f"{name}: {expression}: state {word['state']}, Anki {state}")
        if anki["type"] == 2:
            due = datetime.fromtimestamp(anki["crt"] + anki["due"] * 86_400, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            source = "Anki"
        else:
            due = py_fsrs_card(answers[expression]).due.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            source = "py-fsrs"
        check(word["due"] == due, f"{name}: {expression}: due {word['due']}, {source} {due}")
        for key in ("stability", "difficulty"):
            ours, theirs = word[key], getattr(py_fsrs_card(answers[expression], anki_days=True), key)
            check(ours is not None and abs(ours - theirs) <= 1e-6 * theirs, f"{name}: {expression}: {key} {ours}, py-fsrs {theirs}")
    check(japanese.get("猫", {}).get("suspended_at") is not None, f"{name}: 猫 is not Suspended: {japanese.get('猫')}")


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    col, answers = make_collection(os.path.join(work, "made.anki2"))
    legacy = os.path.join(work, "legacy.apkg")
    modern = os.path.join(work, "modern.apkg")
    notes_csv = os.path.join(work, "notes.txt")
    try:
        for path, is_legacy in ((legacy, True), (modern, False)):
            col.export_anki_package(out_path=path, limit=None, options=ExportAnkiPackageOptions(
                with_scheduling=True, with_deck_configs=True, with_media=True, legacy=is_legacy))
        col.export_note_csv(out_path=notes_csv, limit=None, with_html=True, with_tags=True, with_deck=True,
                            with_notetype=True, with_guid=True)
    finally:
        col.close()
    for expression, log in answers.items():
        answered = [entry for entry in log if entry[2] not in (4, 5) and entry[1]]
        check(len(answered) == len(next(v for v in VOCAB if v[0] == expression)[5]),
              f"Anki logged {len(answered)} answers for {expression}: {log}")
        check(all(entry[0] >= START_MS for entry in answered), f"Anki did not answer {expression} at the given times: {log}")

    # Anki's own collection file (schema 18: notetypes, fields and decks tables) in a package
    # of its own, so the reader of the newer schema is checked too.
    schema18 = os.path.join(work, "schema18.apkg")
    with zipfile.ZipFile(schema18, "w") as archive:
        archive.write(os.path.join(work, "made.anki2"), "collection.anki2")
        archive.writestr("media", "{}")
    with sqlite3.connect(os.path.join(work, "made.anki2")) as made:
        check(made.execute("select count(*) from notetypes").fetchone()[0] > 0, "Anki's collection has no notetypes table")
    for package, media_files in ((schema18, 0), (legacy, 1)):
        check_package(binary, os.path.join(work, os.path.basename(package) + ".db"), package, answers, media_files)
    text_database = os.path.join(work, "from-text.db")
    # The Cloze note is no word (refused, or malformed for want of a meaning): exit 0 or 1.
    result = run(binary, text_database, "books", "import", notes_csv, "--book", "From text")
    output = result.stdout + result.stderr
    check(result.returncode in (0, 1) and "5 added" in output, f"books import {notes_csv}: {output.strip()}")
    text_words = words(binary, text_database, "From text")
    expected_terms = sorted(["house", "bold & co"] + [v[0] for v in VOCAB])
    check(sorted(t for t in text_words if "Paris" not in t) == expected_terms,
          f"text export: {sorted(text_words)} ({output.strip()})")
    check(text_words.get("house", {}).get("meaning") == "집 (a building to live in)", f"text house: {text_words.get('house')}")

    # Anki's default format: collection.anki21b (Zstandard), media compressed too.
    check_package(binary, os.path.join(work, "modern.db"), modern, answers, 1)


if __name__ == "__main__":
    raise SystemExit(run_main("anki import check", run_checks))
