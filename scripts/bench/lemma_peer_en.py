#!/usr/bin/env python3
"""English lemma peer: the content words an independent analyzer finds in each sentence of a
lemma set, for `make bench` to set beside Showbook's own tokenizer and the set's answers.

The analyzer is TextBlob's PatternTagger (a Brill tagger with its own lexicon, shipped inside
the textblob wheel) over NLTK's Treebank word tokenizer (plain code, no data download), and
lemminflect's lemmatizer (its data inside its wheel) for the tag's part of speech. Nothing is
fetched at run time; the pinned packages come from PyPI (lemma_peer_en.pins).

Content words follow the set's header: nouns (not names), verbs, adjectives and adverbs, as
dictionary forms; not pronouns, determiners, prepositions, conjunctions, numbers, names,
interjections, be/have/do, modals, or the function words of Showbook's English stop list
(verbs on it, such as go or let, stay words). Speech forms count as what they stand for, as the
Treebank tokenizer splits them: gon|na (going to, a future: no word), wan|na (want), got|ta
(have got to: no word), gim|me (give), lem|me (let), dunno (know), goin' (going), 'cause
(because), n't (not). get is a word unless it links (got married, getting warmer) or is have
got.

Phrasal verbs are the peer's own, from its tags alone (no dictionary of them): a verb and an
up/down/out/off/away/back/over particle right after it or after a one-word pronoun object, or
an in/on/around/through/along/by/into/after/across particle right after it that no noun
phrase follows. They are written with `_` (pick_up), as the set writes them.

Usage: PYTHON lemma_peer_en.py SET.tsv — prints one JSON line per sentence, in order:
{"sentence": ..., "lemmas": [...], "readings": ["", ...]} (English has no readings).
"""
import json
import os
import sys

import lemminflect
from nltk.tokenize import TreebankWordTokenizer
from textblob.en.taggers import PatternTagger

HERE = os.path.dirname(os.path.abspath(__file__))
STOP_LIST = os.path.join(HERE, "..", "..", "Sources", "ShowbookWords", "Language", "StopWords", "en.txt")

CLOSED_TAGS = {"DT", "PDT", "PRP", "PRP$", "WP", "WP$", "WDT", "WRB", "IN", "CC", "TO", "MD", "EX", "POS",
               "RP", "UH", "CD", "NNP", "NNPS", "SYM", "LS", "FW"}
AUXILIARIES = {"be", "have", "do"}
SEPARABLE = {"up", "down", "out", "off", "away", "back", "over"}
PARTICLES = SEPARABLE | {"in", "on", "around", "through", "along", "by", "into", "after", "across"}
NOUN_PHRASE_TAGS = {"DT", "PDT", "PRP", "PRP$", "CD", "NN", "NNS", "NNP", "NNPS", "JJ"}
OBJECT_PRONOUNS = {"it", "him", "her", "them", "me", "us", "you", "this", "that", "'em"}
SPEECH = {"gon": "going", "wan": "want", "gim": "give", "lem": "let", "dunno": "know", "ca": "can", "wo": "will",
          "n't": "not", "na": "to", "ta": "to", "'em": "them", "'cause": "because"}


def stop_words():
    with open(STOP_LIST, encoding="utf-8") as handle:
        return {line.strip() for line in handle if line.strip() and not line.startswith("#")}


def upos(tag):
    if tag.startswith("NN"):
        return "NOUN"
    if tag.startswith("VB"):
        return "VERB"
    if tag.startswith("JJ"):
        return "ADJ"
    if tag.startswith("RB"):
        return "ADV"
    return None


def lemma(word, tag):
    pos = upos(tag)
    if pos is None:
        return word
    found = lemminflect.getLemma(word, upos=pos)
    return found[0] if found else word


def analyse(sentence, tagger, tokenizer, stop):
    words = tokenizer.tokenize(sentence)
    tagged = tagger.tag(" ".join(words), tokenize=False)
    tokens = [(SPEECH.get(word.lower(), word.lower()), tag) for word, tag in tagged]
    # goin' / waitin': the tokenizer leaves the dropped g's apostrophe a token of its own.
    for index in range(len(tokens) - 1):
        word, tag = tokens[index]
        if tokens[index + 1][0] == "'" and word.endswith("in") and len(word) > 3:
            tokens[index] = (word + "g", tag)
    lemmas = []
    used = set()
    for index, (word, tag) in enumerate(tokens):
        if index in used:
            continue
        pos = upos(tag)
        if tag in CLOSED_TAGS or pos is None:
            continue
        base = lemma(word, tag)
        following = [t for _, t in tokens[index + 1:index + 3]]
        if pos == "VERB":
            if base in AUXILIARIES:
                continue
            # A future `going to`/`gonna` and `have got to`/`gotta` are auxiliaries.
            if word == "going" and following[:1] == ["TO"]:
                continue
            if base == "get" and (following[:1] and (following[0].startswith("JJ") or following[0] == "VBN")
                                  or index > 0 and lemma(tokens[index - 1][0], tokens[index - 1][1]) == "have"
                                  or tokens[index + 1:index + 2] and tokens[index + 1][0] == "ta"):
                continue
            particle = phrasal_particle(tokens, index)
            if particle is not None:
                used.add(particle)
                lemmas.append(base + "_" + tokens[particle][0])
                continue
        elif base in stop or word in stop:
            continue
        lemmas.append(base)
    return lemmas


def phrasal_particle(tokens, verb):
    """The index of the verb's particle, or None."""
    after = verb + 1
    if after < len(tokens) and tokens[after][0] in PARTICLES:
        word = tokens[after][0]
        next_tag = tokens[after + 1][1] if after + 1 < len(tokens) else "."
        if word in SEPARABLE or next_tag not in NOUN_PHRASE_TAGS:
            return after
    if after + 1 < len(tokens) and tokens[after][0] in OBJECT_PRONOUNS and tokens[after + 1][0] in SEPARABLE:
        return after + 1
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: lemma_peer_en.py SET.tsv")
    tagger = PatternTagger()
    tokenizer = TreebankWordTokenizer()
    stop = stop_words()
    with open(sys.argv[1], encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sentence = line.split("\t", 1)[0]
            lemmas = analyse(sentence, tagger, tokenizer, stop)
            print(json.dumps({"sentence": sentence, "lemmas": lemmas, "readings": [""] * len(lemmas)}, ensure_ascii=False))


if __name__ == "__main__":
    main()
