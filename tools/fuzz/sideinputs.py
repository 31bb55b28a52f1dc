"""The inputs users give nibtool besides documents, made from a mutant document and mutated
(tools/fuzz/mutants.py runs them): an app's source tree for `validate --sources` (Swift and
Objective-C code with outlets and actions, an asset catalog, `.strings` files, a String Catalog,
an Info.plist, a project file, a package manifest, a font), a `.nibtool.yml`, a baseline, and
Xcode's console log of unsatisfiable constraints for `explain-log`.

Each file starts as what Xcode or nibtool writes, naming the document's own ids and classes
so the checks that read it reach their interesting paths, then gets 0-3 mutations: bytes
flipped, a line deleted, duplicated or moved, the text cut short, a number or JSON value made
hostile, an encoding changed; and, rarely, the file replaced by a symbolic link to /dev/zero or
by a FIFO (a pull request can commit either).
"""
import json
import os
import re

HOSTILE = ["nan", "inf", "-inf", "-1", "0", "1e308", "-1e308", "9223372036854775807", "1001", "", "\"", "\\", "\u0000", "\ufffd" * 3,
           "true", "null", "[]", "{}", "x" * 5000]
ID = re.compile(r'\bid="([^"]+)"')
CUSTOM_CLASS = re.compile(r'\bcustomClass="([^"]+)"')
OUTLET = re.compile(r'<outlet property="([^"]+)"')
ACTION = re.compile(r'<action selector="([^"]+)"')
IMAGE = re.compile(r'\bimage="([^"]+)"')
COLOR_NAME = re.compile(r'<namedColor name="([^"]+)"|<color key="[^"]+" name="([^"]+)"')
FONT = re.compile(r'<fontDescription key="fontDescription" name="([^"]+)"')
RULES = ["misplaced-view", "ambiguous-layout", "conflicting-constraints", "duplicate-id", "source-mismatch", "missing-resource",
         "missing-font", "localization-mismatch", "relative-to-margin", "unknown-reference"]


def facts(document_text):
    """Names in the document that the side inputs should mention."""
    def found(pattern):
        out = []
        for m in pattern.finditer(document_text):
            out.append(next(g for g in m.groups() if g) if m.groups() else m.group(0))
        return sorted(set(out))[:20]
    return {"ids": found(ID), "classes": found(CUSTOM_CLASS) or ["ViewController"], "outlets": found(OUTLET),
            "actions": found(ACTION), "images": found(IMAGE), "colors": found(COLOR_NAME), "fonts": found(FONT)}


def swift_source(f, rng):
    lines = ["import UIKit", "import SomeKit", ""]
    for c in f["classes"]:
        lines.append(f"@objc(My{c}) final class {c}: UIViewController {{")
        for o in f["outlets"]:
            lines.append(f"    @IBOutlet weak var {o}: UILabel!")
        lines.append("    @IBOutlet var views: [UIView]!")
        lines.append('    @IBInspectable var corner: CGFloat = 0 { didSet { layer.cornerRadius = corner } }')
        for a in f["actions"]:
            name, _, rest = a.partition(":")
            lines.append(f"    @IBAction func {name}(_ sender: Any{', event: UIEvent' if rest.count(':') else ''}) {{ print(\"\\(sender) {name}\") }}")
        lines.append('    let s = """\n    multi "line" \\(1 + 2) string\n    """')
        lines.append("    /* nested /* comment */ */ let r = #\"raw \\#(3) string\"#")
        lines.append("}")
    lines.append('extension UIView { @IBInspectable var border: CGFloat { get { 0 } set { CTFontManagerRegisterFontsForURL(nil, .process, nil) } } }')
    return "\n".join(lines) + "\n"


