"""Watch along for `make bench`: how long after mpv's `sub-text` change the now-playing screen
shows the line. A generated video whose Korean track changes line every 0.7 s plays in a
headless mpv (`--vo=null --ao=null`, its IPC server on a socket); `showbook watch --attach`
runs in a pty of fixed size on a throwaway HOME and database where the episode is registered,
and this script joins the same socket with its own `observe_property sub-text`. Per line:
the monotonic time this client got the change, and the time the pty first held a screen (as
vt_screen replays it) showing the line's text; latency = the difference. Both clients hear
mpv's event at the same moment, so the figure is the app's reading, drawing and writing to
the terminal. Standard library only; run alone with `--bin .build/release/showbook`."""
import argparse, fcntl, json, math, os, pty, select, shutil, signal, socket, struct, subprocess, sys, tempfile
import termios, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from vt_screen import Screen  # noqa: E402

COLS, ROWS = 120, 40
STEP, FIRST = 0.7, 1.0


class Unavailable(Exception):
    """What the measure needs is missing (mpv, ffmpeg) or the app never showed the screen."""


def line_text(i):
    return f"문장 {i + 1}번이에요."  # no line's text inside another's


def srt(lines, text):
    def stamp(seconds):
        ms = round(seconds * 1000)
        return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"

    out = []
    for i in range(lines):
        start = FIRST + STEP * i
        out.append(f"{i + 1}\n{stamp(start)} --> {stamp(start + STEP - 0.1)}\n{text(i)}\n")
    return "\n".join(out)


def make_episode(binary, home, db, lines):
    """The video (Korean + English tracks, ffmpeg lavfi) registered to Squid Game S01E02, as the
    E2E test does; returns its path."""
    sources = os.path.join(home, "sources")
    os.makedirs(sources)
    with open(os.path.join(sources, "ko.srt"), "w") as out:
        out.write(srt(lines, line_text))
    with open(os.path.join(sources, "en.srt"), "w") as out:
        out.write(srt(lines, lambda i: f"This is sentence number {i + 1}."))
    video = os.path.join(home, "Squid S01E02.mkv")
    seconds = str(int(FIRST + STEP * lines + 3))
    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", f"testsrc=size=32x32:rate=5:duration={seconds}",
                    "-f", "lavfi", "-i", f"sine=frequency=440:duration={seconds}", "-i", os.path.join(sources, "ko.srt"),
                    "-i", os.path.join(sources, "en.srt"), "-map", "0:v", "-map", "1:a", "-map", "2:s", "-map", "3:s",
                    "-c:v", "mpeg4", "-c:a", "aac", "-c:s", "srt", "-metadata:s:s:0", "language=kor",
                    "-metadata:s:s:1", "language=eng", video], check=True)
    sb = [binary, "--db", db, "--no-sample"]
    found = subprocess.run(sb + ["search", "squid", "--json"], capture_output=True, text=True, check=True).stdout
    show = next(row["id"] for row in map(json.loads, found.splitlines()) if row.get("title") == "Squid Game")
    subprocess.run(sb + ["subtitles", "add", show, video], check=True, stdout=subprocess.DEVNULL)
    return video


