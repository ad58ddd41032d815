#!/bin/sh
# Finding 2 (hang and an unreported limit): one class component whose request reads this.props
# (rule jsx.class-component-props) rendered by N elements <Table endpoint="eI" siteId={s.id} />.
# usage: run.sh [N=10000]
# Observed (2c4428d8): N=16 → 16 Tools and the item 'the request URL has 16 or more alternatives';
#   N=17 (and 64, 200, 1,000 …) → ONE draft Tool GET /api/sites/{siteId}/stats/{endpoint}/agg, a free
#   {endpoint}, and no item saying the elements' 17 endpoints were dropped (the choice of props objects
#   passed MAX_ALTERNATIVES and became unknown silently).
#   CPU: N=1,000 3.1 s (256d1712: 2.8 s), 3,000 9.4 s (3.8 s), 6,000 29.4 s, 10,000 killed at the
#   60 s bound (58.4 s): each element's props evaluated, the work growing with the square of N.
# Expected: past the cap, the limit reported (the item of N=16 or a budget diagnostic) and the elements
#   counted once; a 420 KB file under 60 s of CPU.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f2; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-10000}
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); print(len(c['capabilities']), 'Tools:', [r['pathTemplate'] for x in c['capabilities'][:3] for r in x['implementation']['requests']], [r['message'][:80] for r in c['review'] if 'alternatives' in r['message']])" $D.json
