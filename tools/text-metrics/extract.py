#!/usr/bin/env python3
"""Extract Xcode-measured intrinsic text sizes from Interface Builder documents.

Usage:
    python3 tools/text-metrics/extract.py [CORPUS_DIR] [OUT_TSV]
    (defaults: /work/shared/corpus, tools/text-metrics/samples.tsv)

A sample is a `label`, `button` or `textField` whose saved frame size in one axis is what
Xcode measured as its intrinsic size. Selection criteria (all must hold):

  * the document is iOS (`targetRuntime="iOS.CocoaTouch[.iPad]"`), not tvOS/watchOS/macOS;
  * the element carries no `misplaced`/`ambiguous`/`fixedFrame` flag, and
    `translatesAutoresizingMaskIntoConstraints="NO"`;
  * it has no `placeholderIntrinsicWidth/Height` and does not use attributed text;
  * an arranged subview of a (non-flagged) `stackView` has a free width only in a vertical stack
    with alignment leading/center/trailing, and a free height only in a horizontal stack with
    alignment top/center/bottom, in both cases when it has no size constraint and is smaller than
    the stack on that axis (`in_stack` tells axis-alignment);
  * it has a non-empty text (label `text`, button normal-state or configuration `title`,
    text field `text` or else `placeholder`);
  * otherwise, axis by axis, the size is "free" when no constraint anywhere in the document (including
    ones in `<variation>`s) constrains that size of the element (`width`/`height`, including
    equal-width/aspect constraints with the element on either side), and exactly one
    constraint positions the element on that axis (horizontal: leading/trailing/left/right/
    centerX and their margin variants; vertical: top/bottom/centerY/baseline/firstBaseline and
    margin variants), whatever its relation or priority. Every sample has at least one free
    axis; `w_free`/`h_free` tell which.

Columns: see HEADER. `scale` is the device scale (2 when there is no `<device>`, the Xcode
default `retina4_7` / retina canvas); `lines` is the label's numberOfLines (1 for others);
`nl` is the number of explicit line breaks in the text.
"""
import csv
import os
import sys
import xml.etree.ElementTree as ET

CORPUS = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/corpus"
OUT = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "samples.tsv")

SCALE3 = {"retina5_5", "retina5_9", "retina6_5", "retina6_12", "retina6_72", "retina6_0", "retina6_7"}
H_ATTRS = {"leading", "trailing", "left", "right", "centerX", "leadingMargin", "trailingMargin",
           "leftMargin", "rightMargin", "centerXWithinMargins"}
V_ATTRS = {"top", "bottom", "centerY", "baseline", "firstBaseline", "lastBaseline", "topMargin",
           "bottomMargin", "centerYWithinMargins"}

HEADER = ["file", "repo", "id", "kind", "tools", "scale", "device", "text", "nl", "lines",
          "font_type", "font_weight", "font_size", "font_name", "font_style",
          "button_type", "has_image", "config", "cinset_l", "cinset_r", "cinset_t", "cinset_b",
          "border", "adjusts", "in_stack", "w_free", "h_free", "width", "height"]


def text_of(el, key):
    v = el.get(key)
    if v is not None:
        return v
    for child in el:
        if child.tag in ("string", "mutableString") and child.get("key") == key:
            return child.text or ""
    return None


def font_of(el):
    for child in el:
        if child.tag == "fontDescription" and child.get("key") in ("fontDescription", "titleFontDescription"):
            return child
    return None


def tools_version(v):
    parts = (v or "0").split(".")
    try:
        return float(parts[0] + ("." + parts[1] if len(parts) > 1 else ""))
    except ValueError:
        return 0.0


