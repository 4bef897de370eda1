"""What the Anki reference checks share: a list of failures that is reported whole, one way to
run the showbook binary on the check's database, the words imported through a JSON file, and a
test video with sound and a Japanese track made by ffmpeg from nothing."""

import json
import os
import subprocess
import sys

failures = []


class Stop(Exception):
    """A step failed that later steps need; the failures so far are still reported."""


def check(condition, message):
    if not condition:
        failures.append(message)


def run(binary, database, *arguments):
    return subprocess.run([binary, "--db", database, "--no-sample", *arguments],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL)


def showbook(binary, database, *arguments):
    """Showbook's standard output; a non-zero exit is a failure that stops the check."""
    result = run(binary, database, *arguments)
    if result.returncode != 0:
        output = " | ".join((result.stderr + result.stdout).strip().splitlines())
        failures.append(f"showbook {' '.join(arguments)} exited {result.returncode}: {output}")
        raise Stop()
    return result.stdout


def import_words(binary, database, work, book, words, *flags):
    """Imports (term, reading, meaning, example) tuples into `book` through a Showbook JSON file."""
    path = os.path.join(work, f"words-{len(os.listdir(work))}.json")
    with open(path, "w", encoding="utf-8") as handle:
        json.dump({"book": book, "words": [{"term": t, "reading": r, "meaning": m, "example": e} for t, r, m, e in words]},
                  handle, ensure_ascii=False)
    showbook(binary, database, "books", "import", path, "--book", book, *flags)


def notes_by_term(collection):
    notes = {}
    for note_id in collection.find_notes(""):
        note = collection.get_note(note_id)
        notes.setdefault(note["Term"], []).append(note)
    return notes


def run_main(name, run_checks, passed=lambda: "passed"):
    """Runs `run_checks(binary, work)` from the command line and reports every failure."""
    try:
        run_checks(sys.argv[1], sys.argv[2])
    except Stop:
        pass
    for failure in failures:
        print(f"{name}: {failure}")
    if failures:
        return 1
    print(f"{name}: {passed()}")
    return 0


CLIP_SUBTITLES = """1
00:00:01,000 --> 00:00:02,000
電車で本を読みました。

2
00:00:03,000 --> 00:00:04,500
明日は山に登ります。
"""


def make_video(work):
    """A 6-second episode with sound and a Japanese track, made by ffmpeg from nothing."""
    srt = os.path.join(work, "clip-track.srt")
    with open(srt, "w", encoding="utf-8") as handle:
        handle.write(CLIP_SUBTITLES)
    video = os.path.join(work, "videos", "Clips S01E01.mkv")
    os.makedirs(os.path.dirname(video), exist_ok=True)
    made = subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10:duration=6",
                           "-f", "lavfi", "-i", "sine=frequency=440:duration=6", "-i", srt, "-map", "0:v", "-map", "1:a",
                           "-map", "2:s", "-c:v", "mpeg4", "-c:a", "aac", "-c:s", "srt", "-metadata:s:s:0", "language=jpn", video],
                          capture_output=True, text=True)
    check(made.returncode == 0, f"ffmpeg could not make the test video: {made.stderr.strip()}")
    if made.returncode != 0:
        raise Stop()
    return video


def new_note_type(collection, name, fields):
    """A note type with these fields and one card showing the first field."""
    models = collection.models
    note_type = models.new(name)
    for field in fields:
        models.add_field(note_type, models.new_field(field))
    template = models.new_template("Card 1")
    template["qfmt"] = "{{" + fields[0] + "}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>" + "<br>".join("{{" + f + "}}" for f in fields[1:])
    models.add_template(note_type, template)
    models.add(note_type)
    return models.by_name(name)
