#!/usr/bin/env python3
"""Builds the fuzzer's seed folder (under tools/out/, never committed): the sample documents,
corpus documents up to a size cap (when ../shared/corpus is there), and hostile mutants of each:
numbers replaced by NaN/inf/huge values, a constraint's second item pointed at its first, an id
duplicated, a view nested in itself by reference. Mutants start the fuzzer where the layout code
does arithmetic instead of making it discover `NaN` byte by byte.

Usage: tools/fuzz/make-seeds.py OUT_DIR [--max-bytes N] SOURCE_DIR...
"""
import argparse, hashlib, os, random, re

from ibfiles import documents

HOSTILE = ["NaN", "inf", "-inf", "1e308", "-1e308", "0", "-1", "1001", "1e30", "4.9e-324", "x"]
NUMERIC = re.compile(r'\b(constant|multiplier|priority|x|y|width|height|pointSize|numberOfLines|'
                     r'placeholderIntrinsicWidth|placeholderIntrinsicHeight|spacing|alpha|minimumFontSize)="([^"]*)"')

def mutants(text, rng):
    out = []
    numbers = list(NUMERIC.finditer(text))
    for _ in range(4):
        if not numbers:
            break
        m = rng.choice(numbers)
        value = rng.choice(HOSTILE)
        out.append(text[:m.start(2)] + value + text[m.end(2):])
    # Every number of one kind at once: the whole layout meets the value.
    for kind, value in [("constant", "nan"), ("multiplier", "0"), ("width", "1e308"), ("priority", "1001")]:
        out.append(re.sub(rf'\b{kind}="[^"]*"', f'{kind}="{value}"', text))
    # A constraint between an item and itself.
    out.append(re.sub(r'firstItem="([^"]*)"(.*?)secondItem="[^"]*"', r'firstItem="\1"\2secondItem="\1"', text, count=3))
    ids = re.findall(r'\bid="([^"]*)"', text)
    if len(ids) > 2:
        a, b = rng.sample(ids, 2)
        out.append(text.replace(f'id="{a}"', f'id="{b}"', 1))            # duplicated id
        out.append(re.sub(r'(destination|secondItem|firstItem)="[^"]*"', rf'\1="{a}"', text, count=2))  # references to one id
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("sources", nargs="+")
    ap.add_argument("--max-bytes", type=int, default=48 * 1024)
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(9)
    count = 0
    for path in documents(args.sources):
        if os.path.getsize(path) > args.max_bytes:
            continue
        text = open(path, encoding="utf-8", errors="replace").read()
        for variant in [text] + mutants(text, rng):
            data = variant.encode("utf-8")
            name = hashlib.sha1(data).hexdigest()
            with open(os.path.join(args.out, name), "wb") as fh:
                fh.write(data)
            count += 1
    print(f"{count} seeds in {args.out}")

main()
