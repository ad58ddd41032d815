"""CPU of htmx_sites on element/selector floods (scaling)."""
import resource, sys
from code2skill.extractors.htmx_attributes import htmx_sites
def cpu(): r = resource.getrusage(resource.RUSAGE_SELF); return r.ru_utime + r.ru_stime
def form(n): return ("<form>\n" + "".join(f'<input name="f{i}">\n' for i in range(n)) + "".join(f'<button hx-post="/api/b{i}">x</button>\n' for i in range(n)) + "</form>\n")
def include(n): return "".join(f'<div class="x"><input name="i{i}"></div>\n' for i in range(n)) + "".join(f'<button hx-post="/api/b{i}" hx-include=".x">x</button>\n' for i in range(n))
def parts(n): return "".join(f'<div id="i{i}"><input name="n{i}"></div>\n' for i in range(n)) + f'<button hx-post="/api/b" hx-include="{",".join(f"#i{i}" for i in range(n))}">x</button>\n'
def nested_forms_sites(n): return "<form>\n" * n + "".join(f'<button hx-post="/api/b{i}">x</button>\n' for i in range(n))
for name in sys.argv[1:]:
    for n in (250, 500, 1000):
        d = globals()[name](n).encode(); t = cpu(); k = len(htmx_sites(d, lambda a, b: None))
        print(name, n, len(d), f"{cpu()-t:.2f} s", k, flush=True)
        if cpu() - t > 15: break
