#!/bin/sh
# Finding 4 (a hang over 60 s of CPU on a small tree, rule jquery.loop-member): every jQuery verb loop's
# jQuery.ajax read evaluates the members every verb loop of the module writes on jQuery, one per verb of each
# loop (verb_loops.installed_members → verb_members → bound), so the cost is the number of loops times the
# number of verbs of all loops. Input: one loop over V items "put" and N loops each installing $.put
# (jQuery.each(['put'], function (i, m) { jQuery[m] = function (u) { return jQuery.ajax({url: u, type: m}); }; }),
# one a line), and one $.put call. Found with attack42.py jquery_loop_blowup (V = 5,000, N = 2,000, 300 scripts of
# 10 $.put: killed at the 60 s bound). Usage: run.sh [N] [V] (default 500 5000: a 91 KB file).
# Observed (f9c65730, nice 10): V = 5,000, N = 500 killed at the bound (53.0 s user when killed); V = 0: N = 250
# 6.8 s, 500 21.6 s, 1,000 20.5 s and 2,000 25.3 s (limit work-per-file stops the module); V = 5,000, N = 0 2.3 s.
# A profile of V = 0, N = 250: 64 of 86 s (profiled) in installed_members (750 calls, 187,501 verb_members).
# On ad1964c3 (before the rule) N = 500 costs 2.7 s (and no Tool). Expected: the members written on jQuery
# evaluated once per run (jquery_writes already keeps the loops), or the work counted by the work-per-file
# limit before it costs a minute.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-500}; V=${2:-5000}; D=${TMPDIR:-/tmp}/x42f4-$N-$V
rm -rf $D $D.json; mkdir -p $D
echo '{"name": "f4", "dependencies": {"jquery": "^3.7.0"}}' > $D/package.json
python3 - $D $N $V <<'PY'
import sys
from pathlib import Path
d, n, v = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
first = ("jQuery.each([%s], function (i, method) { jQuery[method] = function (url) { return jQuery.ajax({ url: url, type: method }); }; });\n"
         % ", ".join('"put"' for _ in range(v))) if v else ""
(d / "a.js").write_text(first + "".join("jQuery.each(['put'], function (i, m) { jQuery[m] = function (u) { return jQuery.ajax({url: u, type: m}); }; });\n"
                                        for _ in range(n)))
(d / "s.js").write_text("$.put('/api/s/1');\n")
(d / "index.html").write_text("<html><body><script src='a.js'></script><script src='s.js'></script></body></html>")
PY
/usr/bin/time -f "N=$N V=$V ($(wc -c < $D/a.js) bytes): %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | tail -2
