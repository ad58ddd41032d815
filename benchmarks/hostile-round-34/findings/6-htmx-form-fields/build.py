"""Finding 6: one <form> holding N inputs and N hx-post buttons. For each button htmx_sites() reads
the fields of the whole form (fields_within: TAG over the form, attribute_map per tag, and a
`name not in names` list test per field): about N * N^2 work.
usage: python3 build.py APP [N]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); n = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
(app / "views").mkdir(parents=True, exist_ok=True)
(app / "views/a.html").write_text("<form>\n" + "".join(f'<input name="f{i}">\n' for i in range(n))
                                  + "".join(f'<button hx-post="/api/b{i}">x</button>\n' for i in range(n)) + "</form>\n")
