"""Showbook's cues against pysubs2's, file by file. Run by reference.sh in a virtualenv with
the pinned pysubs2. Usage: reference.py SHOWBOOK_JSON

SHOWBOOK_JSON (written by SubtitleReferenceTests) lists each file with the cues Showbook read:
    {"files": [{"path": ..., "name": ..., "cues": [{"start": ms, "text": ...}], "error": ...}]}

pysubs2 reads the same file on its own: the encoding from a byte-order mark, else a codec
named in the file name (`gb2312.srt`, `ja.euc-jp.srt`), else UTF-8; the format from the
extension. Its plain text then goes through NORMALISATIONS — the differences Showbook makes
on purpose, listed here and nowhere else — and each is counted. A cue agrees when the other
side has a cue with the same start and the same text. Agreement is agreed cues over all cues
either side has (a cue only one side has counts once against it). Exit status 1 below 98 %.
"""

import codecs
import collections
import json
import os
import re
import sys

import pysubs2

THRESHOLD = 98.0
FORMATS = {".srt": "srt", ".vtt": "vtt", ".ass": "ass", ".ssa": "ssa"}

REFERENCES = {"amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'", "nbsp": " "}


def character_reference(match):
    body = match.group(1)
    if body in REFERENCES:
        return REFERENCES[body]
    try:
        value = int(body[2:], 16) if body[:2] in ("#x", "#X") else int(body[1:]) if body.startswith("#") else None
    except ValueError:
        return match.group(0)
    if not value or value > 0x10FFFF or 0xD800 <= value <= 0xDFFF:
        return match.group(0)
    return chr(value)


def speaker_label(text):
    head = text[:21]
    positions = [i for i in (head.find(":"), head.find("：")) if i >= 0]
    if not positions:
        return text
    label = text[:min(positions)]
    if label and not label[0].isdigit() and all(c.isupper() or c in " .-" for c in label):
        return text[min(positions) + 1:].strip(" ")
    return text


PRONOUNS = {"i", "we", "you", "he", "she", "they", "it", "i'm", "i'll", "we're", "you're", "it's", "don't", "let's",
            "i’m", "it’s"}


