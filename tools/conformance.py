#!/usr/bin/env python3
"""Precision and recall of nibtool's computed misplaced-view and ambiguous-layout verdicts against
the flags Xcode saved in the corpus (misplaced="YES", ambiguous="YES"), per view, in each
document's own configuration, and per evidence class (what each finding rests on, `Evidence`).
Usage: tools/conformance.py [--list N] [corpus dir]
Needs a built nibtool (NIBTOOL, default .build/release/nibtool).

The flags are removed from a copy of each document before nibtool reads it: nibtool reports
Xcode's flags as findings of their own (evidence "xcode"), and its computed verdicts must stand
without them. "default" counts what `validate` reports by default (evidence proven or model);
the per-evidence lines count what `validate --evidence all` adds."""
import collections, json, os, re, subprocess, sys, tempfile, xml.etree.ElementTree as ET

args = sys.argv[1:]
show = 0
if args and args[0] == "--list": show = int(args[1]); args = args[2:]
root_dir = os.path.dirname(os.path.abspath(__file__))
corpus = args[0] if args else os.path.join(root_dir, "../../shared/corpus")
binary = os.environ.get("NIBTOOL", os.path.join(root_dir, "../.build/release/nibtool"))
if not os.path.isdir(corpus):
    print(f"conformance: no corpus at {corpus}, skipped"); sys.exit(0)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))

flags = {}  # (path, id) -> (misplaced, ambiguous)
auto_layout = set()  # views whose frame Auto Layout decides (tAMIC=NO, no fixedFrame)
tmp = tempfile.mkdtemp()
copies = {}  # copy path -> original path
for i, path in enumerate(files):
    data = open(path, "rb").read()
    try: doc = ET.fromstring(data)
    except ET.ParseError: continue
    if doc.tag != "document" or "CocoaTouch" not in doc.get("type", "") or doc.get("useAutolayout") != "YES": continue
    copy = os.path.join(tmp, f"{i}{os.path.splitext(path)[1]}")
    open(copy, "wb").write(re.sub(rb' (misplaced|ambiguous)="YES"', b"", data))
    copies[copy] = path
    for e in doc.iter():
        if e.get("id") and e.find("rect[@key='frame']") is not None:
            # verifyAmbiguity="off": Xcode still writes its ambiguous flag, but the nib editor
            # shows no issue for the view, and nibtool honours the setting the same way.
            shown_ambiguous = e.get("ambiguous") == "YES" and e.get("verifyAmbiguity") != "off"
            flags[(path, e.get("id"))] = (e.get("misplaced") == "YES", shown_ambiguous)
            if e.get("translatesAutoresizingMaskIntoConstraints") == "NO" and e.get("fixedFrame") != "YES":
                auto_layout.add((path, e.get("id")))
out = subprocess.run([binary, "validate", "--format", "json", "--no-schema", "--evidence", "all"] + sorted(copies), capture_output=True, text=True).stdout
report = json.loads(out)

predicted = {"misplaced": set(), "ambiguous": set()}
evidence = collections.defaultdict(dict)  # kind -> (path, id) -> evidence
for f in report["files"]:
    path = copies.get(f["path"], f["path"])
    for d in f["diagnostics"]:
        if not d.get("documentConfiguration"): continue
        key = (path, d.get("objectID"))
        if key not in flags: continue
        # Xcode writes its scrollable-content-size and content-priority verdicts as ambiguous="YES".
        kind = "misplaced" if d["rule"] == "misplaced-view" else "ambiguous" if d["rule"] in (
            "ambiguous-layout", "content-priority-ambiguity", "scrollable-content-size-ambiguity") else None
        if not kind: continue
        evidence[kind][key] = d.get("evidence", "?")
        if d["severity"] != "note": predicted[kind].add(key)

for scope, population in (("all views", set(flags)), ("Auto Layout views", auto_layout)):
  print(f"-- {scope} (reported by default)")
  for i, name in enumerate(("misplaced", "ambiguous")):
    actual = {k for k, v in flags.items() if v[i] and k in population}
    p = predicted[name] & population
    tp = len(p & actual)
    precision = tp / len(p) if p else float("nan")
    recall = tp / len(actual) if actual else float("nan")
    print(f"{name:10} Xcode flags {len(actual):4}  nibtool {len(p):4}  both {tp:4}  precision {precision:.3f}  recall {recall:.3f}")
    if show and scope == "all views":
        for k in sorted(p - actual)[:show]: print(f"  only nibtool  {k[0].replace(corpus + '/', '')} {k[1]}")
        for k in sorted(actual - p)[:show]: print(f"  only Xcode    {k[0].replace(corpus + '/', '')} {k[1]}")
for i, name in enumerate(("misplaced", "ambiguous")):
    by = collections.Counter(); agree = collections.Counter()
    for key, kind in evidence[name].items():
        by[kind] += 1; agree[kind] += flags[key][i]
    print(f"{name} findings by evidence (findings, of which Xcode flags): " +
          ", ".join(f"{k} {by[k]} ({agree[k]})" for k in sorted(by)))
print(f"views considered: {len(flags)}  summary: {report['summary']}")
