#!/usr/bin/env python3
"""Writes review sequences scheduled by py-fsrs (the reference FSRS-6 implementation) as JSON,
for Tests/ShowbookCoreTests/Study/FSRSVectorTests.swift.

Run it through scripts/fsrs/gen-vectors.sh, which makes a throwaway virtualenv under .build/
and installs `fsrs` from PyPI. The sequences come from a fixed seed, so regenerating with the
same py-fsrs version gives the same file.
"""
import importlib.metadata
import json
import random
import sys
from datetime import datetime, timedelta, timezone

import fsrs
from fsrs import Card, Rating, Scheduler

SEED = 20261201
SEQUENCES = 260


def gap_seconds(rng, card, now):
    """How long after `now` the next review happens: same day, at the due time, early, late,
    or after a long break."""
    kind = rng.random()
    until_due = max(0, int((card.due - now).total_seconds()))
    if kind < 0.25:
        return rng.randint(5, 6 * 3600)                 # same day (often before it is due)
    if kind < 0.55:
        return until_due                                # exactly when due
    if kind < 0.70:
        return max(1, until_due + rng.randint(-3, 3) * 86400 + rng.randint(0, 86399))
    if kind < 0.85:
        return until_due + rng.randint(1, 40) * 86400  # late
    return rng.randint(100, 1500) * 86400 + rng.randint(0, 86399)  # a long break


def sequence(rng, index):
    retention = 0.9 if index % 5 else rng.choice([0.8, 0.85, 0.95, 0.97])
    scheduler = Scheduler(desired_retention=retention, enable_fuzzing=False)
    start = datetime(2024, 1, 1, tzinfo=timezone.utc) + timedelta(seconds=rng.randint(0, 700 * 86400))
    card = Card(card_id=index + 1, due=start)
    now = start
    reviews = []
    # Some sequences lean on one grade, so lapses and easy streaks both show up.
    weights = rng.choice([[1, 1, 1, 1], [4, 1, 2, 1], [1, 1, 4, 1], [1, 1, 2, 4], [3, 3, 1, 0.2]])
    for number in range(rng.randint(1, 16)):
        if number > 0:
            now = now + timedelta(seconds=gap_seconds(rng, card, now))
        rating = rng.choices([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy], weights)[0]
        card, _ = scheduler.review_card(card, rating, review_datetime=now)
        reviews.append({
            "grade": int(rating),
            "at": int(now.timestamp()),
            "state": int(card.state),
            "step": card.step,
            "stability": card.stability,
            "difficulty": card.difficulty,
            "due": int(card.due.timestamp()),
            "due_fraction": card.due.microsecond,
        })
    return {"desired_retention": retention, "start": int(start.timestamp()), "reviews": reviews}


def main():
    rng = random.Random(SEED)
    vectors = {
        "generator": "scripts/fsrs/gen-vectors.py",
        "fsrs_version": importlib.metadata.version("fsrs"),
        "parameters": list(fsrs.scheduler.DEFAULT_PARAMETERS),
        "sequences": [sequence(rng, index) for index in range(SEQUENCES)],
    }
    json.dump(vectors, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
