"""CPU of the htmx reader alone (htmx_sites) on growing inputs: the scaling of each construct."""
import sys, time, resource
from code2skill.extractors.htmx_attributes import htmx_sites, blank_unrendered
from code2skill.facts import Span
span = lambda a, b: Span(1, 0, 1, 0) if False else None
def cpu(): r = resource.getrusage(resource.RUSAGE_SELF); return r.ru_utime + r.ru_stime
def lines(unit, size):
    line = unit * max(1, 3000 // len(unit)) + "\n"; return line * max(1, size // len(line))
HEAD = '<div hx-get="/api/ping">x</div>\n'
FORMS = {
 "comments": lambda n: HEAD + lines("<!-- ", n),
 "scripts": lambda n: HEAD + lines("<script>", n),
 "tagexpr": lambda n: HEAD + "<a " + lines("{{<a }}", n),
 "tagquote": lambda n: HEAD + lines("<a '<a '", n),
 "forms": lambda n: HEAD + lines("<form>", n),
 "exprsp": lambda n: ('<a hx-get="/api/x/{{' + " " * 3000 + '">\n') * max(1, n // 3000),
}
for name in sys.argv[1:] or FORMS:
    for n in (10_000, 20_000, 40_000, 80_000):
        data = FORMS[name](n).encode(); t = cpu()
        try: k = len(htmx_sites(data, lambda a, b: None))
        except Exception as e: k = repr(e)[:60]
        print(f"{name} {len(data)} B: {cpu() - t:.2f} s CPU, sites {k}", flush=True)
        if cpu() - t > 20: break
