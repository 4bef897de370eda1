"""Showbook's Anki packages with schedules (`books export --apkg`) against Anki's own importer.

Run by run-checks.sh inside the virtualenv that has the `anki` package. Usage:
    export_schedule_check.py SHOWBOOK_BINARY WORK_DIR

1. A book gets words in every state, through `books import` and `books review … --at`:
   New, Learning, Young, Mature, Relearning, Known, Suspended, answered at several dates,
   one word reset (Forget) and answered again, a Korean word with neither meaning nor
   translation, and a term that reads like a sound reference.
2. `books export --apkg` is imported with scheduling into a fresh collection (FSRS on, created
   long before today, so the importer must move review days): each word's card must have
   Showbook's state (type and queue; Known and Suspended suspended, Known tagged
   `showbook::known`), its due day (or its due second for a step due today), the memory
   state to the precision Anki stores (stability 4 decimals, difficulty 3) and one review-log
   entry per review or reset. Every card's front, rendered by Anki, has text, and the
   sound-like term plays nothing. Prints "round trip: N/M cards match".
3. With `--production` the word without meaning or translation has no production card and
   the export says so; every front still has text.
4. `--no-schedule` gives every card New and no review log.
5. `anki push` of the same book into a fresh collection through the AnkiConnect front
   (Tests/AnkiConnect, whose actions run on Anki's own collection): each word's card has
   Showbook's state (a step waits by the second), its due day (an overdue card due today), one
   review-log entry per review or reset (and Anki's own "Set due date" entry for a review
   card), and the memory state Anki computes from that log is py-fsrs's on the same answers
   with elapsed time in Anki's days (within 1 %). Prints "push: N/M cards match" and how many
   of those states equal Showbook's own (which counts elapsed time in 24-hour periods). A
   second push sends nothing again; after a word is answered in Showbook and another in Anki,
   the next push adds the one answer the first card lacks and leaves the card Anki answered.

Every failed check prints one line; the exit status is 1 if any failed.
"""

import json
import os
import re
import sys
import time
from datetime import datetime, timedelta, timezone

from anki.collection import Collection
from fsrs import Card, Rating, Scheduler
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
from harness import check, run_main, showbook, Stop

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "AnkiConnect"))
from ankiconnect_server import AnkiConnectServer  # noqa: E402

BOOK = "Schedules"
GRADES = {"again": Rating.Again, "hard": Rating.Hard, "good": Rating.Good, "easy": Rating.Easy}
DAY = 86400
NOW = time.time()
# term, meaning, example translation, answers as (grade, seconds before now), then a mark
WORDS = [
    ("新しい", "new", "", [], None),
    ("学ぶ", "to learn", "", [("good", 300)], None),
    ("若い", "young", "", [("good", 10 * DAY), ("good", 10 * DAY - 900), ("good", 7 * DAY)], None),
    ("古い", "old", "", [("good", 200 * DAY), ("good", 200 * DAY - 900), ("good", 195 * DAY), ("good", 180 * DAY),
                         ("easy", 140 * DAY), ("good", 60 * DAY)], None),
    ("忘れる", "to forget", "", [("good", 30 * DAY), ("good", 30 * DAY - 900), ("good", 25 * DAY), ("again", 120)], None),
    ("知る", "to know", "", [("good", 20 * DAY), ("good", 20 * DAY - 900), ("good", 15 * DAY)], "known"),
    ("止める", "to stop", "", [("hard", 3 * DAY), ("good", 3 * DAY - 900)], "suspend"),
    ("戻る", "to return", "", [("good", 40 * DAY), ("good", 40 * DAY - 900), ("forget", 20 * DAY), ("good", 5 * DAY),
                               ("good", 5 * DAY - 900)], None),
    ("가방", "", "", [("good", 4 * DAY), ("good", 4 * DAY - 900)], None),
    ("[sound:bell.mp3]", "a bell", "", [], None),
]
EXAMPLES = {"가방": "가방을 샀어요.", "[sound:bell.mp3]": "It rings."}


