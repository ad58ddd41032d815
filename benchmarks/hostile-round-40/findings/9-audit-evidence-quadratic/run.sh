#!/bin/sh
# Finding 9 (a hang over 60 s of CPU in audit; older code): audit's stale-evidence check compares every
# evidence reference of a capability with every reference of the fresh derive's counterpart
# (src/code2skill/audit/evidence.py: check_refs → new_place → same_thing, and call_site_shifts), so it is
# quadratic in one capability's references. Found with attack39.py trpc_response_hostile (10,000 answer fields
# read: 20,023 references; derive 5.3 s, audit killed at 60 s in all three formats). Usage: run.sh [N]: derive,
# then audit, of one request whose answer is read N fields deep. Observed and expected:
# benchmarks/hostile-round-40.md, finding 9. Expected: audit linear (references indexed by rule and note),
# or a limit with its diagnostic.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-10000}; D=${TMPDIR:-/tmp}/x40f9-$N
rm -rf $D $D.json; python3 "$HERE/build.py" $D $N
/usr/bin/time -f "derive N=$N: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | tail -2
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); print('evidence references:', max(sum(len(v) for v in x['evidence'].values()) for x in c['capabilities']))" $D.json
/usr/bin/time -f "audit N=$N: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN audit $D.json $D --format json -o $D.audit.json 2>&1 | tail -2