def objc_header(f, rng):
    c = f["classes"][0]
    lines = ["#import <UIKit/UIKit.h>", "@import Foundation;", f"IB_DESIGNABLE @interface {c}Legacy : UIView {{", "    IBOutlet UILabel *ivarLabel;", "}"]
    for o in f["outlets"]:
        lines.append(f"@property (nonatomic, weak, nullable) IBOutlet UILabel *{o};")
    lines.append("@property (nonatomic, strong) IBOutletCollection(UIView) NSArray *dots;")
    lines.append("@property (nonatomic) IBInspectable CGFloat radius;")
    for a in f["actions"]:
        lines.append(f"- (IBAction){a.split(':')[0]}:(id)sender;")
    lines += ["@end", f"@interface {c}Legacy (Category)", "- (IBAction)tap:(id)sender forEvent:(UIEvent *)event;", "@end"]
    return "\n".join(lines) + "\n"


def objc_implementation(f, rng):
    c = f["classes"][0]
    return (f'#import "{c}Legacy.h"\n@interface {c}Legacy () @property (weak) IBOutlet UIButton *privateButton; @end\n'
            f'@implementation {c}Legacy\n- (IBAction)tap:(id)sender forEvent:(UIEvent *)event {{ NSLog(@"%@ \\" }}", sender); }}\n'
            '/* comment with @interface inside */\n// @implementation\n@end\n')


def strings_file(f, rng):
    lines = ['/* Class = "UILabel"; text = "Title"; ObjectID = "x"; */']
    for i in f["ids"][:12]:
        lines.append(f'"{i}.text" = "Übersetzung \\"{i}\\"";')
    lines.append("bare = word;")
    return "\n".join(lines) + "\n"


def string_catalog(f, rng):
    strings = {}
    for n, i in enumerate(f["ids"][:12]):
        state = ["translated", "new", "needs_review"][n % 3]
        strings[f"{i}.normalTitle" if n % 2 else f"{i}.text"] = {
            "extractionState": "extracted_with_value",
            "localizations": {"de": {"stringUnit": {"state": state, "value": "Hallo"}},
                              "fr": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Salut"}}}}}},
            **({"shouldTranslate": False} if n % 5 == 4 else {})}
    return json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, indent=2, ensure_ascii=False) + "\n"


def info_plist(f, rng):
    fonts = "".join(f"<string>Fonts/{name}.otf</string>" for name in f["fonts"][:4]) + "<string>Fonts/Inter-Bold.otf</string>"
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
            f"  <key>UIAppFonts</key>\n  <array>{fonts}</array>\n  <key>CFBundleName</key>\n  <string>App</string>\n</dict>\n</plist>\n")


def pbxproj(f, rng):
    return ("// !$*UTF8*$!\n{\n\tobjects = {\n"
            '\t\tAA01 /* App */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tname = App;\n\t\t\tproductName = "My App";\n\t\t};\n'
            '\t\tAA02 /* Widget */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tname = "Widget Extension";\n\t\t};\n'
            "\t};\n\trootObject = AA00;\n}\n")


def package_manifest(f, rng):
    return ('// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "App", targets: [\n'
            '    .target(name: "AppCore", dependencies: ["SomeKit"]),\n    .executableTarget(name: "App"),\n'
            '    .testTarget(name: "AppTests", dependencies: ["AppCore"]),\n])\n')


def asset_catalog(f):
    """path (relative to the catalog) -> Contents.json text."""
    files = {"Contents.json": {"info": {"author": "xcode", "version": 1}},
             "AppIcon.appiconset/Contents.json": {"images": [], "info": {"author": "xcode", "version": 1}},
             "Group/Contents.json": {"properties": {"provides-namespace": True}, "info": {"version": 1}}}
    for i, name in enumerate(f["images"][:6] or ["Logo"]):
        folder = ("Group/" if i % 3 == 2 else "") + name.split("/")[-1] + ".imageset"
        files[folder + "/Contents.json"] = {"images": [{"idiom": "universal", "filename": "x.png", "scale": "1x"}], "info": {"version": 1}}
    for name in f["colors"][:6] or ["Brand"]:
        files[name + ".colorset/Contents.json"] = {"colors": [{"color": {"color-space": "srgb", "components":
                                                    {"red": "0.5", "green": "1.000", "blue": "0x10", "alpha": "1"}}, "idiom": "universal"}]}
    return {k: json.dumps(v, indent=2) + "\n" for k, v in files.items()}


