#!/bin/sh
# Finding 8 (a secret in every output): rule redact.sign-in-segment redacts a secret-shaped segment after
# a sign-in word only when it is its own literal (a template hole, a concatenated literal, a constant), not
# when the path literal itself holds it.
# Input: fetch('/api/login/Pw38Qz7hunterA', {method: 'POST'}); b('/api/login/Pw38Qz7hunterB') to a wrapper
#   b(u) { return fetch(u, {method: 'POST'}) }; beside them fetch(`/api/login/${'Pw38Qz7hunterC'}`, …).
# Observed (c7ff7706): POST /api/login/<redacted:credential> for the hole (right), and two Tools
#   create_login_pw38_qz7hunter_a POST /api/login/Pw38Qz7hunterA and create_login_pw38_qz7hunter_b with the
#   password in the path and the Tool name (contract, graph, export package). attack38.py
#   fc_props_cycle_secret found it through a React.FC prop (<A url="/api/login/Pw38Qz7hunterX" />): the
#   contract, graph, export package and report hold it, three Tools named after it.
# Expected: the same redaction whichever way the segment is written (the path literal split at '/').
#   CPU: 2.6 s.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f8; rm -rf $D; mkdir -p $D/src
echo '{"name": "f8"}' > $D/package.json
cat > $D/src/l.js <<'JS'
export const a = () => fetch('/api/login/Pw38Qz7hunterA', { method: 'POST' });
export const b = (u) => fetch(u, { method: 'POST' });
export const c = () => b('/api/login/Pw38Qz7hunterB');
export const d = () => fetch(`/api/login/${'Pw38Qz7hunterC'}`, { method: 'POST' });
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], x['status'], r['method'], r['pathTemplate']) for x in c['capabilities'] for r in x['implementation']['requests']]" $D.json
for p in Pw38Qz7hunterA Pw38Qz7hunterB Pw38Qz7hunterC; do echo "$p: contract $(grep -c $p $D.json), graph $(grep -c $p $D.graph.json)"; done
