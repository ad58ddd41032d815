#!/bin/sh
# Finding 3 (a secret in the contract, graph, export and report; realism very low): an AWS key shape followed
# in the same literal by one more capital or digit (/api/y/AKIAQZ7X3KPL4MNB42ATZ/items) is not redacted (the
# aws-key pattern wants no [0-9A-Z] after the key unless a lower-case letter follows it, session 41's fix of round
# 40's finding 6, and the high-entropy rule wants lower-case letters), so the path, and the Tool's name made
# of its words (list_y_akiaqz7_x3_kpl4_mnb42_atz_items), carry the key into the contract, the graph, every
# file of the export and the report. The same key glued before a camelCase word (getAKIA…Meta), after an
# underscore, or glued after v (v<key>) is redacted.
# Expected: a key shape inside a longer capital run is redacted (or the run taken as high-entropy).
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x42f3; rm -rf $D $D.json $D.graph.json; mkdir -p $D/src
echo '{"name": "f3", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const getY = () => axios.get('/api/y/AKIAQZ7X3KPL4MNB42ATZ/items');
export const getW = () => axios.get('/api/w/AKIAQZ7X3KPL4MNB42AT7');
export const getZ = () => axios.get('/api/z/vAKIAQZ7X3KPL4MNB42AT');
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --jobs 1 -q
for f in $D.json $D.graph.json; do echo "$(basename $f): $(grep -o 'AKIAQZ7X3KPL4MNB42AT\|akiaqz7_x3_kpl4_mnb42' $f | sort | uniq -c | tr '\n' ' ')"; done
python3 -c "import json,sys; [print(x['name'], x['implementation']['requests'][0]['pathTemplate']) for x in json.load(open(sys.argv[1]))['capabilities']]" $D.json
