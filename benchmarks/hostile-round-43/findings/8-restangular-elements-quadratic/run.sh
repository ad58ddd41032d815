#!/bin/sh
# Finding 8 (a hang over 60 s of CPU on a small tree, rule restangular.element-answer, session 43): N lines
# R.all('c<i>').get(<i>).then(function (e) { e.put(); }) in one controller (R a factory returning
# Restangular.withConfig(fn)) cost time quadratic in N: N = 1,000 (60 KB) 11.6-13.3 s, 2,000 (121 KB) 47.0 s; found with
# attack43.py restangular_blowup_and_secret (5,000 such lines beside a 3,000-function element hand-over chain
# and copy() nested 2,000 deep: killed at the 60 s bound; the chain alone 5.5 s, the copies alone 1.8 s). On
# 118ac218 (before the rule) N = 1,000 costs 8.7 s and gives the 1,000 GETs only.
# Usage: run.sh [N]
# Expected: each element's answer looked up once (linear in N), or the work counted by the work-per-file limit.
BIN=${C2S_BIN:-code2skill}; N=${1:-1000}; D=${TMPDIR:-/tmp}/x43f8-$N; rm -rf $D $D.json; mkdir -p $D/app
echo '{"name": "f8", "dependencies": {"angular": "^1.8.3", "restangular": "^1.6.1"}}' > $D/package.json
python3 - $N > $D/app/app.js <<'PY'
import sys
n = int(sys.argv[1])
print("angular.module('app', ['restangular'])\n  .config(function (RestangularProvider) { RestangularProvider.setBaseUrl('/api'); })\n"
      "  .factory('R', function (Restangular) { return Restangular.withConfig(function (c) { c.setBaseUrl('/v1'); }); })\n"
      "  .controller('C', function (R, Restangular) {\n"
      + "".join(f"    R.all('c{i}').get({i}).then(function (e) {{ e.put(); }});\n" for i in range(n)) + "  });")
PY
echo "N=$N ($(wc -c < $D/app/app.js) bytes)"
/usr/bin/time -f "derive: %U s user %S s sys" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q; echo "rc=$?"
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); print(len(c['capabilities']), 'capabilities')" $D.json 2>/dev/null
