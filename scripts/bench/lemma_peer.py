"""The lemma sets' independent peer: for a language, an analyzer from PyPI (kiwipiepy for
Korean, a UniDic- or Sudachi-based tagger for Japanese, an English lemmatizer) installed in a
pinned throwaway virtualenv, run over the same sentences, and scored against the same expected
answers as Showbook (recall and precision of content-word dictionary forms; readings where the
set has them). bench.py prints the peer beside Showbook's own figures.

A language's peer is two files beside this one: `lemma_peer_<lang>.pins` (one `name==version`
a line) and `lemma_peer_<lang>.py SET.tsv`, which prints one JSON line per sentence of the set
in order: {"sentence": ..., "lemmas": [...], "readings": [...]}.
"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))


def expected_answers(set_path):
    """[(sentence, [(lemma, reading or None)])] from a lemma set, as LemmaSet.swift reads it (`_` a space)."""
    cases = []
    with open(set_path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sentence, _, words = line.partition("\t")
            expected = []
            for word in words.split(" "):
                lemma, _, reading = word.partition(":")
                expected.append((lemma.replace("_", " "), reading or None))
            cases.append((sentence, expected))
    return cases


def score(cases, answers):
    """Recall, precision and reading accuracy of `answers` (the peer's JSON lines) against the
    expected words; each peer lemma answers for one expected word, as in LemmaScore.swift."""
    words = hits = extras = reading_words = reading_hits = 0
    for (sentence, expected), answer in zip(cases, answers):
        if answer.get("sentence") != sentence:
            raise ValueError(f"the peer answered “{answer.get('sentence')}” for “{sentence}”")
        lemmas = [lemma.replace("_", " ") for lemma in answer.get("lemmas", [])]
        readings = list(answer.get("readings", [""] * len(lemmas)))
        pairs = list(zip(lemmas, readings + [""] * (len(lemmas) - len(readings))))
        remaining = list(pairs)
        for lemma, reading in expected:
            words += 1
            if reading is not None:
                reading_words += 1
            match = next((p for p in remaining if p[0] == lemma and (reading is None or p[1] == reading)), None) \
                or next((p for p in remaining if p[0] == lemma), None)
            if match is None:
                continue
            remaining.remove(match)
            hits += 1
            if reading is not None and match[1] == reading:
                reading_hits += 1
        extras += len(remaining)
    if len(answers) != len(cases):
        raise ValueError(f"the peer answered {len(answers)} sentences of {len(cases)}")
    return {"words": words, "hits": hits, "extras": extras, "reading_words": reading_words, "reading_hits": reading_hits}


def python_for(language, work):
    """The peer virtualenv's python (made once, pinned), or None with the reason."""
    pins_path = os.path.join(HERE, f"lemma_peer_{language}.pins")
    if not os.path.exists(pins_path):
        return None, f"no peer for {language} (scripts/bench/lemma_peer_{language}.pins)"
    with open(pins_path, encoding="utf-8") as handle:
        pins = [line.strip() for line in handle if line.strip() and not line.startswith("#")]
    venv = os.path.join(ROOT, ".build", f"lemma-peer-{language}-venv")
    made = subprocess.run([os.path.join(ROOT, "scripts", "pyref", "venv.sh"), f"lemma peer {language}", venv, *pins],
                          capture_output=True, text=True)
    if made.returncode != 0:
        return None, (made.stderr.strip().splitlines() or ["the virtualenv could not be made"])[-1]
    return made.stdout.strip().splitlines()[-1], None


def row(language, set_path, work):
    """{"name", "figure"} for bench.py's table: the peer's scores, or why there are none."""
    python, problem = python_for(language, work)
    if python is None:
        return {"name": "no peer", "figure": problem}
    script = os.path.join(HERE, f"lemma_peer_{language}.py")
    done = subprocess.run([python, script, set_path], capture_output=True, text=True, timeout=900)
    # The script may name itself on stderr ("peer: fugashi 1.5.2 + unidic-lite 1.0.8"); else its pins do.
    with open(os.path.join(HERE, f"lemma_peer_{language}.pins"), encoding="utf-8") as handle:
        pinned = [line.strip().replace("==", " ") for line in handle if line.strip() and not line.startswith("#")]
    name_line = next((line for line in done.stderr.splitlines() if line.startswith("peer: ")), "peer: " + " + ".join(pinned[:2]))
    name = name_line[len("peer: "):]
    if done.returncode != 0:
        return {"name": name, "figure": "failed: " + (done.stderr.strip().splitlines() or ["?"])[-1]}
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    try:
        figures = score(expected_answers(set_path), answers)
    except ValueError as error:
        return {"name": name, "figure": f"not scored: {error}"}
    recall = figures["hits"] / max(1, figures["words"])
    precision = figures["hits"] / max(1, figures["hits"] + figures["extras"])
    figure = f"recall {100 * recall:.1f} %, precision {100 * precision:.1f} %"
    if figures["reading_words"]:
        figure += f", reading {100 * figures['reading_hits'] / figures['reading_words']:.1f} %"
    return {"name": name, "figure": figure}


if __name__ == "__main__":
    # lemma_peer.py LANG: the peer's row for one language, for trying a peer out by hand.
    language = sys.argv[1]
    print(row(language, os.path.join(ROOT, "Tests", "ShowbookCoreTests", "Language", "LemmaSet", f"{language}.tsv"),
              os.path.join(ROOT, ".build", "bench")))
