r"""Finding 3: a template with one hx-get, then '<a ' and ~200 KB of '{{<a }}' (a tag left open whose
template expressions each hold another tag start). TAG's \{\{[^}]*\}\} alternative lets a match run
over every later expression, and finditer retries from each inner '<a': quadratic.
usage: python3 build.py APP [SIZE]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); size = int(sys.argv[2]) if len(sys.argv) > 2 else 200_000
(app / "views").mkdir(parents=True, exist_ok=True)
line = "{{<a }}" * 400 + "\n"
(app / "views/a.hbs").write_text('<div hx-get="/api/ping">x</div>\n<a ' + line * (size // len(line)))
