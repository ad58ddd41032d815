#!/bin/sh
# Finding 6 (a wrong destructive path, not new): `??` takes its right side for '' and 0, which JavaScript
# keeps (only null and undefined are nullish).
# Input: req2(url) { url = url ?? '/events'; return fetch(`/api${url}`, {method: 'DELETE'}) }, called with
#   req2('') and req2(0); beside it req3(url = '/items'), called with req3('') (a default parameter, right).
# Observed (2c4428d8 and 256d1712): one draft Tool delete_event, DELETE /api/events, citing both calls
#   (lines 5 and 6); the browser sends DELETE /api and DELETE /api0. req3('') is DELETE /api, right.
#   With rule value.string-piece (url = url ?? '/events'; then the slash cut) req2('') is DELETE /api/events too.
# Cause: extractors/module_facts/expressions.py reads a ?? b as a || b (one Alt of kind "or").
# Expected: '' ?? d is '' and 0 ?? d is 0 (DELETE /api and /api0), or the calls reviewed; never a draft
#   delete on a path the call does not send.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f6; rm -rf $D; mkdir -p $D/src
echo '{"name": "f6"}' > $D/package.json
cat > $D/src/w.js <<'JS'
export function req2(url) {
  url = url ?? '/events';
  return fetch(`/api${url}`, {method: 'DELETE'});
}
export const c = () => req2('');
export const z = () => req2(0);
export function req3(url = '/items') { return fetch(`/api${url}`, {method: 'DELETE'}); }
export const y = () => req3('');
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], x['status'], r['method'], r['pathTemplate'], [s['line'] for s in r['callSites']]) for x in c['capabilities'] for r in x['implementation']['requests']]" $D.json