def config_file(f, rng):
    rules = rng.sample(RULES, 3)
    ids = f["ids"][:3] or ["aB3-xY-9kL"]
    return (f"disabled_rules:\n  - {rules[0]}\nopt_in_rules: [{rules[1]}]\nseverity:\n  {rules[2]}: {rng.choice(['error', 'warning', 'note'])}\n"
            f'included:\n  - App\n  - "**/*.storyboard"\nexcluded:\n  - Pods\n  - "**/Generated"\nbaseline: baseline.json\nsources: [App]\n'
            f"ignore:\n  - file: App/Base.lproj/*.storyboard\n    objects: [{', '.join(ids)}]\n    rules: [misplaced-view]\n    reason: positioned in code\n"
            "  - file: \"**\"\n")


def console_log(f, rng, golden_logs):
    """A console log: one of the golden logs, or one written from the document's ids."""
    if golden_logs and rng.random() < 0.5:
        with open(rng.choice(golden_logs), encoding="utf-8", errors="replace") as fh:
            return fh.read()
    ids = f["ids"] or ["abc-12-xyz"]
    lines = []
    for n in range(rng.randint(1, 5)):
        a, b = rng.choice(ids), rng.choice(ids)
        lines.append(rng.choice([
            f"<NSLayoutConstraint:0x6000{n:02x} '{a}' UIView:0x7f0{n}.width == 0.5*UIView:0x7f1{n}.width - 10   (active)>",
            f"<NSLayoutConstraint:0x6001{n:02x} H:|-(20)-[UILabel:0x7f2{n}'Hi']   (active, names: '|':UIView:0x7f00 )>",
            f"<NSLayoutConstraint:0x6002{n:02x} V:[UIButton:0x7f3{n}'Go']-(>=8@750)-|   (active, names: '|':UIView:0x7f00 )>",
            f"<NSAutoresizingMaskLayoutConstraint:0x6003{n:02x} h=--& v=--& UIView:0x7f4{n}.height == 812   (active)>",
            f"<NSLayoutConstraint:0x6004{n:02x} UILayoutGuide:0x7f5{n}'UIViewSafeAreaLayoutGuide'.bottom == UIView:0x7f0{n}.bottom + 34   (active)>",
            f"<NSLayoutConstraint:0x6005{n:02x} 'UIView-Encapsulated-Layout-Width' UIView:0x7f0{n}.width == 375   (active)>",
            f"<NSLayoutConstraint:0x6006{n:02x} '{b}' UIStackView:0x7f6{n}.leading == UILayoutGuide:0x7f5{n}'UIViewLayoutMarginsGuide'.leading   (active)>"]))
    body = ",\n".join(f'    "{l}"' for l in lines)
    return ("2026-11-22 09:41:07.512384+0000 App[4242:1337001] [LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
            "\tProbably at least one of the constraints in the following list is one you don't want. \n"
            f"(\n{body}\n)\n\nWill attempt to recover by breaking constraint \n{lines[-1]}\n\n"
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n")


def raw(text):
    """Bytes of text made from a mutant (whose bytes may not be UTF-8: see mutants.py)."""
    return text.encode("utf-8", "surrogateescape")


NUMBERISH = re.compile(r"-?\d+(\.\d+)?|\btrue\b|\bfalse\b|\bnull\b")
QUOTED = re.compile(r'"[^"\n]*"')


def mutate_line(lines, rng, keep_ends=False):
    """One line deleted, duplicated or moved, in place (IB writes one element a line, and most
    text formats one item). With keep_ends the first and last lines stay (a document's XML
    declaration and closing tag)."""
    lo = 1 if keep_ends else 0
    i = rng.randrange(lo, len(lines) - lo)
    op = rng.choice(["delete", "duplicate", "move"])
    if op == "delete":
        del lines[i]
    elif op == "duplicate":
        lines.insert(i, lines[i])
    else:
        line = lines.pop(i)
        lines.insert(rng.randrange(lo, len(lines) + 1 - lo), line)


def mutate_text(data, rng):
    """0-3 mutations of one file's bytes; returns (bytes, [kinds])."""
    kinds = []
    for _ in range(rng.choice([0, 1, 1, 2, 3])):
        kind = rng.choice(["bytes", "lines", "lines", "truncate", "values", "values", "quotes", "encoding", "repeat"])
        text = data.decode("utf-8", "surrogateescape")
        if kind == "bytes" and data:
            b = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                b[rng.randrange(len(b))] = rng.randrange(256)
            data = bytes(b)
        elif kind == "lines":
            lines = text.split("\n")
            if len(lines) < 3:
                continue
            mutate_line(lines, rng)
            data = "\n".join(lines).encode("utf-8", "surrogateescape")
        elif kind == "truncate" and data:
            data = data[:rng.randrange(len(data))]
        elif kind in ("values", "quotes"):
            matches = list((NUMBERISH if kind == "values" else QUOTED).finditer(text))
            if not matches:
                continue
            m = rng.choice(matches)
            value = rng.choice(HOSTILE)
            if kind == "quotes":
                value = '"' + value + '"' if rng.random() < 0.7 else value
            data = (text[:m.start()] + value + text[m.end():]).encode("utf-8", "surrogateescape")
        elif kind == "encoding":
            data = rng.choice([b"\xff\xfe" + text.encode("utf-16-le", "surrogatepass"), b"\xfe\xff" + text.encode("utf-16-be", "surrogatepass"),
                               b"\xef\xbb\xbf" + data, text.encode("latin-1", "replace"), b"\xff\xfe" + data])
        elif kind == "repeat":
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines[i:i + 1] = [lines[i]] * rng.choice([50, 500, 3000])
            data = "\n".join(lines).encode("utf-8", "surrogateescape")
        else:
            continue
        kinds.append(kind)
    return data, kinds


def place(path, data, rng, special_rate):
    """Writes one side file, or (rarely) puts a special file in its place. Returns the kind used."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if rng.random() < special_rate:
        if rng.random() < 0.5:
            os.symlink("/dev/zero", path)
            return "special:/dev/zero"
        os.mkfifo(path)
        return "special:fifo"
    with open(path, "wb") as fh:
        fh.write(data)
    return None


def source_tree(root, document_text, rng, repo, special_rate=0.02):
    """An app's folder under root/App with the document at App/Base.lproj/Main.storyboard;
    returns (document path, [mutations])."""
    f = facts(document_text)
    app = os.path.join(root, "App")
    files = {
        "ViewController.swift": swift_source(f, rng),
        f"{f['classes'][0]}Legacy.h": objc_header(f, rng),
        f"{f['classes'][0]}Legacy.m": objc_implementation(f, rng),
        "de.lproj/Main.strings": strings_file(f, rng),
        "fr.lproj/Main.strings": strings_file(f, rng),
        "Main.xcstrings": string_catalog(f, rng),
        "Info.plist": info_plist(f, rng),
        "App.xcodeproj/project.pbxproj": pbxproj(f, rng),
        "Package.swift": package_manifest(f, rng),
    }
    files.update({"Assets.xcassets/" + k: v for k, v in asset_catalog(f).items()})
    log = []
    for name, text in sorted(files.items()):
        data = raw(text)
        if name.endswith(".strings") and rng.random() < 0.3:
            data = text.encode("utf-16", "surrogatepass")     # older Xcode wrote UTF-16 with a byte order mark
        data, kinds = mutate_text(data, rng)
        special = place(os.path.join(app, name), data, rng, special_rate)
        log += [f"{name}:{k}" for k in kinds] + ([f"{name}:{special}"] if special else [])
    font = os.path.join(repo, "fonts", "inter", "Inter-Bold.otf")
    if os.path.exists(font) and rng.random() < 0.3:
        data = open(font, "rb").read()
        b = bytearray(data)
        for _ in range(rng.randint(0, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        special = place(os.path.join(app, "Fonts", "Inter-Bold.otf"), bytes(b[:rng.choice([len(b), rng.randrange(len(b))])]), rng, special_rate)
        log.append("font" + (f":{special}" if special else ""))
    document = os.path.join(app, "Base.lproj", "Main.storyboard")
    os.makedirs(os.path.dirname(document), exist_ok=True)
    with open(document, "w", encoding="utf-8", errors="surrogateescape") as fh:
        fh.write(document_text)
    return document, f, log
