"""What the era evidence scripts share: the corpus's iOS documents with their Xcode era, chosen by
era and by fold of repositories (sha1(repo) % N, the hash of ../shared/tools/agreement.py), and a
view's saved frame."""
import csv, hashlib, os
import xml.etree.ElementTree as ET

DEFAULT_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "corpus")

def era(tools_version):
    """The Xcode era of a document's toolsVersion (the 32700.99.1234 placeholder is Xcode 15)."""
    if tools_version.startswith("32700"): return "Xcode 14-15"
    v = float(tools_version.split(".")[0] or 0)
    for limit, name in ((11000, "Xcode <= 8"), (14000, "Xcode 9-10"), (17000, "Xcode 11-12"),
                        (21000, "Xcode 13"), (23000, "Xcode 14-15"), (24000, "Xcode 16"), (1e9, "Xcode 26")):
        if v < limit: return name

def in_fold(repo, fold):
    """Whether `repo` is in fold "K/N" (always, without a fold)."""
    if not fold: return True
    k, n = map(int, fold.split("/"))
    return int(hashlib.sha1(repo.encode()).hexdigest(), 16) % n == k

def documents(corpus, era_name=None, fold=None):
    """(manifest row, era, parsed root element) for each iOS document, optionally of one era and fold."""
    for r in csv.DictReader(open(os.path.join(corpus, "MANIFEST.tsv")), delimiter="\t"):
        if r["runtime"] != "CocoaTouch" or not in_fold(r["repo"], fold): continue
        e = era(r["toolsVersion"])
        if era_name and e != era_name: continue
        try: root = ET.parse(os.path.join(corpus, r["file"])).getroot()
        except ET.ParseError: continue
        yield r, e, root

def frame(el):
    """An element's saved frame as [x, y, width, height], or None."""
    r = next((c for c in el if c.tag == "rect" and c.get("key") == "frame"), None)
    return None if r is None else [float(r.get(k)) for k in ("x", "y", "width", "height")]
