"""Korean lemma peer for `make bench`: the content words kiwipiepy (an independent Korean
morphological analyzer, pinned in lemma_peer_ko.pins) finds in each sentence of a lemma set,
under the set's conventions (see the header of Tests/ShowbookCoreTests/Language/LemmaSet/ko.tsv).

Usage: PYTHON lemma_peer_ko.py SET.tsv — one JSON line per sentence, in the set's order:
{"sentence": "...", "lemmas": ["dictionary form", ...], "readings": ["", ...]}.

Conventions, applied to kiwipiepy's own tags (Sejong tags; -I/-R mark irregular stems):
verbs and adjectives (VV, VA, VX) are their stem plus 다; a noun, root or adverb followed in the
same eojeol by a verb or adjective suffix (XSV, XSA) is one verb (공부하다, 잘못하다); nouns written together
are one noun, and 님 joins its noun; an adjective, -아/-어 and 하 written together are one verb;
a noun or adverb with 하, 되 or 나 written onto it is one verb; 같다 after 것/거/듯 and 보다
after the ending -나/-ㄴ가 are grammar. Nouns (NNG), roots (XR), adverbs (MAG) and
interjections (IC) are words; names (NNP), pronouns, determiners, numerals, dependent nouns and
counters, conjunctive adverbs, the copula and 아니다, particles, endings and symbols are not.
"""
import json
import sys

from kiwipiepy import Kiwi

LIGHT_VERBS = {"하", "되", "나"}
GRAMMAR_AFTER_NOUN = {"것", "거", "듯"}


def base_tag(tag):
    return tag.split("-")[0]


def lemmas(kiwi, sentence):
    """The content words of `sentence`, in order."""
    words = []  # [term, kind, surface]; kind: noun, root, verb, adjective, joinable, adverb, other
    last = None  # index in words of the last word of the current eojeol
    previous = None
    previous_tag = ""
    for token in kiwi.tokenize(sentence):
        tag = base_tag(token.tag)
        joined = previous is not None and not any(c.isspace() for c in sentence[previous.end:token.start])
        if not joined:
            last = None
            previous_tag = ""
        form = token.form
        if tag in ("VV", "VA", "VX"):
            if is_grammar(form, tag, previous):
                last = None
            elif joined and form == "하" and last is not None and words[last][1] == "joinable":
                words[last][0] = words[last][2] + "하다"
                words[last][1] = "verb"
            elif (joined and tag == "VV" and form in LIGHT_VERBS and last is not None
                  and words[last][1] in ("noun", "adverb") and previous_tag in ("NNG", "MAG")):
                words[last][0] += form + "다"
                words[last][1] = "verb"
            else:
                words.append([form + "다", "adjective" if tag == "VA" else "verb", ""])
                last = len(words) - 1
        elif tag in ("XSV", "XSA"):
            if joined and last is not None and words[last][1] in ("noun", "root", "adverb"):
                words[last][0] += form + "다"
                words[last][1] = "verb"
            else:
                last = None
        elif tag == "NNG":
            if joined and last is not None and previous_tag == "NNG" and words[last][1] == "noun":
                words[last][0] += form
            else:
                words.append([form, "noun", ""])
                last = len(words) - 1
        elif tag == "XSN":
            if form == "님" and joined and last is not None and words[last][1] == "noun":
                words[last][0] += form
        elif tag in ("XR", "MAG"):
            words.append([form, "root" if tag == "XR" else "adverb", ""])
            last = len(words) - 1
        elif tag == "IC":
            words.append([form, "other", ""])
            last = None
        elif tag == "EC" and last is not None and words[last][1] == "adjective" and form in ("아", "어", "여"):
            # 무섭 + 어 (+ 하): the adjective stays joinable to a 하 written after it.
            words[last][1] = "joinable"
            words[last][2] = eojeol_until(sentence, token.end)
        elif not tag.startswith("E"):
            last = None
        previous = token
        previous_tag = tag
    return [word[0] for word in words]


def is_grammar(form, tag, previous):
    """같다 of -ㄴ 것 같다 and 보다 of -나 보다 are grammar, not words."""
    if previous is None:
        return False
    if tag == "VA" and form == "같":
        return previous.form in GRAMMAR_AFTER_NOUN
    if tag == "VX" and form == "보":
        return base_tag(previous.tag) == "EC" and (previous.form == "나" or previous.form.endswith("가"))
    return False


def eojeol_until(sentence, end):
    """The text of the eojeol that ends at `end` (무서워 of 무서워해요)."""
    start = end
    while start > 0 and not sentence[start - 1].isspace():
        start -= 1
    return sentence[start:end]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: lemma_peer_ko.py SET.tsv")
    kiwi = Kiwi()
    with open(sys.argv[1], encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sentence = line.split("\t")[0]
            found = lemmas(kiwi, sentence)
            print(json.dumps({"sentence": sentence, "lemmas": found, "readings": [""] * len(found)}, ensure_ascii=False))


if __name__ == "__main__":
    main()
