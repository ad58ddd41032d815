"""Finding 8: a run-wide flood of request call sites, each file under the per-file budget
(budget.request-sites-per-file, 2,000): FILES files of 1,999 one-line fetch functions.
usage: python3 build.py APP [FILES]"""
import sys
from pathlib import Path
app = Path(sys.argv[1]); files = int(sys.argv[2]) if len(sys.argv) > 2 else 10
(app / "src").mkdir(parents=True, exist_ok=True)
for j in range(files):
    (app / f"src/m{j}.js").write_text("".join(f"export const f{i} = () => fetch('/api/m{j}/r{i}/' + {i}, {{method: 'PUT'}});\n" for i in range(1999)))
