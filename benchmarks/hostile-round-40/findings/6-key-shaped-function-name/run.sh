#!/bin/sh
# Finding 6 (a secret in the contract, graph, export and report; realism very low): a function whose name holds
# an AWS key shape (getAKIAQZ7X3KPL4MNB40ATMeta) making a request to a path with a one-letter segment
# (/i/meta/{image}) names the Tool from its words (rule name.opaque-segment): get_akiaqz7_x3_kpl4_mnb40_at_meta,
# the key lower-cased and cut by _, in the name, title, description, graph and every file of the export.
# On b0474f43 the Tool was get_i_meta. The raw identifier (the key between a lower-case word and an
# upper-case one) is in evidence notes and the graph on both builds (older code: a key glued inside an
# identifier is not redacted).
# Expected: a name made of words that survive redaction; a key shape redacted inside an identifier too.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f6; rm -rf $D $D.json $D.graph.json; mkdir -p $D/src
echo '{"name": "f6", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const getAKIAQZ7X3KPL4MNB40ATMeta = (image) => axios.get(`/i/meta/${image}`);
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --jobs 1 -q
python3 -c "import json,sys; [print(c['name']) for c in json.load(open(sys.argv[1]))['capabilities']]" $D.json
for p in AKIAQZ7X3KPL4MNB40AT akiaqz7_x3_kpl4_mnb40_at; do echo "$p: contract $(grep -c $p $D.json), graph $(grep -c $p $D.graph.json)"; done
