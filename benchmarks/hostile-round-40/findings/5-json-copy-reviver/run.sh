#!/bin/sh
# Finding 5 (a body field shown as sent that is not, rule value.json-copy): JSON.parse(JSON.stringify(filter),
# reviver) is read as a copy of filter although the reviver drops q (returns undefined for it): the Tool
# offers page and q as body fields with no item. On b0474f43 the body was one unknown object with a medium item.
# Expected: JSON.parse with a second argument (a reviver) is no copy: the body unknown or reviewed.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f5; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f5", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.ts <<'JS'
import axios from 'axios';
export const b = (filter: { page: number; q: string }) =>
  axios.post('/api/reviver', JSON.parse(JSON.stringify(filter), (k, v) => (k === 'q' ? undefined : v)));
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r = cap["implementation"]["requests"][0]
    print(f'{r["method"]} {r["pathTemplate"]}: inputs {sorted(cap["inputSchema"]["properties"])}; items',
          [i["message"][:70] for i in c["review"] if i["capability"] == cap["name"]])
PY