class Player:
    """A JSON IPC client of mpv: commands out, events in, each line stamped when it arrived."""

    def __init__(self, path, limit=10.0):
        deadline = time.monotonic() + limit
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(path)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise Unavailable(f"mpv opened no IPC socket at {path}")
                time.sleep(0.02)
        self.buffer = b""

    def wait_for_file(self, limit=10.0):
        """Until mpv has loaded the video (its `path` answers), so the app can find the episode."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            self.send("get_property", "path")
            got = []
            while not any("error" in m for m in got):
                got += self.messages()[1]
            if any(m.get("error") == "success" for m in got):
                return
            time.sleep(0.02)
        raise Unavailable("mpv loaded no file")

    def send(self, *command):
        self.sock.sendall(json.dumps({"command": list(command)}).encode() + b"\n")

    def messages(self):
        """The complete lines that arrived, decoded, with the time this read got them."""
        now = time.perf_counter()
        chunk = self.sock.recv(65536)
        if not chunk:
            raise Unavailable("mpv closed the IPC socket")
        self.buffer += chunk
        *lines, self.buffer = self.buffer.split(b"\n")
        return now, [json.loads(line) for line in lines if line.strip()]


def measure(binary, lines=40, keep=None):
    """Latencies in ms (drawn − mpv's change), one per line seen on both sides, in order."""
    for tool, package in (("mpv", "mpv"), ("ffmpeg", "ffmpeg")):
        if shutil.which(tool) is None:
            raise Unavailable(f"{tool} missing (Debian package {package})")
    home = keep or tempfile.mkdtemp(prefix="showbook-watch-bench-")
    os.makedirs(home, exist_ok=True)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "LC_ALL": "C.UTF-8", "ESCDELAY": "25", "XDG_DATA_HOME": os.path.join(home, "xdg"),
           "XDG_RUNTIME_DIR": os.path.join(home, "run"), "SHOWBOOK_FRAME_MARKS": "1"}
    os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700)
    saved_env = dict(os.environ)
    os.environ.clear()
    os.environ.update(env)
    mpv = app = fd = None
    try:
        db = os.path.join(home, "showbook.db")
        video = make_episode(binary, home, db, lines)
        sock_path = os.path.join(env["XDG_RUNTIME_DIR"], "mpv.sock")
        mpv = subprocess.Popen(["mpv", "--no-config", "--vo=null", "--ao=null", "--pause", "--keep-open=yes", "--sid=1",
                                "--secondary-sid=2", f"--input-ipc-server={sock_path}", video],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        player = Player(sock_path)
        player.wait_for_file()
        pid, fd = pty.fork()
        if pid == 0:
            os.execv(binary, [binary, "--db", db, "--no-sample", "--no-images", "watch", "--attach", sock_path])
        app = pid
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        screen = Screen(ROWS, COLS)
        texts = [line_text(i) for i in range(lines)]
        changed, drawn = {}, {}

        def read_pty(wait):
            """One read of what the app wrote, stamped when it arrived; parsed later, so the
            loop does nothing slow while an event may be waiting."""
            ready, _, _ = select.select([fd], [], [], wait)
            if not ready:
                return None
            now = time.perf_counter()
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                raise Unavailable("showbook exited: " + " / ".join(screen.text(y) for y in range(ROWS) if screen.text(y)))
            return now, chunk

        def shown():
            return "\n".join(screen.text(y) for y in range(ROWS))

        deadline = time.perf_counter() + 15
        while "Now playing" not in shown():
            if time.perf_counter() > deadline:
                raise Unavailable("no now-playing screen: " + " / ".join(screen.text(y) for y in range(ROWS) if screen.text(y)))
            got = read_pty(0.05)
            if got:
                screen.feed(got[1])
        player.send("observe_property", 1, "sub-text")
        player.send("set_property", "pause", False)
        chunks = []
        end = time.perf_counter() + FIRST + STEP * lines + 3
        while time.perf_counter() < end and len(changed) < lines:
            ready, _, _ = select.select([fd, player.sock], [], [], 0.2)
            if player.sock in ready:
                now, messages = player.messages()
                for message in messages:
                    text = message.get("data") if message.get("event") == "property-change" else None
                    if isinstance(text, str) and text.strip() in texts and text.strip() not in changed:
                        changed[text.strip()] = now
            if fd in ready and (got := read_pty(0)) is not None:
                chunks.append(got)
        settle = time.perf_counter() + 1.0
        while time.perf_counter() < settle and (got := read_pty(0.3)) is not None:  # the last line's frame
            chunks.append(got)
        for now, chunk in chunks:
            screen.feed(chunk)
            on_screen = shown()
            for text in texts:
                if text not in drawn and text in on_screen:
                    drawn[text] = now
        return [(drawn[t] - changed[t]) * 1000 for t in texts if t in changed and t in drawn], len(changed)
    finally:
        if app:
            try:
                os.kill(app, signal.SIGTERM)
                os.waitpid(app, 0)
            except OSError:
                pass
        if fd is not None:
            os.close(fd)
        if mpv:
            mpv.terminate()
            mpv.wait(timeout=5)
        os.environ.clear()
        os.environ.update(saved_env)
        if keep is None:
            shutil.rmtree(home, ignore_errors=True)


def percentile(values, fraction):
    """Nearest rank, as bench.py's: of 40 lines, p99 is the slowest."""
    ordered = sorted(values)
    return ordered[min(len(ordered), max(1, math.ceil(fraction * len(ordered)))) - 1]


def row(binary, lines=40):
    """The bench table's row: (measure, figure, target, verdict); a missing mpv says so."""
    name = f"watch along: mpv sub-text change → line drawn (p50 / p99 of {lines} lines, headless mpv, 120×40 pty)"
    try:
        ms, seen = measure(binary, lines)
    except Exception as error:  # noqa: BLE001 — one row never ends the whole bench
        return name, f"not measured: {error}", "≤ 50 ms", "not measured"
    if not ms:
        return name, f"not measured: none of {seen} line changes was drawn", "≤ 50 ms", "missed"
    p50, p99 = percentile(ms, 0.5), percentile(ms, 0.99)
    name = f"watch along: mpv sub-text change → line drawn (p50 / p99 of {len(ms)} lines, headless mpv, 120×40 pty)"
    figure = f"{p50:.1f} / {p99:.1f} ms" + ("" if len(ms) == lines else f" ({lines - len(ms)} of {lines} lines not seen)")
    return name, figure, "≤ 50 ms", "met" if p99 <= 50 and len(ms) == lines else "missed"


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--lines", type=int, default=40)
    parser.add_argument("--keep", help="a new folder to keep the HOME, database and video in (default: a temporary one, removed)")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    try:
        ms, seen = measure(binary, args.lines, args.keep and os.path.abspath(args.keep))
    except Unavailable as error:
        sys.exit(f"watch bench: {error}")
    print(f"lines changed: {seen}, drawn and timed: {len(ms)}")
    if ms:
        print(f"p50 {percentile(ms, 0.5):.1f} ms, p99 {percentile(ms, 0.99):.1f} ms, min {min(ms):.1f}, max {max(ms):.1f}")
        print("per line (ms): " + " ".join(f"{v:.1f}" for v in ms))
