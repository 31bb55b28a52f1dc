#!/usr/bin/env python3
"""Saved button sizes against the sizes nibtool solves, per Xcode era and kind of button: the
evidence for the button rules of Sources/NibLayout/System (issue #27).

usage: button-sizes.py NIBTOOL [--corpus DIR] [--fold K/N] [--era NAME] [--min-era NAME]
                       [--axis height|width] [--examples N] [--summary]

For every button Xcode did not flag (misplaced/ambiguous) and that has no size constraint on the
axis (its own, or an equal-size one), compares its saved size with the size nibtool solves
(`xml frames --dump`; a copied binary needs NIBTOOL_DATA_DIR). A button whose saved size nibtool
reproduces counts as "same" (it may be one its pins stretch); the others are listed by
(saved, solved) pair with the repositories that show them: `nibtool explain FILE --view ID`
tells whether a miss is its intrinsic size. The kind of a button is what decides
its intrinsic size: configuration style and size, font, image, title lines, button type.
A rule for a kind is worth modelling only when its misses recur in several repositories (and
folds) while the same kind's reproduced buttons do not contradict it.
"""
import argparse, collections, os, re, subprocess
from corpus import DEFAULT_CORPUS, documents

ap = argparse.ArgumentParser()
ap.add_argument("nibtool")
ap.add_argument("--corpus", default=DEFAULT_CORPUS)
ap.add_argument("--fold")
ap.add_argument("--era")
ap.add_argument("--min-era", help="only this era and later ones")
ap.add_argument("--axis", default="height")
ap.add_argument("--examples", type=int, default=2)
ap.add_argument("--summary", action="store_true", help="per era, configured and classic buttons: how many nibtool reproduces")
args = ap.parse_args()

ERAS = ["Xcode <= 8", "Xcode 9-10", "Xcode 11-12", "Xcode 13", "Xcode 14-15", "Xcode 16", "Xcode 26"]
DUMP = re.compile(r"^(\S+)\t(\S+)\t\S+\tsaved \(([^)]*)\)\tsolved \(([^)]*)\)")


def solved_frames(path):
    """view id -> (saved, solved) frames as nibtool lays the document out in its own configuration."""
    out = subprocess.run([args.nibtool, "xml", "frames", "--dump", path], capture_output=True, text=True).stdout
    frames = {}
    for line in out.splitlines():
        m = DUMP.match(line)
        if m: frames[m.group(1)] = ([float(x) for x in m.group(3).split(", ")], [float(x) for x in m.group(4).split(", ")])
    return frames


def kind(b, root):
    """What decides a button's intrinsic size, as a short string."""
    parts = []
    conf = b.find("buttonConfiguration")
    if conf is not None:
        parts.append(f"config:{conf.get('style') or 'plain'}")
        if conf.get("buttonSize"): parts.append(f"size:{conf.get('buttonSize')}")
        if conf.get("image") or conf.find("imageReference") is not None: parts.append("image")
        if conf.get("subtitle") or conf.find("attributedSubtitle") is not None: parts.append("subtitle")
        if conf.find("attributedTitle") is not None: parts.append("attributedTitle")
        if conf.find("directionalEdgeInsets") is not None: parts.append("insets")
        font = conf.find("fontDescription")
        if font is not None: parts.append("font:" + (font.get("type") or font.get("style") or font.get("name") or "?") + (font.get("pointSize") or ""))
        if conf.get("titleAlignment"): parts.append("align:" + conf.get("titleAlignment"))
        t = conf.get("title")
        if t is not None and "\n" in t: parts.append("multiline")
    else:
        parts.append(f"type:{b.get('buttonType') or 'custom'}")
        font = b.find("fontDescription")
        if font is not None: parts.append("font:" + (font.get("type") or font.get("style") or font.get("name") or "?") + (font.get("pointSize") or ""))
        st = b.find("state")
        if st is not None:
            if st.get("image"): parts.append("image")
            if st.get("backgroundImage"): parts.append("bgimage")
            if st.find("attributedString") is not None: parts.append("attributed")
            if not st.get("title") and st.find("attributedString") is None: parts.append("notitle")
        if b.find("inset[@key='contentEdgeInsets']") is not None: parts.append("contentInsets")
        if b.find("inset[@key='titleEdgeInsets']") is not None: parts.append("titleInsets")
        if b.find("inset[@key='imageEdgeInsets']") is not None: parts.append("imageInsets")
    if b.get("translatesAutoresizingMaskIntoConstraints") != "NO": parts.append("tamic")
    return " ".join(parts)


