"""Finding 1: a page with one hx-get and ~200 KB of '<!-- ' never closed (lines of 3,000 chars, under
the minified-line bound). htmx_attributes.blank_unrendered's UNRENDERED pattern (<!--.*?-->, re.S)
tries every '<!--' and scans to the end of the file from each: quadratic.
usage: python3 build.py APP [SIZE]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); size = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
(app / "views").mkdir(parents=True, exist_ok=True)
line = "<!-- " * 600 + "\n"
(app / "views/a.html").write_text('<div hx-get="/api/ping">x</div>\n' + line * (size // len(line)))
