"""Relevance half of `make bench`: success@1, success@5 and MRR over the relevance set
(Tests/ShowbookCoreTests/Catalog/RelevanceSet.tsv) on the bundled catalog, for Showbook (its
`bench-relevance` command, in-process) and for `fzf --filter` over the same shows, one line per
show holding its title and, when different, its original title — as a user would feed fzf.
A show counts as found at the first line/result with its title and original title."""
import json, os, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SET_PATH = os.path.join(ROOT, "Tests", "ShowbookCoreTests", "Catalog", "RelevanceSet.tsv")
DATA = os.path.join(ROOT, "Sources", "ShowbookTV", "Catalog", "Data")
DEPTH = 50


def load_set(path=SET_PATH):
    cases = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        kind, query, show_id, title = line.split("\t")
        cases.append((kind, query, show_id, title))
    return cases


def catalog_lines():
    """id -> the fzf line of each bundled show (title, a tab and the original when it differs)."""
    lines = {}
    for name in sorted(os.listdir(DATA)):
        if not name.startswith("catalog-"):
            continue
        for number, line in enumerate(open(os.path.join(DATA, name), encoding="utf-8")):
            fields = line.rstrip("\n").split("\t")
            if number == 0 or len(fields) < 3:
                continue
            title, original = fields[1], fields[2] or fields[1]
            lines[fields[0]] = title if original == title else f"{title}\t{original}"
    return lines


def score(ranks):
    count = len(ranks) or 1
    return {
        "s1": sum(1 for r in ranks if r == 1) / count,
        "s5": sum(1 for r in ranks if r is not None and r <= 5) / count,
        "mrr": sum(1 / r for r in ranks if r is not None) / count,
    }


def fzf_ranks(cases, work):
    lines = catalog_lines()
    path = os.path.join(work, "relevance-titles.txt")
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines.values()) + "\n")
    ranks = []
    for _, query, show_id, _ in cases:
        with open(path, "rb") as stdin:
            found = subprocess.run(["fzf", "--filter", query], stdin=stdin, capture_output=True).stdout
        results = found.decode("utf-8", "replace").splitlines()[:DEPTH]
        expected = lines.get(show_id)
        ranks.append(results.index(expected) + 1 if expected in results else None)
    return ranks


def showbook_ranks(binary, work):
    database = os.path.join(work, "relevance.db")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(database + suffix):
            os.remove(database + suffix)
    bench_binary = os.path.join(os.path.dirname(binary), "showbook-bench")
    out = subprocess.run([bench_binary, "--db", database, "bench-relevance", SET_PATH],
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(line)["rank"] for line in out.splitlines()]


def rows(binary, work, has_fzf):
    """Table rows (measure, figure, target, verdict) for bench.py."""
    cases = load_set()
    showbook = score(showbook_ranks(binary, work))
    result = [(f"relevance, Showbook ({len(cases)} queries on the bundled catalog): success@1 / success@5 / MRR",
               f"{showbook['s1']:.3f} / {showbook['s5']:.3f} / {showbook['mrr']:.3f}",
               "success@1 ≥ 0.90", "met" if showbook["s1"] >= 0.90 else "missed")]
    if has_fzf:
        fzf = score(fzf_ranks(cases, work))
        result.append(("relevance, fzf --filter (title + original title per line): success@1 / success@5 / MRR",
                       f"{fzf['s1']:.3f} / {fzf['s5']:.3f} / {fzf['mrr']:.3f}",
                       "Showbook above fzf", "met" if showbook["s1"] > fzf["s1"] else "missed"))
    return result


if __name__ == "__main__":
    import sys, tempfile
    cases = load_set()
    work = tempfile.mkdtemp()
    ranks = fzf_ranks(cases, work)
    print("fzf", score(ranks))
    if len(sys.argv) > 1:
        sb = showbook_ranks(sys.argv[1], work)
        print("showbook", score(sb))
        for case, a, b in zip(cases, sb, ranks):
            if a != 1:
                print("miss", case, "showbook", a, "fzf", b)
