#!/bin/sh
# Finding 2 (a wrong output shown as proven, rule axios.response-unwrap): an axios response interceptor that
# unwraps response.data is applied to every request of its instance even when it is ejected right after it is
# registered (const id = api.interceptors.response.use((r) => r.data); api.interceptors.response.eject(id)) or
# registered only in development (if (process.env.NODE_ENV === 'development') dev.interceptors…): the caller's
# r.data.items becomes the body field data.items, r.status the body field status, r.headers the body field
# headers, with no item. The same instance with no interceptor reads items (right), and an interceptor on
# another instance does not leak (right).
# Expected: an ejected interceptor hands the response; a conditional registration leaves the answer's shape
# unknown (as two returns that disagree do: the 'output schema not derived' item).
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x42f2; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f2", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const api = axios.create({ baseURL: '/api' });
const id = api.interceptors.response.use((r) => r.data);
api.interceptors.response.eject(id);
export const a = async () => { const r = await api.get('/a'); return r.data.items; };
export const b = async () => { const r = await api.get('/b'); return r.status; };
const dev = axios.create({ baseURL: '/dev' });
if (process.env.NODE_ENV === 'development') dev.interceptors.response.use(({ data }) => data);
export const c = async () => { const r = await dev.get('/c'); return r.headers; };
const plain = axios.create({ baseURL: '/plain' });
export const d = async () => { const r = await plain.get('/d'); return r.data.items; };
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r = cap["implementation"]["requests"][0]
    out = (cap["outputSchema"] or {}).get("properties")
    print(f'{r["method"]} {r["pathTemplate"]}: output {json.dumps(out)}; items',
          [i["message"][:60] for i in c["review"] if i["capability"] == cap["name"] and i["severity"] != "low"])
PY
