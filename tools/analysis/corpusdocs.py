"""Shared by the tools/analysis scripts: the CocoaTouch documents of a corpus, parsed, with what
every measurement needs (tools version, parent map) and saved frames."""
import csv, hashlib, os, re, sys, tempfile, xml.etree.ElementTree as ET

def corpus_dir():
    """The corpus named on the command line, else ../shared/corpus beside the checkout."""
    return sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../../../shared/corpus")

def cocoa_touch_documents(corpus):
    """(root element, toolsVersion as an int, {child: parent}) for every parseable iOS document."""
    for d, _, fs in os.walk(corpus):
        for name in fs:
            if not name.endswith((".storyboard", ".xib")): continue
            try: root = ET.parse(os.path.join(d, name)).getroot()
            except ET.ParseError: continue
            if "CocoaTouch" not in root.get("type", ""): continue
            tv = int(float((root.get("toolsVersion") or "0").split(".")[0]))
            yield root, tv, {c: p for p in root.iter() for c in p}

def frame(e):
    """The saved frame [x, y, width, height] of an element, or None."""
    r = e.find("rect[@key='frame']")
    return None if r is None else [float(r.get(k, 0)) for k in ("x", "y", "width", "height")]


def stripped_copies(corpus):
    """Like ../shared/tools/agreement.py: each iOS document of MANIFEST.tsv copied with Xcode's
    misplaced/ambiguous flags removed, so nibtool's verdicts never see them. Yields
    (manifest row, parsed original, ids Xcode flagged ambiguous, fold = sha1(repo) % 3, copy path)."""
    manifest = os.path.join(corpus, "MANIFEST.tsv")
    if not os.path.exists(manifest):
        sys.exit(f"no corpus at {corpus} (MANIFEST.tsv missing)")
    tmp = tempfile.mkdtemp()
    for r in csv.DictReader(open(manifest), delimiter="\t"):
        if r["runtime"] != "CocoaTouch": continue
        data = open(os.path.join(corpus, r["file"]), "rb").read()
        try: xml = ET.fromstring(data)
        except ET.ParseError: continue
        flagged = {e.get("id") for e in xml.iter() if e.get("ambiguous") == "YES" and e.tag != "variation"}
        copy = os.path.join(tmp, r["file"].replace("/", "__"))
        open(copy, "wb").write(re.sub(rb' (misplaced|ambiguous)="YES"', b"", data))
        yield r, xml, flagged, int(hashlib.sha1(r["repo"].encode()).hexdigest(), 16) % 3, copy
