"""Tests for the bench's screen emulator and move floor: `python3 -m unittest discover scripts/bench`."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vt_screen import DEFAULT, Screen  # noqa: E402
from move_floor import Pricing, floor_bytes, floor_of  # noqa: E402

ESC = b"\x1b"
REVERSE = (False, False, False, False, False, True, False, None, None)


class ScreenTests(unittest.TestCase):
    def test_text_cursor_motion_and_overwrite(self):
        screen = Screen(3, 10)
        screen.feed(b"hello\r\nworld" + ESC + b"[1;2Ha")
        self.assertEqual(screen.text(0), "hallo")
        self.assertEqual(screen.text(1), "world")
        self.assertEqual(screen.snapshot()["cursor"], (0, 2))

    def test_sgr_reverse_and_256_colours_then_reset(self):
        screen = Screen(1, 10)
        screen.feed(ESC + b"[7mA" + ESC + b"[38;5;196;48;5;17mB" + ESC + b"[mC")
        row = screen.cells[0]
        self.assertEqual(row[0], ("A", REVERSE))
        self.assertEqual(row[1][1][7:], (196, 17))
        self.assertTrue(row[1][1][5])
        self.assertEqual(row[2], ("C", DEFAULT))

    def test_erase_to_end_of_line_uses_the_background_colour(self):
        screen = Screen(1, 6)
        screen.feed(b"abcdef" + ESC + b"[1;3H" + ESC + b"[44m" + ESC + b"[K")
        self.assertEqual(screen.text(0), "ab")
        self.assertEqual(screen.cells[0][5][1][8], 4)

    def test_rep_repeats_the_last_character(self):
        screen = Screen(1, 10)
        screen.feed(b"x" + ESC + b"[4b")
        self.assertEqual(screen.text(0), "xxxxx")

    def test_wide_characters_take_two_cells_and_split_escapes_wait(self):
        screen = Screen(1, 10)
        data = "게임!".encode()
        screen.feed(data[:4])  # the second Hangul syllable cut in half
        screen.feed(data[4:] + ESC)
        screen.feed(b"[1;1H")
        self.assertEqual(screen.cells[0][0][0], "게")
        self.assertEqual(screen.cells[0][1][0], "")
        self.assertEqual(screen.cells[0][4][0], "!")
        self.assertEqual(screen.snapshot()["cursor"], (0, 0))

    def test_scroll_region_and_delete_line(self):
        screen = Screen(4, 5)
        screen.feed(b"a\r\nb\r\nc\r\nd" + ESC + b"[2;3r" + ESC + b"[2;1H" + ESC + b"[M")
        self.assertEqual([screen.text(y) for y in range(4)], ["a", "c", "", "d"])


class FloorTests(unittest.TestCase):
    def setUp(self):
        self.pricing = Pricing("xterm-256color")

    def test_no_change_costs_nothing(self):
        self.assertEqual(floor_of(b"abc", b"", 2, 10), 0)

    def test_one_changed_cell_is_a_cup_and_the_character(self):
        # From the cursor at (0,3) to (1,5): cup is "\e[2;6H" (6 bytes), then one byte.
        self.assertEqual(floor_of(b"abc", ESC + b"[2;6Hz", 2, 10), 7)

    def test_adjacent_cell_needs_no_motion(self):
        self.assertEqual(floor_of(b"abc", b"d", 1, 10), 1)

    def test_attribute_change_is_priced_with_terminfo(self):
        # rev is "\e[7m" (4 bytes); back to normal for the next cell costs nothing here.
        self.assertEqual(floor_of(b"", ESC + b"[7mA", 1, 10), 4 + 1)

    def test_long_blank_run_uses_el_not_spaces(self):
        before = b"x" * 80
        update = ESC + b"[1;1H" + b" " * 80
        self.assertEqual(floor_of(before, update, 1, 80), len(ESC + b"[1;1H") + len(ESC + b"[K"))

    def test_gap_of_one_unchanged_cell_is_resent_rather_than_jumped(self):
        screen = Screen(1, 10)
        screen.feed(b"abcdefgh")
        before = screen.snapshot()
        screen.feed(ESC + b"[1;1HX" + ESC + b"[1;3HY")
        # A carriage return (the cursor was on this row), X, then re-sending "b" (1 byte) is
        # cheaper than any motion, then Y.
        self.assertEqual(floor_bytes(before, screen.snapshot(), self.pricing), 1 + 3)

    def test_bar_move_floor_counts_both_rows(self):
        cols = 20
        bar = ESC + b"[7m" + b"row one".ljust(cols) + ESC + b"[m"
        plain = b"row two".ljust(cols)
        before = bar + plain
        update = ESC + b"[1;1H" + b"row one".ljust(cols) + ESC + b"[7m" + b"row two".ljust(cols) + ESC + b"[m"
        floor = floor_of(before, update, 2, cols)
        self.assertGreater(floor, 2 * len(b"row one"))
        self.assertLess(floor, len(update))

    def test_a_scrolled_list_is_priced_as_a_scroll_plus_the_new_row(self):
        rows, cols = 12, 30
        lines = [f"show number {n}".ljust(cols).encode() for n in range(20)]
        before = b"".join(lines[0:rows])  # rows 0..11 show shows 0..11
        screen = Screen(rows, cols)
        screen.feed(before)
        start = screen.snapshot()
        # The program redraws every row one show further down the list.
        screen.feed(ESC + b"[1;1H" + b"".join(lines[1:rows + 1]))
        floor = floor_bytes(start, screen.snapshot(), self.pricing)
        self.assertLess(floor, 2 * cols, "a scroll and one new row, not twelve rows")
        self.assertGreaterEqual(floor, len("show number 12"))


if __name__ == "__main__":
    unittest.main()
