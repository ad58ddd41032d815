#!/bin/sh
# Finding 8 (a hang over 60 s of CPU in audit on a small tree; session 41's index of round 40's finding 9): audit's
# stale-evidence check now files the fresh derive's references by the keys it compares (rule, function, note,
# kind), so N references to N different answer fields are linear (round 40's run.sh: 20,023 references, audit
# 6.5 s; 40,023: 11.0 s). References that cite the same thing all fall in one bucket, and each is still compared
# with every other: one request whose answer field is read N times (const a<i> = q.same; if (q.flag) s = q.same;
# two lines per i) gives about 6N references, most on /outputSchema and /outputSchema/properties/same.
# Usage: run.sh [N] (default 2500: a 127 KB file). Observed (f9c65730, nice 10): N = 1,000 (50 KB, 6,023
# references) derive 2.5 s, audit 15.9 s; N = 2,500 derive 3.6 s, audit
# killed at the 60 s bound (57.2 s user when killed, no audit written); N = 5,000 (254 KB) derive 5.5 s, audit
# killed; N = 10,000 (509 KB) derive 8.9 s, audit killed. Expected: references citing the same place counted
# or compared once per distinct (file, line, column) and key, or a limit with its diagnostic: audit should never
# cost more than a few derives. A profile of N = 500 (3,014 references): 40 of 46 s in check_refs → new_place →
# counterparts.same → same_thing (5,000,035 calls).
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-2500}; D=${TMPDIR:-/tmp}/x42f8-$N
rm -rf $D $D.json $D.audit.json; mkdir -p $D/src
echo '{"name": "f8", "dependencies": {"axios": "1"}}' > $D/package.json
python3 - $N > $D/src/api.js <<'PY'
import sys
n = int(sys.argv[1])
reads = "".join(f"  const a{i} = q.same;\n  if (q.flag) s{i % 7} = q.same;\n" for i in range(n))
print("import axios from 'axios';\nlet s0, s1, s2, s3, s4, s5, s6;\nexport async function load() {\n"
      "  const q = (await axios.get('/api/items')).data;\n" + reads + "  return a0;\n}")
PY
/usr/bin/time -f "derive N=$N ($(wc -c < $D/src/api.js) bytes): %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | tail -2
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); print('evidence references:', max(sum(len(v) for v in x['evidence'].values()) for x in c['capabilities']))" $D.json
/usr/bin/time -f "audit N=$N: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN audit $D.json $D --format json -o $D.audit.json 2>&1 | tail -2
