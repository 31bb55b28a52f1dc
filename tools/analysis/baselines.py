#!/usr/bin/env python3
"""Where Xcode's saved frames put the first/last baseline of a text view, relative to its frame.

usage: baselines.py [CORPUS] [--rows]

For every required, equal, multiplier-1 constraint between a text view's baseline and an edge or
centre of another view (not a margin, guide or another baseline), the constraint and the other
view's saved frame give the baseline's position; print it relative to the text view's top and
bottom, with the view's height, its font's one-line height, era and fold, and a summary of which
placement (an ascent below the top, a descent above the bottom, or centred text) the saved frames
follow for views at one line's height and for views drawn taller. Then the same for constraints
between two baselines, where a view is not one line tall: labels agree with both placements
(none in the corpus tells them apart; `nibtool xml frames` does), buttons and text fields only
with centred text. --rows lists every constraint."""
import csv, hashlib, os, sys, xml.etree.ElementTree as ET
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "era"))
from corpus import era

corpus = next((a for a in sys.argv[1:] if not a.startswith("-")), "/work/shared/corpus")
rows_flag = "--rows" in sys.argv
STYLES = {"UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
          "UICTFontTextStyleCallout": 16, "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
          "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
          "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20}
LINE = {12: 14.5, 13: 16, 14: 17, 15: 18, 16: 19.5, 17: 20.5, 18: 21.5, 20: 24, 22: 26.5, 27: 32.5}
TEXT = {"label", "button", "textField", "textView"}
BASE = {"baseline": "last", "lastBaseline": "last", "firstBaseline": "first"}

def fold(repo): return int(hashlib.sha1(repo.encode()).hexdigest(), 16) % 3
def frame(e):
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k, 0)) for k in ("x", "y", "width", "height")]

