"""A small VT/xterm screen emulator for `make bench`: replays the bytes a program wrote to its
terminal and keeps the resulting grid of cells (character + attributes), so two moments can be
compared cell by cell. It understands what ncurses sends for xterm-like terminals (cursor
motion, erase, insert/delete, scroll regions, SGR with 256 colours, REP, the alternate screen);
anything else is skipped. Standard library only."""
import unicodedata

# Attribute tuple layout: (bold, dim, italic, underline, blink, reverse, invisible, fg, bg);
# fg/bg are None for the terminal's default colour, else 0-255 or ("rgb", r, g, b).
DEFAULT = (False, False, False, False, False, False, False, None, None)
BLANK = (" ", DEFAULT)
_FLAGS = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 7: 5, 8: 6}
_UNFLAGS = {22: (0, 1), 23: (2,), 24: (3,), 25: (4,), 27: (5,), 28: (6,)}


def char_width(ch):
    """Cells a character takes: 0 for combining marks, 2 for East Asian wide/full-width."""
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def erased(attrs):
    """What an erase leaves behind under back-colour-erase: a blank with the current
    background and no other attribute."""
    return (" ", DEFAULT[:8] + (attrs[8],))


class Screen:
    """The visible grid. `cells[y][x]` is (text, attrs); the right half of a wide character
    holds ("", attrs)."""

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.cells = [[BLANK] * cols for _ in range(rows)]
        self.y = self.x = 0
        self.attrs = DEFAULT
        self.cursor_visible = True
        self.top, self.bottom = 0, rows - 1
        self.pending_wrap = False
        self.last_char = " "
        self.saved = (0, 0, DEFAULT)
        self._bytes = b""

    # ---- input -------------------------------------------------------------------------
    def feed(self, data):
        """Applies `data` (bytes). An incomplete escape or UTF-8 sequence at the end waits
        for the next call."""
        data = self._bytes + data
        i, n = 0, len(data)
        while i < n:
            byte = data[i]
            if byte == 0x1B:
                used = self._escape(data, i)
                if used == 0:
                    break
                i += used
            elif byte < 0x20 or byte == 0x7F:
                self._control(byte)
                i += 1
            else:
                length = 1 if byte < 0x80 else 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4
                if i + length > n:
                    break
                self._print(data[i:i + length].decode("utf-8", "replace"))
                i += length
        self._bytes = data[i:]

    def _escape(self, data, i):
        """Handles the sequence at data[i] (ESC); returns bytes used, 0 if incomplete."""
        if i + 1 >= len(data):
            return 0
        kind = data[i + 1]
        if kind == ord("["):
            j = i + 2
            while j < len(data) and not 0x40 <= data[j] <= 0x7E:
                j += 1
            if j >= len(data):
                return 0
            self._csi(data[i + 2:j].decode("latin-1"), chr(data[j]))
            return j + 1 - i
        if kind == ord("]"):  # OSC … BEL or ST
            j = i + 2
            while j < len(data):
                if data[j] == 0x07:
                    return j + 1 - i
                if data[j] == 0x1B and j + 1 < len(data) and data[j + 1] == ord("\\"):
                    return j + 2 - i
                j += 1
            return 0
        if kind in b"()*+":  # character set designation: one more byte
            return 3 if i + 2 < len(data) else 0
        if kind == ord("7"):
            self.saved = (self.y, self.x, self.attrs)
        elif kind == ord("8"):
            self.y, self.x, self.attrs = self.saved
        elif kind == ord("D"):
            self._index()
        elif kind == ord("M"):
            self._reverse_index()
        elif kind == ord("E"):
            self.x = 0
            self._index()
        elif kind == ord("c"):
            self.__init__(self.rows, self.cols)
        return 2

    def _control(self, byte):
        if byte == 0x0D:
            self.x, self.pending_wrap = 0, False
        elif byte in (0x0A, 0x0B, 0x0C):
            self._index()
        elif byte == 0x08:
            self.x, self.pending_wrap = max(0, self.x - 1), False
        elif byte == 0x09:
            self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)

    def _print(self, text):
        for ch in text:
            width = char_width(ch)
            if width == 0:
                if self.x > 0:
                    prev, attrs = self.cells[self.y][self.x - 1]
                    self.cells[self.y][self.x - 1] = (prev + ch, attrs)
                continue
            if self.pending_wrap or self.x + width > self.cols:
                self.x = 0
                self._index()
                self.pending_wrap = False
            row = self.cells[self.y]
            row[self.x] = (ch, self.attrs)
            if width == 2:
                row[self.x + 1] = ("", self.attrs)
            self.last_char = ch
            if self.x + width >= self.cols:
                self.x, self.pending_wrap = self.cols - 1, True
            else:
                self.x += width

    # ---- CSI ---------------------------------------------------------------------------
    def _csi(self, params, final):
        private = params.startswith(("?", ">", "<", "=", "!"))
        if private:
            if final in "hl" and any(p in ("1049", "47", "1047") for p in params[1:].split(";")):
                self.cells = [[BLANK] * self.cols for _ in range(self.rows)]
            if final in "hl" and "25" in params[1:].split(";"):
                self.cursor_visible = final == "h"
            return
        numbers = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []
        arg = lambda k=0, default=1: numbers[k] if len(numbers) > k and numbers[k] else default
        self.pending_wrap = False if final != "m" else self.pending_wrap
        if final in "Hf":
            self.y = min(self.rows - 1, arg(0) - 1)
            self.x = min(self.cols - 1, arg(1) - 1)
        elif final == "A":
            self.y = max(0, self.y - arg())
        elif final == "B":
            self.y = min(self.rows - 1, self.y + arg())
        elif final == "C":
            self.x = min(self.cols - 1, self.x + arg())
        elif final == "D":
            self.x = max(0, self.x - arg())
        elif final == "G":
            self.x = min(self.cols - 1, arg() - 1)
        elif final == "d":
            self.y = min(self.rows - 1, arg() - 1)
        elif final == "K":
            mode = arg(0, 0)
            start, end = {0: (self.x, self.cols), 1: (0, self.x + 1), 2: (0, self.cols)}.get(mode, (0, 0))
            self._erase(self.y, start, end)
        elif final == "J":
            mode = arg(0, 0)
            if mode == 0:
                self._erase(self.y, self.x, self.cols)
                for y in range(self.y + 1, self.rows):
                    self._erase(y, 0, self.cols)
            elif mode == 1:
                for y in range(0, self.y):
                    self._erase(y, 0, self.cols)
                self._erase(self.y, 0, self.x + 1)
            else:
                for y in range(self.rows):
                    self._erase(y, 0, self.cols)
        elif final == "X":
            self._erase(self.y, self.x, min(self.cols, self.x + arg()))
        elif final == "m":
            self._sgr(numbers or [0])
        elif final == "r":
            self.top = arg(0) - 1
            self.bottom = min(self.rows, arg(1, self.rows)) - 1
            self.y = self.x = 0
        elif final == "L":
            self._insert_lines(arg())
        elif final == "M":
            self._delete_lines(arg())
        elif final == "@":
            row = self.cells[self.y]
            count = min(arg(), self.cols - self.x)
            row[self.x:] = [erased(self.attrs)] * count + row[self.x:self.cols - count]
        elif final == "P":
            row = self.cells[self.y]
            count = min(arg(), self.cols - self.x)
            row[self.x:] = row[self.x + count:] + [erased(self.attrs)] * count
        elif final == "S":
            for _ in range(arg()):
                self._scroll_up()
        elif final == "T":
            for _ in range(arg()):
                self._scroll_down()
        elif final == "b":
            self._print(self.last_char * arg())

    def _sgr(self, numbers):
        bold, dim, italic, underline, blink, reverse, invisible, fg, bg = self.attrs
        flags = [bold, dim, italic, underline, blink, reverse, invisible]
        k = 0
        while k < len(numbers):
            code = numbers[k]
            if code == 0:
                flags, fg, bg = [False] * 7, None, None
            elif code in _FLAGS:
                flags[_FLAGS[code]] = True
            elif code in _UNFLAGS:
                for index in _UNFLAGS[code]:
                    flags[index] = False
            elif 30 <= code <= 37:
                fg = code - 30
            elif 40 <= code <= 47:
                bg = code - 40
            elif 90 <= code <= 97:
                fg = code - 90 + 8
            elif 100 <= code <= 107:
                bg = code - 100 + 8
            elif code == 39:
                fg = None
            elif code == 49:
                bg = None
            elif code in (38, 48) and k + 1 < len(numbers):
                if numbers[k + 1] == 5 and k + 2 < len(numbers):
                    colour, k = numbers[k + 2], k + 2
                elif numbers[k + 1] == 2 and k + 4 < len(numbers):
                    colour, k = ("rgb",) + tuple(numbers[k + 2:k + 5]), k + 4
                else:
                    colour = None
                if code == 38:
                    fg = colour
                else:
                    bg = colour
            k += 1
        self.attrs = tuple(flags) + (fg, bg)

    # ---- lines and erasing ------------------------------------------------------------
    def _erase(self, y, start, end):
        blank = erased(self.attrs)
        for x in range(max(0, start), min(self.cols, end)):
            self.cells[y][x] = blank

    def _index(self):
        if self.y == self.bottom:
            self._scroll_up()
        elif self.y < self.rows - 1:
            self.y += 1

    def _reverse_index(self):
        if self.y == self.top:
            self._scroll_down()
        elif self.y > 0:
            self.y -= 1

    def _scroll_up(self):
        del self.cells[self.top]
        self.cells.insert(self.bottom, [erased(self.attrs)] * self.cols)

    def _scroll_down(self):
        del self.cells[self.bottom]
        self.cells.insert(self.top, [erased(self.attrs)] * self.cols)

    def _insert_lines(self, count):
        if not self.top <= self.y <= self.bottom:
            return
        for _ in range(min(count, self.bottom - self.y + 1)):
            del self.cells[self.bottom]
            self.cells.insert(self.y, [erased(self.attrs)] * self.cols)
        self.x = 0

    def _delete_lines(self, count):
        if not self.top <= self.y <= self.bottom:
            return
        for _ in range(min(count, self.bottom - self.y + 1)):
            del self.cells[self.y]
            self.cells.insert(self.bottom, [erased(self.attrs)] * self.cols)
        self.x = 0

    # ---- reading -----------------------------------------------------------------------
    def snapshot(self):
        """A copy of the grid, the pen and the cursor, for `move_floor`."""
        return {
            "cells": [list(row) for row in self.cells],
            "attrs": self.attrs,
            "cursor": (self.y, self.x),
            "cursor_visible": self.cursor_visible,
        }

    def text(self, y):
        return "".join(ch for ch, _ in self.cells[y]).rstrip()
