#!/usr/bin/env python3
"""Seeds for the fuzz target's text modes and its diff mode (tools/fuzz/run.sh calls this; the
output goes under tools/out/, never committed).

  explainlog  Xcode console logs: Tests/Golden/explain-log/*.log and the logs the tests are written in
  config      .nibtool.yml: the examples of docs/configuration.md and of the configuration tests
  baseline    --baseline JSON: the baseline tests' files, and baselines built here
  code        Swift / Objective-C / project.pbxproj / Package.swift text of the source tests
  strings     .strings (UTF-8 and UTF-16), .xcstrings and Info.plist text of the localization tests
  diff        pairs of documents (a document, the separator, one of its hostile mutants)

Test sources hold these inputs as Swift string literals (multi-line blocks, or one line with
escapes); each literal of a listed test file is a seed for the modes whose marker it contains,
so the seeds follow the tests as they change. Constraint lines of logs are also wrapped in the
console's framing.

Usage: tools/fuzz/make-text-seeds.py OUT_DIR [DOCUMENT_SEEDS_DIR]
"""
import glob, hashlib, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
BLOCK = re.compile(r'"""\n(.*?)\n\s*"""', re.S)
LITERAL = re.compile(r'(?<!")"((?:[^"\\\n]|\\.)+)"(?!")')
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "0": "\0"}
DIFF_SEPARATOR = b"\n<!--nibtool-fuzz-diff-->\n"

# mode: (test files, a block belongs to the mode when it matches)
MODES = {
    "explainlog": (["Tests/NibExplainTests/*.swift", "Tests/NibtoolTests/ExplainCommandTests.swift"], re.compile(r"NSLayoutConstraint|simultaneously")),
    "config": (["Tests/NibCheckTests/Configuration*.swift", "Tests/NibCheckTests/SuppressionTests.swift", "Tests/NibtoolTests/*.swift"],
               re.compile(r"^(disabled_rules|opt_in_rules|only_rules|severity|included|excluded|baseline|ignore|sources):", re.M)),
    "baseline": (["Tests/NibCheckTests/BaselineTests.swift", "Tests/NibtoolTests/*.swift"], re.compile(r'"findings"')),
    "code": (["Tests/NibCheckTests/*.swift", "Tests/NibtoolTests/*.swift"],
             re.compile(r"@IBOutlet|@IBAction|IBOutlet|IBAction|@interface|@implementation|^import |PBXNativeTarget|\.target\(", re.M)),
    "strings": (["Tests/NibCheckTests/*.swift", "Tests/NibtoolTests/*.swift"], re.compile(r'^"[^"]+" = "|"sourceLanguage"|UIAppFonts|<plist', re.M)),
}


def dedent(block):
    lines = block.split("\n")
    indent = min((len(l) - len(l.lstrip(" ")) for l in lines if l.strip()), default=0)
    return "\n".join(l[indent:] for l in lines) + "\n"


def write(folder, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, hashlib.sha1(data).hexdigest()), "wb") as f:
        f.write(data)


def main():
    out = sys.argv[1]
    document_seeds = sys.argv[2] if len(sys.argv) > 2 else None
    counts = {}
    for mode, (patterns, marker) in MODES.items():
        folder = os.path.join(out, f"seeds-{mode}")
        blocks = []
        for pattern in patterns:
            for path in sorted(glob.glob(os.path.join(REPO, pattern))):
                text = open(path, encoding="utf-8").read()
                blocks += [dedent(b) for b in BLOCK.findall(text)]
                blocks += [re.sub(r"\\(.)", lambda m: ESCAPES.get(m.group(1), m.group(0)), b) for b in LITERAL.findall(text)]
        seeds = [b.encode() for b in blocks if marker.search(b)]
        if mode == "explainlog":
            lines = [b for b in blocks if b.startswith("<NSLayoutConstraint")]
            for i in range(0, len(lines), 3):
                seeds.append(("Unable to simultaneously satisfy constraints.\n(\n" + ",\n".join(f'    "{l}"' for l in lines[i:i + 3])
                              + "\n)\n\nWill attempt to recover by breaking constraint \n" + lines[i] + "\n").encode())
            seeds += [open(p, "rb").read() for p in sorted(glob.glob(os.path.join(REPO, "Tests/Golden/explain-log/*.log")))]
        if mode == "config":
            text = open(os.path.join(REPO, "docs/configuration.md"), encoding="utf-8").read()
            seeds += [dedent(b).encode() for b in re.findall(r"```yaml\n(.*?)```", text, re.S)]
        if mode == "baseline":
            findings = [{"rule": r, "path": f"App/{r}.storyboard", "objectID": "aB3-xY-9kL", "messageHash": "%016x" % i,
                         "message": f"view at line {i} is misplaced"} for i, r in enumerate(["misplaced-view", "ambiguous-layout", "duplicate-id"])]
            seeds.append(json.dumps({"baselineVersion": 1, "findings": findings}, indent=2).encode())
            seeds.append(json.dumps({"baselineVersion": 1, "findings": findings * 3}).encode())
        if mode == "strings":
            seeds.append('/* Class = "UILabel"; text = "Title"; ObjectID = "abc-12-xyz"; */\n"abc-12-xyz.text" = "Titel";\n'.encode("utf-16"))
        for s in seeds:
            write(folder, s)
        counts[mode] = len(set(seeds))
    if document_seeds and os.path.isdir(document_seeds):
        # A document and a mutant of it: make-seeds.py names files by content, so pair each
        # sample document with the seeds that share its first 200 bytes (its own mutants).
        folder = os.path.join(out, "seeds-diff")
        samples = sorted(glob.glob(os.path.join(REPO, "SampleDocuments/**/*.storyboard"), recursive=True))
        others = [open(p, "rb").read() for p in sorted(glob.glob(os.path.join(document_seeds, "*"))) if os.path.isfile(p) and os.path.getsize(p) < 24_000]
        n = 0
        for path in samples:
            doc = open(path, "rb").read()
            for other in [o for o in others if o[:200] == doc[:200] and o != doc][:8]:
                write(folder, doc + DIFF_SEPARATOR + other)
                n += 1
            write(folder, doc)
            n += 1
        counts["diff"] = n
    print(" ".join(f"{m}: {c}" for m, c in counts.items()), "seeds in", out)


if __name__ == "__main__":
    main()