def iso(seconds_ago):
    return datetime.fromtimestamp(NOW - seconds_ago, timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


def make_book(binary, database, work):
    path = os.path.join(work, "words.json")
    entries = []
    for term, meaning, translation, answers, _ in WORDS:
        entry = {"term": term, "reading": "", "meaning": meaning, "example": EXAMPLES.get(term, ""),
                 "example_translation": translation}
        if any(grade == "forget" for grade, _ in answers):
            # `books review` has no reset: a history with one comes through Showbook JSON.
            entry["history"] = [{"grade": grade, "at": iso(ago)} for grade, ago in answers]
        entries.append(entry)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump({"book": BOOK, "format": "showbook-words", "version": 2, "words": entries}, handle, ensure_ascii=False)
    showbook(binary, database, "books", "import", path, "--book", BOOK)
    for term, _, _, answers, mark in WORDS:
        if any(grade == "forget" for grade, _ in answers):
            answers = []
        for grade, ago in answers:
            showbook(binary, database, "books", "review", BOOK, term, grade, "--at", iso(ago))
        if mark:
            showbook(binary, database, "books", "review", BOOK, term, mark)


def book_words(binary, database):
    return {entry["term"]: entry for entry in map(json.loads, showbook(binary, database, "books", "show", BOOK, "--json").splitlines())}


def import_package(path, name, work, crt_days_back=0):
    collection = Collection(os.path.join(work, name))
    collection.set_config("fsrs", True)
    if crt_days_back:
        collection.db.execute("update col set crt = crt - ?", crt_days_back * DAY)
        collection.close()
        collection = Collection(os.path.join(work, name))
    request = ImportAnkiPackageRequest(package_path=path, options=ImportAnkiPackageOptions(with_scheduling=True))
    collection.import_anki_package(request)
    return collection


def anki_day(seconds, rollover):
    """The Anki day of a time: local date, shifted back by the rollover hour."""
    return (datetime.fromtimestamp(seconds) - timedelta(hours=rollover)).date()


def text_of(html):
    html = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
    return re.sub(r"<[^>]+>", "", html).strip()


def due_time(word):
    return datetime.strptime(word["due"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp()


def expected_state(word, rollover, exported_at):
    """Anki's type and queue for the word: a step due today waits by the second (queue 1), a
    step due on a later Anki day by the day (queue 3)."""
    if word.get("stability") is None:
        return 0, 0
    kind = {"learning": 1, "review": 2, "relearning": 3}[word.get("state")]
    if kind == 2:
        return kind, 2
    later_day = anki_day(due_time(word), rollover) > anki_day(exported_at, rollover)
    return kind, (3 if later_day else 1)


def word_cards(collection, words, label):
    """Each note with its first card and the book's word it holds (None, reported as a failure,
    for a note of no word)."""
    for note_id in collection.find_notes(""):
        note = collection.get_note(note_id)
        term = next((t for t in words if note["Term"] in (t, t.replace("[sound:", "&#91;sound:"))), None)
        if term is None:
            check(False, f"{label}note {note['Term']!r} is no word of the book")
        yield note, next(card for card in note.cards() if card.ord == 0), term


def compare(collection, words, answers_by_term, exported_at):
    matched, total = 0, 0
    rollover = collection.get_config("rollover", 4)
    today = collection.sched.today
    for note, card, term in word_cards(collection, words, ""):
        for each in note.cards():
            question = text_of(each.question())
            check(question != "", f"card {each.ord} of {note['Term']!r} has a blank front: {each.question()!r}")
            check(not each.question_av_tags(), f"card {each.ord} of {note['Term']!r} plays {each.question_av_tags()!r}")
        total += 1
        if term is None:
            continue
        word, problems = words[term], []
        kind, queue = expected_state(word, rollover, exported_at)
        if word.get("known_at") or word.get("suspended_at"):
            queue = -1
        if (card.type, card.queue) != (kind, queue):
            problems.append(f"type/queue {(card.type, card.queue)}, Showbook {(kind, queue)} ({word.get('knowledge')})")
        if word.get("known_at") and "showbook::known" not in note.tags:
            problems.append(f"no showbook::known tag in {note.tags}")
        if word.get("stability") is not None:
            due = due_time(word)
            if card.queue in (1,) or (card.queue == -1 and card.type in (1, 3) and card.due > 1_000_000_000):
                if abs(card.due - due) > 1:
                    problems.append(f"due at {card.due}, Showbook {int(due)}")
            else:
                days = (anki_day(due, rollover) - anki_day(exported_at, rollover)).days
                if card.due - today != days:
                    problems.append(f"due in {card.due - today} days, Showbook {days}")
            state = card.memory_state
            if state is None:
                problems.append("no memory state")
            else:
                if round(state.stability, 4) != round(word["stability"], 4):
                    problems.append(f"stability {state.stability}, Showbook {word['stability']}")
                if round(state.difficulty, 3) != round(word["difficulty"], 3):
                    problems.append(f"difficulty {state.difficulty}, Showbook {word['difficulty']}")
        logged = collection.db.scalar("select count() from revlog where cid = ?", card.id)
        if logged != answers_by_term[term]:
            problems.append(f"{logged} review-log entries, expected {answers_by_term[term]}")
        if problems:
            check(False, f"{term}: " + "; ".join(problems))
        else:
            matched += 1
    return matched, total


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    database = os.path.join(work, "showbook.db")
    make_book(binary, database, work)
    words = book_words(binary, database)
    check(len(words) == len(WORDS), f"the book has {len(words)} words, expected {len(WORDS)}")
    # One review-log entry per answer and per reset.
    answers = {term: len(answers) for term, _, _, answers, _ in WORDS}

    package = os.path.join(work, "book.apkg")
    # Showbook's export and Anki's import must see the same Anki day; when a rollover falls
    # between them, the pair runs again (the next rollover is a day away).
    for attempt in range(2):
        exported_at = time.time()
        out = showbook(binary, database, "books", "export", BOOK, "--apkg", package)
        check("with their schedule" in out, f"export said {out.strip()!r}")
        collection = import_package(package, f"scheduled-{attempt}.anki2", work, crt_days_back=1000)
        if anki_day(time.time(), collection.get_config("rollover", 4)) == anki_day(exported_at, collection.get_config("rollover", 4)):
            break
        collection.close()
    try:
        check(collection.note_count() == len(WORDS), f"Anki has {collection.note_count()} notes, expected {len(WORDS)}")
        matched, total = compare(collection, words, answers, exported_at)
        print(f"round trip: {matched}/{total} cards match")
        check(matched == total, f"only {matched} of {total} cards match after the round trip")
    finally:
        collection.close()

    production = os.path.join(work, "production.apkg")
    out = showbook(binary, database, "books", "export", BOOK, "--apkg", production, "--production")
    check("1 word without a production card" in out, f"--production: export said {out.strip()!r}")
    collection = import_package(production, "production.anki2", work)
    try:
        check(collection.card_count() == 2 * len(WORDS) - 1,
              f"--production: {collection.card_count()} cards, expected {2 * len(WORDS) - 1}")
        for card_id in collection.find_cards(""):
            card = collection.get_card(card_id)
            check(text_of(card.question()) != "", f"--production: card {card.ord} of {card.note()['Term']!r} has a blank front")
    finally:
        collection.close()

    bare = os.path.join(work, "bare.apkg")
    showbook(binary, database, "books", "export", BOOK, "--apkg", bare, "--no-schedule")
    collection = import_package(bare, "bare.anki2", work)
    try:
        kinds = collection.db.all("select distinct type, queue from cards")
        check(kinds == [[0, 0]], f"--no-schedule: card types and queues {kinds}, expected all new")
        logged = collection.db.scalar("select count() from revlog")
        check(logged == 0, f"--no-schedule: {logged} review-log entries")
    finally:
        collection.close()

    push_checks(binary, database, work, words, answers)


def compare_pushed(collection, words, answers_by_term, push_window):
    """Each pushed word's first card against Showbook's word. The push ran between the two
    times of `push_window`: a due day counted from either matches (a rollover may fall between)."""
    pushed_at = push_window[0]
    matched, total, same_as_showbook = 0, 0, 0
    rollover = collection.get_config("rollover", 4)
    today = collection.sched.today
    for note, card, term in word_cards(collection, words, "push: "):
        total += 1
        if term is None:
            continue
        word, problems = words[term], []
        kind, queue = expected_state(word, rollover, pushed_at)
        queue = 1 if kind in (1, 3) else queue
        if word.get("known_at") or word.get("suspended_at"):
            queue = -1
        if (card.type, card.queue) != (kind, queue):
            problems.append(f"type/queue {(card.type, card.queue)}, Showbook {(kind, queue)} ({word.get('knowledge')})")
        logged = collection.db.scalar("select count() from revlog where cid = ?", card.id)
        expected_log = answers_by_term[term] + (1 if kind == 2 else 0)
        if logged != expected_log:
            problems.append(f"{logged} review-log entries, expected {expected_log}")
        if word.get("stability") is not None:
            due = due_time(word)
            if kind in (1, 3):
                if abs(card.due - due) > 1:
                    problems.append(f"due at {card.due}, Showbook {int(due)}")
            else:
                days = {max(0, (anki_day(due, rollover) - anki_day(moment, rollover)).days) for moment in push_window}
                if card.due - today not in days:
                    problems.append(f"due in {card.due - today} days, Showbook {sorted(days)}")
            state = collection.compute_memory_state(card.id)
            stability, difficulty = calendar_day_state(next(a for t, _, _, a, _ in WORDS if t == term), rollover)
            for name, theirs, ours in (("stability", state.stability, stability),
                                       ("difficulty", state.difficulty, difficulty)):
                if theirs is None or abs(theirs - ours) > 0.01 * ours:
                    problems.append(f"Anki computes {name} {theirs} from the log, FSRS on its days {ours}")
            if abs(state.stability - word["stability"]) <= 0.01 * word["stability"]:
                same_as_showbook += 1
        if problems:
            check(False, f"push: {term}: " + "; ".join(problems))
        else:
            matched += 1
    scheduled = sum(1 for word in words.values() if word.get("stability") is not None)
    print(f"push: Anki's memory state from the log equals Showbook's for {same_as_showbook} of {scheduled} cards; "
          "in the others an answer lies more Anki days than whole 24-hour periods after the one before")
    return matched, total


def card_of(collection, term):
    """The first card of the note holding `term`."""
    note = collection.get_note(next(n for n in collection.find_notes("") if collection.get_note(n)["Term"] == term))
    return next(card for card in note.cards() if card.ord == 0)


def calendar_day_state(answers, rollover):
    """Stability and difficulty after `answers` by py-fsrs, each elapsed time counted in Anki's
    days (from the rollover hour) as Anki counts it when it computes a state from the log:
    every answer moved to the start of its Anki day, keeping their order."""
    scheduler = Scheduler(enable_fuzzing=False)
    card = Card()
    for index, (grade, ago) in enumerate(sorted(answers, key=lambda answer: -answer[1])):
        if grade == "forget":
            card = Card()
            continue
        day = anki_day(NOW - ago, rollover)
        moment = datetime(day.year, day.month, day.day, tzinfo=timezone.utc) + timedelta(seconds=index)
        card, _ = scheduler.review_card(card, GRADES[grade], moment)
    return card.stability, card.difficulty


def push_checks(binary, database, work, words, answers):
    collection = Collection(os.path.join(work, "pushed.anki2"))
    collection.set_config("fsrs", True)
    server = AnkiConnectServer(collection)
    server.start()
    try:
        pushed_at = time.time()
        out = showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        scheduled = sum(1 for word in words.values() if word.get("stability") is not None)
        check(f"{scheduled} with their schedule" in out, f"push said {out.strip()!r}")
        matched, total = compare_pushed(collection, words, answers, (pushed_at, time.time()))
        print(f"push: {matched}/{total} cards match")
        check(matched == total == len(WORDS), f"push: only {matched} of {total} cards match")
        out = showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        check("with their schedule" not in out, f"the second push sent schedules again: {out.strip()!r}")

        # Studied on both sides since: 若い answered in Anki, 古い and 若い in Showbook. The
        # next push brings 古い's card up to date and leaves 若い's, which Anki answered, alone.
        young = card_of(collection, "若い")
        young.start_timer()
        collection.sched.answerCard(young, 3)
        young_due = collection.get_card(young.id).due
        for term in ("古い", "若い"):
            showbook(binary, database, "books", "review", BOOK, term, "good")
        out = showbook(binary, database, "anki", "push", BOOK, "--anki-url", server.url)
        check("1 with their schedule (1 reviews in the log)" in out, f"the push after studying said {out.strip()!r}")
        old = card_of(collection, "古い")
        answered = collection.db.scalar("select count() from revlog where cid = ? and ease > 0", old.id)
        check(answered == answers["古い"] + 1 and old.reps == answers["古い"] + 1,
              f"古い after the push: {answered} answers logged, reps {old.reps}; expected {answers['古い'] + 1}")
        young = collection.get_card(young.id)
        answered = collection.db.scalar("select count() from revlog where cid = ? and ease > 0", young.id)
        check(answered == answers["若い"] + 1 and young.due == young_due,
              f"若い, answered in Anki, was changed by the push: {answered} answers logged, due {young.due} (was {young_due})")
    finally:
        server.stop()
        collection.close()


def main():
    return run_main("anki export schedule check", run_checks)


if __name__ == "__main__":
    sys.exit(main())
