#!/usr/bin/env python3
"""Issue #30's limits on hostile inputs, checked on the nibtool binary with every command
(validate, fix, preview, explain, explain-log, diff):

  special files  a symbolic link to /dev/zero and a FIFO, given as the document (and as the log
                 of explain-log): refused with exit status 2 in under a second
  --timeout      a document with 20,000 constraints on one view: every command ends within twice
                 --timeout

Prints one line per run; exit status 1 when a check fails. CI runs it (.ci/run).

  tools/fuzz/input-limits.py [--binary PATH] [--timeout SECONDS] [--constraints N]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import largedocs  # noqa: E402

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
GOOD = os.path.join(REPO, "SampleDocuments", "Problems", "Conflict.storyboard")
LOG = os.path.join(REPO, "Tests", "Golden", "explain-log", "Conflict.log")


def commands(doc, log, timeout):
    t = ["--timeout", str(timeout)]
    return [["validate"] + t + [doc],
            ["validate", "--format", "json"] + t + [doc],
            ["fix", "--update-frames", "--dry-run"] + t + [doc],
            ["fix", "--add-missing", "--dry-run"] + t + [doc],
            ["preview", "--format", "json"] + t + [doc],
            ["preview", "--format", "svg"] + t + [doc],
            ["explain", "--tree"] + t + [doc],
            ["explain-log"] + t + ["--document", doc, log],
            ["diff"] + t + [doc, GOOD],
            ["diff"] + t + [GOOD, doc]]


def run(binary, args, limit):
    start = time.monotonic()
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=limit + 30, stdin=subprocess.DEVNULL)
        return p.returncode, time.monotonic() - start, p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - start, ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "nibtool"))
    ap.add_argument("--timeout", type=float, default=5, help="--timeout given to the commands (default 5 s)")
    ap.add_argument("--constraints", type=int, default=20_000)
    a = ap.parse_args()
    failures = 0
    with tempfile.TemporaryDirectory(prefix="nibtool-limits-") as tmp:
        zero = os.path.join(tmp, "zero.storyboard")
        os.symlink("/dev/zero", zero)
        fifo = os.path.join(tmp, "fifo.storyboard")
        os.mkfifo(fifo)
        zero_log = os.path.join(tmp, "zero.log")
        os.symlink("/dev/zero", zero_log)
        fifo_log = os.path.join(tmp, "fifo.log")
        os.mkfifo(fifo_log)
        cases = [(c, "special") for special in (zero, fifo) for c in commands(special, LOG, a.timeout)]
        cases += [(["explain-log", "--document", GOOD, special_log], "special") for special_log in (zero_log, fifo_log)]
        big = os.path.join(tmp, "constraints.storyboard")
        with open(big, "w") as f:
            f.write(largedocs.constraints_on_one_view(a.constraints))
        cases += [(c, "timeout") for c in commands(big, LOG, a.timeout)]
        for args, kind in cases:
            limit = 1.0 if kind == "special" else 2 * a.timeout
            status, seconds, err = run(a.binary, args, limit)
            if kind == "special":
                ok = status == 2 and seconds < limit
                expected = f"exit 2 in < {limit:g} s"
            else:
                ok = status in (0, 1) and seconds < limit
                expected = f"exit 0/1 in < {limit:g} s"
            failures += not ok
            shown = " ".join(os.path.basename(x) if x.startswith(tmp) or x.startswith(REPO) else x for x in args)
            print(f"{'ok  ' if ok else 'FAIL'} {shown}: exit {status}, {seconds:.2f} s (expected {expected})"
                  + ("" if ok else f"\n     {err.strip()[-300:]}"))
    print(f"{len(cases)} runs, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
