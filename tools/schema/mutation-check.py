#!/usr/bin/env python3
"""Mutation check for schema/interface-builder.rng.

Takes about 20 real CocoaTouch documents from the corpus (chosen deterministically so that every
mutation kind applies to several of them), checks that each one validates, then applies small,
realistic mistakes one at a time to copies in a temporary directory and reports which fraction of
the mutated documents the schema rejects, per mutation kind and overall.

    tools/schema/mutation-check.py [--corpus DIR] [--documents N] [--per-kind N] [--verbose]

The corpus defaults to ../shared/corpus relative to the repository root. Mutations are textual
edits of one start tag (or one element) of the original bytes, so everything else stays as Xcode
wrote it. Exit status: 0 when every mutated document is rejected, 1 otherwise, 2 on setup errors.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCHEMA = os.path.join(ROOT, "schema", "interface-builder.rng")

# Boolean attributes the schema models as YES/NO (a sample; used by the boolean mutations).
MODELLED_BOOLEANS = [
    "translatesAutoresizingMaskIntoConstraints", "clipsSubviews", "userInteractionEnabled",
    "multipleTouchEnabled", "opaque", "fixedFrame", "misplaced", "ambiguous", "hidden",
    "adjustsFontSizeToFit", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    "placeholder", "symbolic", "alwaysBounceVertical", "usesAttributedText",
]

START_TAG = r"<{name}\b[^>]*?/?>"


def tags(text, name):
    """All start tags (including empty-element tags) of elements called name, as match objects."""
    return list(re.finditer(START_TAG.format(name=re.escape(name)), text))


def edit_first_tag(text, name, fn, where=None):
    """Replace the first start tag of `name` for which where(tag) holds and fn(tag) changes it."""
    for m in tags(text, name):
        tag = m.group(0)
        if where is not None and not where(tag):
            continue
        new = fn(tag)
        if new is not None and new != tag:
            return text[: m.start()] + new + text[m.end():]
    return None


def set_attr(tag, attr, value):
    """Set attr to value in a start tag (replace it, or add it before the final > or />)."""
    pat = re.compile(r'(\s%s=")[^"]*(")' % re.escape(attr))
    if pat.search(tag):
        return pat.sub(lambda m: m.group(1) + value + m.group(2), tag, count=1)
    end = "/>" if tag.endswith("/>") else ">"
    return tag[: -len(end)] + ' %s="%s"' % (attr, value) + end


def drop_attr(tag, attr):
    new = re.sub(r'\s%s="[^"]*"' % re.escape(attr), "", tag, count=1)
    return new if new != tag else None


def has_attr(tag, attr, value=None):
    m = re.search(r'\s%s="([^"]*)"' % re.escape(attr), tag)
    return m is not None and (value is None or m.group(1) == value)


# ------------------------------------------------------------------ mutation kinds
# Each returns the mutated text, or None when the document offers no place for it.

def m_constraint_no_first_attribute(t):
    return edit_first_tag(t, "constraint", lambda g: drop_attr(g, "firstAttribute"))


def m_first_attribute_typo(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "firstAttribute", "leadingg"))


def m_relation_equals(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "relation", "equals"))


def m_boolean_lowercase(t):
    for attr in MODELLED_BOOLEANS:
        r = edit_first_tag_any(t, lambda g, a=attr: re.sub(r'(\s%s=")YES(")' % a, r"\1yes\2", g, count=1)
                               if has_attr(g, attr, "YES") else None)
        if r is not None:
            return r
    return None


def m_boolean_true(t):
    for attr in MODELLED_BOOLEANS:
        r = edit_first_tag_any(t, lambda g, a=attr: re.sub(r'(\s%s=")NO(")' % a, r"\1false\2", g, count=1)
                               if has_attr(g, attr, "NO") else None)
        if r is not None:
            return r
    return None


def edit_first_tag_any(text, fn):
    """Like edit_first_tag, over every start tag except the XML declaration and <document>."""
    for m in re.finditer(r"<[A-Za-z][^>]*?/?>", text):
        tag = m.group(0)
        if tag.startswith("<document"):
            continue
        new = fn(tag)
        if new is not None and new != tag:
            return text[: m.start()] + new + text[m.end():]
    return None


def m_multiplier_abc(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "multiplier", "abc"))


def m_priority_high(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "priority", "high"))


def m_priority_out_of_range(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "priority", "1001"))


def m_constant_unit(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "constant", "8pt"))


def m_second_item_alone(t):
    return edit_first_tag(t, "constraint", lambda g: drop_attr(g, "secondAttribute"),
                          where=lambda g: has_attr(g, "secondItem"))


def m_constraint_no_id(t):
    return edit_first_tag(t, "constraint", lambda g: drop_attr(g, "id"))


def m_constraint_outside_constraints(t):
    """Move the first <constraint .../> out of its <constraints> list, next to it in the view."""
    m = re.search(r"(<constraints>\s*)(<constraint\b[^>]*/>)", t)
    if not m:
        return None
    constraint = m.group(2)
    without = t[: m.start(2)] + t[m.end(2):]
    close = without.index("</constraints>", m.start(2)) + len("</constraints>")
    return without[:close] + "\n" + constraint + without[close:]


def m_view_outside_subviews(t):
    """Move the first label/button/imageView out of <subviews>, in front of it (a direct child of the view)."""
    m = re.search(r"(<subviews>\s*)(<(label|button|imageView|switch|textField)\b[^>]*?(/>|>.*?</\3>))", t, re.S)
    if not m:
        return None
    view = m.group(2)
    start = t.rindex("<subviews>", 0, m.start(2))
    return t[:start] + view + "\n" + t[start: m.start(2)] + t[m.end(2):]


def m_frame_width_wide(t):
    return edit_first_tag(t, "rect", lambda g: set_attr(g, "width", "wide"),
                          where=lambda g: has_attr(g, "key", "frame"))


def m_mask_key_foo(t):
    return edit_first_tag(t, "mask", lambda g: set_attr(g, "key", "foo"))


def m_mask_exclude_no_reference(t):
    return edit_first_tag(t, "exclude", lambda g: drop_attr(g, "reference")) or \
        edit_first_tag(t, "include", lambda g: drop_attr(g, "reference"))


def m_variation_key(t):
    return edit_first_tag(t, "variation", lambda g: set_attr(g, "key", "widthClass=any"))


def m_udra_type_bool(t):
    return edit_first_tag(t, "userDefinedRuntimeAttribute", lambda g: set_attr(g, "type", "bool"))


def m_udra_number_as_value(t):
    """A number runtime attribute written with a value attribute instead of an <integer>/<real> child."""
    m = re.search(r'(<userDefinedRuntimeAttribute\b[^>]*type="number"[^>]*?)>\s*<(integer|real) key="value" value="([^"]*)"/>\s*</userDefinedRuntimeAttribute>', t)
    if not m:
        return None
    return t[: m.start()] + m.group(1) + ' value="%s"/>' % m.group(3) + t[m.end():]


def m_segue_no_kind(t):
    return edit_first_tag(t, "segue", lambda g: drop_attr(g, "kind"))


def m_segue_kind_typo(t):
    return edit_first_tag(t, "segue", lambda g: set_attr(g, "kind", "presentModally"),
                          where=lambda g: has_attr(g, "kind"))


def m_outlet_no_destination(t):
    return edit_first_tag(t, "outlet", lambda g: drop_attr(g, "destination"))


def m_action_no_selector(t):
    return edit_first_tag(t, "action", lambda g: drop_attr(g, "selector"))


def m_scene_no_scene_id(t):
    return edit_first_tag(t, "scene", lambda g: drop_attr(g, "sceneID"))


def m_content_mode_stretch(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "contentMode", "stretch") if has_attr(g, "contentMode") else None)


def m_hugging_text(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "horizontalHuggingPriority", "low")
                              if has_attr(g, "contentMode") and has_attr(g, "id") else None)


def m_intrinsic_auto(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "placeholderIntrinsicWidth", "auto")
                              if has_attr(g, "contentMode") and has_attr(g, "id") else None)


def m_view_empty_id(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "id", "")
                              if has_attr(g, "contentMode") and has_attr(g, "id") else None)


def m_color_component(t):
    return edit_first_tag(t, "color", lambda g: set_attr(g, "alpha", "opaque"),
                          where=lambda g: has_attr(g, "alpha"))


def m_document_type(t):
    return edit_first_tag(t, "document", lambda g: set_attr(g, "type", "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard"))


def m_document_runtime(t):
    return edit_first_tag(t, "document", lambda g: set_attr(g, "targetRuntime", "iOS"))


def m_font_weight(t):
    return edit_first_tag(t, "fontDescription", lambda g: set_attr(g, "type", "bold"),
                          where=lambda g: has_attr(g, "type"))


MUTATIONS = [
    ("constraint without firstAttribute", m_constraint_no_first_attribute),
    ('firstAttribute="leadingg"', m_first_attribute_typo),
    ('relation="equals"', m_relation_equals),
    ("constraint without id", m_constraint_no_id),
    ("secondItem without secondAttribute", m_second_item_alone),
    ('multiplier="abc"', m_multiplier_abc),
    ('priority="high"', m_priority_high),
    ('priority="1001"', m_priority_out_of_range),
    ('constant="8pt"', m_constant_unit),
    ("constraint outside <constraints>", m_constraint_outside_constraints),
    ('boolean YES -> "yes"', m_boolean_lowercase),
    ('boolean NO -> "false"', m_boolean_true),
    ("view outside <subviews>", m_view_outside_subviews),
    ('<rect key="frame"> width="wide"', m_frame_width_wide),
    ('contentMode="stretch"', m_content_mode_stretch),
    ('horizontalHuggingPriority="low"', m_hugging_text),
    ('placeholderIntrinsicWidth="auto"', m_intrinsic_auto),
    ('view with id=""', m_view_empty_id),
    ('<mask key="foo">', m_mask_key_foo),
    ("include/exclude without reference", m_mask_exclude_no_reference),
    ('variation key="widthClass=any"', m_variation_key),
    ('userDefinedRuntimeAttribute type="bool"', m_udra_type_bool),
    ("number runtime attribute with value=", m_udra_number_as_value),
    ("<segue> without kind", m_segue_no_kind),
    ('segue kind="presentModally"', m_segue_kind_typo),
    ("<outlet> without destination", m_outlet_no_destination),
    ("<action> without selector", m_action_no_selector),
    ("<scene> without sceneID", m_scene_no_scene_id),
    ('color alpha="opaque"', m_color_component),
    ('fontDescription type="bold"', m_font_weight),
    ('document type without ".XIB"', m_document_type),
    ('targetRuntime="iOS"', m_document_runtime),
]


# Controls: edits that keep the document valid. The schema must accept them (it is not "reject
# everything"): legal values of modelled attributes and the documented open part.
def c_relation_le(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "relation", "lessThanOrEqual"))


def c_ratio_multiplier(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "multiplier", "16:9"))


def c_fraction_constant(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "constant", "-4.5"))


def c_last_baseline(t):
    return edit_first_tag(t, "constraint", lambda g: set_attr(g, "firstAttribute", "lastBaseline"))


def c_unknown_view_attribute(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "someFutureAttribute", "anything")
                              if has_attr(g, "contentMode") and has_attr(g, "id") else None)


def c_infinite_intrinsic(t):
    return edit_first_tag_any(t, lambda g: set_attr(g, "placeholderIntrinsicHeight", "infinite")
                              if has_attr(g, "contentMode") and has_attr(g, "id") else None)


def c_unknown_keyed_child(t):
    m = re.search(r"\n( *)(<rect key=\"frame\"[^>]*/>)", t)
    if not m:
        return None
    return t[: m.end()] + "\n" + m.group(1) + '<futureThing key="futureProperty" flag="YES"/>' + t[m.end():]


CONTROLS = [
    ('relation="lessThanOrEqual"', c_relation_le),
    ('multiplier="16:9"', c_ratio_multiplier),
    ('constant="-4.5"', c_fraction_constant),
    ('firstAttribute="lastBaseline"', c_last_baseline),
    ("unknown attribute on a view (open)", c_unknown_view_attribute),
    ('placeholderIntrinsicHeight="infinite"', c_infinite_intrinsic),
    ("unknown keyed child element (open)", c_unknown_keyed_child),
]


def cocoa_touch_documents(corpus):
    out = []
    for base, dirs, files in os.walk(corpus):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith((".storyboard", ".xib")):
                continue
            p = os.path.join(base, f)
            with open(p, "rb") as fh:
                head = fh.read(600)
            if b'<document type="com.apple.InterfaceBuilder3.CocoaTouch.' in head:
                out.append(p)
    return out


def xmllint_rejects(paths):
    """Map path -> True when xmllint reports it invalid. One process for all files."""
    if not paths:
        return {}
    proc = subprocess.run(["xmllint", "--noout", "--relaxng", SCHEMA] + paths,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    failed = set()
    for line in proc.stdout.splitlines():
        if line.endswith(" fails to validate"):
            failed.add(line[: -len(" fails to validate")])
    return {p: p in failed for p in paths}


def choose_documents(docs, n, per_kind, rng):
    """Pick n documents so that each mutation kind applies to at least per_kind of them when possible."""
    texts = {}
    for p in docs:
        with open(p, encoding="utf-8") as fh:
            texts[p] = fh.read()
    order = list(docs)
    rng.shuffle(order)
    chosen = []
    # Rarest kinds first, so that the documents that have them are taken before the budget is spent.
    applicable = {name: [p for p in order if fn(texts[p]) is not None] for name, fn in MUTATIONS}
    for name, _ in sorted(MUTATIONS, key=lambda m: len(applicable[m[0]])):
        have = sum(1 for p in chosen if p in applicable[name])
        for p in applicable[name]:
            if have >= per_kind or len(chosen) >= n:
                break
            if p not in chosen:
                chosen.append(p)
                have += 1
    for p in order:
        if len(chosen) >= n:
            break
        if p not in chosen:
            chosen.append(p)
    return chosen, texts


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"))
    ap.add_argument("--documents", type=int, default=20)
    ap.add_argument("--per-kind", type=int, default=3, help="documents per kind the selection aims for")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--verbose", action="store_true", help="list every accepted mutant")
    args = ap.parse_args()

    if shutil.which("xmllint") is None:
        print("mutation-check: xmllint not found", file=sys.stderr)
        return 2
    if not os.path.isdir(args.corpus):
        print("mutation-check: corpus %s not found, skipped" % args.corpus)
        return 0
    docs = cocoa_touch_documents(args.corpus)
    if not docs:
        print("mutation-check: no CocoaTouch documents in %s" % args.corpus, file=sys.stderr)
        return 2
    chosen, texts = choose_documents(docs, args.documents, args.per_kind, random.Random(args.seed))

    base = xmllint_rejects(chosen)
    invalid = [p for p in chosen if base[p]]
    if invalid:
        print("mutation-check: unmutated documents that do not validate (fix the schema first):")
        for p in invalid:
            print("  " + os.path.relpath(p, args.corpus))
        return 2

    tmp = tempfile.mkdtemp(prefix="ib-mutants-")
    try:
        mutants = []  # (kind, source, path)
        for k, (name, fn) in enumerate(MUTATIONS):
            for i, p in enumerate(chosen):
                new = fn(texts[p])
                if new is None:
                    continue
                out = os.path.join(tmp, "k%02d-d%02d%s" % (k, i, os.path.splitext(p)[1]))
                with open(out, "w", encoding="utf-8") as fh:
                    fh.write(new)
                mutants.append((name, p, out))
        controls = []
        for k, (name, fn) in enumerate(CONTROLS):
            for i, p in enumerate(chosen):
                new = fn(texts[p])
                if new is None:
                    continue
                out = os.path.join(tmp, "c%02d-d%02d%s" % (k, i, os.path.splitext(p)[1]))
                with open(out, "w", encoding="utf-8") as fh:
                    fh.write(new)
                controls.append((name, p, out))
        rejected = xmllint_rejects([m[2] for m in mutants] + [c[2] for c in controls])
    finally:
        pass

    print("mutation-check: %d corpus documents (all valid unmutated), %d mutants, schema %s"
          % (len(chosen), len(mutants), os.path.relpath(SCHEMA, os.getcwd())))
    width = max(len(n) for n, _ in MUTATIONS)
    total_rej = 0
    accepted = []
    for name, _ in MUTATIONS:
        rows = [m for m in mutants if m[0] == name]
        rej = sum(1 for m in rows if rejected[m[2]])
        total_rej += rej
        accepted += [m for m in rows if not rejected[m[2]]]
        frac = "%5.1f%%" % (100.0 * rej / len(rows)) if rows else "  n/a "
        print("  %-*s  %2d/%-2d rejected  %s" % (width, name, rej, len(rows), frac))
    pct = 100.0 * total_rej / len(mutants) if mutants else 0.0
    print("mutation-check: %d/%d mutated documents rejected (%.1f%%)" % (total_rej, len(mutants), pct))
    if accepted:
        print("accepted mutants (the schema missed these):")
        for name, src, out in accepted if args.verbose else accepted[:20]:
            print("  %s: %s" % (name, os.path.relpath(src, args.corpus)))
    print("controls (valid edits that must be accepted):")
    wrongly = []
    for name, _ in CONTROLS:
        rows = [c for c in controls if c[0] == name]
        ok = sum(1 for c in rows if not rejected[c[2]])
        wrongly += [c for c in rows if rejected[c[2]]]
        print("  %-*s  %2d/%-2d accepted" % (width, name, ok, len(rows)))
    for name, src, out in wrongly[:20]:
        print("  wrongly rejected: %s: %s" % (name, os.path.relpath(src, args.corpus)))
    shutil.rmtree(tmp, ignore_errors=True)
    return 0 if not accepted and not wrongly else 1


if __name__ == "__main__":
    sys.exit(main())
