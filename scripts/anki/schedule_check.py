"""Schedules Anki made, read by Showbook: each card's memory state and due day must be Anki's.

Run by run-checks.sh inside the virtualenv that has the pinned `anki` package:
    schedule_check.py SHOWBOOK_BINARY WORK_DIR

1. Anki makes a collection in a time zone nine hours east of UTC (TZ=Asia/Seoul) with FSRS on:
   two decks of the team's own words, one on the default preset and one on a preset with
   desired retention 0.85, learning steps 2m 30m, relearning steps 5m 20m and FSRS parameters
   of its own. Each card is answered through Anki's scheduler at chosen dates, many of them
   just before or after the 04:00 rollover; some cards are forgotten (Forget) and answered
   again, others get a due date set by hand (Set due date). Anki takes "now" from the system
   clock, so this part runs in a child process under libfaketime (the Debian `faketime`
   package), whose clock is moved to each answer's time through a timestamp file: Anki then
   schedules every answer itself, with its own day count, fuzz and memory state — nothing is
   written into the collection by hand.
2. Anki exports the collection as a package (schema 18, `collection.anki21b`, and legacy).
3. `showbook books import` reads each into a fresh database; every card's stability and
   difficulty must be Anki's (`card.memory_state`: stability within 1 %) and its due day
   Anki's (new cards stay new). The check prints
   "schedules: N/M cards match Anki (stability within 1 %, same due day)" and fails below 98 %.
"""

import json
import os
import random
import subprocess
import sys
from datetime import datetime, timedelta, timezone

from harness import Stop, check, failures, run_main, showbook

ZONE = "Asia/Seoul"
OFFSET = timedelta(hours=9)
START = datetime(2026, 3, 2, 9, 0)  # local time
LIBFAKETIME = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"
CUSTOM_WEIGHTS = [0.35, 1.1, 3.0, 9.5, 6.2, 0.7, 2.6, 0.01, 1.7, 0.2, 0.9, 1.6, 0.07, 0.3, 1.5, 0.5, 2.1, 0.6, 0.12, 0.08, 0.18]
EVERYDAY = [  # the team's own sentences and words, not taken from any deck
    ("창문", "window"), ("우산", "umbrella"), ("시계", "clock"), ("의자", "chair"), ("냉장고", "fridge"),
    ("계단", "stairs"), ("지갑", "wallet"), ("열쇠", "key"), ("거울", "mirror"), ("베개", "pillow"),
    ("신발", "shoes"), ("봉투", "envelope"), ("연필", "pencil"), ("접시", "plate"), ("수건", "towel"),
    ("달력", "calendar"), ("바구니", "basket"), ("사다리", "ladder"), ("주전자", "kettle"), ("빗자루", "broom"),
    ("手紙", "letter"), ("切符", "ticket"), ("財布", "purse"), ("眼鏡", "glasses"), ("時計台", "clock tower"),
    ("引き出し", "drawer"), ("自転車", "bicycle"), ("郵便局", "post office"), ("本棚", "bookshelf"), ("湯呑み", "teacup"),
]
CUSTOM = [
    ("걷다", "to walk"), ("달리다", "to run"), ("읽다", "to read"), ("쓰다", "to write"), ("씻다", "to wash"),
    ("웃다", "to laugh"), ("울다", "to cry"), ("앉다", "to sit"), ("서다", "to stand"), ("자다", "to sleep"),
    ("泳ぐ", "to swim"), ("歌う", "to sing"), ("登る", "to climb"), ("磨く", "to polish"), ("畳む", "to fold"),
    ("結ぶ", "to tie"), ("拾う", "to pick up"), ("配る", "to hand out"), ("比べる", "to compare"), ("数える", "to count"),
    ("조용하다", "to be quiet"), ("깨끗하다", "to be clean"), ("무겁다", "to be heavy"), ("가볍다", "to be light"),
    ("静か", "quiet"), ("丁寧", "polite"), ("退屈", "boring"), ("賑やか", "lively"), ("新鮮", "fresh"), ("正直", "honest"),
]


