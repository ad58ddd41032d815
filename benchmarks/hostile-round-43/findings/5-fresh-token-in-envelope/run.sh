#!/bin/sh
# Finding 5 (surer than proven: a retry allowed for a call minting a credential; rule policy.fresh-credential,
# session 43): a PUT whose answer's top holds a credential (r.data.secret) is not idempotent (right), but one
# whose answer wraps it in the common data envelope (r.data.data.token: axios's body, then the API's {data:
# …}) is read as 'a credential inside a member object', the written resource carrying its session, so the PUT
# keeps idempotentHint true (automatic retry allowed) though each call may mint a new token. The only item is
# the medium 'returns a credential' one, which says nothing of retries.
# Expected: a credential under an envelope member (data, result, payload) treated as at the top, or the
# idempotency left unproven with an item.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f5; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f5", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const top = async () => { const r = await axios.put('/api/top/register'); return r.data.secret; };
export const env = async () => { const r = await axios.put('/api/env/register'); return r.data.data.token; };
export const res = async () => { const r = await axios.put('/api/res/register'); return r.data.result.apiKey; };
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    its = [i["severity"] + ": " + i["message"][:70] for i in c["review"] if i.get("capability") == cap["name"] and i["severity"] != "low"]
    print(f'{r["method"]} {r["pathTemplate"]}: idempotentHint={a["idempotentHint"]} output={json.dumps(cap.get("outputSchema"))[:90]} items={its}')
PY