def font(v, tv):
    fd = v.find("fontDescription")
    size = None
    if fd is not None:
        size = float(fd.get("pointSize")) if fd.get("pointSize") else STYLES.get(fd.get("style"))
    if v.tag == "button" and size is None: size = 15.0 if tv < 14000 else 17.0
    size = size or 17.0
    return size, LINE.get(size, -(-size * 1.2 // 1)), int(v.get("numberOfLines", "1"))

def baseline(v, which, top, tv, model):
    """The baseline's y under a placement model: 'edge' (an ascent below the top, a descent above
    the bottom, whatever the height) or 'centred' (nibtool's: text of min(height, lines) centred)."""
    size, lh, lines = font(v, tv)
    h = frame(v)[3]
    asc, desc = 0.952 * size, 0.232 * size
    lead = (lh - asc - desc) / 2
    if model == "edge" or v.tag in ("textView",):
        return top + asc + lead if which == "first" else top + h - desc - lead
    text = min(h, lh * (100 if lines == 0 else max(1, lines)))
    return top + h / 2 - text / 2 + asc + lead if which == "first" else top + h / 2 + text / 2 - desc - lead

out = []
pairs = []
for r in csv.DictReader(open(os.path.join(corpus, "MANIFEST.tsv")), delimiter="\t"):
    if r["runtime"] != "CocoaTouch": continue
    try: root = ET.parse(os.path.join(corpus, r["file"])).getroot()
    except ET.ParseError: continue
    tv = int(float((r["toolsVersion"] or "0").split(".")[0])); fo = fold(r["repo"])
    parent = {c: p for p in root.iter() for c in p}
    views = {e.get("id"): e for e in root.iter() if frame(e) is not None and e.get("id")}
    def absy(e):
        y = 0.0
        while e is not None:
            f = frame(e)
            if f is not None: y += f[1]
            e = parent.get(e)
            if e is not None and e.tag in ("scene", "objects"): break
        return y
    for c in root.iter("constraint"):
        if c.get("relation") not in (None, "equal"): continue
        if float(c.get("priority", 1000)) < 1000 or c.get("multiplier", "1") not in ("1", "1.0"): continue
        owner = parent.get(parent.get(c))
        fi, si = c.get("firstItem") or (owner.get("id") if owner is not None else None), c.get("secondItem")
        fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
        if si is None: continue
        k = c.get("constant"); k = float(k) if k else 0.0
        if fa in BASE and sa in BASE:
            A, B = views.get(fi), views.get(si)
            if A is not None and B is not None and A.tag in TEXT and B.tag in TEXT:
                pairs.append((r, fo, A, BASE[fa], absy(A), B, BASE[sa], absy(B), k))
            continue
        for (t, ta, o, oa, sign) in ((fi, fa, si, sa, 1), (si, sa, fi, fa, -1)):
            if ta not in BASE or oa in BASE: continue
            if oa not in ("top", "bottom", "centerY"): continue
            tvw, ov = views.get(t), views.get(o)
            if tvw is None or ov is None or tvw.tag not in TEXT: continue
            tf, of = frame(tvw), frame(ov)
            # positions in a common space: absolute y along the saved frames
            ty, oy = absy(tvw), absy(ov)
            oabs = {"top": oy, "bottom": oy + of[3], "centerY": oy + of[3] / 2}[oa]
            pos = oabs + k if sign == 1 else oabs - k
            size, lh, lines = font(tvw, tv)
            out.append(dict(file=r["file"], repo=r["repo"], fold=fo, era=era(r["toolsVersion"]), tag=tvw.tag, id=t, which=BASE[ta],
                            other=oa, h=tf[3], lh=lh, size=size, lines=lines, dtop=pos - ty, dbot=ty + tf[3] - pos))
if rows_flag:
    for o in out:
        print("\t".join(str(o[k]) for k in ("era", "fold", "tag", "which", "other", "size", "lines", "h", "lh")),
              f"{o['dtop']:.2f}\t{o['dbot']:.2f}\t{o['file']}\t{o['id']}", sep="\t")

def models(o):
    s, h, lh = o["size"], o["h"], o["lh"]
    asc, desc = 0.952 * s, 0.232 * s
    lead = (lh - asc - desc) / 2
    if o["which"] == "first":
        return {"edge": asc + lead, "centred1": (h - lh) / 2 + asc + lead}, o["dtop"]
    return {"edge": desc + lead, "centred1": (h - lh) / 2 + desc + lead}, o["dbot"]

from collections import defaultdict
tally = defaultdict(lambda: defaultdict(int))
for o in out:
    m, d = models(o)
    shape = "one line" if abs(o["h"] - o["lh"]) <= 1.5 else ("taller" if o["h"] > o["lh"] else "shorter")
    key = (o["era"], o["fold"], o["tag"], o["which"], shape)
    tally[key]["n"] += 1
    for name, v in m.items():
        if abs(v - d) <= 1.0: tally[key][name] += 1
print("era\tfold\ttag\tbaseline\tshape\tn\tedge\tcentred(1 line)")
for key in sorted(tally):
    t = tally[key]
    print(*key, t["n"], t["edge"], t["centred1"], sep="\t")

print()
print("baseline-to-baseline pairs where a text view is not one line tall (agreeing within 1 pt)")
ptally = defaultdict(lambda: defaultdict(int))
for (r, fo, A, wa, ya, B, wb, yb, k) in pairs:
    tv = int(float((r["toolsVersion"] or "0").split(".")[0]))
    odd = [v for v in (A, B) if abs(frame(v)[3] - font(v, tv)[1]) > 1.5]
    if not odd: continue
    key = (era(r["toolsVersion"]), fo, "+".join(sorted({v.tag for v in odd})))
    ptally[key]["n"] += 1
    res = {}
    for m in ("edge", "centred"):
        res[m] = abs(baseline(A, wa, ya, tv, m) - (baseline(B, wb, yb, tv, m) + k)) <= 1.0
        if res[m]: ptally[key][m] += 1
    if rows_flag:
        print("PAIR", key, r["file"], A.get("id"), wa, frame(A)[3], font(A, tv), B.get("id"), wb, frame(B)[3], font(B, tv), k, res, sep="\t")
print("era\tfold\ttall views\tn\tedge\tcentred")
for key in sorted(ptally):
    print(*key, ptally[key]["n"], ptally[key]["edge"], ptally[key]["centred"], sep="\t")
