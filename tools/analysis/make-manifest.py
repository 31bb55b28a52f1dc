#!/usr/bin/env python3
"""Write a MANIFEST.tsv for a folder of Interface Builder documents, in the form of
../shared/corpus/MANIFEST.tsv, so that the corpus measurements run on documents nibtool was never
tuned on (a hold-out set, or a team's own app):

    tools/analysis/make-manifest.py DIR
    python3 tools/era/frames-by-era.py .build/release/nibtool --corpus DIR --folds 1
    python3 tools/analysis/ambiguity-flags.py DIR
    cp ../shared/tools/agreement.py DIR/../tools/ && python3 DIR/../tools/agreement.py .build/release/nibtool --by-era
        (agreement.py reads the `corpus` folder beside its own folder: name DIR `corpus`)

DIR holds one folder per repository, named `owner__name` (the corpus's convention); every
.storyboard and .xib below it is listed, its path inside that folder as `path`. The repository
is `owner/name`; the commit is `-` unless a `COMMITS.tsv` in DIR gives one per file
(`file<TAB>commit`). Documents that do not parse are left out and named on stderr.

tools/analysis/holdout-sources.tsv lists the 345 public documents (repository, commit, path) of
the hold-out that docs/conformance.md reports on ("Documents outside the corpus"); they are not
kept in the repository: fetch them from GitHub into DIR/owner__name/path-with-__ to measure again.
tools/analysis/holdout2-sources.tsv lists the second set (116 documents) reported there.
tools/analysis/holdout3-sources.tsv lists the third set (106 documents, mostly Xcode 16),
holdout4-sources.tsv the fourth (38, Xcode 16 and 26), holdout5-sources.tsv the fifth (36,
Xcode 14-26, fetched for table rows below their table).
"""
import csv, os, sys
import xml.etree.ElementTree as ET

COLUMNS = ["file", "repo", "commit", "path", "kind", "runtime", "toolsVersion", "count_constraints",
           "count_misplaced_flags", "count_ambiguous_flags", "has_variations", "has_placeholder", "has_udra"]
RUNTIMES = {"iOS.CocoaTouch": "CocoaTouch", "AppleTV": "AppleTV", "MacOSX.Cocoa": "Cocoa"}

def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit(__doc__)
    root = sys.argv[1]
    commits = {}
    commits_file = os.path.join(root, "COMMITS.tsv")
    if os.path.exists(commits_file):
        for line in open(commits_file):
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= 2: commits[parts[0]] = parts[1]
    rows = []
    for folder in sorted(os.listdir(root)):
        base = os.path.join(root, folder)
        if not os.path.isdir(base) or "__" not in folder: continue
        for dirpath, _, names in os.walk(base):
            for name in sorted(names):
                if not name.endswith((".storyboard", ".xib")): continue
                full = os.path.join(dirpath, name)
                rel = os.path.relpath(full, root)
                data = open(full, "rb").read()
                try:
                    doc = ET.fromstring(data)
                except ET.ParseError as e:
                    print(f"{rel}: not read ({e})", file=sys.stderr)
                    continue
                elements = list(doc.iter())
                rows.append({
                    "file": rel, "repo": folder.replace("__", "/", 1), "commit": commits.get(rel, "-"),
                    "path": os.path.relpath(full, base), "kind": "storyboard" if name.endswith(".storyboard") else "xib",
                    "runtime": RUNTIMES.get(doc.get("targetRuntime", ""), doc.get("targetRuntime", "")),
                    "toolsVersion": doc.get("toolsVersion", ""),
                    "count_constraints": sum(1 for e in elements if e.tag == "constraint"),
                    "count_misplaced_flags": sum(1 for e in elements if e.get("misplaced") == "YES"),
                    "count_ambiguous_flags": sum(1 for e in elements if e.get("ambiguous") == "YES"),
                    "has_variations": "yes" if any(e.tag == "variation" for e in elements) else "no",
                    "has_placeholder": "yes" if any(e.get("placeholder") == "YES" for e in elements) else "no",
                    "has_udra": "yes" if any(e.tag == "userDefinedRuntimeAttribute" for e in elements) else "no",
                })
    with open(os.path.join(root, "MANIFEST.tsv"), "w", newline="") as out:
        writer = csv.DictWriter(out, COLUMNS, delimiter="\t", lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    repos = {r["repo"] for r in rows}
    print(f"{len(rows)} documents from {len(repos)} repositories: {os.path.join(root, 'MANIFEST.tsv')}")

if __name__ == "__main__":
    main()
