#!/usr/bin/env python3
"""explain and validate read the same verdicts: over every iOS document of the corpus, with
Xcode's flags removed (as agreement.py does), the layout findings `validate` reports by default in
the document's own configuration (ambiguous-layout, content-priority-ambiguity, misplaced-view on
views, conflicting-constraints on sets of constraints) must be exactly those `explain --tree` names,
scene by scene. Exits 1 on any difference.

Usage: tools/analysis/explain-validate-agreement.py [corpus dir]   (NIBTOOL, default .build/release/nibtool)"""
import csv, json, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
rules = {"ambiguous-layout", "content-priority-ambiguity", "misplaced-view"}  # on views
rows = [r for r in csv.DictReader(open(os.path.join(corpus, "MANIFEST.tsv")), delimiter="\t") if r["runtime"] == "CocoaTouch"]
tmp = tempfile.mkdtemp()

def one(r):
    data = open(os.path.join(corpus, r["file"]), "rb").read()
    copy = os.path.join(tmp, str(abs(hash(r["file"]))) + os.path.splitext(r["file"])[1])
    open(copy, "wb").write(re.sub(rb' (misplaced|ambiguous)="YES"', b"", data))
    validate = set()
    report = json.loads(subprocess.run([nibtool, "validate", "--format", "json", copy], capture_output=True, text=True).stdout)
    for f in report["files"]:
        for d in f["diagnostics"]:
            if d["rule"] in rules and d.get("documentConfiguration") and d.get("objectID"):
                validate.add((d["objectID"], d.get("axis") or "-", d["rule"]))
            elif d["rule"] == "conflicting-constraints" and d.get("documentConfiguration"):
                validate.add((" ".join(sorted(d.get("constraints", []))), "-", d["rule"]))
    explain = set()
    for scene in re.findall(rb'<scene sceneID="([^"]+)"', data) or [None]:
        p = subprocess.run([nibtool, "explain", copy, "--tree", "--format", "json"] + (["--scene", scene.decode()] if scene else []),
                           capture_output=True, text=True)
        if p.returncode != 0:
            continue  # a scene without a view (a navigation controller's)
        tree = json.loads(p.stdout)
        for view in tree["views"]:
            explain |= {(view["id"], f.get("axis") or "-", f["rule"]) for f in view.get("validate", [])}
        explain |= {(" ".join(sorted(c["constraintIDs"])), "-", c["validate"]["rule"]) for c in tree.get("conflicts", [])
                    if c.get("validate") and c["validate"]["reportedByDefault"]}
    os.remove(copy)
    return r["file"], validate, explain

findings = differing = 0
with ThreadPoolExecutor(os.cpu_count() or 2) as ex:
    for name, validate, explain in ex.map(one, rows):
        findings += len(validate)
        if validate != explain:
            differing += 1
            print(f"{name}: validate only {sorted(validate - explain)[:4]}, explain only {sorted(explain - validate)[:4]}")
print(f"{len(rows)} documents, {findings} layout findings in their own configuration: {differing} documents where explain and validate differ")
sys.exit(1 if differing else 0)
