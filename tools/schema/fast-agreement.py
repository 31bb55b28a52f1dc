#!/usr/bin/env python3
"""Agreement of nibtool's fast RELAX NG validator with libxml2's.

`nibtool validate` asks the fast derivative validator first and runs libxml2's validator only
when the fast one does not find a document valid. That is sound only if the fast validator never
calls valid a document libxml2 rejects. This script compares the two verdicts
(`nibtool xml schema-check`) on:

  1. every document of the corpus (../shared/corpus) and SampleDocuments/;
  2. the mutants of tools/schema/mutation-check.py (its mistakes and its valid controls) applied
     to --documents corpus documents;
  3. --random random mutants of corpus CocoaTouch documents: attributes dropped, renamed, added
     or given other values (numbers, YES/NO, enumerations, empty, whitespace...), elements
     dropped, duplicated, moved, renamed or given text, made with a fixed --seed.

    tools/schema/fast-agreement.py [--corpus DIR] [--documents N] [--random N] [--seed S]

Exit status: 0 when the verdicts agree everywhere ("undecided" defers to libxml2 and is only
counted), 1 on any disagreement ("unsafe": fast valid, libxml2 invalid; "slow": fast invalid,
libxml2 valid), 2 on setup errors. Without the corpus only SampleDocuments/ is checked.
"""
import argparse
import importlib.util
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import xml.dom.minidom

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_mutation_check():
    spec = importlib.util.spec_from_file_location("mutation_check", os.path.join(ROOT, "tools", "schema", "mutation-check.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def documents(folder):
    out = []
    for base, dirs, files in os.walk(folder):
        dirs.sort()
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for f in sorted(files):
            if f.endswith((".storyboard", ".xib")):
                out.append(os.path.join(base, f))
    return out


def schema_check(nibtool, paths):
    """Run `nibtool xml schema-check` over paths (in chunks); return the per-file lines and counts."""
    rows = []
    for i in range(0, len(paths), 400):
        chunk = paths[i:i + 400]
        proc = subprocess.run([nibtool, "xml", "schema-check"] + chunk, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if proc.returncode not in (0, 1):
            print("fast-agreement: nibtool xml schema-check failed:\n" + proc.stderr, file=sys.stderr)
            sys.exit(2)
        for line in proc.stdout.splitlines():
            if line.startswith("summary:"):
                continue
            parts = line.split("\t")
            rows.append({"fast": parts[0], "libxml2": parts[1], "path": parts[3], "note": parts[4] if len(parts) > 4 else ""})
    return rows


def tally(label, rows, show=10):
    both_valid = sum(1 for r in rows if r["fast"] == "valid" and r["libxml2"] == "valid")
    both_invalid = sum(1 for r in rows if r["fast"] == "invalid" and r["libxml2"] == "invalid")
    unsafe = [r for r in rows if r["fast"] == "valid" and r["libxml2"] != "valid"]
    slow = [r for r in rows if r["fast"] == "invalid" and r["libxml2"] == "valid"]
    undecided = [r for r in rows if r["fast"] == "undecided"]
    unreadable = sum(1 for r in rows if r["fast"] == "unreadable")
    print("%s: %d documents, %d agree (%d valid, %d invalid), %d unsafe, %d slow, %d undecided (left to libxml2), %d unreadable"
          % (label, len(rows), both_valid + both_invalid, both_valid, both_invalid, len(unsafe), len(slow), len(undecided), unreadable))
    for kind, items in (("UNSAFE (fast valid, libxml2 invalid)", unsafe), ("SLOW (fast invalid, libxml2 valid)", slow), ("undecided", undecided)):
        for r in items[:show]:
            print("  %s: %s %s" % (kind, r["path"], r["note"]))
    return len(unsafe) + len(slow)


# ------------------------------------------------------------------ random mutations (DOM level)

VALUES = ["", " ", "YES", "NO", "yes", "true", "0", "-0", "1", "-1", "+5", "12.5", ".5", "5.", "1e3", "1.5e-3", "1000",
          "1001", "999.99999", "-8", "abc", "a b", " center ", "default", "scaleToFill", "equal", "leading", "id-1",
          "\u00e9", "widthClass=compact", "16:9", "1/3", "infinite", "%", "4.5%", "relationship", "show", "normal",
          "constraints", "frame", "system", "string", "number", "boolean", "custom", "target", "NaN"]


def elements_of(node):
    out = []
    stack = [node]
    while stack:
        n = stack.pop()
        for c in reversed(n.childNodes):
            if c.nodeType == c.ELEMENT_NODE:
                out.append(c)
                stack.append(c)
    return out


def mutate(doc, rng):
    """Apply one random mutation to the DOM; return its description, or None."""
    root = doc.documentElement
    elements = elements_of(root)
    if not elements:
        return None
    names = sorted({e.tagName for e in elements})
    attr_names = sorted({a for e in elements for a in e.attributes.keys()})
    e = rng.choice(elements + [root])
    kind = rng.randrange(11)
    attrs = list(e.attributes.keys())
    if kind == 0 and attrs:
        a = rng.choice(attrs)
        e.removeAttribute(a)
        return "drop %s/@%s" % (e.tagName, a)
    if kind == 1 and attrs:
        a = rng.choice(attrs)
        v = rng.choice(VALUES + [e2.getAttribute(a2) for e2 in rng.sample(elements, min(5, len(elements))) for a2 in list(e2.attributes.keys())[:2]])
        e.setAttribute(a, v)
        return "%s/@%s=%r" % (e.tagName, a, v)
    if kind == 2 and attrs:
        a = rng.choice(attrs)
        b = rng.choice(attr_names)
        if b in attrs:
            return None
        v = e.getAttribute(a)
        e.removeAttribute(a)
        e.setAttribute(b, v)
        return "rename %s/@%s to @%s" % (e.tagName, a, b)
    if kind == 3:
        b = rng.choice(attr_names + ["someFutureAttribute", "key", "id"])
        if b in attrs:
            return None
        v = rng.choice(VALUES)
        e.setAttribute(b, v)
        return "add %s/@%s=%r" % (e.tagName, b, v)
    if e is root:
        return None
    parent = e.parentNode
    if kind == 4:
        parent.removeChild(e)
        return "drop <%s>" % e.tagName
    if kind == 5:
        parent.insertBefore(e.cloneNode(True), e)
        return "duplicate <%s>" % e.tagName
    if kind == 6:
        target = rng.choice(elements + [root])
        # Not into itself or its own descendants.
        n = target
        while n is not None:
            if n is e:
                return None
            n = n.parentNode
        parent.removeChild(e)
        kids = [c for c in target.childNodes if c.nodeType == c.ELEMENT_NODE]
        ref = rng.choice(kids + [None])
        target.insertBefore(e, ref)
        return "move <%s> into <%s>" % (e.tagName, target.tagName)
    if kind == 7:
        new = rng.choice(names + ["futureThing"])
        old = e.tagName
        e.tagName = e.nodeName = new
        return "rename <%s> to <%s>" % (old, new)
    if kind == 8:
        text = rng.choice(["x", " ", "\n  ", "text", "&", "0"])
        e.insertBefore(doc.createTextNode(text), e.firstChild)
        return "text %r in <%s>" % (text, e.tagName)
    if kind == 9:
        e.insertBefore(doc.createComment(" c "), e.firstChild)
        if rng.random() < 0.5:
            e.appendChild(doc.createTextNode("t"))
        return "comment in <%s>" % e.tagName
    if kind == 10:
        # Drop all the children of an element.
        for c in list(e.childNodes):
            e.removeChild(c)
        return "empty <%s>" % e.tagName
    return None


def random_mutants(docs, count, rng, tmp):
    out = []
    texts = {}
    attempts = 0
    while len(out) < count and attempts < count * 5:
        attempts += 1
        path = rng.choice(docs)
        if path not in texts:
            with open(path, "rb") as fh:
                texts[path] = fh.read()
        try:
            doc = xml.dom.minidom.parseString(texts[path])
        except Exception:
            continue
        what = []
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            m = mutate(doc, rng)
            if m:
                what.append(m)
        if not what:
            continue
        name = os.path.join(tmp, "r%05d%s" % (len(out), os.path.splitext(path)[1]))
        with open(name, "wb") as fh:
            fh.write(doc.toxml(encoding="UTF-8"))
        out.append((name, path, "; ".join(what)))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    ap.add_argument("--nibtool", default=os.environ.get("NIBTOOL", os.path.join(ROOT, ".build", "release", "nibtool")))
    ap.add_argument("--documents", type=int, default=40, help="corpus documents for the mutation-check mutants")
    ap.add_argument("--random", type=int, default=2000, help="random mutants")
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()

    if not os.access(args.nibtool, os.X_OK):
        print("fast-agreement: %s not found (swift build -c release --product nibtool, or --nibtool)" % args.nibtool, file=sys.stderr)
        return 2
    failures = 0
    samples = documents(os.path.join(ROOT, "SampleDocuments"))
    failures += tally("SampleDocuments", schema_check(args.nibtool, samples))
    if not os.path.isdir(args.corpus):
        print("fast-agreement: corpus %s not found, corpus and mutants skipped" % args.corpus)
        return 1 if failures else 0
    corpus = documents(args.corpus)
    failures += tally("corpus", schema_check(args.nibtool, corpus))

    mc = load_mutation_check()
    ct = mc.cocoa_touch_documents(args.corpus)
    chosen, texts = mc.choose_documents(ct, args.documents, 3, random.Random(7))
    tmp = tempfile.mkdtemp(prefix="ib-fast-agreement-")
    try:
        mutants, controls = [], []
        for k, (name, fn) in enumerate(mc.MUTATIONS):
            for i, p in enumerate(chosen):
                new = fn(texts[p])
                if new is not None:
                    out = os.path.join(tmp, "k%02d-d%02d%s" % (k, i, os.path.splitext(p)[1]))
                    with open(out, "w", encoding="utf-8") as fh:
                        fh.write(new)
                    mutants.append(out)
        for k, (name, fn) in enumerate(mc.CONTROLS):
            for i, p in enumerate(chosen):
                new = fn(texts[p])
                if new is not None:
                    out = os.path.join(tmp, "c%02d-d%02d%s" % (k, i, os.path.splitext(p)[1]))
                    with open(out, "w", encoding="utf-8") as fh:
                        fh.write(new)
                    controls.append(out)
        failures += tally("mutation-check mutants (%d kinds, %d documents)" % (len(mc.MUTATIONS), len(chosen)), schema_check(args.nibtool, mutants))
        failures += tally("mutation-check controls (%d kinds)" % len(mc.CONTROLS), schema_check(args.nibtool, controls))
        rng = random.Random(args.seed)
        made = random_mutants(ct, args.random, rng, tmp)
        rows = schema_check(args.nibtool, [m[0] for m in made])
        what = {m[0]: "%s: %s" % (os.path.relpath(m[1], args.corpus), m[2]) for m in made}
        for r in rows:
            r["note"] = (r["note"] + " " if r["note"] else "") + "[" + what.get(r["path"], "") + "]"
        failures += tally("random mutants (seed %d)" % args.seed, rows)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("fast-agreement: %s" % ("all verdicts agree" if failures == 0 else "%d disagreements" % failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