def plan(seed=37):
    """Each card's actions in time order: (local time, 'answer', ease) / 'forget' / ('due', days)."""
    generator = random.Random(seed)
    actions = []
    for deck, words in (("Team::Everyday", EVERYDAY), ("Team::Custom", CUSTOM)):
        for index, (term, _) in enumerate(words):
            at = START + timedelta(days=generator.randrange(0, 20), minutes=generator.randrange(0, 600))
            steps = []
            for number in range(generator.randrange(2, 8)):
                steps.append((at, "answer", generator.choice([1, 2, 3, 3, 3, 4] if number else [1, 2, 3, 4])))
                kind = generator.random()
                if kind < 0.3:
                    at += timedelta(minutes=generator.randrange(1, 90))  # the same day, mostly
                elif kind < 0.65:
                    # just before or after the 04:00 rollover, one to a few dates later
                    day = (at - timedelta(hours=4)).date() + timedelta(days=generator.randrange(1, 4))
                    at = datetime.combine(day, datetime.min.time()) + timedelta(
                        hours=4 + (0 if generator.random() < 0.5 else 24), minutes=generator.choice([-50, -20, -5, 5, 20, 50]))
                else:
                    at += timedelta(days=generator.randrange(1, 40), hours=generator.randrange(-6, 7))
            if index % 7 == 3:  # Forget, then learnt again
                steps.append((at, "forget", 0))
                at += timedelta(hours=generator.randrange(1, 60))
                steps += [(at, "answer", 3), (at + timedelta(minutes=3), "answer", 3), (at + timedelta(days=2, hours=1), "answer", 3)]
                at += timedelta(days=3)
            if index % 7 == 5:  # Set due date
                steps.append((at, "due", generator.randrange(3, 30)))
            actions.append((deck, term, steps))
    return actions


def make_collection(work):
    """The child process, under libfaketime: builds, answers and exports; writes Anki's cards as JSON."""
    from anki.collection import Collection, ExportAnkiPackageOptions
    from anki.scheduler.v3 import CardAnswer

    clock = os.environ["FAKETIME_TIMESTAMP_FILE"]

    def move_clock(local):
        with open(clock, "w") as handle:
            handle.write((local - OFFSET).strftime("@%Y-%m-%d %H:%M:%S\n"))

    actions = plan()
    move_clock(START - timedelta(days=2))
    col = Collection(os.path.join(work, "made.anki2"))
    col.set_config("fsrs", True)
    basic = col.models.by_name("Basic")
    custom_preset = col.decks.add_config_returning_id("Team custom")
    preset = col.decks.get_config(custom_preset)
    preset["desiredRetention"] = 0.85
    preset["new"]["delays"] = [2.0, 30.0]
    preset["lapse"]["delays"] = [5.0, 20.0]
    preset["fsrsParams6"] = CUSTOM_WEIGHTS
    col.decks.update_config(preset)
    decks = {}
    for name in ("Team::Everyday", "Team::Custom"):
        decks[name] = col.decks.id(name)
    custom = col.decks.get(decks["Team::Custom"])
    custom["conf"] = custom_preset
    col.decks.save(custom)
    meanings = dict(EVERYDAY + CUSTOM)
    cards = {}
    for deck, term, _ in actions:
        note = col.new_note(basic)
        note["Front"], note["Back"] = term, meanings[term]
        col.add_note(note, decks[deck])
        cards[term] = note.cards()[0].id
    ratings = [None, CardAnswer.AGAIN, CardAnswer.HARD, CardAnswer.GOOD, CardAnswer.EASY]
    events = sorted(((at, order, term, kind, value) for term_order, (_, term, steps) in enumerate(actions)
                     for order, (at, kind, value) in enumerate(steps)), key=lambda event: (event[0], event[2], event[1]))
    for at, _, term, kind, value in events:
        move_clock(at)
        card_id = cards[term]
        if kind == "answer":
            card = col.get_card(card_id)
            card.start_timer()
            states = col._backend.get_scheduling_states(card_id)
            col.sched.answer_card(col.sched.build_answer(card=card, states=states, rating=ratings[value]))
        elif kind == "forget":
            col.sched.schedule_cards_as_new([card_id])
        else:
            col.sched.set_due_date([card_id], str(value))
    move_clock(max(event[0] for event in events) + timedelta(days=1))
    result = {}
    for term, card_id in cards.items():
        card = col.get_card(card_id)
        state = card.memory_state
        result[term] = {"type": card.type, "queue": card.queue, "due": card.due, "ivl": card.ivl,
                        "stability": state.stability if state else None, "difficulty": state.difficulty if state else None}
    timing = {"crt": col.crt, "rollover": col.get_config("rollover", 4), "today": col.sched.today}
    for name, legacy in (("modern.apkg", False), ("legacy.apkg", True)):
        col.export_anki_package(out_path=os.path.join(work, name), limit=None, options=ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy))
    col.close()
    with open(os.path.join(work, "anki-cards.json"), "w", encoding="utf-8") as handle:
        json.dump({"cards": result, "timing": timing}, handle, ensure_ascii=False)


