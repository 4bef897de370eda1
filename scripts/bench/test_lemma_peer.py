"""Tests for the lemma peer's scoring: `python3 -m unittest discover scripts/bench`."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lemma_peer import expected_answers, score  # noqa: E402


class LemmaPeerScoreTests(unittest.TestCase):
    def write(self, text):
        handle = tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False, encoding="utf-8")
        handle.write(text)
        handle.close()
        self.addCleanup(os.remove, handle.name)
        return handle.name

    def test_reads_the_set_as_the_app_does(self):
        path = self.write("# header\n\n空いた\t空く:あく\n行った。\t行く:いく 行く:いく\n")
        self.assertEqual(expected_answers(path), [("空いた", [("空く", "あく")]), ("行った。", [("行く", "いく"), ("行く", "いく")])])

    def test_each_peer_lemma_answers_for_one_expected_word_and_the_rest_are_extras(self):
        cases = [("行った。", [("行く", "いく"), ("行く", "いく")]), ("空いた", [("空く", "あく")])]
        answers = [{"sentence": "行った。", "lemmas": ["行く", "た"], "readings": ["いく", "た"]},
                   {"sentence": "空いた", "lemmas": ["空く"], "readings": ["すく"]}]
        self.assertEqual(score(cases, answers),
                         {"words": 3, "hits": 2, "extras": 1, "reading_words": 3, "reading_hits": 1})

    def test_an_answer_for_another_sentence_or_a_missing_one_is_refused(self):
        cases = [("a", [("a", None)]), ("b", [("b", None)])]
        with self.assertRaises(ValueError):
            score(cases, [{"sentence": "b", "lemmas": ["b"]}, {"sentence": "a", "lemmas": ["a"]}])
        with self.assertRaises(ValueError):
            score(cases, [{"sentence": "a", "lemmas": ["a"]}])


if __name__ == "__main__":
    unittest.main()
