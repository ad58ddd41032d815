#!/bin/sh
# Finding 4 (a wrong request shown as proven, rule value.logical-assignment): options.method &&= 'DELETE' on a
# parameter's member is x = x && 'DELETE', so a caller's truthy method POST becomes DELETE; the tool keeps the
# caller's POST (create_and, a guessed create with no destructive risk). The same on a local (let m = 'POST';
# m &&= 'DELETE') is read right (DELETE). Beside it, o.url ||= '/api/or-default' on a default {} is left
# unresolved with a medium item (not lost, not filled either).
# Expected: o.x &&= v of a member a caller fills is v when the caller's value is truthy (or unknown/reviewed).
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f4; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f4", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export function a1(url, options = {}) { options.method &&= 'DELETE'; return axios({ url, method: options.method }); }
export const c1 = () => a1('/api/and', { method: 'POST' });
export function a2() { let m = 'POST'; m &&= 'DELETE'; return axios({ url: '/api/and-local', method: m }); }
export function a3(o = {}) { o.url ||= '/api/or-default'; return axios.get(o.url); }
export const c3 = () => a3();
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]} destructiveHint={a["destructiveHint"]} risks={a["risks"]}')
for i in c["review"]:
    if i["capability"] is None: print("item:", i["severity"], i["message"][:110])
PY
