#!/usr/bin/env python3
"""Writes review histories with the card py-fsrs (the reference FSRS-6 implementation) gives for
each, and py-fsrs's new card, as JSON for Tests/ShowbookCoreTests/Study/CloseFSRSTests.swift:
a word moved by a close must keep exactly that card and that history, and a word started over
must be py-fsrs's `Card()`.

Run it through scripts/fsrs/gen-close-vectors.sh (a virtualenv under .build/ with the pinned
`fsrs` from PyPI). The histories are fixed, so the same py-fsrs version gives the same file.
"""
import importlib.metadata
import json
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

START = datetime(2026, 9, 1, 9, 0, tzinfo=timezone.utc)
MINUTE, DAY = timedelta(minutes=1), timedelta(days=1)

# (name, [(grade, time after START)]): learning, young, mature, a lapse being relearned.
HISTORIES = [
    ("good once", [(Rating.Good, timedelta(0))]),
    ("young", [(Rating.Good, timedelta(0)), (Rating.Good, 10 * MINUTE), (Rating.Good, 3 * DAY)]),
    ("sixty days of good", [(Rating.Good, timedelta(0)), (Rating.Good, 10 * MINUTE), (Rating.Good, 3 * DAY),
                            (Rating.Good, 13 * DAY), (Rating.Good, 40 * DAY)]),
    ("relearning", [(Rating.Easy, timedelta(0)), (Rating.Good, 8 * DAY), (Rating.Again, 30 * DAY),
                    (Rating.Hard, 30 * DAY + 5 * MINUTE)]),
]


def card_fields(card):
    return {
        "state": int(card.state),
        "step": card.step,
        "stability": card.stability,
        "difficulty": card.difficulty,
        "due": card.due.timestamp(),
        "last_review": card.last_review.timestamp() if card.last_review else None,
    }


def history(name, reviews):
    scheduler = Scheduler(enable_fuzzing=False)
    card = Card(card_id=1, due=START)
    events = []
    for rating, after in reviews:
        at = START + after
        card, _ = scheduler.review_card(card, rating, review_datetime=at)
        events.append({"grade": int(rating), "at": at.timestamp()})
    return {"name": name, "reviews": events, "card": card_fields(card)}


def main():
    new = Card(card_id=1, due=START)
    vectors = {
        "generator": "scripts/fsrs/gen-close-vectors.py",
        "fsrs_version": importlib.metadata.version("fsrs"),
        "new_card": {key: value for key, value in card_fields(new).items() if key != "due"},
        "histories": [history(name, reviews) for name, reviews in HISTORIES],
    }
    json.dump(vectors, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
