"""Drives the Showbook TUI in a pseudo-terminal for `make bench`: time to first frame, bytes
written per one-row move against a full redraw, and peak memory while scrolling 5,000 rows.
Standard library only."""
import fcntl, json, os, pty, select, signal, struct, termios, time

from move_floor import Pricing, floor_bytes
from vt_screen import Screen

DOWN = b"\x0e"  # Ctrl-N: the list's "down" key, the same as the arrow
QUIT = b"\x03"  # Ctrl-C


class TUI:
    """One running showbook under a pty of `cols` x `rows`."""

    def __init__(self, argv, cols=120, rows=40):
        self.cols, self.rows = cols, rows
        self.started = time.perf_counter()
        pid, fd = pty.fork()
        if pid == 0:
            os.environ.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "ESCDELAY": "25"})
            os.execv(argv[0], argv)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.output = bytearray()

    def read_for(self, quiet=0.15, limit=10.0):
        """Reads until nothing arrives for `quiet` seconds; returns the bytes read."""
        got = bytearray()
        deadline = time.perf_counter() + limit
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                break
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            got += chunk
        self.output += got
        return bytes(got)

    def wait_for(self, needle, limit=10.0):
        """Reads until `needle` has appeared; returns seconds since the process started."""
        deadline = time.perf_counter() + limit
        while needle not in self.output and time.perf_counter() < deadline:
            ready, _, _ = select.select([self.fd], [], [], 0.01)
            if ready:
                try:
                    self.output += os.read(self.fd, 65536)
                except OSError:
                    break
        return time.perf_counter() - self.started

    def send(self, data):
        os.write(self.fd, data)

    def peak_rss_kib(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        try:
            self.send(QUIT)
            self.read_for(quiet=0.2, limit=3)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


def log_events(path, name):
    events = []
    if os.path.exists(path):
        for line in open(path):
            event = json.loads(line)
            if event.get("event") == name:
                events.append(event)
    return events


def median(values):
    """The middle value (the upper one of an even count), as every figure here reports it."""
    return sorted(values)[len(values) // 2] if values else float("nan")


def first_frame(binary, db, log, runs=5):
    """Median over `runs` starts: the app's own ui.first_frame (ms after the run loop began),
    the first screen seen from outside (ms after fork, so exec and opening the database count),
    and the first page of results on screen."""
    inside, outside, results = [], [], []
    for _ in range(runs):
        if os.path.exists(log):
            os.remove(log)
        tui = TUI([binary, "--db", db, "--log", log, "--no-sample"])
        outside.append(tui.wait_for(b"Search") * 1000)
        deadline = time.perf_counter() + 10
        while not log_events(log, "search.results") and time.perf_counter() < deadline:
            tui.read_for(quiet=0.005, limit=0.05)
        results.append((time.perf_counter() - tui.started) * 1000)
        tui.quit()
        frames = log_events(log, "ui.first_frame")
        if frames:
            inside.append(frames[0]["ms"])
    return median(inside), median(outside), median(results)


def moves_and_memory(binary, db, log, scroll_rows=5000, extra_args=()):
    """Bytes for a full first screen, for one-row moves inside the view and for moves that
    scroll it, each with its floor (`move_floor`: what a terminal strictly needed for the cells
    that changed), then the peak RSS (VmHWM) after scrolling `scroll_rows` rows."""
    tui = TUI([binary, "--db", db, "--log", log, "--no-sample", *extra_args])
    tui.wait_for(b"Search")
    full = len(tui.output) + len(tui.read_for(quiet=0.4))
    screen, pricing = Screen(tui.rows, tui.cols), Pricing("xterm-256color")
    screen.feed(bytes(tui.output))

    def move():
        before = screen.snapshot()
        tui.send(DOWN)
        update = tui.read_for(quiet=0.12)
        screen.feed(update)
        return len(update), floor_bytes(before, screen.snapshot(), pricing)

    inside = [move() for _ in range(10)]
    for _ in range(30):  # get to the bottom of the view
        tui.send(DOWN)
    screen.feed(tui.read_for(quiet=0.3))
    scrolling = [move() for _ in range(10)]
    sent = 50
    started = time.perf_counter()
    while sent < scroll_rows:
        batch = min(100, scroll_rows - sent)
        tui.send(DOWN * batch)
        sent += batch
        tui.read_for(quiet=0.02, limit=2)
    tui.read_for(quiet=0.5)
    scroll_seconds = time.perf_counter() - started
    rss = tui.peak_rss_kib()
    selected = tui.output.rfind(b"/")
    tui.quit()
    return {
        "full_redraw_bytes": full,
        "move_bytes": median([sent for sent, _ in inside]),
        "move_floor": median([floor for _, floor in inside]),
        "move_ratio": median([sent / max(1, floor) for sent, floor in inside]),
        "scroll_move_bytes": median([sent for sent, _ in scrolling]),
        "scroll_move_floor": median([floor for _, floor in scrolling]),
        "scroll_move_ratio": median([sent / max(1, floor) for sent, floor in scrolling]),
        "scroll_rss_kib": rss,
        "scroll_seconds": scroll_seconds,
        "scrolled_rows": scroll_rows,
    }
