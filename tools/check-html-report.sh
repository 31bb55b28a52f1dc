#!/usr/bin/env bash
# Opens `nibtool validate --format html SampleDocuments` in a real browser (headless Chromium,
# Debian's `chromium` package: apt-get install -y chromium) and checks what a reviewer sees: the
# DOM Chromium built has one section per document with findings, and every document with layout
# findings (misplaced-view, ambiguous-layout, conflicting-constraints) has its scene drawn (<svg>)
# with the findings marked; the page renders to a screenshot that is not blank.
# Usage: tools/check-html-report.sh [--nibtool BIN] [--screenshot FILE]
#   --screenshot FILE  keep the screenshot there (default: a temporary file, deleted)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
bin="${NIBTOOL:-.build/release/nibtool}"
keep=
while [ $# -gt 0 ]; do
  case "$1" in
    --nibtool) bin="$2"; shift 2 ;;
    --screenshot) keep="$2"; shift 2 ;;
    *) echo "check-html-report: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
browser="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$browser" ] || { echo "check-html-report: needs Chromium (apt-get install -y chromium)" >&2; exit 2; }
fail() { echo "HTML report check FAILED: $*"; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
set +e
"$bin" validate --format html SampleDocuments > "$tmp/report.html"
html_status=$?
"$bin" validate --format json SampleDocuments > "$tmp/report.json"
set -e
[ "$html_status" -le 1 ] || fail "validate --format html exited $html_status"
# Chromium as root (CI containers) needs --no-sandbox; its own profile keeps it off $HOME.
chrome=("$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$tmp/profile")
"${chrome[@]}" --dump-dom "file://$tmp/report.html" > "$tmp/dom.html" 2> "$tmp/chromium.log" || { tail "$tmp/chromium.log"; fail "chromium --dump-dom"; }
shot="$tmp/report.png"
"${chrome[@]}" --window-size=1280,3000 --screenshot="$shot" "file://$tmp/report.html" 2>> "$tmp/chromium.log" >/dev/null || { tail "$tmp/chromium.log"; fail "chromium --screenshot"; }
[ -z "$keep" ] || cp "$shot" "$keep"
python3 - "$tmp/report.json" "$tmp/dom.html" "$shot" <<'PY'
import json, sys, zlib, struct
from html.parser import HTMLParser
report, dom, shot = sys.argv[1:]
layout = {"misplaced-view", "ambiguous-layout", "conflicting-constraints"}
files = json.load(open(report))["files"]
with_findings = [f["path"] for f in files if f["diagnostics"]]
expected = {f["path"] for f in files if any(d["rule"] in layout for d in f["diagnostics"])}

class Sections(HTMLParser):
    """Per <section class="doc">: its <h2> title, its <svg> count and marked (class=issue) shapes."""
    def __init__(self):
        super().__init__(); self.sections = []; self.in_h2 = False; self.links = 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "section" and a.get("class") == "doc": self.sections.append({"title": "", "svg": 0, "issues": 0})
        elif self.sections:
            s = self.sections[-1]
            if tag == "h2": self.in_h2 = True
            elif tag == "svg": s["svg"] += 1
            elif a.get("class") == "issue": s["issues"] += 1
            elif tag == "a" and (a.get("href") or "").startswith("#doc") and "-" in a["href"]: self.links += 1
    def handle_endtag(self, tag):
        if tag == "h2": self.in_h2 = False
    def handle_data(self, data):
        if self.in_h2 and self.sections: self.sections[-1]["title"] += data

p = Sections(); p.feed(open(dom, encoding="utf-8").read())
titles = [s["title"] for s in p.sections]
problems = []
if titles != with_findings: problems.append(f"sections {titles} != documents with findings {with_findings}")
drawn = {s["title"] for s in p.sections if s["svg"] > 0 and s["issues"] > 0}
if drawn != expected: problems.append(f"drawn and marked: {sorted(drawn)}; expected: {sorted(expected)}")
if p.links == 0: problems.append("no finding links to its mark")
# The screenshot: a PNG of the window size with more than a handful of colours (not blank).
data = open(shot, "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n": problems.append("the screenshot is not a PNG")
else:
    w, h = struct.unpack(">II", data[16:24])
    chunks, i = b"", 8
    while i < len(data):
        n, kind = struct.unpack(">I4s", data[i:i + 8]); i += 8
        if kind == b"IDAT": chunks += data[i:i + n]
        i += n + 4
    raw = zlib.decompress(chunks)
    colours = {raw[k:k + 3] for k in range(1, min(len(raw), 4_000_000), 4 * 97)}
    if len(colours) < 8: problems.append(f"the screenshot looks blank ({len(colours)} colours)")
    print(f"screenshot {w}x{h}, {len(colours)} colours sampled")
svgs = sum(s["svg"] for s in p.sections)
print(f"{len(p.sections)} document sections, {len(drawn)} drawn with marks ({svgs} <svg>), {p.links} finding links to marks")
if problems:
    print("\n".join(problems)); sys.exit(1)
PY
echo "HTML report check passed (Chromium $("$browser" --version 2>/dev/null | awk '{print $2}'))"