def anki_day(timing, stamp):
    """Anki's day number of a UTC time: days since the creation day, each from the rollover hour in ZONE."""
    local = stamp + OFFSET - timedelta(hours=timing["rollover"])
    created = datetime.fromtimestamp(timing["crt"], tz=timezone.utc) + OFFSET - timedelta(hours=timing["rollover"])
    return (local.date() - created.date()).days


def compare(binary, work, package, anki):
    database = os.path.join(work, os.path.basename(package) + ".db")
    output = showbook(binary, database, "books", "import", package)
    cards, timing = anki["cards"], anki["timing"]
    words = {}
    for book in ("Team::Everyday", "Team::Custom"):
        for line in showbook(binary, database, "books", "show", book, "--json").splitlines():
            entry = json.loads(line)
            words[entry["term"]] = entry
    matched, total = 0, 0
    mismatches = []
    for term, card in cards.items():
        word = words.get(term)
        total += 1
        if word is None:
            mismatches.append(f"{term}: not imported")
            continue
        if card["type"] == 0:
            same = word.get("stability") is None
            why = f"new in Anki, {word.get('state')} in Showbook"
        else:
            ours = word.get("stability")
            theirs = card["stability"]
            stable = ours is not None and theirs is not None and abs(ours - theirs) <= 0.01 * theirs
            due = word.get("due")
            our_day = anki_day(timing, datetime.strptime(due, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)) if due else None
            if card["queue"] in (1, 4):  # learning: due is a time
                their_day = anki_day(timing, datetime.fromtimestamp(card["due"], tz=timezone.utc))
            else:
                their_day = card["due"]
            same = stable and our_day == their_day
            why = (f"stability {ours} / Anki {theirs}, difficulty {word.get('difficulty')} / Anki {card['difficulty']}, "
                   f"due day {our_day} / Anki {their_day} (type {card['type']}, queue {card['queue']})")
        if same:
            matched += 1
        else:
            mismatches.append(f"{term}: {why}")
    print(f"{os.path.basename(package)}: schedules: {matched}/{total} cards match Anki (stability within 1 %, same due day)")
    for line in mismatches[:20]:
        print(f"  {line}")
    check(total > 0 and matched >= 0.98 * total,
          f"{os.path.basename(package)}: only {matched}/{total} cards match Anki's schedule (import said: {output.strip()})")
    return matched, total


def run_checks(binary, work):
    os.makedirs(work, exist_ok=True)
    if not os.path.exists(LIBFAKETIME):
        check(False, f"no libfaketime at {LIBFAKETIME} (install the Debian package faketime: scripts/ensure-deps.sh test)")
        raise Stop()
    for name in ("made.anki2", "modern.apkg", "legacy.apkg", "anki-cards.json"):
        if os.path.exists(os.path.join(work, name)):
            os.remove(os.path.join(work, name))
    clock = os.path.join(work, "clock")
    with open(clock, "w") as handle:
        handle.write("@2026-03-01 00:00:00\n")
    env = dict(os.environ, LD_PRELOAD=LIBFAKETIME, FAKETIME_TIMESTAMP_FILE=clock, FAKETIME_NO_CACHE="1", TZ=ZONE)
    child = subprocess.run([sys.executable, os.path.abspath(__file__), "--anki", work], env=env, capture_output=True, text=True)
    if child.returncode != 0:
        check(False, f"Anki's side failed: {(child.stderr or child.stdout).strip()[-2000:]}")
        raise Stop()
    with open(os.path.join(work, "anki-cards.json"), encoding="utf-8") as handle:
        anki = json.load(handle)
    for package in ("modern.apkg", "legacy.apkg"):
        compare(binary, work, os.path.join(work, package), anki)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--anki":
        make_collection(sys.argv[2])
        raise SystemExit(0)
    raise SystemExit(run_main("anki schedule check", run_checks))
