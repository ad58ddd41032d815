#!/bin/sh
# Finding 3 (an input narrower than the source): rule value.list-narrowing reads the list literal a local
# is declared with, not the elements pushed to it before the test.
# Input: ln(x, extra) { const allowed = ['de', 'en']; allowed.push(extra); let lang = x || 'en';
#   if (!allowed.includes(lang)) lang = 'default'; return fetch('/api/ln?lang=' + lang) }, called ln('xx', 'xx').
# Observed (c7ff7706): a draft Tool get_ln, GET /api/ln, whose query parameter lang is enum [de, en, default];
#   the browser sends lang=xx (the pushed value passes the test), which the enum forbids an Agent to send.
#   The same for ln2, whose list gets allowed[2] = extra and is called ln2('yy', 'yy'): GET /api/ln2 with
#   lang enum [de, en, default]; the browser sends lang=yy. CPU: 2.8 s.
# Expected: a list written after its declaration (push, unshift, splice, an index write, a reassignment)
#   gives no enum (lang a free string), or the enum is reviewed.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f3; rm -rf $D; mkdir -p $D/src
echo '{"name": "f3"}' > $D/package.json
cat > $D/src/ln.js <<'JS'
export function ln(x, extra) {
  const allowed = ['de', 'en'];
  allowed.push(extra);
  let lang = x || 'en';
  if (!allowed.includes(lang)) lang = 'default';
  return fetch('/api/ln?lang=' + lang);
}
export const c = () => ln('xx', 'xx');
export function ln2(x, extra) {
  const allowed = ['de', 'en'];
  allowed[2] = extra;
  let lang = x || 'en';
  if (!allowed.includes(lang)) lang = 'default';
  return fetch('/api/ln2?lang=' + lang);
}
export const c2 = () => ln2('yy', 'yy');
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "
import json,sys; c=json.load(open(sys.argv[1]))
for x in c['capabilities']:
    for r in x['implementation']['requests']:
        print(x['name'], x['status'], r['method'], r['pathTemplate'], json.dumps(x['inputSchema'].get('properties')))
" $D.json
