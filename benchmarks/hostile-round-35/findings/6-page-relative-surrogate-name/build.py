"""Finding 6: a script whose file name is not UTF-8 (bytes ED A0 80, a surrogate once decoded) beside a page,
making a page-relative request. Usage: python3 build.py ROOT"""
import os, sys
from pathlib import Path
root = Path(sys.argv[1]); (root / "js").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f6", "dependencies": {"jquery": "3.7.0"}}')
(root / "index.html").write_text('<html><body><script src="js/app.js"></script></body></html>\n')
(root / "js/app.js").write_text("function load() { $.get('api/tables', function () {}); }\n$(load);\n")
name = os.fsencode(str(root / "js")) + b"/\xed\xa0\x80.js"
with open(name, "wb") as f:
    f.write(b"function other() { $.post('api/query', {q: 1}); }\n$(other);\n")
