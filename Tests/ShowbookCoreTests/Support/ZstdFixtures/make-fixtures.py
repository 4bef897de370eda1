#!/usr/bin/env python3
"""Remakes the Zstandard fixtures of ZstdDecoderTests with the zstd program: deterministic
inputs, each compressed with the options in its name, and manifest.tsv with the length and
CRC-32 of each expected output ."""
import os, random, sqlite3, struct, subprocess, tempfile, zlib

here = os.path.dirname(os.path.abspath(__file__))
rng = random.Random(8878)
words = ("the quick brown fox jumps over a lazy dog while seven wizards quietly hex "
         "jovial boxing frogs near old mill ponds under pale winter skies").split()

def text(n):
    out, size = [], 0
    while size < n:
        line = " ".join(rng.choice(words) for _ in range(rng.randint(4, 14))) + ".\n"
        out.append(line); size += len(line)
    return "".join(out).encode()[:n]

def asian(n):
    hangul = [chr(c) for c in range(0xAC00, 0xAC00 + 400)]
    kana = [chr(c) for c in range(0x3041, 0x3097)]
    out, size = [], 0
    while size < n:
        pool = hangul if rng.random() < 0.5 else kana
        w = "".join(rng.choice(pool[:60]) for _ in range(rng.randint(1, 5)))
        out.append(w + ("。" if rng.random() < 0.1 else " ")); size += len(w.encode()) + 1
    return "".join(out).encode()[: n]

def structured(n):
    # Rows cycling through 997 records (about 30 KB), as a table of repeated records would.
    records = [f"{j:05d},{rng.choice(words)},{rng.choice(words)},{rng.randint(0, 999)},{j % 7}\n" for j in range(997)]
    out, size, i = [], 0, 0
    while size < n:
        row = records[(i * 31) % 997] if i % 5 else records[i % 997]
        out.append(row); size += len(row); i += 1
    return "".join(out).encode()[:n]

def database():
    path = tempfile.mktemp(suffix=".sqlite")
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, term TEXT, reading TEXT, due INTEGER)")
    for i in range(3000):
        db.execute("INSERT INTO notes (term, reading, due) VALUES (?, ?, ?)",
                   (f"言葉{i}", f"ことば{i % 300}", 1700000000 + i * 86400))
    db.commit(); db.close()
    data = open(path, "rb").read(); os.remove(path)
    return data

inputs = {
    "text": text(60_000),
    "asian": asian(30_000),
    "random": bytes(rng.getrandbits(8) for _ in range(20_000)),
    "empty": b"",
    "structured": structured(1 << 20),
    "sqlite": database(),
    "zeros": bytes(300_000),
    "long": (lambda a: a + structured(1 << 20) + a)(bytes(rng.getrandbits(8) for _ in range(16_000))),
}
cases = [
    ("text", ["-1"]), ("text", ["-19"]), ("text", ["-19", "stdin"]), ("zeros", ["-3", "stdin"]), ("structured", ["--ultra", "-22"]), ("text", ["-3", "--no-check"]),
    ("asian", ["-19"]), ("asian", ["-3"]), ("random", ["-3"]), ("empty", ["-3"]),
    ("structured", ["-1"]), ("structured", ["-19"]), ("structured", ["-5", "-B65536"]),
    ("sqlite", ["-19"]), ("sqlite", ["-1", "--no-check"]), ("zeros", ["-3"]), ("long", ["-1", "--long=24"]),
]
# Small frames for the mutation test: damage reaches their entropy-coded sections quickly.
inputs["fuzztext"] = inputs["text"][:2500]
inputs["fuzzasian"] = inputs["asian"][:2000]
inputs["fuzzrows"] = inputs["structured"][:3000]
inputs["fuzzmixed"] = inputs["random"][:300] + inputs["text"][:1500] + bytes(200) + inputs["text"][:700]
cases += [("fuzztext", ["-19"]), ("fuzzasian", ["-3"]), ("fuzzrows", ["-1", "--no-check"]), ("fuzzmixed", ["-9"])]
manifest = []
for name, options in cases:
    fixture = name + "".join(o.replace("--", "_").replace("-", "_").replace("=", "") for o in options) + ".zst"
    data = inputs[name]
    # From a file zstd writes the content size into the frame header; from a pipe it cannot.
    if "stdin" in options:
        packed = subprocess.run(["zstd", "-q", "-c", *options[:-1]], input=data, capture_output=True, check=True).stdout
    else:
        with tempfile.NamedTemporaryFile() as source:
            source.write(data); source.flush()
            packed = subprocess.run(["zstd", "-q", "-c", *options, source.name], capture_output=True, check=True).stdout
    open(os.path.join(here, fixture), "wb").write(packed)
    manifest.append(f"{fixture}\t{len(data)}\t{zlib.crc32(data):08x}")
# Two frames with a skippable frame between them.
first = open(os.path.join(here, "text_1.zst"), "rb").read()
second = open(os.path.join(here, "asian_3.zst"), "rb").read()
skippable = struct.pack("<II", 0x184D2A53, 5) + b"notes"
open(os.path.join(here, "concatenated.zst"), "wb").write(first + skippable + second)
both = inputs["text"] + inputs["asian"]
manifest.append(f"concatenated.zst\t{len(both)}\t{zlib.crc32(both):08x}")
open(os.path.join(here, "manifest.tsv"), "w").write("\n".join(manifest) + "\n")
