#!/usr/bin/env python3
"""Frame reproduction per Xcode era and per fold of repositories.

usage: frames-by-era.py NIBTOOL [--corpus DIR] [--folds 3] [--min-views 30] [--stale]

Runs `NIBTOOL xml frames --by-era` on all of the corpus's documents, then on each fold of
repositories (fold = sha1(repo) % N, the hash of /work/shared/tools/agreement.py), so a value
derived on some repositories can be confirmed on the others. Prints one table:
era, fold, documents, text-free views and the share within 0.5 pt, text views and the share within
max(2 pt, 5%). A cell with fewer than --min-views views is marked '~' (too few to judge), and
the exit code is 1 when a judged cell is under --goal (0.97), so CI can gate on it with --strict.
"""
import argparse, csv, hashlib, os, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("nibtool")
ap.add_argument("--corpus", default="/work/shared/corpus")
ap.add_argument("--folds", type=int, default=3)
ap.add_argument("--min-views", type=int, default=30)
ap.add_argument("--goal", type=float, default=0.97)
ap.add_argument("--strict", action="store_true", help="exit 1 when a judged cell is under the goal")
ap.add_argument("--stale", action="store_true",
                help="also print each cell's rates without the misses whose saved frames contradict the "
                     "document's own required constraints (`xml frames --why`): frames no engine reproduces. "
                     "Information only: the goal and --strict judge the plain rates")
args = ap.parse_args()

rows = list(csv.DictReader(open(os.path.join(args.corpus, "MANIFEST.tsv")), delimiter="\t"))
def fold(repo): return int(hashlib.sha1(repo.encode()).hexdigest(), 16) % args.folds

groups = {"all": []}
for r in rows:
    # nibtool itself skips what is not iOS or tvOS (AppleTV documents are laid out too).
    if r["runtime"] not in ("CocoaTouch", "AppleTV") or not r["file"].endswith((".storyboard", ".xib")): continue
    path = os.path.join(args.corpus, r["file"])
    groups["all"].append(path)
    groups.setdefault(f"fold {fold(r['repo'])}", []).append(path)

def run(paths):
    out = subprocess.run([args.nibtool, "xml", "frames", "--by-era", *(["--why"] if args.stale else []), *sorted(paths)],
                         capture_output=True, text=True).stdout
    result, stale = {}, {}
    for line in out.splitlines():
        if line.startswith("ERA\t"):
            _, era, docs, pv, pe, _, tv, tt, _ = line.split("\t")
            result[era] = (int(docs), int(pv), int(pe), int(tv), int(tt))
        elif line.startswith("STALE\t"):
            _, era, sp, st = line.split("\t")
            stale[era] = (int(sp), int(st))
    return {era: counts + stale.get(era, (0, 0)) for era, counts in result.items()}

eras = ["Xcode <= 8", "Xcode 9-10", "Xcode 11-12", "Xcode 13", "Xcode 14-15", "Xcode 16", "Xcode 26"]
table = {g: run(p) for g, p in sorted(groups.items())}
failing = []
print(f"{'era':<12} {'group':<7} {'docs':>5} {'text-free':>10} {'<=0.5pt':>8} {'text':>6} {'<=2pt/5%':>9}"
      + (f" {'stale':>6} {'<=0.5pt':>8} {'stale':>6} {'<=2pt/5%':>9}   (without stale saved frames)" if args.stale else ""))
for era in eras:
    for g in ["all"] + sorted(k for k in table if k != "all"):
        if era not in table[g]: continue
        docs, pv, pe, tv, tt, sp, st = table[g][era]
        def cell(n, v, label):
            if v == 0: return "     -"
            rate = n / v
            judged = v >= args.min_views
            if judged and rate < args.goal: failing.append((era, g, label, rate, v))
            return f"{rate:6.3f}{'' if judged else '~'}"
        line = f"{era:<12} {g:<7} {docs:>5} {pv:>10} {cell(pe, pv, 'text-free'):>8} {tv:>6} {cell(tt, tv, 'text'):>9}"
        if args.stale:
            def fresh(n, v): return "     -" if v == 0 else f"{n / v:6.3f}"
            line += f" {sp:>6} {fresh(pe, pv - sp):>8} {st:>6} {fresh(tt, tv - st):>9}"
        print(line)
print(f"cells under {args.goal} with >= {args.min_views} views: {len(failing)}")
sys.exit(1 if failing and args.strict else 0)
