#!/bin/sh
# Finding 3 (a wrong request shown as proven, rule body.validated-payload): a zod schema whose parse answers
# another value than it was given is read as passing its argument through: Renamed = z.object({name})
# .transform((v) => ({title: v.name})) sends {title}, the Tool offers body field name with no item; an
# object schema strips the members it does not name (zod's default), the Tool offers extra as a required
# body field. On b0474f43 each body was one unknown object with a medium item.
# Expected: a schema with .transform/.pipe/.preprocess (or a member it strips) leaves the body unknown or
# reviewed; only the members the object schema names are sent.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f3; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f3", "dependencies": {"axios": "1", "zod": "3"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import { z } from 'zod';
import axios from 'axios';
const Strip = z.object({ name: z.string() });
const Renamed = z.object({ name: z.string() }).transform((v) => ({ title: v.name }));
export function post(schema, url, data) {
  const r = schema.safeParse(data);
  if (!r.success) throw r.error;
  return axios.post(url, r.data);
}
export const a = (name, extra) => post(Strip, '/api/strip', { name, extra });
export const b = (name) => post(Renamed, '/api/renamed', { name });
export const c = (name) => axios.post('/api/direct', Renamed.parse({ name }));
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r = cap["implementation"]["requests"][0]
    rules = sorted({e["rule"] for i in c["review"] if i["capability"] == cap["name"] for e in i["evidence"]})
    print(f'{r["method"]} {r["pathTemplate"]}: inputs {sorted(cap["inputSchema"]["properties"])}, status {cap["status"]}, item rules {rules}')
PY
