#!/usr/bin/env python3
"""Fits FSRS-6 parameters with fsrs-rs (`fsrs_rs_python.FSRS.compute_parameters`, its default
training settings) on logs written by Showbook; run through fit-reference.sh."""
import json
import sys
import time

from fsrs_rs_python import DEFAULT_PARAMETERS, FSRS, FSRSItem, FSRSReview


def items(log):
    cards = [[FSRSReview(rating, delta_t) for rating, delta_t in card] for card in log["cards"]]
    return [FSRSItem(cards[card][: index + 1]) for card, index in log["targets"]]


def main(paths):
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            log = json.load(handle)
        train = items(log)
        start = time.perf_counter()
        parameters = FSRS(list(DEFAULT_PARAMETERS)).compute_parameters(train)
        seconds = time.perf_counter() - start
        print(json.dumps({"parameters": [float(p) for p in parameters], "seconds": seconds, "items": len(train)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
