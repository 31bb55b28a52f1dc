#!/usr/bin/env python3
"""Where Xcode's misplaced="YES" flags in the corpus stand against nibtool: reported, on frames
the constraints reproduce exactly (stale flags), on navigation bars and root views (simulated
frames), and so on. Needs a built nibtool (NIBTOOL, default .build/release/nibtool).
Usage: tools/analysis/misplaced-flags.py [corpus dir]"""
import collections, json, os, re, subprocess, sys, xml.etree.ElementTree as ET
from concurrent.futures import ThreadPoolExecutor

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../..")
corpus = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "../shared/corpus")
nibtool = os.environ.get("NIBTOOL", os.path.join(root, ".build/release/nibtool"))
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith((".storyboard", ".xib")))
v = json.loads(subprocess.run([nibtool, "validate", "--format", "json", "--no-schema"] + files, capture_output=True, text=True).stdout)
in_document = [(f["path"], d) for f in v["files"] for d in f["diagnostics"] if d.get("documentConfiguration")]
reported = {(p, d.get("objectID")) for p, d in in_document if d["rule"] == "misplaced-view"}
ambig = {(p, d.get("objectID")) for p, d in in_document if d["rule"] in ("ambiguous-layout", "content-priority-ambiguity")}
def one(f):
    try: d=ET.parse(f).getroot()
    except: return []
    if d.get('useAutolayout')!='YES' or 'CocoaTouch' not in d.get('type',''): return []
    flagged=[e for e in d.iter() if e.get('misplaced')=='YES' and e.find("rect[@key='frame']") is not None]
    if not flagged: return []
    out=subprocess.run([nibtool,'xml','frames','--dump',f],capture_output=True,text=True).stdout
    rows={}
    for line in out.split('\n'):
        p=line.split('\t')
        if len(p)>=6: rows[p[0]]=p
    res=[]
    for e in flagged:
        i=e.get('id'); r=rows.get(i)
        if (f,i) in reported: k='reported'
        elif e.tag=='navigationBar': k='navigation bar'
        elif r is None: k='not laid out'
        elif r[2]=='root': k='root view'
        elif r[2]!='autoLayout': k='autoresizing view'
        elif (f,i) in ambig: k='reported ambiguous'
        else:
            m1=re.search(r'\(([^)]*)\)',r[3]); m2=re.search(r'\(([^)]*)\)',r[4])
            a=[float(x) for x in m1.group(1).split(',')]; b=[float(x) for x in m2.group(1).split(',')]
            dd=max(abs(x-y) for x,y in zip(a,b))
            k='AL, solves to its saved frame' if dd<=0.5 else 'AL, off by <=1 pt (under the threshold)' if dd<=1.01 else 'AL, off, not reported (text tolerance)'
        res.append((k,os.path.relpath(f, corpus)[:60],i))
    return res
with ThreadPoolExecutor(4) as ex: allr=[r for rs in ex.map(one, files) for r in rs]
c=collections.Counter(r[0] for r in allr)
for k,n in c.most_common(): print(n,k)
for r in allr:
    if r[0].startswith('AL, off'): print(r)
