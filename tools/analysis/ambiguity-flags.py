#!/usr/bin/env python3
"""Xcode's ambiguous="YES" flags against nibtool's computed ambiguity, grouped by mechanism and by
fold, to find the largest group one change could fix and to check it on the other folds.

Like ../shared/tools/agreement.py, it removes Xcode's flags from a copy of every iOS document of
the corpus before nibtool reads it, so nibtool's verdicts never see them. Then, per flagged view,
what nibtool says in the document's own configuration: reported as ambiguous-layout, only as
content-priority-ambiguity, or nothing; and how the view came out of the solver (`nibtool xml
frames --dump`: free, tie, unique, or laid out by its autoresizing mask). The other way round,
the documents with the most ambiguous-layout findings Xcode did not flag.

Usage: tools/analysis/ambiguity-flags.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)
Folds as agreement.py: sha1(repo) % 3. About a minute on two cores."""
import collections, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import stripped_copies

docs = {copy: (r["repo"], fold, flagged) for r, _, flagged, fold, copy in stripped_copies(corpus)}  # stripped copy -> (repo, fold, flagged ids)

out = subprocess.run([nibtool, "validate", "--format", "json", "--evidence", "all", "--no-schema"] + sorted(docs),
                     capture_output=True, text=True).stdout
diagnostics = {f["path"]: [d for d in f["diagnostics"] if d.get("documentConfiguration")] for f in json.loads(out)["files"]}

def solver_states(path):
    """view id -> (layout mode, 'free' / 'tie' / 'unique' over its four coordinates)."""
    dump = subprocess.run([nibtool, "xml", "frames", "--dump", path], capture_output=True, text=True).stdout
    states = {}
    for line in dump.splitlines():
        p = line.split("\t")
        if len(p) >= 7:
            states[p[0]] = (p[2], "free" if "free" in p[6] else "tie" if "tie" in p[6] else "unique")
    return states

with ThreadPoolExecutor(2) as ex:
    states = dict(zip([p for p in docs if docs[p][2]], ex.map(solver_states, [p for p in docs if docs[p][2]])))

missed = collections.Counter()
false_alarms = collections.Counter()
for path, (repo, fold, flagged) in docs.items():
    ds = diagnostics.get(path, [])
    ambiguous = {d.get("objectID") for d in ds if d["rule"] == "ambiguous-layout"}
    ties = {d.get("objectID") for d in ds if d["rule"] == "content-priority-ambiguity"}
    for v in flagged:
        mode, state = states.get(path, {}).get(v, ("not laid out", "-"))
        said = "ambiguous-layout" if v in ambiguous else "content-priority-ambiguity" if v in ties else "nothing"
        missed[(said, mode, state, fold)] += 1
    for v in ambiguous - flagged:
        false_alarms[(os.path.basename(path)[:70], fold)] += 1

print("Xcode's ambiguous flags: what nibtool reports (document configuration), solver state, per fold")
groups = sorted({k[:3] for k in missed}, key=lambda g: -sum(missed[g + (f,)] for f in range(3)))
for g in groups:
    print(f"  {' / '.join(g):60} " + "  ".join(f"fold {f}: {missed[g + (f,)]:3}" for f in range(3)))
print("ambiguous-layout findings Xcode did not flag, by document")
for (name, fold), n in false_alarms.most_common(20):
    print(f"  {n:3}  fold {fold}  {name}")
