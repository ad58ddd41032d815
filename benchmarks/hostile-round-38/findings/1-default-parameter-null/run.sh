#!/bin/sh
# Finding 1 (a wrong destructive path): a default parameter replaces only undefined, but rule
# value.nullish-default reads it as `??`, which also replaces null.
# Input: removeAll(path = '/all') { return fetch('/api/items' + path, {method: 'DELETE'}) } called with
#   removeAll(null); purge(kind = 'all') { return fetch(`/api/logs/${kind}`, {method: 'DELETE'}) } called with
#   purge(null); clear({scope = '/everything'} = {}) called with clear({scope: null}).
# Observed (c7ff7706): two draft Tools, delete_item_all DELETE /api/items/all (line 3) and delete_log_all
#   DELETE /api/logs/all (line 7), no review item; the browser sends DELETE /api/itemsnull and
#   DELETE /api/logs/null (a default is taken for undefined only). The destructured default is reviewed
#   (DELETE /api/cache{scope}, requires-review). A Tool that deletes every item the app never deletes.
# Cause: resolution/shared.py alternatives(): a default is an AltV of kind "nullish" (rule
#   value.nullish-default, resolution/lookup.py), whose options known to be null are dropped as for `??`.
# Expected: purge(null) is DELETE /api/logs/null (and /api/itemsnull), or the call reviewed; never a draft
#   delete of a path the call does not send.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f1; rm -rf $D; mkdir -p $D/src
echo '{"name": "f1"}' > $D/package.json
cat > $D/src/d.js <<'JS'
// A default parameter or a destructured default replaces only undefined: null passes through.
export function removeAll(path = '/all') { return fetch('/api/items' + path, { method: 'DELETE' }); }
export const a = () => removeAll(null);          // the browser sends DELETE /api/itemsnull
export function clear({ scope = '/everything' } = {}) { return fetch(`/api/cache${scope}`, { method: 'DELETE' }); }
export const b = () => clear({ scope: null });   // DELETE /api/cachenull
export function purge(kind = 'all') { return fetch(`/api/logs/${kind}`, { method: 'DELETE' }); }
export const c = () => purge(null);              // DELETE /api/logs/null
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], x['status'], r['method'], r['pathTemplate'], [s['line'] for s in r['callSites']]) for x in c['capabilities'] for r in x['implementation']['requests']]" $D.json
