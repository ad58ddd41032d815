#!/bin/sh
# Finding 5 (surer than proven: a required input the client may leave out, rule value.builtin-result): a
# built-in's result through an optional chain (tags?.split(','), when?.toISOString()) is typed and called
# present, so the body field is required: {tags: tags?.split(',')} sends no tags when tags is undefined
# (JSON.stringify drops it), yet the Tool requires an array of strings, with no item. On ad1964c3 tags was an
# optional untyped field. Beside it, (q || '').split(',') and x && x.toISOString() stay untyped and
# optional on both builds.
# Expected: a call through ?. (or on a value that may be undefined) is the built-in's type or undefined: the
# field typed but optional.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x42f5; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f5", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export function a(tags) { return axios.post('/api/a', { tags: tags?.split(',') }); }
export function b(when) { return axios.post('/api/b', { when: when?.toISOString() }); }
export function c(q) { return axios.post('/api/c', { q: (q || '').split(',') }); }
export function d(x) { return axios.post('/api/d', { when: x && x.toISOString() }); }
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    s = cap["inputSchema"]
    print(f'{cap["implementation"]["requests"][0]["pathTemplate"]}: required {s.get("required", [])}; types',
          {k: v.get("type") for k, v in s["properties"].items()})
PY
