#!/bin/sh
# Finding 3 (a secret in the contract, graph, export and report; realism very low; rule redact.glued-aws-key,
# session 43's fix of round 42's finding 3): an AWS key shape glued to one more capital is redacted only when
# its 16 characters hold a digit between capitals ([A-Z][0-9]{1,2}[A-Z]); a key whose digits all stand at
# one edge (AKIAQZXKPLMNBZATQRS7, AKIA2345QZXKPLMNBZAT: both valid key shapes, [A-Z2-7]{16}) glued to a Z
# in a literal path is kept whole, and the Tool's name carries it (list_y_akiaqzxkplmnbzatqrs7_z_items) into
# the contract, the graph, the export (adapter, function module, Skill reference) and the report. The same
# keys not glued are redacted (the plain aws-key pattern).
# Expected: a key shape inside a longer run of capitals and digits redacted, whatever the place of its digits.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f3; rm -rf $D $D.json $D.graph.json; mkdir -p $D/src
echo '{"name": "f3", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const a = () => axios.get('/api/y/AKIAQZXKPLMNBZATQRS7Z/items');
export const b = () => axios.get('/api/y/AKIA2345QZXKPLMNBZATZ/items');
export const c = () => axios.get('/api/w/AKIAQZXKPLMNBZATQRS7');
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --jobs 1 -q
for f in $D.json $D.graph.json; do echo "$(basename $f): $(grep -o -i -E 'akia(qzxkplmnbzatqrs7|2345qzxkplmnbzat)' $f | sort | uniq -c | tr '\n' ' ')"; done
python3 - $D.json <<'PY'
import json, sys
for cap in json.load(open(sys.argv[1]))["capabilities"]:
    print(cap["name"], cap["implementation"]["requests"][0]["pathTemplate"])
PY
