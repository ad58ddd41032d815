"""Round 35: targeted patterns for the page scanner (quote parity, braces in tags, razor runs, closers
far away), timed at 16, 32, 64 and 128 KB (process CPU): a ratio over ~3 per doubling is super-linear."""
import time
from code2skill.extractors import page_scan as P
from code2skill.extractors.htmx_attributes import htmx_sites
PATTERNS = {"quote-parity": "<a \"' ", "mixed-quotes": "<a \" <b ' ", "brace-open": "<a {{ ", "brace-close": "<a }} ", "lt-in-quote": "<a \"<a ",
            "razor-run": "@a.", "razor-paren": "@(", "authority": "//u:p@h/@", "expr-open": "${ {{ <% ", "script-unclosed-closer": "<script></scrip",
            "style-nested": "<style><style>", "hb-comment": "{{! } ", "hb-comment2": "{{!-- }} ", "element-marks": "<a></a ", "self-close": "<a/ ",
            "hx-attrs": '<a hx-get="/x/{{a}}/${b}/<%= c %>/@d" hx-vals=\'{"k": "{{v}}"}\' ', "placeholder": "{a}{b}{"}
def fns():
    return {"blank_unrendered": P.blank_unrendered, "page_tags": P.page_tags,
            "element_ends": lambda b: P.element_ends(b, P.page_tags(b), frozenset({b"input"})),
            "expressions": lambda b: list(P.expressions(b.decode("utf-8", "replace"), placeholders=True)),
            "comment_tail_blanked": P.comment_tail_blanked, "htmx_sites": lambda b: htmx_sites(b, lambda s, e: None)}
for name, unit in PATTERNS.items():
    for fname, fn in fns().items():
        ts = []
        for size in (16000, 32000, 64000, 128000):
            text = (unit * (size // len(unit) + 1))[:size]
            data = "\n".join(text[i:i + 3000] for i in range(0, len(text), 3000)).encode()
            t = time.process_time(); fn(data); ts.append(round(time.process_time() - t, 3))
            if ts[-1] > 5: break
        flag = "SUPERLINEAR" if len(ts) >= 3 and ts[-1] > 0.3 and ts[-1] / max(ts[-2], 1e-3) > 3 or ts[-1] > 5 else ""
        if flag or max(ts) > 1: print(flag, name, fname, ts, flush=True)
print("done")
