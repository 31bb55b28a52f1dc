#!/usr/bin/env python3
"""How natural are the constraints `fix --add-missing` writes? (measuring-fixes.md)
Take corpus documents without size-class variations that nibtool finds unambiguous; remove one
constraint between two anchors (secondItem set, not a placeholder, no mask or outlet refers to
it); keep the case only if the document becomes ambiguous; run `fix --add-missing`; the case is
recovered when one added constraint joins the same two anchors ((item, attribute) on each side,
either order; an omitted firstItem is the holder).
Usage: tools/add-missing-recovery.py [--cases N] [--seed S] [corpus dir]"""
import json, os, random, re, subprocess, sys, tempfile, collections
import xml.etree.ElementTree as ET

args = sys.argv[1:]
cases_wanted, seed = 200, 1
while args and args[0].startswith("--"):
    if args[0] == "--cases": cases_wanted = int(args[1])
    if args[0] == "--seed": seed = int(args[1])
    args = args[2:]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = args[0] if args else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
if not os.path.isdir(corpus): print("no corpus, skipped"); sys.exit(0)

def rules(path):
    out = subprocess.run([nibtool, "validate", "--no-schema", "--format", "json", path], capture_output=True, text=True).stdout
    return [x["rule"] for f in json.loads(out)["files"] for x in f["diagnostics"]]

def anchors(c, holder_id):
    first = (c.get("firstItem") or holder_id, c.get("firstAttribute"))
    second = (c.get("secondItem"), c.get("secondAttribute"))
    return frozenset([first, second])

rng = random.Random(seed)
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))
rng.shuffle(files)
tmp = tempfile.mkdtemp(prefix="nibtool-recovery-")
tried = recovered = 0
kinds = collections.Counter()
for path in files:
    if tried >= cases_wanted: break
    text = open(path, encoding="utf-8").read()
    if "CocoaTouch" not in text[:500] or 'useAutolayout="YES"' not in text[:800] or "<variation" in text: continue
    if 'ambiguous="YES"' in text or 'misplaced="YES"' in text: continue
    if any(r in ("ambiguous-layout", "conflicting-constraints") for r in rules(path)): continue
    try: doc = ET.fromstring(text)
    except ET.ParseError: continue
    candidates = []
    for holder in doc.iter():
        cons = holder.find("constraints")
        if cons is None: continue
        for c in cons.findall("constraint"):
            if c.get("secondItem") and c.get("placeholder") != "YES" and c.get("id") and f'"{c.get("id")}"' not in text.replace(f'id="{c.get("id")}"', ""):
                candidates.append((holder.get("id"), c))
    rng.shuffle(candidates)
    for holder_id, c in candidates[:2]:
        line = re.search(r'[ \t]*<constraint [^>]*id="%s"[^>]*/>\n' % re.escape(c.get("id")), text)
        if not line: continue
        reduced = text[:line.start()] + text[line.end():]
        case = os.path.join(tmp, "case.storyboard" if path.endswith("storyboard") else "case.xib")
        open(case, "w", encoding="utf-8").write(reduced)
        if "ambiguous-layout" not in rules(case): continue
        tried += 1
        subprocess.run([nibtool, "fix", "--add-missing", case], capture_output=True, text=True)
        after = open(case, encoding="utf-8").read()
        added = []
        try:
            fixed = ET.fromstring(after)
            before_ids = set(re.findall(r'<constraint [^>]*id="([^"]+)"', reduced))
            for h in fixed.iter():
                cs = h.find("constraints")
                if cs is None: continue
                for k in cs.findall("constraint"):
                    if k.get("id") not in before_ids and k.get("secondItem"): added.append(anchors(k, h.get("id")))
        except ET.ParseError: pass
        want = anchors(c, holder_id)
        ok = want in added
        recovered += ok
        kind = f'{c.get("firstAttribute")}->{c.get("secondAttribute")}'
        kinds[(kind, ok)] += 1
        if not ok and os.environ.get("SHOW"):
            print("LOST", os.path.basename(path)[:50], sorted(want), "added:", [sorted(a) for a in added][:3])
print(f"cases {tried}, recovered {recovered} ({recovered / tried:.1%})" if tried else "no cases")
lost = collections.Counter({k[0]: v for k, v in kinds.items() if not k[1]})
print("most lost (removed attribute pair: count):", dict(lost.most_common(8)))
