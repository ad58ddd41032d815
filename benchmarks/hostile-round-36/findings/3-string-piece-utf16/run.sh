#!/bin/sh
# Finding 3 (a wrong path): rule value.string-piece cuts code points where JavaScript cuts UTF-16 units.
# Input: url = (url[0] === '/') ? url.substring(2) : url; fetch(`/api/${url}`), called with '/😀/y'
#   and with '/\ud83d\ude00/z', the same emoji written as escapes.
# Observed (2c4428d8): GET /api/y (Tool get_y, draft) — two code points '/😀' dropped; for the escaped
#   spelling GET /api/%EF%BF%BD/z, right. The browser: '/😀/y'.substring(2) is '\ude00/y' (a lone low surrogate, sent as
#   U+FFFD: /api/%EF%BF%BD/y), so the two spellings of one string give two different paths.
# Expected: GET /api/%EF%BF%BD/y, as for the escaped spelling (index, length and cut counted in UTF-16 units,
#   s.length of '😀' is 2), or the call reviewed.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f3; rm -rf $D; mkdir -p $D/src
echo '{"name": "f3"}' > $D/package.json
cat > $D/src/w.js <<'JS'
export function req2(url) {
  url = (url[0] === '/') ? url.substring(2) : url;
  return fetch(`/api/${url}`).then(r => r.json());
}
export const literal = () => req2('/😀/y');
export const escaped = () => req2('/\ud83d\ude00/z');
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], r['method'], r['pathTemplate'], r['callSites'][0]['line']) for x in c['capabilities'] for r in x['implementation']['requests']]" $D.json
