#!/usr/bin/env python3
"""Structure-aware mutants of real documents, run through the commands users run (issue #30).

The libFuzzer harness (run.sh) drives the library pipeline; this drives the nibtool binary
itself, so the command line's layer is covered too: reading files, the worker pool and crash
isolation, every output format, fix's writes. Each mutant is a real document with 1-4
mutations that keep most of its structure:

  numbers    a numeric attribute set to NaN, inf, a negative, 1e308, a priority out of range...
  colours    a <color> component or alpha set the same way, or its colour space swapped
  images     an <image> resource's width or height set the same way
  references an id reference pointed at another id of the document, or dropped
  attributes an attribute of an element deleted
  lines      an element's line deleted, duplicated or moved (IB writes one element a line)
  truncate   the document cut short
  bytes      a few bytes flipped

Every mutant goes through `validate --format json` (in batches: a crash there is reported as
internal-error by crash isolation, and counted as a crash here), through two of the
single-document commands in rotation: fix with each action (--dry-run, and --output to check
that what fix writes is well-formed XML), preview as SVG, PNG and JSON, and explain; and through
one run with the other inputs users give (tools/fuzz/sideinputs.py), in rotation:

  diff       the source document against its mutant (human, JSON with --frames), and --textconv
  explain-log  a mutated console log mapped onto the mutant (text, JSON)
  sources    validate with --sources over a mutated app folder (code, asset catalog, .strings,
             String Catalog, Info.plist, project file, manifest, font), a mutated .nibtool.yml
             and a mutated baseline; or --write-baseline

Checked: no signal, no hang (a time limit above --timeout), exit status 0, 1 or 2, fix's output
well-formed, no internal-error in validate's JSON. Findings (the mutant, the command, what
happened) go to OUT/findings/ (the side inputs of a finding are kept with it).

  tools/fuzz/mutants.py [--count N] [--seed S] [--jobs J] [--binary PATH] [--out DIR] [ROOT...]

ROOT defaults to ../shared/corpus, else SampleDocuments. Exit status 1 when anything was found.
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ibfiles import documents  # noqa: E402
import sideinputs  # noqa: E402

HOSTILE_NUMBERS = ["nan", "NaN", "inf", "-inf", "-5", "-1", "0", "-0", "1e308", "-1e308", "1e-308", "1e30",
                   "9223372036854775807", "-9223372036854775808", "1001", "0.5", "1.5", "2", "", "abc", "0x10", "1e", "+"]
COLOR_SPACES = ["sRGB", "displayP3", "extendedSRGB", "genericGamma22GrayColorSpace", "calibratedRGB", "deviceRGB",
                "calibratedWhite", "catalog", "custom", "bogus"]
NUMBER_ATTR = re.compile(r'\b([A-Za-z]+)="(-?[0-9][0-9.eE+-]*)"')
COLOR_ATTR = re.compile(r'(<color\b[^>]*?\b(?:red|green|blue|white|alpha))="([^"]*)"')
COLOR_SPACE = re.compile(r'(<color\b[^>]*?\b(?:customColorSpace|colorSpace))="([^"]*)"')
IMAGE_ATTR = re.compile(r'(<image\b[^>]*?\b(?:width|height))="([^"]*)"')
REFERENCE = re.compile(r'\b(firstItem|secondItem|destination|reference|initialViewController)="([^"]*)"')
ID = re.compile(r'\bid="([^"]+)"')
ANY_ATTR = re.compile(r' ([A-Za-z]+)="[^"]*"')

SINGLE_COMMANDS = [
    ["fix", "--add-missing", "--dry-run"],
    ["fix", "--update-frames", "--dry-run"],
    ["fix", "--update-constants", "--dry-run"],
    ["fix", "--reset-to-suggested", "--dry-run"],
    ["fix", "--clear-constraints", "--dry-run"],
    ["fix", "--add-missing", "--output", "{out}.storyboard"],
    ["fix", "--update-frames", "--output", "{out}.storyboard"],
    ["fix", "--update-constants", "--output", "{out}.storyboard"],
    ["fix", "--reset-to-suggested", "--output", "{out}.storyboard"],
    ["fix", "--clear-constraints", "--output", "{out}.storyboard"],
    ["preview", "--format", "svg"],
    ["preview", "--format", "png", "--output", "{out}.png"],
    ["preview", "--format", "json"],
    ["explain", "--tree"],
    ["explain", "--tree", "--format", "json"],
]


def replace_match(text, pattern, rng, value_for):
    matches = list(pattern.finditer(text))
    if not matches:
        return text, False
    m = rng.choice(matches)
    new = value_for(m)
    return text[:m.start()] + new + text[m.end():], True


def mutate(text, rng, ids):
    kind = rng.choice(["numbers", "numbers", "colours", "colours", "images", "references", "attributes",
                       "lines", "lines", "truncate", "bytes"])
    if kind == "numbers":
        return kind, *replace_match(text, NUMBER_ATTR, rng, lambda m: f'{m.group(1)}="{rng.choice(HOSTILE_NUMBERS)}"')
    if kind == "colours":
        if rng.random() < 0.25:
            return kind, *replace_match(text, COLOR_SPACE, rng, lambda m: f'{m.group(1)}="{rng.choice(COLOR_SPACES)}"')
        return kind, *replace_match(text, COLOR_ATTR, rng, lambda m: f'{m.group(1)}="{rng.choice(HOSTILE_NUMBERS)}"')
    if kind == "images":
        if not IMAGE_ATTR.search(text):
            # Give a titleless button an image with a hostile size, the shape that crashed layout.
            text = text.replace("</document>", f'<resources><image name="fz" width="{rng.choice(HOSTILE_NUMBERS)}" height="{rng.choice(HOSTILE_NUMBERS)}"/></resources></document>', 1)
            text, _ = replace_match(text, re.compile(r'<state key="normal"( title="[^"]*")?'), rng, lambda m: '<state key="normal" image="fz"')
            return kind, text, True
        return kind, *replace_match(text, IMAGE_ATTR, rng, lambda m: f'{m.group(1)}="{rng.choice(HOSTILE_NUMBERS)}"')
    if kind == "references":
        if rng.random() < 0.2:
            return kind, *replace_match(text, REFERENCE, rng, lambda m: "")
        return kind, *replace_match(text, REFERENCE, rng, lambda m: f'{m.group(1)}="{rng.choice(ids) if ids else "x"}"')
    if kind == "attributes":
        return kind, *replace_match(text, ANY_ATTR, rng, lambda m: "")
    if kind == "lines":
        lines = text.split("\n")
        if len(lines) < 4:
            return kind, text, False
        sideinputs.mutate_line(lines, rng, keep_ends=True)
        return kind, "\n".join(lines), True
    if kind == "truncate":
        return kind, text[:rng.randrange(len(text))], True
    data = bytearray(text.encode("utf-8", "surrogateescape"))
    for _ in range(rng.randint(1, 4)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return kind, data.decode("utf-8", "surrogateescape"), True


def make_mutant(source, rng):
    with open(source, "rb") as f:
        text = f.read().decode("utf-8", "surrogateescape")
    ids = ID.findall(text)
    kinds = []
    for _ in range(rng.randint(1, 4)):
        kind, text, changed = mutate(text, rng, ids)
        if changed:
            kinds.append(kind)
    return text.encode("utf-8", "surrogateescape"), kinds


def run(binary, args, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, b"", b"", time.monotonic() - start


def well_formed(path):
    try:
        ET.parse(path)
        return True
    except ET.ParseError:
        return False


def check_single(binary, mutant, command, scratch, limit):
    # One name per mutant and command: two commands on one mutant run at once.
    out = os.path.join(scratch, os.path.basename(mutant) + "-" + str(SINGLE_COMMANDS.index(command)))
    args = [a.replace("{out}", out) for a in command] + ["--timeout", str(limit), mutant]
    status, _, err, seconds = run(binary, args, timeout=limit * 3 + 10)
    problems = []
    if status is None:
        problems.append(f"hang: no answer after {seconds:.0f} s")
    elif status < 0:
        problems.append(f"crash: signal {-status}")
    elif status not in (0, 1, 2):
        problems.append(f"exit status {status}")
    written = out + ".storyboard"
    if command[0] == "fix" and "--output" in command and os.path.exists(written):
        if not well_formed(written):
            problems.append("fix wrote a document that is not well-formed XML")
    for leftover in (written, out + ".png"):
        if os.path.exists(leftover):
            os.remove(leftover)
    return [(" ".join(args), p, err.decode("utf-8", "replace")[-2000:]) for p in problems]


OTHER_COMMANDS = ["diff", "diff-json", "textconv", "explain-log", "explain-log-json", "sources", "sources", "write-baseline"]


def check_other(binary, mutant, source, kind, scratch, limit, seed, golden_dir, findings_dir):
    """One run with a side input made from the mutant (see OTHER_COMMANDS)."""
    rng = random.Random(seed)
    work = os.path.join(scratch, os.path.basename(mutant) + "-other")
    os.makedirs(work)
    cwd, mutations = None, []
    text = open(mutant, "rb").read().decode("utf-8", "surrogateescape")
    if kind == "diff":
        args = ["diff", "--timeout", str(limit), source, mutant]
    elif kind == "diff-json":
        args = ["diff", "--format", "json", "--frames", "--timeout", str(limit), mutant, source]
    elif kind == "textconv":
        args = ["diff", "--textconv", "--timeout", str(limit), mutant]
    elif kind.startswith("explain-log"):
        golden = [os.path.join(golden_dir, f) for f in sorted(os.listdir(golden_dir))] if os.path.isdir(golden_dir) else []
        data, mutations = sideinputs.mutate_text(sideinputs.raw(sideinputs.console_log(sideinputs.facts(text), rng, golden)), rng)
        log = os.path.join(work, "console.log")
        with open(log, "wb") as fh:
            fh.write(data)
        args = ["explain-log", "--document", mutant, log] + (["--format", "json"] if kind.endswith("json") else [])
    else:
        repo = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
        document, facts, mutations = sideinputs.source_tree(work, text, rng, repo)
        # The configuration and the baseline are mutated in half the runs: a broken one stops
        # the run at once (exit 2), before the sources and the document are read.
        config, m1 = sideinputs.raw(sideinputs.config_file(facts, rng)), []
        if rng.random() < 0.5:
            config, m1 = sideinputs.mutate_text(config, rng)
        with open(os.path.join(work, "team.yml"), "wb") as fh:
            fh.write(config)
        baseline = {"baselineVersion": 1, "findings": [
            {"rule": r, "path": "App/Base.lproj/Main.storyboard", "objectID": i, "messageHash": "%016x" % rng.getrandbits(64), "message": "m"}
            for r, i in zip(rng.sample(sideinputs.RULES, 4), (facts["ids"] or ["x"]) * 4)]}
        data, m2 = json.dumps(baseline, indent=2).encode(), []
        if rng.random() < 0.5:
            data, m2 = sideinputs.mutate_text(data, rng)
        with open(os.path.join(work, "baseline.json"), "wb") as fh:
            fh.write(data)
        mutations += [f"team.yml:{k}" for k in m1] + [f"baseline.json:{k}" for k in m2]
        cwd = work
        if kind == "write-baseline":
            args = ["validate", "--format", "json", "--sources", "App", "--config", "team.yml", "--write-baseline", "new-baseline.json",
                    "--timeout", str(limit), "App"]
        else:
            args = ["validate", "--format", "json", "--sources", "App", "--timeout", str(limit)]
            args += rng.choice([[], ["--baseline", "baseline.json"], ["--config", "team.yml"], ["--config", "team.yml", "--baseline", "baseline.json"]])
            args.append("App/Base.lproj/Main.storyboard")
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=limit * 3 + 10, cwd=cwd)
        status, out, err = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        status, out, err = None, b"", b""
    seconds = time.monotonic() - start
    problems = []
    if status is None:
        problems.append(f"hang: no answer after {seconds:.0f} s")
    elif status < 0:
        problems.append(f"crash: signal {-status}")
    elif status not in (0, 1, 2):
        problems.append(f"exit status {status}")
    elif args[0] == "validate" and status in (0, 1):
        try:
            report = json.loads(out)
            if any(d.get("rule") == "internal-error" for f in report.get("files", []) for d in f.get("diagnostics", [])):
                problems.append("validate: crash (internal-error)")
        except ValueError:
            problems.append("validate --format json printed no JSON")
    found = [(f"{' '.join(args)} {mutant}", f"{kind}: {p}", err.decode("utf-8", "replace")[-2000:] + f"\nside-input mutations: {mutations}") for p in problems]
    if found:
        # Keep the side inputs (special files are recreated as notes: copying a FIFO would block).
        dest = os.path.join(findings_dir, os.path.basename(mutant) + "-" + kind)
        shutil.copytree(work, dest, symlinks=True, ignore_dangling_symlinks=True, dirs_exist_ok=True,
                        ignore=lambda d, names: [n for n in names if not (os.path.islink(os.path.join(d, n)) or os.path.isdir(os.path.join(d, n)) or os.path.isfile(os.path.join(d, n)))])
    shutil.rmtree(work, ignore_errors=True)
    return found


def check_batch(binary, directory, limit):
    """validate --format json over a folder of mutants: crashes come back as internal-error."""
    status, out, err, seconds = run(binary, ["validate", "--format", "json", "--timeout", str(limit), directory],
                                    timeout=limit * 20 + 60)
    if status is None:
        return [(directory, "validate: hang of the whole batch", "")], 0
    if status < 0 or status not in (0, 1, 2):
        return [(directory, f"validate: status {status}", err.decode("utf-8", "replace")[-2000:])], 0
    found = []
    report = json.loads(out)
    for f in report.get("files", []):
        for d in f.get("diagnostics", []):
            if d.get("rule") == "internal-error":
                found.append((f["path"], "validate: crash (internal-error)", d.get("message", "")))
            if d.get("rule") == "resource-limit" and "timeout" in d.get("message", ""):
                found.append((f["path"], "validate: over --timeout", d.get("message", "")))
    return found, len(report.get("files", []))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.normpath(os.path.join(here, "..", ".."))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("roots", nargs="*")
    parser.add_argument("--count", type=int, default=200, help="mutants to make and run (default 200)")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--batch", type=int, default=100, help="mutants per validate run")
    parser.add_argument("--timeout", type=int, default=10, help="--timeout given to every command (hang: 3x that)")
    parser.add_argument("--max-bytes", type=int, default=400_000, help="skip source documents larger than this")
    parser.add_argument("--documents-only", action="store_true", help="no diff, explain-log or --sources runs")
    parser.add_argument("--binary", default=os.path.join(repo, ".build", "release", "nibtool"))
    parser.add_argument("--out", default=os.path.join(repo, "tools", "out", "mutants"))
    a = parser.parse_args()
    a.binary = os.path.abspath(a.binary)   # the --sources runs start it in their own folder
    roots = a.roots or [p for p in [os.path.join(repo, "..", "shared", "corpus"), os.path.join(repo, "SampleDocuments")] if os.path.isdir(p)][:1]
    sources = [p for p in documents(roots) if os.path.getsize(p) <= a.max_bytes]
    if not sources:
        sys.exit("no documents under " + ", ".join(roots))
    rng = random.Random(a.seed)
    golden_logs = os.path.join(repo, "Tests", "Golden", "explain-log")
    os.makedirs(os.path.join(a.out, "findings"), exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="nibtool-mutants-")
    findings = []
    ran = {"mutants": 0, "validate": 0, "single": 0, "other": 0}
    started = time.monotonic()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as pool:
            for batch_start in range(0, a.count, a.batch):
                batch_dir = os.path.join(scratch, f"batch-{batch_start}")
                os.makedirs(batch_dir)
                mutants = {}
                for i in range(batch_start, min(a.count, batch_start + a.batch)):
                    source = rng.choice(sources)
                    data, kinds = make_mutant(source, rng)
                    path = os.path.join(batch_dir, f"m{i:06d}" + os.path.splitext(source)[1])
                    with open(path, "wb") as f:
                        f.write(data)
                    mutants[path] = (source, kinds)
                jobs = [("validate", pool.submit(check_batch, a.binary, batch_dir, a.timeout))]
                for j, path in enumerate(sorted(mutants)):
                    number = int(os.path.basename(path)[1:7])
                    for k in range(2):
                        command = SINGLE_COMMANDS[(number * 2 + k) % len(SINGLE_COMMANDS)]
                        jobs.append(("single", pool.submit(check_single, a.binary, path, command, scratch, a.timeout)))
                    if not a.documents_only:
                        jobs.append(("other", pool.submit(check_other, a.binary, path, mutants[path][0], OTHER_COMMANDS[number % len(OTHER_COMMANDS)],
                                                scratch, a.timeout, a.seed * 1_000_003 + number, golden_logs,
                                                os.path.join(a.out, "findings"))))
                for what_ran, job in jobs:
                    try:
                        result = job.result()
                    except Exception as e:   # a bug of this script: say so, keep the run going
                        print(f"HARNESS ERROR ({what_ran}): {e!r}", file=sys.stderr)
                        ran["harness_errors"] = ran.get("harness_errors", 0) + 1
                        continue
                    if what_ran == "validate":
                        found, checked = result
                        ran["validate"] += checked
                    else:
                        found = result
                        ran[what_ran] += 1
                    for what, problem, detail in found:
                        mutant = what.split(" ")[-1]
                        source, kinds = mutants.get(mutant, ("?", []))
                        n = len(findings)
                        if os.path.isfile(mutant):
                            shutil.copy(mutant, os.path.join(a.out, "findings", f"finding-{n}-" + os.path.basename(mutant)))
                        findings.append({"run": what, "problem": problem, "source": source, "mutations": kinds, "detail": detail})
                        print(f"FOUND {problem}: {what} (from {source}, {kinds})", file=sys.stderr)
                ran["mutants"] += len(mutants)
                shutil.rmtree(batch_dir)
                print(f"{ran['mutants']} mutants, {ran['validate']} validated, {ran['single']} single-document runs, "
                      f"{ran['other']} other-input runs, {len(findings)} findings, {time.monotonic() - started:.0f} s", file=sys.stderr)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    with open(os.path.join(a.out, "findings", "summary.json"), "w") as f:
        json.dump({"ran": ran, "seed": a.seed, "findings": findings}, f, indent=1)
    print(json.dumps({"ran": ran, "findings": len(findings), "seconds": round(time.monotonic() - started)}))
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
