#!/bin/sh
# Finding 7 (an exported package that does not parse): a repository whose top folder starts with a digit
# (2fauth, 1panel; found with a folder named ESC[31mred, whose ESC is dropped to give 31mred) holding a package
# with a generic name (client), so that the project is named from the folder (rule project.generic-name).
# Observed and expected: benchmarks/hostile-round-39.md, finding 7.
# Expected: every exported module passes node --check (an environment variable name never starts with a digit).
BIN=${C2S_BIN:-code2skill}; T=${TMPDIR:-/tmp}/x39f7; R=$T/2fauth; rm -rf $T; mkdir -p $R/client/src
echo '{"name": "client", "dependencies": {"axios": "1"}}' > $R/client/package.json
printf "import axios from 'axios';\nexport const a = () => axios.get('/api/things');\n" > $R/client/src/a.js
git init -q $R
prlimit --cpu=60 $BIN derive $R -o $T/c.json --jobs 1 -q && $BIN export $T/c.json -o $T/pkg --force -q
for m in $T/pkg/*.mjs; do node --check $m >/dev/null 2>&1 && echo "ok $(basename $m)" || { echo "FAILS $(basename $m)"; node --check $m 2>&1 | sed -n 2,3p; }; done
