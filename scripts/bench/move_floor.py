"""The floor for one screen update, for `make bench`: the bytes a terminal strictly needs to
turn one screen (a `vt_screen.Screen` snapshot) into the next — cursor positioning plus the
changed characters with their attributes — priced with the terminal's own terminfo strings
(`cup`, `hpa`, `cuf`, `sgr0`, `setaf`, `rep`, `ech`, `el`, …).

It is a cheap encoding, not a proven optimum: rows are walked top to bottom, runs of changed
cells are joined when re-sending the unchanged cells between them is cheaper than moving the
cursor, runs of one repeated cell may use `rep` or (for blanks) `ech`/`el`, and each
attribute change takes the cheaper of an incremental change and `sgr0` plus what is needed.
When rows moved up or down (a list that scrolled), scrolling that band first — with a scroll
region and `ind`/`ri`, or `dl`/`il` — and then sending the cells still different is tried too. A
program can occasionally beat it (a ratio under 1.0); a ratio well above 1.0 means bytes that
no terminal needed. Standard library only (the `curses` module reads terminfo)."""
import curses
import os

from vt_screen import DEFAULT, erased

_ON = [("bold", 0), ("dim", 1), ("sitm", 2), ("smul", 3), ("blink", 4), ("rev", 5), ("invis", 6)]
_OFF = {2: "ritm", 3: "rmul", 5: "rmso"}  # flags with their own "off" string in terminfo


class Pricing:
    """Byte costs of the terminfo capabilities of `term`."""

    def __init__(self, term="xterm-256color"):
        fd = os.open(os.devnull, os.O_WRONLY)
        try:
            curses.setupterm(term, fd)
        finally:
            os.close(fd)
        self.caps = {}
        for name in ("cup", "hpa", "vpa", "cuf", "cub", "cuf1", "cub1", "cud1", "cr", "el", "ech", "rep", "sgr0",
                     "csr", "ind", "indn", "ri", "rin", "dl", "il", "dl1", "il1",
                     "setaf", "setab", "op", "civis", "cnorm", "ritm", "rmul", "rmso") + tuple(n for n, _ in _ON):
            value = curses.tigetstr(name)
            if value:
                self.caps[name] = value

    def cost(self, name, *args):
        """Bytes of a capability with its parameters; None when the terminal lacks it."""
        value = self.caps.get(name)
        if value is None:
            return None
        if args:
            value = curses.tparm(value, *args)
        # Padding such as $<100/> is a delay, not bytes sent.
        while b"$<" in value:
            start = value.index(b"$<")
            end = value.find(b">", start)
            value = value[:start] + (value[end + 1:] if end >= 0 else b"")
        return len(value)

    def colour(self, name, colour):
        if colour is None:
            return None
        if isinstance(colour, tuple):  # direct colour: the literal SGR
            return len(f"\x1b[{38 if name == 'setaf' else 48};2;{colour[1]};{colour[2]};{colour[3]}m")
        return self.cost(name, colour)

    def attributes(self, current, target):
        """Cheapest way from pen `current` to pen `target`."""
        if current == target:
            return 0
        reset = self.cost("sgr0") or 0
        for name, index in _ON:
            if target[index]:
                reset += self.cost(name) or 0
        for name, index in (("setaf", 7), ("setab", 8)):
            if target[index] is not None:
                reset += self.colour(name, target[index])
        best = reset
        step = 0
        for name, index in _ON:
            if target[index] and not current[index]:
                step += self.cost(name) or 0
            elif current[index] and not target[index]:
                off = _OFF.get(index)
                if off is None or self.cost(off) is None:
                    return best
                step += self.cost(off)
        fg_default = target[7] is None and current[7] is not None
        bg_default = target[8] is None and current[8] is not None
        if fg_default or bg_default:
            step += self.cost("op") or 0
            for name, index in (("setaf", 7), ("setab", 8)):
                if target[index] is not None:
                    step += self.colour(name, target[index])
        else:
            for name, index in (("setaf", 7), ("setab", 8)):
                if target[index] != current[index]:
                    step += self.colour(name, target[index])
        return min(best, step)

    def move(self, here, there, cols):
        """Cheapest cursor motion from `here` (None: unknown) to `there`."""
        if here == there:
            return 0
        (y, x) = there
        options = [self.cost("cup", y, x)]
        if here is not None:
            hy, hx = here
            if hy == y:
                options.append(self.cost("hpa", x))
                if x == 0:
                    options.append(self.cost("cr"))
                if x > hx:
                    options.append(self.cost("cuf", x - hx))
                    if x - hx == 1:
                        options.append(self.cost("cuf1"))
                if x < hx:
                    options.append(self.cost("cub", hx - x))
                    if hx - x <= 4 and self.cost("cub1") is not None:
                        options.append(self.cost("cub1") * (hx - x))
            elif y == hy + 1 and self.cost("cud1") is not None:
                down = self.cost("cud1")
                if x == hx:
                    options.append(down)
                elif x == 0:
                    options.append(down + (self.cost("cr") or 99))
        return min(o for o in options if o is not None)


