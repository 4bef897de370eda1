"""Unit tests of the watch-along bench's own pieces: the generated track, the line texts it
looks for on screen, the percentile, and the row when mpv is missing."""
import shutil, unittest
from unittest import mock

import watch_latency


class WatchLatencyTests(unittest.TestCase):
    def test_no_line_text_is_inside_another(self):
        texts = [watch_latency.line_text(i) for i in range(200)]
        self.assertEqual(len(set(texts)), 200)
        for a in texts:
            for b in texts:
                if a != b:
                    self.assertNotIn(a, b)

    def test_track_changes_line_every_step_with_a_gap(self):
        track = watch_latency.srt(90, watch_latency.line_text).split("\n\n")
        self.assertEqual(len(track), 90)
        self.assertEqual(track[0].splitlines(), ["1", "00:00:01,000 --> 00:00:01,600", "문장 1번이에요."])
        self.assertEqual(track[2].splitlines()[1], "00:00:02,400 --> 00:00:03,000")
        self.assertEqual(track[85].splitlines()[1], "00:01:00,500 --> 00:01:01,100")

    def test_percentile_is_nearest_rank(self):
        values = list(range(1, 41))
        self.assertEqual(watch_latency.percentile(values, 0.5), 20)
        self.assertEqual(watch_latency.percentile(values, 0.99), 40)
        self.assertEqual(watch_latency.percentile([7.0], 0.99), 7.0)

    def test_missing_mpv_makes_the_row_say_so(self):
        real = shutil.which
        with mock.patch.object(shutil, "which", lambda tool: None if tool == "mpv" else real(tool)):
            name, figure, target, verdict = watch_latency.row("/nonexistent/showbook")
        self.assertIn("sub-text", name)
        self.assertEqual(figure, "not measured: mpv missing (Debian package mpv)")
        self.assertEqual((target, verdict), ("≤ 50 ms", "not measured"))


if __name__ == "__main__":
    unittest.main()
