"""Finding 5: an hx-vals (or hx-headers) JSON value nested DEPTH deep (split over lines of 3,000
characters, under the minified-line bound). json_object() catches ValueError only; json.loads
raises RecursionError on deep nesting, which escapes htmx_sites().
usage: python3 build.py APP [DEPTH] [ATTRIBUTE]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); depth = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
attr = sys.argv[3] if len(sys.argv) > 3 else "hx-vals"
deep = '{"a":' + "[" * depth + "]" * depth + "}"
text = "\n".join(deep[i:i + 3000] for i in range(0, len(deep), 3000))
(app / "views").mkdir(parents=True, exist_ok=True)
(app / "views/a.html").write_text('<button hx-post="/api/ok">ok</button>\n'
                                  f"<button hx-post=\"/api/deep\" {attr}='{text}'>x</button>\n")
(app / "src").mkdir(exist_ok=True)
(app / "src/b.js").write_text("export const b = () => fetch('/api/b');\n")
