#!/bin/sh
# Finding 4 (a wrong method shown as proven; rule value.parameter-member-write, session 43's fix of round 42's
# finding 1): the fix follows one other name of the options object (const p = o; p.method = 'DELETE' gives
# DELETE), but not an alias of an alias (const p = o; const q = p; q.method = 'DELETE') nor an alias through a
# default (const p = o || {}; p.method = 'DELETE', o given): both keep the caller's POST, create_alias2 and
# create_or, with only the generic 'guessed from the HTTP method' item and no destructive risk, for requests
# that are DELETEs. A copy ({...o}, Object.assign({}, o)) and an alias rebound before the write keep the POST
# (right).
# Expected: the writes through every other name of the object reach it (DELETE), or the method unknown with
# an item.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f4; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f4", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
function alias1(url, o) { const p = o; p.method = 'DELETE'; return axios({ url, method: o.method }); }
function alias2(url, o) { const p = o; const q = p; q.method = 'DELETE'; return axios({ url, method: o.method }); }
function orEmpty(url, o) { const p = o || {}; p.method = 'DELETE'; return axios({ url, method: o.method }); }
function copy(url, o) { const p = { ...o }; p.method = 'DELETE'; return axios({ url, method: o.method }); }
export const a = () => alias1('/api/alias1', { method: 'POST' });
export const b = () => alias2('/api/alias2', { method: 'POST' });
export const c = () => orEmpty('/api/or', { method: 'POST' });
export const d = () => copy('/api/copy', { method: 'POST' });
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
for cap in json.load(open(sys.argv[1]))["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]} destructiveHint={a["destructiveHint"]} risks={a["risks"]}')
PY
