"""Finding 2: a page with one hx-get and ~200 KB of '<form>' never closed. form_ranges() calls
element_end() for every <form>, and element_end() copies the rest of the file
(data[tag.end():]) and scans it to the end for the closing tag: quadratic in the forms.
usage: python3 build.py APP [SIZE]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); size = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
(app / "views").mkdir(parents=True, exist_ok=True)
line = "<form>" * 500 + "\n"
(app / "views/a.html").write_text('<div hx-get="/api/ping">x</div>\n' + line * (size // len(line)))
