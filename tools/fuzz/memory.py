#!/usr/bin/env python3
"""Peak memory of `validate` on one document against the document's size (issue #30: at most
5x its size), for the largest corpus documents and synthetic ones (tools/fuzz/largedocs.py).

Each document is checked alone (`validate --jobs 1 --timeout 0`); peak RSS comes from
/usr/bin/time -v. The process's own fixed cost (the binary, the font, the schema) is the peak
RSS of checking a one-view document; "per byte" is (peak - fixed) / size.

  tools/fuzz/memory.py [--binary PATH] [--corpus DIR] [--largest N]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import largedocs  # noqa: E402
from ibfiles import documents  # noqa: E402

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def peak_kb(binary, path):
    p = subprocess.run(["/usr/bin/time", "-v", binary, "validate", "--jobs", "1", "--timeout", "0", "--format", "json", path],
                       capture_output=True, env=dict(os.environ, NIBTOOL_NO_ISOLATION="1"))
    m = re.search(rb"Maximum resident set size \(kbytes\): (\d+)", p.stderr)
    return int(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", default=os.path.join(REPO, ".build", "release", "nibtool"))
    ap.add_argument("--corpus", default=os.path.join(REPO, "..", "shared", "corpus"))
    ap.add_argument("--largest", type=int, default=4, help="corpus documents to measure, largest first")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="nibtool-memory-") as tmp:
        small = os.path.join(tmp, "one-view.storyboard")
        with open(small, "w") as f:
            f.write(largedocs.many_views(1))
        cases = []
        if os.path.isdir(a.corpus):
            cases += sorted(documents([a.corpus]), key=os.path.getsize, reverse=True)[:a.largest]
        for name, text in [("views-1000", largedocs.many_views(1000)), ("views-5000", largedocs.many_views(5000)),
                           ("views-20000", largedocs.many_views(20000)), ("constraints-on-one-view-20000", largedocs.constraints_on_one_view(20000))]:
            path = os.path.join(tmp, name + ".storyboard")
            with open(path, "w") as f:
                f.write(text)
            cases.append(path)
        fixed = peak_kb(a.binary, small)
        print(f"fixed cost (one-view document): {fixed / 1024:.1f} MB")
        print("| document | size (MB) | peak RSS (MB) | peak - fixed (MB) | per byte of document |")
        print("|---|---|---|---|---|")
        for path in cases:
            size = os.path.getsize(path)
            kb = peak_kb(a.binary, path)
            extra = (kb - fixed) * 1024
            print(f"| {os.path.basename(path)[-60:]} | {size / 1048576:.2f} | {kb / 1024:.1f} | {extra / 1048576:.1f} | {extra / size:.1f}x |")


if __name__ == "__main__":
    main()
