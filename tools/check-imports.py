#!/usr/bin/env python3
"""Every module a target imports is declared in its Package.swift dependencies.

SwiftPM builds a target that imports a module it did not declare as long as some other path
builds that module first, so an undeclared import works until the day it does not. This reads
`swift package dump-package` and every `import X` under each target's folder, and lists the
imports that are neither declared nor the platform's own (Foundation, Glibc, XCTest, ...).
Exit 1 when any is found.
"""
import json, os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
package = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=root, check=True,
                                    capture_output=True, text=True).stdout)
platform = {"Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch", "XCTest", "Testing",
            "PackagePlugin", "Musl", "os", "Synchronization", "FoundationXML", "FoundationNetworking"}

problems = []
for target in package["targets"]:
    if target["type"] in ("system", "plugin", "binary"):
        continue
    name = target["name"]
    path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", name)
    declared = set()
    for d in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in d:
                declared.add(d[kind][0])
    folder = os.path.join(root, path)
    for dirpath, _, files in os.walk(folder):
        for f in files:
            if not f.endswith(".swift"):
                continue
            for line in open(os.path.join(dirpath, f), encoding="utf-8"):
                m = re.match(r"^(?:@testable |@_implementationOnly |@preconcurrency )?import (\w+)", line)
                if m and m.group(1) not in platform and m.group(1) not in declared:
                    problems.append(f"{os.path.relpath(os.path.join(dirpath, f), root)}: imports {m.group(1)}, "
                                    f"which target {name} does not declare")
for p in sorted(set(problems)):
    print(p)
print(f"check-imports: {len(set(problems))} undeclared imports")
sys.exit(1 if problems else 0)
