#!/bin/sh
# Finding 5 (a draft Tool with a parameter the source does not have): rule value.string-piece reads
# `u.substring(NaN, 2)` as a path parameter named {NaN}, unreviewed.
# Input: f(u) { return fetch('/api/f/' + u.substring(NaN, 2), {method: 'DELETE'}) } called f('abcdefgh'), beside
#   eight other cuts of the same string (substring(5, 1), slice(5, 1), substr(-3, 2), substring(-2, 3),
#   slice(-3), charAt(1.7), slice(2.9, 4.1), substr(2)).
# Observed (c7ff7706): delete_f is a draft Tool DELETE /api/f/{NaN} whose required input 'NaN' is described
#   'Na n of the f (path parameter).', no review item; the browser sends DELETE /api/f/ab (NaN is 0 to
#   substring). The other cuts are right (substr(2) → /api/g/cdefgh) or reviewed path parameters {param}.
#   Round 36 saw url[1e300] become a reviewed {1e300}; this one is a draft. CPU: 2.6 s.
# Expected: NaN read as 0 (DELETE /api/f/ab), or the cut reviewed like the others; never a draft whose
#   parameter is a number's name.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f5; rm -rf $D; mkdir -p $D/src
echo '{"name": "f5"}' > $D/package.json
cat > $D/src/p.js <<'JS'
export function a(u) { return fetch('/api/a/' + u.substring(5, 1), { method: 'DELETE' }); }   // substring swaps: 'bcde'
export const ca = () => a('abcdefgh');
export function b(u) { return fetch('/api/b/' + u.slice(5, 1), { method: 'DELETE' }); }       // slice: ''
export const cb = () => b('abcdefgh');
export function c(u) { return fetch('/api/c/' + u.substr(-3, 2), { method: 'DELETE' }); }     // substr: 'fg'
export const cc = () => c('abcdefgh');
export function d(u) { return fetch('/api/d/' + u.substring(-2, 3), { method: 'DELETE' }); }  // negative → 0: 'abc'
export const cd = () => d('abcdefgh');
export function e(u) { return fetch('/api/e/' + u.slice(-3), { method: 'DELETE' }); }         // 'fgh'
export const ce = () => e('abcdefgh');
export function f(u) { return fetch('/api/f/' + u.substring(NaN, 2), { method: 'DELETE' }); } // NaN → 0: 'ab'
export const cf = () => f('abcdefgh');
export function g(u) { return fetch('/api/g/' + u.substr(2), { method: 'DELETE' }); }         // 'cdefgh'
export const cg = () => g('abcdefgh');
export function h(u) { return fetch('/api/h/' + u.charAt(1.7), { method: 'DELETE' }); }       // trunc → 'b'
export const ch = () => h('abcdefgh');
export function i(u) { return fetch('/api/i/' + u.slice(2.9, 4.1), { method: 'DELETE' }); }   // 2..4: 'cd'
export const ci = () => i('abcdefgh');
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], x['status'], r['method'], r['pathTemplate']) for x in c['capabilities'] for r in x['implementation']['requests']]" $D.json
