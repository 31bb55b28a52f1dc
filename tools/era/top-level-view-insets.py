#!/usr/bin/env python3
"""The safe-area insets Xcode gave each top-level xib view (no controller), read back from saved
frames: the evidence for EraMetrics.topLevelViewSafeAreaIsScreenOverlap (issue #26, #27).

usage: top-level-view-insets.py [--corpus DIR] [--all-devices]

For each required constraint, multiplier 1, between a view and the root's safe area guide
(or the root's top/bottom margins, when the root sets no margins and insets them from its safe
area) on top, bottom or centerY, the inset it implies: top = y - c, bottom = height - maxY + c,
centerY gives top - bottom. Views Xcode flagged are skipped. One line per root: repository,
fold, file, toolsVersion, era, device, orientation, useSafeAreas, element, size, saved y, and
the insets most pins agree on. Notched devices only unless --all-devices.
"""
import sys, os, collections, hashlib, argparse
from corpus import DEFAULT_CORPUS, documents, frame
ap = argparse.ArgumentParser(); ap.add_argument("--corpus", default=DEFAULT_CORPUS); ap.add_argument("--all-devices", action="store_true")
args = ap.parse_args()
NOTCHED = {"retina5_9","retina6_1","retina6_5","retina6_0","retina6_7","retina6_12","retina6_72","retina6_3","retina6_9"}
SCREEN = {"retina5_9":(375,812),"retina6_1":(414,896),"retina6_5":(414,896),"retina6_0":(390,844),"retina6_7":(428,926),
          "retina6_12":(393,852),"retina6_72":(430,932),"retina6_3":(402,874),"retina6_9":(440,956),
          "retina4_7":(375,667),"retina4_0":(320,568),"retina5_5":(414,736),"retina3_5":(320,480)}
def fold(repo): return int(hashlib.sha1(repo.encode()).hexdigest(),16)%3
def fmt(c):
    return ",".join("%g"%v+("x%d"%n if n>1 else "") for v,n in c.most_common(3)) if c else "-"
for r, e, doc in documents(args.corpus):
    if r["kind"] != "xib": continue
    dev = doc.find("device")
    if dev is None: continue
    did, orient = dev.get("id"), dev.get("orientation")
    if did not in NOTCHED and not args.all_devices: continue
    objs = doc.find("objects")
    if objs is None: continue
    for root in objs:
        rf = frame(root)
        if rf is None or root.get("ambiguous") == "YES": continue
        guide = next((g for g in root if g.tag=="viewLayoutGuide" and g.get("key")=="safeArea"), None)
        if guide is None: continue
        gid = guide.get("id")
        # absolute frames
        absf = {root.get("id"): (0.0,0.0,rf[2],rf[3])}
        flagged = set()
        owner = {}
        def walk(el, origin):
            for c in el:
                f = frame(c) if c.get("id") else None
                if f is not None and c.tag not in ("rect",):
                    a = (origin[0]+f[0], origin[1]+f[1], f[2], f[3])
                    absf[c.get("id")] = a
                    if c.get("misplaced")=="YES" or c.get("ambiguous")=="YES": flagged.add(c.get("id"))
                    walk(c, a)
                elif c.tag == "constraints":
                    for k in c: owner[k] = el.get("id")
                else:
                    walk(c, origin)
        walk(root, (0.0,0.0))
        tops, bots, diffs = collections.Counter(), collections.Counter(), collections.Counter()
        H = rf[3]
        for k, own in owner.items():
            if k.tag != "constraint": continue
            a, b = k.get("firstItem") or own, k.get("secondItem")
            rid = root.get("id")
            margins_ok = root.find("edgeInsets[@key='layoutMargins']") is None and root.get("insetsLayoutMarginsFromSafeArea") != "NO"
            fa0, sa0 = k.get("firstAttribute"), k.get("secondAttribute")
            if gid not in (a, b):
                if not margins_ok: continue
                if b == rid and sa0 in ("topMargin","bottomMargin","centerYWithinMargins"): b = gid; k = dict(k.attrib); k["secondAttribute"] = sa0.replace("Margin","").replace("WithinMargins","")
                elif a == rid and fa0 in ("topMargin","bottomMargin","centerYWithinMargins"): a = gid; k = dict(k.attrib); k["firstAttribute"] = fa0.replace("Margin","").replace("WithinMargins","")
                else: continue
            if k.get("priority") not in (None,"1000") or k.get("relation") or (k.get("multiplier") not in (None,"1","1:1")): continue
            fa, sa = k.get("firstAttribute"), k.get("secondAttribute")
            c = float(k.get("constant") or 0)
            if b == gid: x, xa, ga, sign = a, fa, sa, 1   # x.xa = g.ga + c
            else: x, xa, ga, sign = b, sa, fa, -1         # g.ga = x.xa + c  -> x.xa = g.ga - c
            if x not in absf or x in flagged or x == root.get("id"): continue
            ax = absf[x]
            v = {"top": ax[1], "bottom": ax[1]+ax[3], "centerY": ax[1]+ax[3]/2}.get(xa)
            if v is None or xa != ga: continue
            if ga == "top": tops[round(v - sign*c, 2)] += 1
            elif ga == "bottom": bots[round(H - (v - sign*c), 2)] += 1
            elif ga == "centerY": diffs[round(2*(v - sign*c) - H, 2)] += 1  # = t - b
        if not (tops or bots or diffs): continue
        sw, sh = SCREEN.get(did, (0,0))
        print("\t".join([r["repo"], str(fold(r["repo"])), r["file"].split("/",1)[1], r["toolsVersion"], e, did, orient or "-",
              ("SA" if doc.get("useSafeAreas")=="YES" else "noSA"), root.tag, "%gx%g"%(rf[2],rf[3]), "y=%g"%rf[1], "top:"+fmt(tops), "bot:"+fmt(bots), "t-b:"+fmt(diffs)]))
