"""Finding 9: an htmx URL with user info, <a hx-get="https://admin:PASS@api.example.com/v1/x">, alone in a
page. htmx_attributes.EXPRESSION's Razor alternative (@\\(?([A-Za-z_][\\w.]*)\\)?) takes "@api.example.com"
for a Razor expression in every template kind (.html too), so the URL becomes "https://admin:PASS" + a
hole named "com": the credential no longer has the URL-credential shape, and the page's facts are
written to the cache with the password in clear.
usage: python3 build.py APP"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); (app / "views").mkdir(parents=True, exist_ok=True)
(app / "views/a.html").write_text('<a hx-get="https://admin:HxTr0ub4dor3@api.example.com/v1/x">x</a>\n')
