#!/usr/bin/env python3
"""Content-priority ties against Xcode's ambiguous="YES" flags, by candidate feature and fold: which
property of the document itself (never the flags) would tell the ties Xcode flags from those it
does not.

Like ../shared/tools/agreement.py, it removes Xcode's flags from a copy of every iOS document of
the corpus before nibtool reads it. Per content-priority-ambiguity finding in the document's own
configuration, `nibtool explain --format json` gives the view's intrinsic size, priorities and
solver state on that axis; the saved frame comes from the document. Ties are grouped by superview
and axis (the views that compete). Features, per finding:
  text         the intrinsic size comes from text (uncertain) rather than a fixed size
  atIntrinsic  the saved size equals the intrinsic size (within 0.5 pt)
  probeOnly    the layout is unique: the tie shows only in the text probes (exact fill)
  hugBroken / crBroken   the solved layout breaks the view's hugging / compression resistance
  empty        some view of the group has a zero intrinsic size (empty text)
  noIntrinsic  some view of the group has no intrinsic size on the axis
  stretched / compressed  some view of the group is saved beyond / below its intrinsic size (1 pt)
Each line: feature value, then per fold the findings Xcode flagged (F) and did not (u).

Usage: tools/analysis/tie-features.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)
Folds as agreement.py: sha1(repo) % 3. About a minute on two cores."""
import collections, json, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import stripped_copies

docs = {}  # stripped copy -> (fold, flagged ids, saved frames by id, superview by id)
for r, xml, flagged, fold, copy in stripped_copies(corpus):
    frames, parents = {}, {}
    for e in xml.iter():
        rect = next((c for c in e if c.tag == "rect" and c.get("key") == "frame"), None)
        if rect is not None: frames[e.get("id")] = [float(rect.get(k, 0)) for k in ("x", "y", "width", "height")]
        for sub in (c for c in e if c.tag == "subviews"):
            for child in sub: parents[child.get("id")] = e.get("id")
    docs[copy] = (fold, flagged, frames, parents)

out = subprocess.run([nibtool, "validate", "--format", "json", "--evidence", "all", "--no-schema"] + sorted(docs),
                     capture_output=True, text=True).stdout
ties = [(f["path"], d) for f in json.loads(out)["files"] for d in f["diagnostics"]
        if d.get("documentConfiguration") and d["rule"] == "content-priority-ambiguity" and d.get("objectID")]

def explained(tie):
    path, d = tie
    p = subprocess.run([nibtool, "explain", path, "--view", d["objectID"], "--axis", d["axis"], "--format", "json"],
                       capture_output=True, text=True)
    try: axis = json.loads(p.stdout)["axes"][0]
    except (ValueError, KeyError, IndexError): return None
    fold, flagged, frames, parents = docs[path]
    saved = frames.get(d["objectID"])
    c = axis["contentSize"] or {}
    return dict(path=path, view=d["objectID"], axis=d["axis"], fold=fold, flagged=d["objectID"] in flagged,
                group=(path, parents.get(d["objectID"]), d["axis"]), source=c.get("source", ""),
                intrinsic=c.get("intrinsic"), saved=saved[2 if d["axis"] == "horizontal" else 3] if saved else None,
                probeOnly=axis["position"] == "unique" and axis["size"] == "unique",
                hugBroken=c.get("huggingBroken", False), crBroken=c.get("compressionBroken", False))

with ThreadPoolExecutor(2) as ex:
    rows = [r for r in ex.map(explained, ties) if r]
groups = collections.defaultdict(list)
for r in rows: groups[r["group"]].append(r)

def features(r):
    g = groups[r["group"]]
    sized = [(m["saved"], m["intrinsic"]) for m in g if m["saved"] is not None and m["intrinsic"] is not None]
    return dict(text="text" in r["source"] or "title" in r["source"],
                atIntrinsic=r["saved"] is not None and r["intrinsic"] is not None and abs(r["saved"] - r["intrinsic"]) <= 0.5,
                probeOnly=r["probeOnly"], hugBroken=r["hugBroken"], crBroken=r["crBroken"],
                empty=any(m["intrinsic"] == 0 for m in g), noIntrinsic=any(m["intrinsic"] is None for m in g),
                stretched=any(s > i + 1 for s, i in sized), compressed=any(s < i - 1 for s, i in sized))

tally = collections.Counter()
for r in rows:
    for name, value in features(r).items(): tally[(name, value, r["fold"], r["flagged"])] += 1
print(f"content-priority-ambiguity findings (own configuration): {len(rows)}, flagged by Xcode: {sum(r['flagged'] for r in rows)}")
for name in features(rows[0]) if rows else []:
    print(f"  {name:12}" + "   ".join(f"{str(v):5} " + " ".join(f"f{k} {tally[(name, v, k, True)]:2}F/{tally[(name, v, k, False)]:2}u" for k in range(3))
                                      for v in (True, False)))
