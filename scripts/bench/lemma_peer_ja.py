"""The Japanese lemma set's independent peer: fugashi (MeCab) with UniDic (unidic-lite), pinned
in lemma_peer_ja.pins, run over the set's sentences. For each sentence (in order; '#' and blank
lines skipped) it prints one JSON line {"sentence", "lemmas", "readings"}: the content words
UniDic finds, under the set's own conventions (its header), so both are scored against the same
expected answers:

- content words are nouns, verbs, adjectives, adjectival nouns, adverbs, interjections and names;
  not pronouns, adnominals, particles, auxiliaries, numbers, counters, suffixes, the formal
  nouns こと/ところ…, the light verbs する/いたす, the stop list's adverbs and interjections, nor
  verbs and adjectives UniDic says can be dependent when they follow a て-form or a verb's stem;
- a word is spelled as the header says, with EDICT (Debian's /usr/share/edict/edict, read here
  on its own): kana when EDICT marks the entry usually written in kana, kana kept where several
  common entries share the reading, else the kanji headword; consecutive nouns EDICT lists as one
  headword are one word, and so are greetings EDICT marks usually written in kana;
- the reading is UniDic's reading of the dictionary form (lForm), in hiragana; no context rules.

The first stderr line names the peer ("peer: ..."), as lemma_peer.py expects.
"""
import importlib.metadata as metadata
import json, os, sys

import fugashi
import unidic_lite

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
EDICT = "/usr/share/edict/edict"
STOP_LIST = os.path.join(ROOT, "Sources", "ShowbookWords", "Language", "StopWords", "ja.txt")
FORMAL_NOUNS = {"こと", "もの", "の", "ん", "わけ", "はず", "つもり", "ところ"}
LIGHT_VERBS = {"為る", "致す"}
CONTENT = {"名詞", "動詞", "形容詞", "形状詞", "副詞", "感動詞"}


def hiragana(text):
    return "".join(chr(ord(c) - 0x60) if "ァ" <= c <= "ヶ" else c for c in text)


def is_kana(text):
    return bool(text) and all("ぁ" <= c <= "ゖ" or "ァ" <= c <= "ヺ" or c == "ー" for c in text)


class Edict:
    """EDICT's lines by headword and by reading: (headword, reading, usually kana, common, parts of speech, glosses)."""

    def __init__(self, path):
        self.by_head, self.by_reading = {}, {}
        with open(path, encoding="euc-jp", errors="replace") as handle:
            next(handle, None)
            for line in handle:
                head, _, rest = line.rstrip("\n").partition(" /")
                spelling, _, bracket = head.partition(" [")
                reading = bracket.rstrip("]") or spelling
                senses = rest.split("/(2)")[0]
                first = senses.split("/")[0]
                entry = (spelling, reading, "(uk)" in first, "(P)" in rest, first, rest.replace("(P)", ""))
                self.by_head.setdefault(spelling, []).append(entry)
                self.by_reading.setdefault(hiragana(reading), []).append(entry)

    def entry(self, spelling, reading):
        return next((e for e in self.by_head.get(spelling, []) if hiragana(e[1]) == reading), None)

    def spell(self, lemma, written, reading):
        """The set header's spelling of a word."""
        if is_kana(written):
            common = [e for e in self.by_reading.get(hiragana(written), []) if e[3]]
            own = any(e[1] == written for e in self.by_head.get(written, []))
            if own or any(e[2] for e in common) or len({e[5] for e in common}) > 1:
                return written
            found = self.entry(lemma, reading) or (common[0] if common else None)
            if found is None:
                return written
            return written if found[2] else found[0]
        found = self.entry(written, reading) or self.entry(lemma, reading)
        if found is None:
            return lemma
        if found[2]:
            return reading
        written_entry = self.entry(written, reading)
        return written if written_entry and written_entry[3] else found[0]


def words(tagger, edict, stop, sentence):
    nodes = []
    for node in tagger(sentence):
        fields = node.feature_raw.split(",")
        if len(fields) < 11:
            fields = (fields + ["*"] * 11)[:11]
            fields[6], fields[7], fields[10] = "", node.surface, node.surface
        nodes.append((node.surface, fields))
    lemmas, readings = [], []
    position = 0
    while position < len(nodes):
        surface, fields = nodes[position]
        joined = join(nodes, position, edict)
        if joined:
            end, term, reading = joined
            lemmas.append(term)
            readings.append(reading)
            position = end
            continue
        position += 1
        pos1, pos2, lemma = fields[0], fields[1], fields[7].split("-")[0] or surface
        if pos1 not in CONTENT or pos2 in ("数詞", "助動詞語幹", "フィラー") or lemma in LIGHT_VERBS:
            continue
        if pos1 == "名詞" and surface in FORMAL_NOUNS:
            continue
        if pos2 == "非自立可能" and depends(nodes, position - 1):
            continue
        written = fields[10] if fields[10] != "*" else surface
        reading = hiragana(fields[6]) if fields[6] != "*" else hiragana(surface)
        term = written if pos2 == "固有名詞" else edict.spell(lemma, written, reading)
        if term in stop and pos1 in ("副詞", "感動詞"):
            continue
        lemmas.append(term)
        readings.append(hiragana(term) if is_kana(term) else reading)
    return lemmas, readings


def depends(nodes, index):
    """A word that can be dependent follows a て-form (て, で, ば; or も after one) or a verb's stem."""
    if index == 0:
        return False
    _, previous = nodes[index - 1]
    if previous[0] == "助詞" and previous[1] == "接続助詞":
        return True
    if previous[0] == "助詞" and index >= 2 and nodes[index - 2][1][1] == "接続助詞":
        return True
    return previous[0] == "動詞" and previous[5].startswith("連用形")


def join(nodes, start, edict):
    """(end, term, reading) for the longest run from `start` EDICT lists as one word: nouns
    with their prefix and suffixes as a headword, or a greeting usually written in kana."""
    nominal = {"名詞", "接頭辞", "接尾辞"}
    for end in range(min(len(nodes), start + 5), start + 1, -1):
        run = nodes[start:end]
        text = "".join(surface for surface, _ in run)
        if all(fields[0] in nominal for _, fields in run) and run[0][1][1] != "数詞":
            entries = [e for e in edict.by_head.get(text, []) if e[4].startswith("(n") or "(adj-na" in e[4]]
            if entries:
                common = [e for e in entries if e[3]] or entries
                return end, text, hiragana(common[0][1])
        if run[0][1][0] in ("動詞", "感動詞", "接頭辞", "名詞") and is_kana(text):
            for e in edict.by_reading.get(text, []):
                if e[2] and ("(int" in e[4] or "(exp)" in e[4]):
                    return end, text, text
    return None


def main():
    set_path = sys.argv[1]
    tagger = fugashi.GenericTagger("-d " + unidic_lite.DICDIR + " -r /dev/null")
    print(f"peer: fugashi {metadata.version('fugashi')} + unidic-lite {metadata.version('unidic-lite')}", file=sys.stderr)
    edict = Edict(EDICT)
    with open(STOP_LIST, encoding="utf-8") as handle:
        stop = {line.strip() for line in handle if line.strip() and not line.startswith("#")}
    with open(set_path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sentence = line.split("\t")[0]
            lemmas, readings = words(tagger, edict, stop, sentence)
            print(json.dumps({"sentence": sentence, "lemmas": lemmas, "readings": readings}, ensure_ascii=False))


if __name__ == "__main__":
    main()
