#!/usr/bin/env python3
"""The invariants of `nibtool fix` over every CocoaTouch Auto Layout document of the corpus, on
copies in a temporary folder:
  --update-frames:    afterwards no misplaced-view; a second run changes nothing; still passes the schema.
  --update-constants: afterwards no misplaced-view; the number of constraints is unchanged.
  --add-missing:      afterwards no ambiguous-layout, no new misplaced-view or conflicting-constraints
                      (document configuration), still passes the schema; frames are not edited.
  --add-missing --traits wR-hR (Vary for Traits, on an iPad size class): afterwards no ambiguous-layout
                      and no new conflict in wR-hR, the document configuration's findings unchanged, still
                      passes the schema, and Xcode's writer reproduces the edited file byte for byte.
Documents nibtool refuses to fix (errors that make the result uncertain) are counted separately.
Usage: tools/fix-corpus.py [--list N] [corpus dir]"""
import json, os, shutil, subprocess, sys, tempfile

args = sys.argv[1:]
show = 10
if args and args[0] == "--list": show = int(args[1]); args = args[2:]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = args[0] if args else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
if not os.path.isdir(corpus):
    print(f"fix-corpus: no corpus at {corpus}, skipped"); sys.exit(0)

def findings(path, rule):
    out = subprocess.run([nibtool, "validate", "--no-schema", "--format", "json", path], capture_output=True, text=True).stdout
    d = json.loads(out)
    return [x for f in d["files"] for x in f["diagnostics"] if x["rule"] == rule and x.get("documentConfiguration")]

def misplaced(path): return findings(path, "misplaced-view")

def in_traits(path, traits):
    out = subprocess.run([nibtool, "validate", "--no-schema", "--format", "json", "--traits", traits, path], capture_output=True, text=True).stdout
    return [(x["rule"], x.get("objectID")) for f in json.loads(out)["files"] for x in f["diagnostics"]
            if x["rule"] in ("ambiguous-layout", "conflicting-constraints")]

def document_findings(path):
    out = subprocess.run([nibtool, "validate", "--no-schema", "--format", "json", path], capture_output=True, text=True).stdout
    # A finding that also holds in other configurations names them ("(also in ...)"); an edit in one
    # size class may change that list without changing the finding.
    return sorted((x["rule"], x.get("objectID") or "", x["message"].split(" (also in ")[0]) for f in json.loads(out)["files"] for x in f["diagnostics"]
                  if x.get("documentConfiguration") is not False)

def schema_ok(path):
    out = subprocess.run([nibtool, "validate", "--format", "json", path], capture_output=True, text=True).stdout
    return not any(x["rule"] == "schema-violation" for f in json.loads(out)["files"] for x in f["diagnostics"])

stats = {a: {"documents": 0, "refused": 0, "changed": 0, "ok": 0, "failures": []} for a in ("update-frames", "update-constants", "add-missing", "add-missing --traits wR-hR")}
tmp = tempfile.mkdtemp(prefix="nibtool-fix-corpus-")
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))
for path in files:
    head = open(path, encoding="utf-8", errors="replace").read(600)
    if "CocoaTouch" not in head or 'useAutolayout="YES"' not in head: continue
    for action in stats:
        s = stats[action]
        s["documents"] += 1
        copy = os.path.join(tmp, os.path.basename(path))
        shutil.copyfile(path, copy)
        before = open(copy, "rb").read()
        r = subprocess.run([nibtool, "fix", *("--" + action).split(), copy], capture_output=True, text=True)
        if r.returncode == 1 and "nothing was written" in r.stderr: s["refused"] += 1; continue
        # Exit 1 with "not fixed:" lines: fixed as far as it goes, the rest reported (the
        # invariants below judge what is left).
        if r.returncode != 0 and not (r.returncode == 1 and "not fixed:" in r.stderr):
            s["failures"].append((path, f"exit {r.returncode}: {r.stderr.strip()[:200]}")); continue
        after = open(copy, "rb").read()
        if after != before: s["changed"] += 1
        problems = []
        if action == "add-missing --traits wR-hR":
            open(copy + ".orig", "wb").write(before)
            already = set(in_traits(copy + ".orig", "wR-hR"))
            left = [x for x in in_traits(copy, "wR-hR") if x[0] == "ambiguous-layout" or x not in already]
            if left: problems.append(f"{len(left)} ambiguous or new conflicting in wR-hR, e.g. {left[0]}")
            if document_findings(copy) != document_findings(copy + ".orig"): problems.append("the document configuration's findings changed")
            if after != before:
                if not schema_ok(copy): problems.append("no longer passes the schema")
                rt = subprocess.run([nibtool, "xml", "roundtrip", "--regenerate", copy], capture_output=True, text=True)
                if rt.returncode != 0: problems.append("not in Xcode's format: " + (rt.stdout + rt.stderr).strip()[:120])
            if problems: s["failures"].append((path, "; ".join(problems)))
            else: s["ok"] += 1
            continue
        if action == "add-missing":
            open(copy + ".orig", "wb").write(before)
            if findings(copy, "ambiguous-layout"): problems.append("still ambiguous")
            for rule in ("misplaced-view", "conflicting-constraints"):
                new = {x["objectID"] for x in findings(copy, rule)} - {x["objectID"] for x in findings(copy + ".orig", rule)}
                if new: problems.append(f"new {rule}: {sorted(new)[:3]}")
            if after != before and not schema_ok(copy): problems.append("no longer passes the schema")
            if problems: s["failures"].append((path, "; ".join(problems)))
            else: s["ok"] += 1
            continue
        left = misplaced(copy)
        if left: problems.append(f"{len(left)} misplaced-view left, e.g. {left[0]['objectID']}")
        if action == "update-frames":
            again = subprocess.run([nibtool, "fix", "--" + action, copy], capture_output=True, text=True)
            if open(copy, "rb").read() != after: problems.append("a second run changed the file")
            if after != before and not schema_ok(copy): problems.append("no longer passes the schema")
        else:
            if after.count(b"<constraint ") != before.count(b"<constraint "): problems.append("the number of constraints changed")
        if problems: s["failures"].append((path, "; ".join(problems)))
        else: s["ok"] += 1
shutil.rmtree(tmp, ignore_errors=True)
for action, s in stats.items():
    attempted = s["documents"] - s["refused"]
    share = s["ok"] / attempted if attempted else float("nan")
    print(f"--{action}: {s['documents']} documents, {s['refused']} refused (errors), {s['changed']} changed, "
          f"invariants hold for {s['ok']} of {attempted} ({share:.1%})")
    for path, why in s["failures"][:show]: print(f"  {path.replace(corpus + '/', '')}: {why}")