def _cell_bytes(cell):
    return len(cell[0].encode("utf-8"))


def _erasable(cell):
    return cell[0] == " " and cell[1] == erased(cell[1])[1]


def floor_bytes(before, after, pricing, cols=None):
    """Bytes needed to turn snapshot `before` into snapshot `after`: the cheaper of sending
    the changed cells, and scrolling a band of rows that moved and then sending the rest."""
    best = _cells_floor(before, after, pricing, cols)
    for shift_cost, shifted in _scrolls(before, after, pricing):
        if shift_cost < best:
            best = min(best, shift_cost + _cells_floor(shifted, after, pricing, cols))
    return best


def _scrolls(before, after, pricing, most=4, shortest=3):
    """(cost, snapshot) for each band of rows that reappears `k` rows higher or lower."""
    old, new = before["cells"], after["cells"]
    rows = len(old)
    for k in range(1, most + 1):
        for direction in (1, -1):  # 1: content moved up (the list scrolled down)
            y = 0
            while y < rows:
                source = y + direction * k
                if 0 <= source < rows and new[y] == old[source] and new[y] != old[y]:
                    start = y
                    while y + 1 < rows and 0 <= y + 1 + direction * k < rows and new[y + 1] == old[y + 1 + direction * k]:
                        y += 1
                    if y - start + 1 >= shortest:
                        top, bottom = (start, y + k) if direction == 1 else (start - k, y)
                        if 0 <= top and bottom < rows:
                            yield _scroll(before, pricing, top, bottom, k, direction)
                y += 1


def _scroll(before, pricing, top, bottom, k, direction):
    rows = len(before["cells"])
    blank = [erased(before["attrs"])] * len(before["cells"][0])
    cells = [list(row) for row in before["cells"]]
    band = cells[top:bottom + 1]
    band = band[k:] + [list(blank) for _ in range(k)] if direction == 1 else [list(blank) for _ in range(k)] + band[:-k]
    cells[top:bottom + 1] = band
    def n(single, multi):
        """`multi` with k, or `single` k times, whichever is cheaper (or exists)."""
        options = [10 ** 6]
        if pricing.cost(multi, k) is not None:
            options.append(pricing.cost(multi, k))
        if pricing.cost(single) is not None:
            options.append(pricing.cost(single) * k)
        return min(options)

    region = (pricing.cost("csr", top, bottom) or 10 ** 6) + (pricing.cost("csr", 0, rows - 1) or 10 ** 6)
    if direction == 1:
        with_region = region + pricing.cost("cup", bottom, 0) + n("ind", "indn")
        with_lines = pricing.cost("cup", top, 0) + n("dl1", "dl") + pricing.cost("cup", bottom - k + 1, 0) + n("il1", "il")
    else:
        with_region = region + pricing.cost("cup", top, 0) + n("ri", "rin")
        with_lines = pricing.cost("cup", bottom - k + 1, 0) + n("dl1", "dl") + pricing.cost("cup", top, 0) + n("il1", "il")
    shifted = dict(before, cells=cells, cursor=None)
    return min(with_region, with_lines), shifted


