#!/usr/bin/env python3
"""Precision and recall of nibtool's misplaced-view and ambiguous-layout verdicts against the
flags Xcode saved in the corpus (misplaced="YES", ambiguous="YES"), per view, in each
document's own configuration. Usage: tools/conformance.py [--list N] [corpus dir]
Needs a built nibtool (NIBTOOL, default .build/release/nibtool)."""
import json, os, subprocess, sys, xml.etree.ElementTree as ET

args = sys.argv[1:]
show = 0
if args and args[0] == "--list": show = int(args[1]); args = args[2:]
root_dir = os.path.dirname(os.path.abspath(__file__))
corpus = args[0] if args else os.path.join(root_dir, "../../shared/corpus")
binary = os.environ.get("NIBTOOL", os.path.join(root_dir, "../.build/release/nibtool"))
if not os.path.isdir(corpus):
    print(f"conformance: no corpus at {corpus}, skipped"); sys.exit(0)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))
out = subprocess.run([binary, "validate", "--format", "json", "--no-schema"] + files, capture_output=True, text=True).stdout
report = json.loads(out)

flags = {}  # (path, id) -> (misplaced, ambiguous)
auto_layout = set()  # views whose frame Auto Layout decides (tAMIC=NO, no fixedFrame)
for path in files:
    try: doc = ET.parse(path).getroot()
    except ET.ParseError: continue
    if doc.tag != "document" or "CocoaTouch" not in doc.get("type", "") or doc.get("useAutolayout") != "YES": continue
    for e in doc.iter():
        if e.get("id") and e.find("rect[@key='frame']") is not None:
            # verifyAmbiguity="off": Xcode still writes its ambiguous flag, but the nib editor
            # shows no issue for the view, and nibtool honours the setting the same way.
            shown_ambiguous = e.get("ambiguous") == "YES" and e.get("verifyAmbiguity") != "off"
            flags[(path, e.get("id"))] = (e.get("misplaced") == "YES", shown_ambiguous)
            if e.get("translatesAutoresizingMaskIntoConstraints") == "NO" and e.get("fixedFrame") != "YES":
                auto_layout.add((path, e.get("id")))

predicted = {"misplaced": set(), "ambiguous": set()}
evidence = {}  # (path, id) -> what a misplaced-view report rests on
for f in report["files"]:
    for d in f["diagnostics"]:
        if not d.get("documentConfiguration"): continue
        key = (f["path"], d.get("objectID"))
        if key not in flags: continue
        if d["rule"] == "misplaced-view":
            predicted["misplaced"].add(key)
            evidence[key] = d.get("evidence", "?")
        # Xcode writes its scrollable-content-size verdict as ambiguous="YES" on the scroll view.
        if d["rule"] in ("ambiguous-layout", "content-priority-ambiguity", "scrollable-content-size-ambiguity"): predicted["ambiguous"].add(key)

for scope, population in (("all views", set(flags)), ("Auto Layout views", auto_layout)):
  print(f"-- {scope}")
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
by_evidence = {}
for key, kind in evidence.items():
    agree = flags.get(key, (False, False))[0]
    n, a = by_evidence.get(kind, (0, 0))
    by_evidence[kind] = (n + 1, a + agree)
print("misplaced-view reports by evidence (reports, of which Xcode flags): " +
      ", ".join(f"{k} {n} ({a})" for k, (n, a) in sorted(by_evidence.items())))
print(f"views considered: {len(flags)}  summary: {report['summary']}")
