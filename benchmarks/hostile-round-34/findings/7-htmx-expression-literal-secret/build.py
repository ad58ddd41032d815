"""Finding 7: a credential written as a string literal inside a server template's expression in an
htmx URL (token=, password=, URL user info). url_template() names each expression's hole after its
last name (LAST_NAME), which for a quoted literal is the literal itself; the name is then written as
evidence notes, a service id, a base-URL binding name and a description.
usage: python3 build.py APP"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); (app / "views").mkdir(parents=True, exist_ok=True)
(app / "views/a.html").write_text(
    "<a hx-get=\"/api/feed?token={{ 'tokQz8LmSecret1' }}\">x</a>\n"
    "<a hx-get=\"/api/p?password=<%= 'pwQz8LmSecret2' %>\">x</a>\n"
    "<a hx-get=\"https://user:{{ 'urlPwQz8Lm4' }}@api.example.com/x\">x</a>\n")
