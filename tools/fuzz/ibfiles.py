"""The Interface Builder documents under some folders, in a stable order (for the fuzz tools)."""
import os

def documents(roots):
    for root in roots:
        for d, dirs, files in os.walk(root):
            dirs.sort()
            for f in sorted(files):
                if f.endswith((".storyboard", ".xib")):
                    yield os.path.join(d, f)