def main():
    repos = {}
    with open(os.path.join(CORPUS, "MANIFEST.tsv")) as f:
        for row in csv.DictReader(f, delimiter="\t"):
            repos[row["file"]] = row["repo"]
    rows = []
    stats = {"docs": 0, "candidates": 0}
    for rel in sorted(repos):
        path = os.path.join(CORPUS, rel)
        try:
            root = ET.parse(path).getroot()
        except (ET.ParseError, OSError):
            continue
        if not root.get("targetRuntime", "").startswith("iOS.CocoaTouch"):
            continue
        stats["docs"] += 1
        tools = tools_version(root.get("toolsVersion"))
        dev = root.find("device")
        device = dev.get("id") if dev is not None else ""
        scale = 3 if device in SCALE3 else 2
        parent = {c: p for p in root.iter() for c in p}
        # constraints: holder = element owning the <constraints> list
        hcount, vcount, wfix, hfix = {}, {}, set(), set()
        for c in root.iter("constraint"):
            holder = parent.get(parent.get(c))
            while holder is not None and holder.get("id") is None:
                holder = parent.get(holder)
            hid = holder.get("id") if holder is not None else None
            first = c.get("firstItem", hid)
            sides = [(first, c.get("firstAttribute"))]
            if c.get("secondItem"):
                sides.append((c.get("secondItem"), c.get("secondAttribute")))
            for item, attr in sides:
                if attr in H_ATTRS:
                    hcount[item] = hcount.get(item, 0) + 1
                elif attr in V_ATTRS:
                    vcount[item] = vcount.get(item, 0) + 1
                elif attr == "width":
                    wfix.add(item)
                elif attr == "height":
                    hfix.add(item)
            # aspect ratio width:height on one item fixes both sizes relative to each other
            if c.get("secondItem") and {c.get("firstAttribute"), c.get("secondAttribute")} == {"width", "height"}:
                wfix.add(first); hfix.add(first); wfix.add(c.get("secondItem")); hfix.add(c.get("secondItem"))
        for el in root.iter():
            if el.tag not in ("label", "button", "textField"):
                continue
            stats["candidates"] += 1
            if el.get("misplaced") == "YES" or el.get("ambiguous") == "YES":
                continue
            if el.get("translatesAutoresizingMaskIntoConstraints") != "NO" or el.get("fixedFrame") == "YES":
                continue
            if el.get("placeholderIntrinsicWidth") or el.get("placeholderIntrinsicHeight"):
                continue
            eid = el.get("id")
            frame = next((c for c in el if c.tag == "rect" and c.get("key") == "frame"), None)
            if frame is None:
                continue
            p = parent.get(el)
            stack = parent.get(p) if p is not None and p.tag == "subviews" else None
            in_stack = ""
            if stack is not None and stack.tag == "stackView":
                # arranged subview: its size across the stack axis is intrinsic only when the
                # stack does not fill (alignment leading/center/trailing resp. top/center/bottom)
                # and the view is narrower than the stack
                if stack.get("misplaced") == "YES" or stack.get("ambiguous") == "YES":
                    continue
                srect = next((c for c in stack if c.tag == "rect" and c.get("key") == "frame"), None)
                if srect is None:
                    continue
                axis = stack.get("axis", "horizontal")
                align = stack.get("alignment", "fill")
                in_stack = axis[0] + "-" + align
                w_free = (axis == "vertical" and align in ("leading", "center", "trailing") and eid not in wfix
                          and float(frame.get("width")) < float(srect.get("width")) - 0.01)
                h_free = (axis == "horizontal" and align in ("top", "center", "bottom", "centerY")
                          and eid not in hfix and float(frame.get("height")) < float(srect.get("height")) - 0.01)
            else:
                w_free = eid not in wfix and hcount.get(eid, 0) == 1
                h_free = eid not in hfix and vcount.get(eid, 0) == 1
            if not (w_free or h_free):
                continue
            font = font_of(el)
            kind = el.tag
            button_type = config = border = ""
            has_image = 0
            inset = ["", "", "", ""]
            if kind == "label":
                if el.get("usesAttributedText") == "YES" or any(c.tag == "attributedString" for c in el):
                    continue
                text = text_of(el, "text")
                lines = int(el.get("numberOfLines", "1"))
            elif kind == "button":
                button_type = el.get("buttonType", "custom")
                lines = 1
                text = None
                conf = next((c for c in el if c.tag == "buttonConfiguration"), None)
                if conf is not None:
                    config = conf.get("style", "plain")
                    text = text_of(conf, "title")
                    f2 = font_of(conf)
                    font = f2 if f2 is not None else font
                    if conf.get("image"):
                        has_image = 1
                for st in el:
                    if st.tag == "state" and st.get("key") == "normal":
                        if text is None:
                            text = text_of(st, "title")
                        if st.get("image") or st.get("backgroundImage"):
                            has_image = 1
                        if any(c.tag == "attributedString" for c in st):
                            text = None
                for c in el:
                    if c.tag == "inset" and c.get("key") == "contentEdgeInsets":
                        inset = [c.get("minX"), c.get("maxX"), c.get("minY"), c.get("maxY")]
                if button_type not in ("system", "roundedRect", "custom"):
                    continue
            else:
                border = el.get("borderStyle", "none")
                lines = 1
                text = text_of(el, "text") or text_of(el, "placeholder")
            if not text:
                continue
            ftype = fweight = fname = fstyle = ""
            fsize = ""
            if font is not None:
                ftype = font.get("type", "")
                fweight = font.get("weight", "")
                fsize = font.get("pointSize", "")
                fname = font.get("name", "")
                fstyle = font.get("style", "")
            else:
                ftype, fsize = "system", ("17" if kind == "label" else "15" if kind == "button" else "14")
            rows.append({
                "file": rel, "repo": repos[rel], "id": eid, "kind": kind, "tools": tools,
                "scale": scale, "device": device,
                "text": text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r"),
                "nl": text.count("\n"), "lines": lines, "font_type": ftype, "font_weight": fweight,
                "font_size": fsize, "font_name": fname, "font_style": fstyle,
                "button_type": button_type, "has_image": has_image, "config": config,
                "cinset_l": inset[0], "cinset_r": inset[1], "cinset_t": inset[2], "cinset_b": inset[3],
                "border": border, "adjusts": 1 if el.get("adjustsFontSizeToFit") == "YES" else 0,
                "in_stack": in_stack,
                "w_free": int(w_free), "h_free": int(h_free),
                "width": float(frame.get("width")), "height": float(frame.get("height")),
            })
    with open(OUT, "w", newline="") as f:
        f.write("\t".join(HEADER) + "\n")
        for r in rows:
            f.write("\t".join(str(r[k]) for k in HEADER) + "\n")
    kinds = {}
    for r in rows:
        kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
    print(f"{stats['docs']} iOS documents, {stats['candidates']} text controls, {len(rows)} samples {kinds} -> {OUT}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
