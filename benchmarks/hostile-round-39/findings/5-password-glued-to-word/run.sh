#!/bin/sh
# Finding 5 (a secret in every output): a password glued to the word password in a path literal, beside a password
# after a sign-in word (round 38's finding 8 form). Observed and expected: benchmarks/hostile-round-39.md, finding 5.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x39f5; rm -rf $D $D.json $D.graph.json $D.cache; mkdir -p $D/src
echo '{"name": "f5", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/w.js <<'JS'
import axios from 'axios';
export const cfg2 = () => axios.patch('/api/settings/passwordPw39Qz7hunterX', { value: 1 });
export const totpPath = () => axios.post('/api/auth/login_totp/Pw39Qz7hunterY');
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --cache-dir $D.cache --jobs 1 -q
for p in Pw39Qz7hunterX Pw39Qz7hunterY pw39_qz7hunter; do echo "$p: contract $(grep -c $p $D.json), graph $(grep -c $p $D.graph.json), cache files $(grep -rl $p $D.cache | wc -l)"; done
