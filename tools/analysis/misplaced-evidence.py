#!/usr/bin/env python3
"""Xcode's misplaced="YES" flags against the evidence class of nibtool's computed misplaced-view
findings (`validate --evidence all`), to see which class, if any, separates Xcode's flags from
the rest. Like ../shared/tools/agreement.py it removes Xcode's flags from a copy of every iOS
document before nibtool reads it.

Usage: tools/analysis/misplaced-evidence.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)
Prints, per evidence class ("none": nibtool finds nothing), the views Xcode flagged and the views
it did not."""
import collections, csv, json, os, re, subprocess, sys, tempfile
import xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
rows = [r for r in csv.DictReader(open(os.path.join(corpus, "MANIFEST.tsv")), delimiter="\t") if r["runtime"] == "CocoaTouch"]
tmp = tempfile.mkdtemp()

def one(r):
    path = os.path.join(corpus, r["file"])
    data = open(path, "rb").read()
    try:
        doc = ET.fromstring(data)
    except ET.ParseError:
        return []
    flagged = {e.get("id") for e in doc.iter() if e.get("misplaced") == "YES" and e.tag != "variation"}
    copy = os.path.join(tmp, str(abs(hash(path))) + os.path.splitext(path)[1])
    open(copy, "wb").write(re.sub(rb' (misplaced|ambiguous)="YES"', b"", data))
    out = subprocess.run([nibtool, "validate", "--evidence", "all", "--format", "json", copy], capture_output=True, text=True).stdout
    os.remove(copy)
    evidence = {d.get("objectID"): d.get("evidence") for f in json.loads(out)["files"] for d in f["diagnostics"]
                if d["rule"] == "misplaced-view" and d.get("documentConfiguration")}
    return [(evidence.get(v, "none"), v in flagged) for v in flagged | set(evidence)]

with ThreadPoolExecutor(os.cpu_count() or 2) as ex:
    counts = collections.Counter(x for xs in ex.map(one, rows) for x in xs)
for e in sorted({e for e, _ in counts}):
    print(f"{e:30} flagged by Xcode {counts[(e, True)]:4}   not flagged {counts[(e, False)]:4}")