def sound_note(text):
    """Whether bracketed `text` is a sound description, by the rules of SoundNote.swift."""
    if "♪" in text or "♫" in text:
        return False
    letters = [c for c in text if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    lower = sum(c.islower() for c in letters)
    caseless = len(letters) - upper - lower
    if not letters:
        return True
    if lower == 0 and upper >= 2 and upper >= caseless:
        return True
    if any(c in ".?!。？！…" for c in text):
        return False
    words = text.split()
    if caseless > upper + lower:
        return caseless <= 4 or (caseless <= 12 and "".join(letters).endswith(("音", "声", "소리", "음악")))
    first = next(c for c in letters if c.isupper() or c.islower())
    if first.islower():
        return len(words) <= 6
    return len(words) <= 3 and words[0].lower() not in PRONOUNS


# The differences Showbook makes on purpose, in the order they apply: (name, what, rule).
NORMALISATIONS = [
    ("a blank line ends a cue", "what follows a blank line (a WebVTT identifier, a NOTE or STYLE block, a "
     "block without a readable time) is not the cue's text; pysubs2 keeps it",
     lambda t: re.split(r"\n[ \t]*\n", t, maxsplit=1)[0]),
    ("hard space", r"ASS `\h` is a space", lambda t: t.replace("\\h", " ")),
    ("character references", "`&amp;`, `&lt;`, `&#39;` … are read as characters (pysubs2 keeps them)",
     lambda t: re.sub(r"&(#[xX]?[0-9A-Fa-f]{1,8}|[a-z]{2,4});", character_reference, t)),
    ("inline timestamps", "WebVTT karaoke timestamps `<00:01.500>` are markup (pysubs2 keeps them)",
     lambda t: re.sub(r"<(\d{1,3}:)?\d{2}:\d{2}\.\d{1,3}>", "", t)),
    ("sound notes", "closed `[…]`, `(…)`, `（…）`, `［…］` runs that read as a sound description "
     "(SoundNote.swift) are dropped; bracketed lines stay",
     lambda t: re.sub(r"\[[^\[\](（［<{]*\]|\([^\[)(（［<{]*\)|（[^\[)(（［<{）]*）|［[^\[(（［<{］]*］",
                      lambda m: " " if sound_note(m.group(0)[1:-1]) else m.group(0), t)),
    ("music notes", "`♪` and `♫` are dropped", lambda t: re.sub("[♪♫]", " ", t)),
    ("control characters", "control characters are spaces",
     lambda t: re.sub(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]", " ", t)),
    ("line breaks and spacing", "a cue's lines are joined by one space; runs of white space are one",
     lambda t: " ".join(t.split())),
    ("speaker labels", "a leading upper-case name and colon (`MAN: `) is dropped", speaker_label),
]


def reference_text(path):
    data = open(path, "rb").read()
    if data.startswith(codecs.BOM_UTF8):
        return data.decode("utf-8-sig"), "utf-8"
    if data.startswith(codecs.BOM_UTF16_LE) or data.startswith(codecs.BOM_UTF16_BE):
        return data.decode("utf-16"), "utf-16"
    name = os.path.basename(path)
    for part in name.split(".")[:-1]:
        try:
            codec = codecs.lookup(part).name
        except LookupError:
            continue
        return data.decode(codec), codec
    return data.decode("utf-8"), "utf-8"


def reference_cues(path, counts):
    """pysubs2's cues of one file as (start, normalised text); None when it cannot read it."""
    try:
        text, _ = reference_text(path)
    except UnicodeDecodeError:
        return None, "pysubs2's side cannot decode it"
    extension = os.path.splitext(path)[1].lower()
    try:
        subs = pysubs2.SSAFile.from_string(text, format_=FORMATS.get(extension))
    except Exception:
        try:
            subs = pysubs2.SSAFile.from_string(text)
        except Exception as error:
            return [], f"pysubs2 reads no cues ({type(error).__name__})"
    cues = []
    for event in subs:
        if event.is_comment:
            continue
        plain = event.plaintext
        for name, _, rule in NORMALISATIONS:
            changed = rule(plain)
            if changed != plain:
                counts[name] += 1
            plain = changed
        if not plain:
            counts["empty cues"] += 1
            continue
        cues.append((event.start, plain))
    return cues, None


def main():
    report = json.load(open(sys.argv[1], encoding="utf-8"))
    counts = collections.Counter()
    agreed = reference_total = showbook_total = 0
    differences = []
    notes = []
    for entry in report["files"]:
        ours = [(cue["start"], cue["text"]) for cue in entry["cues"]]
        theirs, note = reference_cues(entry["path"], counts)
        if theirs is None:
            notes.append(f"{entry['name']}: {note}; left out")
            continue
        if note:
            notes.append(f"{entry['name']}: {note}")
        if entry.get("error"):
            notes.append(f"{entry['name']}: Showbook: {entry['error']}")
        both = collections.Counter(ours) & collections.Counter(theirs)
        agreed += sum(both.values())
        reference_total += len(theirs)
        showbook_total += len(ours)
        for start, text in sorted((collections.Counter(theirs) - both).elements()):
            differences.append(f"{entry['name']} @{start} ms: pysubs2 {text!r}")
        for start, text in sorted((collections.Counter(ours) - both).elements()):
            differences.append(f"{entry['name']} @{start} ms: Showbook {text!r}")
    union = reference_total + showbook_total - agreed
    share = 100.0 * agreed / union if union else 0.0
    print(f"subtitle reference: {len(report['files'])} files, pysubs2 {reference_total} cues, "
          f"Showbook {showbook_total} cues, {agreed} agree: {share:.1f} % (at least {THRESHOLD:.0f} % needed)")
    print("subtitle reference: normalised by design (cues changed): " +
          ", ".join(f"{name} {counts[name]}" for name in [n for n, _, _ in NORMALISATIONS] + ["empty cues"]))
    for note in notes:
        print(f"subtitle reference: note: {note}")
    for difference in differences[:40]:
        print(f"subtitle reference: differs: {difference}")
    if len(differences) > 40:
        print(f"subtitle reference: … {len(differences) - 40} more differences")
    return 0 if union and share >= THRESHOLD else 1


if __name__ == "__main__":
    sys.exit(main())
