import sys, time, resource
from code2skill.extractors.htmx_attributes import htmx_sites
def cpu(): r = resource.getrusage(resource.RUSAGE_SELF); return r.ru_utime + r.ru_stime
for form in ("${", "{{", "<%="):
    for n in (250, 500, 1000, 2000):
        data = ('<a hx-get="/api/' + form + " " * n + '">\n').encode(); t = cpu()
        htmx_sites(data, lambda a, b: None); print(form, n, f"{cpu()-t:.2f}", flush=True)
        if cpu() - t > 10: break
