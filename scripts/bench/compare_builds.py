"""The bench's hot paths for two release builds, side by side: what a change costs.

    python3 scripts/bench/compare_builds.py --before OLD/.build/release --after .build/release
    python3 scripts/bench/compare_builds.py --time --before … --after …

By default it counts instructions under valgrind's callgrind (the whole process), so that a busy
machine cannot blur the answer. With `--time` it runs every path natively instead, the two
builds taking turns round by round, and prints the median wall and CPU time of each: the
figures a user feels, which only mean something on a quiet machine.

Each folder holds `showbook` and, since the bench left the product, `showbook-bench` (an older
build runs its bench commands as hidden `showbook bench-*` commands instead). The same inputs,
generated once, go to both. Prints one row per path: before, after, and the change.
"""
import argparse, os, re, resource, shutil, statistics, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor


def stripped(binary, into):
    """A copy of `binary` without debug information, which valgrind 3.19 cannot read in
    Swift's release builds ("possibly corrupted debuginfo"); the code is the same."""
    os.makedirs(into, exist_ok=True)
    copy = os.path.join(into, os.path.basename(binary))
    subprocess.run(["strip", "--strip-debug", "-o", copy, binary], check=True)
    return copy


def runner(folder, into):
    """(plain command, bench command) makers for a build folder, on stripped copies in `into`."""
    showbook = stripped(os.path.join(folder, "showbook"), into)
    bench = os.path.join(folder, "showbook-bench")
    if os.path.exists(bench):
        bench = stripped(bench, into)
    plain = lambda db, *rest: [showbook, "--db", db, "--no-sample", *rest]
    if os.path.exists(bench):
        return plain, lambda db, *rest: [bench, "--db", db, *rest]
    return plain, plain


def instructions(command, log):
    """The instructions `command` ran, from callgrind's summary (its own output kept in `log`)."""
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                          capture_output=True, text=True)
    with open(log, "w", encoding="utf-8") as handle:
        handle.write(done.stdout + done.stderr)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {done.returncode}); see {log}")
    match = re.search(r"Collected : (\d+)", done.stderr)
    if not match:
        raise SystemExit(f"no instruction count from callgrind; see {log}")
    return int(match.group(1))


def timed(command, log):
    """(wall seconds, CPU seconds) of one native run of `command` (its output kept in `log`)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(log, "w", encoding="utf-8") as handle:
        handle.write(done.stdout + done.stderr)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed (exit {done.returncode}); see {log}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def fresh(path):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", required=True)
    parser.add_argument("--after", required=True)
    parser.add_argument("--work", default=".build/bench-instructions")
    parser.add_argument("--series", type=int, default=20_000)
    parser.add_argument("--time", action="store_true", help="native wall and CPU time instead of instructions")
    parser.add_argument("--rounds", type=int, default=3, help="runs per path and build with --time")
    args = parser.parse_args()
    if not args.time and shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    sides = {side: runner(os.path.abspath(folder), os.path.join(work, side, "bin"))
             for side, folder in (("before", args.before), ("after", args.after))}

    # Inputs, made once by the newer build (the generators write the same files from a seed).
    data = os.path.join(work, "data")
    shutil.rmtree(data, ignore_errors=True)
    _, bench = sides["after"]
    subprocess.run(bench(fresh(os.path.join(work, "gen.db")), "bench-generate", data, str(args.series)),
                   check=True, stdout=subprocess.DEVNULL)
    basics, ratings = os.path.join(data, "title.basics.tsv"), os.path.join(data, "title.ratings.tsv")
    queries = os.path.join(data, "queries.tsv")

    def workloads(side):
        plain, bench = sides[side]
        folder = os.path.join(work, side)
        os.makedirs(folder, exist_ok=True)
        db = lambda name: fresh(os.path.join(folder, name))
        catalog = os.path.join(folder, "catalog.db")
        return [
            (f"import {args.series:,} IMDb series", lambda: plain(db("catalog.db"), "import", "imdb", basics, ratings)),
            ("search: 238 queries, a warm-up and 3 rounds each", lambda: bench(catalog, "bench-search", queries)),
            ("close a book of 2,000 unfinished words, 5 times", lambda: bench(db("close.db"), "bench-close", "2000")),
            ("export a 500-word book as .apkg, 5 times",
             lambda: bench(db("apkg.db"), "bench-apkg", "500", os.path.join(folder, "book.apkg"))),
            ("Today and the first card over 100,000 words, once", lambda: bench(db("today.db"), "bench-today", "1")),
            ("mine a 90-minute episode per language and a 24-episode folder",
             lambda: bench(db("mine.db"), "bench-mine", os.path.join(folder, "subtitles"))),
        ]

    names = [name for name, _ in workloads("before")]
    if args.time:
        print_times(names, workloads, work, args.rounds)
        return

    def measure(side):
        """Each path's count on one side, in order (the import makes the search's database)."""
        results = []
        for index, (name, command) in enumerate(workloads(side)):
            print(f"instructions: {side}: {name} …", file=sys.stderr)
            results.append(instructions(command(), os.path.join(work, side, f"callgrind-{index}.log")))
        return results

    with ThreadPoolExecutor(max_workers=2) as pool:
        before, after = pool.map(measure, ["before", "after"])
    print("| path | before | after | change |")
    print("| --- | ---: | ---: | ---: |")
    for name, old, new in zip(names, before, after):
        print(f"| {name} | {old / 1e6:,.1f} M | {new / 1e6:,.1f} M | {100 * (new - old) / old:+.1f} % |")


def print_times(names, workloads, work, rounds):
    """Median wall and CPU time of each path per build; the builds take turns every round so
    that a change in the machine's load falls on both."""
    samples = {side: [[] for _ in names] for side in ("before", "after")}
    for round in range(rounds):
        for side in ("before", "after"):
            for index, (name, command) in enumerate(workloads(side)):
                print(f"time: round {round + 1}: {side}: {name} …", file=sys.stderr)
                samples[side][index].append(timed(command(), os.path.join(work, side, f"time-{index}.log")))
    print(f"| path | before: wall (CPU) | after: wall (CPU) | change in wall |  (median of {rounds})")
    print("| --- | ---: | ---: | ---: |")
    for index, name in enumerate(names):
        old, new = (tuple(statistics.median(run[part] for run in samples[side][index]) for part in (0, 1))
                    for side in ("before", "after"))
        print(f"| {name} | {old[0] * 1000:,.0f} ms ({old[1] * 1000:,.0f} ms) | "
              f"{new[0] * 1000:,.0f} ms ({new[1] * 1000:,.0f} ms) | {100 * (new[0] - old[0]) / old[0]:+.1f} % |")

if __name__ == "__main__":
    main()
