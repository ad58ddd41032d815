#!/bin/sh
# Finding 7 (a request lost with a wrong reason and no limit diagnostic; older code): a chain of N wrappers,
# each passing its url and data to the next (function w0(url, d) { return w1(url, d); } … the last calling
# axios.post(url, d)), called once as w0('/api/own', {a: 1}). Found with attack42.py deep_walk_wrappers_5000.
# Observed (f9c65730 and ad1964c3): N = 20 gives POST /api/own; N = 25, 30, 100, 5,000 give no Tool, the
# warning 'only 0 capabilities for 1 request-like call sites' and an info item saying the request's URL 'comes
# from a caller code2skill did not find', though the caller is there: the wrapper depth the resolver follows
# ends with no 'limit …' diagnostic (5,000: 13.4 s, exit 0; no crash, no hang).
# Expected: the cut named as a limit (as limit chain-length / expression-depth are), the item saying the wrapper
# chain was cut at its depth. Usage: run.sh [N] (default 30).
BIN=${C2S_BIN:-code2skill}; N=${1:-30}; D=${TMPDIR:-/tmp}/x42f7-$N; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f7", "dependencies": {"axios": "1"}}' > $D/package.json
python3 - $N > $D/src/chain.js <<'PY'
import sys
n = int(sys.argv[1])
print("import axios from 'axios';")
print("".join(f"function w{i}(url, d) {{ return w{i + 1}(url, d); }}\n" for i in range(n)), end="")
print(f"function w{n}(url, d) {{ return axios.post(url, d); }}\nexport const go = () => w0('/api/own', {{ a: 1 }});")
PY
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 2>&1 | grep -i "limit\|warning" | cut -c1-160
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
print("requests:", [(r["method"], r["pathTemplate"]) for x in c["capabilities"] for r in x["implementation"]["requests"]])
print("items:", [i["severity"] + ": " + i["message"][:110] for i in c["review"] if i["severity"] != "low"])
PY
