"""Round 35: complexity fuzz of the page scanner (extractors/page_scan.py) and the htmx reader.
Random short units over a hostile alphabet are repeated to 8, 16, 32 and 64 KB; each function is timed
(process CPU) at each size. A unit whose time grows more than ~3x per doubling at the larger sizes is
reported as super-linear, with the seed and the unit so it can be replayed.
Usage: python3 microscan.py [UNITS] [SEED]  (run with the build's python)."""
import random, sys, time, json
from code2skill.extractors import page_scan as P
from code2skill.extractors.htmx_attributes import htmx_sites

ALPHA = ['<', '>', '"', "'", '{', '}', '{{', '}}', '<a ', '<form>', '</form>', '<!--', '-->', '<script>', '</script>', '{{!', '{{!--', '--}}',
         '${', '<%', '%>', '@', '@(', '//', ' ', '\n', 'hx-post="/x/', 'hx-vals=\'{', '=', 'a', '/', '<input name="n">', 'hx-include=".x"',
         'class="x"', 'id="i"', '</a>', '<div ', '</div>', '<style>', '\\', '`']
UNITS = int(sys.argv[1]) if len(sys.argv) > 1 else 200
SEED = int(sys.argv[2]) if len(sys.argv) > 2 else 35
SIZES = (8000, 16000, 32000, 64000)
BUDGET = 4.0   # CPU seconds per call before the unit is stopped (and reported)

def funcs():
    def tags(b): return P.page_tags(b)
    def ends(b): return P.element_ends(b, P.page_tags(b), frozenset({b"input", b"br"}))
    def expr(b): return list(P.expressions(b.decode("utf-8", "replace"), placeholders=True))
    def sites(b): return htmx_sites(b, lambda s, e: None)
    return {"blank_unrendered": P.blank_unrendered, "page_tags": tags, "element_ends": ends, "expressions": expr,
            "comment_tail_blanked": P.comment_tail_blanked, "htmx_sites": sites}

def main():
    rng = random.Random(SEED); fs = funcs(); found = []
    for u in range(UNITS):
        unit = "".join(rng.choice(ALPHA) for _ in range(rng.randint(1, 8)))
        if rng.random() < 0.3: unit = unit + " " * rng.choice([50, 500])
        for name, fn in fs.items():
            times = []
            for size in SIZES:
                data = (unit * (size // len(unit) + 1))[:size]
                data = "\n".join(data[i:i + 3000] for i in range(0, len(data), 3000)).encode()
                t = time.process_time()
                try: fn(data)
                except Exception as e:
                    found.append(dict(unit=unit, fn=name, size=size, error=repr(e)[:200])); break
                dt = time.process_time() - t; times.append(round(dt, 3))
                if dt > BUDGET: break
            if len(times) >= 3 and times[-1] > 0.3 and times[-1] / max(times[-2], 1e-3) > 3.0 or (times and times[-1] > BUDGET):
                found.append(dict(unit=unit, fn=name, times=times))
                print("SUPERLINEAR", json.dumps(found[-1]), flush=True)
    print(json.dumps(dict(units=UNITS, seed=SEED, findings=len(found))))

main()
