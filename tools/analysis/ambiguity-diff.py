#!/usr/bin/env python3
"""The ambiguity findings two builds of nibtool disagree on, each with Xcode's flag and its fold:
what a change to the ambiguity model adds and removes, judged against Xcode.

Like ../shared/tools/agreement.py, it removes Xcode's flags from a copy of every iOS document of
the corpus before either build reads it. Per document configuration finding of `ambiguous-layout`,
`content-priority-ambiguity` or `scrollable-content-size-ambiguity` (`validate --evidence all`)
that one build reports and the other does not, one line:
  + or -  (reported by NEW only, or by BASE only), fold, F or u (Xcode flagged the view or not),
  rule, repository, document, view id, the start of the message.
Then the totals per rule and fold, as "flagged / not flagged" added minus removed, which is how
docs/conformance.md records a mechanism measured and not kept.

Usage: tools/analysis/ambiguity-diff.py BASE_NIBTOOL NEW_NIBTOOL [corpus dir]
A corpus dir is any folder with a MANIFEST.tsv like ../shared/corpus's (the hold-out sets too).
Folds as agreement.py: sha1(repo) % 3. About a minute on two cores."""
import collections, json, os, subprocess, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpusdocs import stripped_copies

if len(sys.argv) < 3:
    sys.exit(__doc__)
base, new = sys.argv[1], sys.argv[2]
corpus = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../shared/corpus")
RULES = ("ambiguous-layout", "content-priority-ambiguity", "scrollable-content-size-ambiguity")

docs = {copy: (r["repo"], fold, flagged, r["file"]) for r, _, flagged, fold, copy in stripped_copies(corpus)}

def findings(nibtool):
    out = subprocess.run([nibtool, "validate", "--format", "json", "--evidence", "all", "--no-schema"] + sorted(docs),
                         capture_output=True, text=True).stdout
    found = {}
    for f in json.loads(out)["files"]:
        for d in f["diagnostics"]:
            if d.get("documentConfiguration") and d["rule"] in RULES:
                found[(f["path"], d.get("objectID"), d["rule"])] = d["message"]
    return found

before, after = findings(base), findings(new)
totals = collections.Counter()
for key in sorted(set(before) ^ set(after), key=lambda k: (docs[k[0]][3], k[1] or "", k[2])):
    path, view, rule = key
    repo, fold, flagged, file = docs[path]
    sign = "+" if key in after else "-"
    mark = "F" if view in flagged else "u"
    totals[(rule, fold, mark)] += 1 if sign == "+" else -1
    message = (after.get(key) or before.get(key))[:70]
    print(f"{sign} {fold} {mark} {rule:36} {repo:36} {os.path.basename(file)[-50:]:50} {view}  {message}")
print("net change per rule and fold, flagged / not flagged:")
for rule in RULES:
    cells = [f"fold {f}: {totals[(rule, f, 'F')]:+d}/{totals[(rule, f, 'u')]:+d}" for f in range(3)]
    if any(totals[(rule, f, m)] for f in range(3) for m in "Fu"):
        print(f"  {rule:36} " + "  ".join(cells))