def _cells_floor(before, after, pricing, cols=None):
    old, new = before["cells"], after["cells"]
    cols = cols or len(new[0])
    cursor, pen, total = before["cursor"], before["attrs"], 0
    for y, (old_row, new_row) in enumerate(zip(old, new)):
        changed = [x for x in range(cols) if old_row[x] != new_row[x]]
        if not changed:
            continue
        # A changed right half of a wide character means rewriting the character itself.
        starts = sorted({x - 1 if new_row[x][0] == "" and x > 0 else x for x in changed})
        x_index = 0
        while x_index < len(starts):
            x = starts[x_index]
            # `el` when everything from here to the end of the row ends up as the same blank.
            tail = new_row[x:]
            if _erasable(tail[0]) and all(cell == tail[0] for cell in tail) and pricing.cost("el") is not None:
                total += pricing.move(cursor, (y, x), cols) + pricing.attributes(pen, tail[0][1]) + pricing.cost("el")
                cursor, pen = (y, x), tail[0][1]
                break
            total += pricing.move(cursor, (y, x), cols)
            cursor = (y, x)
            # Emit cells from x while they are changed, or while re-sending an unchanged gap
            # is cheaper than jumping over it.
            end = x
            while end < cols:
                cell = new_row[end]
                run = 1
                while end + run < cols and new_row[end + run] == cell and cell[0] != "":
                    run += 1
                width = 2 if end + 1 < cols and new_row[end + 1][0] == "" else 1
                if run > 1:
                    plain = run * _cell_bytes(cell)
                    options = [plain]
                    if pricing.cost("rep", ord(cell[0][0]), run - 1) is not None and len(cell[0]) == 1:
                        options.append(_cell_bytes(cell) + pricing.cost("rep", ord(cell[0][0]), run - 1))
                    erase = None
                    if _erasable(cell) and pricing.cost("ech", run) is not None:
                        erase = pricing.cost("ech", run)
                    total += pricing.attributes(pen, cell[1])
                    pen = cell[1]
                    if erase is not None and erase < min(options):
                        total += erase
                        cursor = (y, end)  # ech leaves the cursor where it was
                    else:
                        total += min(options)
                        cursor = (y, min(cols - 1, end + run))
                    end += run
                else:
                    total += pricing.attributes(pen, cell[1]) + _cell_bytes(cell)
                    pen = cell[1]
                    end += width
                    cursor = (y, min(cols - 1, end))
                # Continue through the next changed cell, or across a gap when that is cheaper.
                following = [s for s in starts if s >= end]
                if not following:
                    break
                nxt = following[0]
                if nxt == end:
                    continue
                gap = sum(pricing.attributes(new_row[g - 1][1] if g > end else pen, new_row[g][1]) + _cell_bytes(new_row[g])
                          for g in range(end, nxt))
                if gap < pricing.move(cursor, (y, nxt), cols):
                    continue
                break
            if end >= cols:
                cursor = None  # at the margin: the next position is not to be trusted
            x_index = next((k for k, s in enumerate(starts) if s >= end), len(starts))
    if after.get("cursor_visible"):
        total += pricing.move(cursor, after["cursor"], cols)
    if after.get("cursor_visible") != before.get("cursor_visible"):
        total += pricing.cost("cnorm" if after.get("cursor_visible") else "civis") or 0
    return total


def floor_of(stream_before, stream_update, rows, cols, term="xterm-256color"):
    """Replays `stream_before`, then `stream_update`; returns the floor for the update."""
    from vt_screen import Screen
    screen = Screen(rows, cols)
    screen.feed(stream_before)
    before = screen.snapshot()
    screen.feed(stream_update)
    return floor_bytes(before, screen.snapshot(), Pricing(term))


__all__ = ["Pricing", "floor_bytes", "floor_of", "DEFAULT"]
