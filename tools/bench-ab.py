#!/usr/bin/env python3
"""Two nibtool binaries against each other and against `xmllint --noout`, in one run: every round
runs each command once, in turn, and the best wall time of each over all rounds is kept. On a
shared machine whose speed drifts by 20% between minutes (see docs/benchmarks.md), interleaving is what
makes the two binaries comparable; `tools/bench-corpus.sh` measures one binary at a time.

Usage: tools/bench-ab.py OLD_BINARY NEW_BINARY [ROUNDS] [corpus dir]   (default 25 rounds)
Build the binaries as CI does (`swift build -c release --static-swift-stdlib --product nibtool`)
and copy each out of .build before building the other. A binary finds the schema through the
checkout it was built in; set NIBTOOL_SCHEMA=schema/interface-builder.rng (absolute) when that
checkout is gone, or it skips the schema check and looks faster than it is."""
import os, subprocess, sys, time

args = sys.argv[1:]
if len(args) < 2:
    print(__doc__); sys.exit(2)
old, new = args[0], args[1]
rounds = int(args[2]) if len(args) > 2 else 25
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = args[3] if len(args) > 3 else os.path.join(root, "../shared/corpus")
if not os.path.isdir(corpus):
    print(f"bench-ab: no corpus at {corpus}, skipped"); sys.exit(0)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))

commands = {"xmllint --noout": ["xmllint", "--noout"] + files}
for label, binary in (("old", old), ("new", new)):
    commands[f"{label} validate DIR"] = [binary, "validate", corpus]
    commands[f"{label} validate FILE..."] = [binary, "validate"] + files
    commands[f"{label} validate --no-schema FILE..."] = [binary, "validate", "--no-schema"] + files

best = {name: float("inf") for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best[name] = min(best[name], time.perf_counter() - start)

xmllint = best["xmllint --noout"]
print(f"corpus: {len(files)} files; best of {rounds} interleaved rounds (whole process, wall time)")
for name, seconds in best.items():
    print(f"{name:34} {seconds:.4f} s   {seconds / xmllint:.2f}x xmllint")
