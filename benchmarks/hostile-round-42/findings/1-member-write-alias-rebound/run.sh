#!/bin/sh
# Finding 1 (a wrong method shown as proven, rule value.parameter-member-write, session 41's fix of round 40's
# finding 4): a write to a parameter's member through another name (const p = o; p.method = 'DELETE') is not
# seen, so the caller's POST stands: create_alias, no destructive risk, for a request that is a DELETE; and a
# write before the parameter is rebound (o.method = 'DELETE'; o = {method: 'PUT'}) is still applied: a PUT
# shown as DELETE. Beside them, a member read into a local before the write and a write in a later callback
# keep the caller's POST (right), and &&= on a member the caller does not give offers DELETE and GET.
# Expected: the alias's write reaches o (DELETE, or the method unknown with an item); a rebinding of the
# parameter cuts the writes before it (PUT).
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x42f1; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f1", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export function alias(url, o) { const p = o; p.method = 'DELETE'; return axios({ url, method: o.method }); }
export const c1 = () => alias('/api/alias', { method: 'POST' });
export function rebound(url, o) { o.method = 'DELETE'; o = { method: 'PUT' }; return axios({ url, method: o.method }); }
export const c2 = () => rebound('/api/rebound', { method: 'POST' });
export function before(url, o) { const m = o.method; o.method = 'DELETE'; return axios({ url, method: m }); }
export const c3 = () => before('/api/before', { method: 'POST' });
export function andMissing(url, o = {}) { o.method &&= 'DELETE'; return axios({ url, method: o.method }); }
export const c4 = () => andMissing('/api/and-missing', {});
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]} destructiveHint={a["destructiveHint"]} risks={a["risks"]}')
PY