def own_sizes(b, parent_constraints):
    """Axes fixed by a constraint on the button alone (width/height = constant or = another item)."""
    sized = set()
    own = b.find("constraints")
    for c in (own if own is not None else []):
        if c.get("firstAttribute") in ("width", "height") and c.get("firstItem") in (None, b.get("id")):
            sized.add(c.get("firstAttribute"))
    for c in parent_constraints:
        for item, attr in ((c.get("firstItem"), c.get("firstAttribute")), (c.get("secondItem"), c.get("secondAttribute"))):
            if item == b.get("id") and attr in ("width", "height"): sized.add(attr)
    return sized


rows = collections.defaultdict(lambda: collections.defaultdict(list))   # (era, kind) -> (saved, solved) -> [(repo, file, id)]
i = 0 if args.axis == "width" else 1
for r, e, root in documents(args.corpus, era_name=args.era, fold=args.fold):
    if args.min_era and ERAS.index(e) < ERAS.index(args.min_era): continue
    buttons = [b for b in root.iter("button") if b.get("misplaced") != "YES" and b.get("ambiguous") != "YES"]
    if not buttons: continue
    all_constraints = [c for cs in root.iter("constraints") for c in cs]
    frames = solved_frames(os.path.join(args.corpus, r["file"]))
    for b in buttons:
        if args.axis in own_sizes(b, all_constraints) or b.get("id") not in frames: continue
        saved, solved = frames[b.get("id")]
        key = (saved[2 + i], solved[2 + i])
        rows[(e, kind(b, root))][key].append((r["repo"].split("/")[0], r["file"].split("/")[-1], b.get("id")))

if args.summary:
    totals = collections.defaultdict(lambda: [0, 0, set()])
    for (e, k), pairs in rows.items():
        group = "configured" if k.startswith("config:") else "classic"
        for (s, t), v in pairs.items():
            totals[(e, group)][1] += len(v)
            if abs(s - t) <= 0.5: totals[(e, group)][0] += len(v)
            else: totals[(e, group)][2].update(x[0] for x in v)
    for (e, group), (same, total, repos) in sorted(totals.items(), key=lambda kv: (ERAS.index(kv[0][0]), kv[0][1])):
        print(f"{e}\t{group}\t{same}/{total} same\tmissed in: {', '.join(sorted(repos)) or '-'}")
    raise SystemExit(0)

for (e, k), pairs in sorted(rows.items(), key=lambda kv: (ERAS.index(kv[0][0]), kv[0][1])):
    same = sum(len(v) for (s, t), v in pairs.items() if abs(s - t) <= 0.5)
    total = sum(len(v) for v in pairs.values())
    diffs = [(key, v) for key, v in pairs.items() if abs(key[0] - key[1]) > 0.5]
    same_repos = sorted({x[0] for (s, t), v in pairs.items() if abs(s - t) <= 0.5 for x in v})
    print(f"{e}\t{k}\t{same}/{total} same ({', '.join(same_repos)})")
    for (s, t), v in sorted(diffs, key=lambda kv: -len(kv[1])):
        repos = sorted({x[0] for x in v})
        ex = "; ".join(f"{f} {vid}" for _, f, vid in v[:args.examples])
        print(f"\t\tsaved {s:g} solved {t:g} x{len(v)} ({', '.join(repos)}) {ex}")
