#!/bin/sh
# Finding 6 (a confirmation the source does not prove, rule ui.confirmation-result): if (!r) return on SweetAlert's
# answer, an object on every close, gives the DELETE the confirmation item; the !r.isConfirmed form beside it is right.
# Observed and expected: benchmarks/hostile-round-39.md, finding 6.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x39f6; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f6", "dependencies": {"axios": "1", "sweetalert2": "11"}}' > $D/package.json
cat > $D/src/d.js <<'JS'
import axios from 'axios';
import Swal from 'sweetalert2';
export async function truthy() { const r = await Swal.fire({ title: 'Delete?' }); if (!r) return; await axios.delete('/api/truthy'); }
export async function guarded() { const r = await Swal.fire({ title: 'Delete?' }); if (!r.isConfirmed) return; await axios.delete('/api/guarded'); }
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for r in c["review"]:
    if any(e.get("rule") == "ui.confirmation-result" for e in r.get("evidence") or []):
        print(r["capability"], "-", r["message"][:90])
PY
