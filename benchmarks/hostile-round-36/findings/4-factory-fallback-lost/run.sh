#!/bin/sh
# Finding 4 (a request lost, not new): a factory whose result, for a call passing no argument, is its own
# recursive call with a default (make(base) { return base ? new Api(base) : make('/fallback') }).
# Observed (2c4428d8, and 256d1712 before rule this.factory-arguments): make().get('/things') is in no
#   Tool, no review item and no diagnostic (the contract has no 'things'); make('/one').get('/items') is the
#   draft GET /items on a service whose base the Host binds; outer('/o')('/i').get('/w') (a factory returning
#   a factory) the draft GET /w. loop(b) { return loop(b + '/x') } is lost too (it never returns: fine).
# Expected: GET /fallback/things (or the call reviewed), never dropped silently.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f4; rm -rf $D; mkdir -p $D/src
echo '{"name": "f4"}' > $D/package.json
cat > $D/src/api.js <<'JS'
export class Api {
  constructor(base) { this.base = base; }
  get(p) { return fetch(this.base + p); }
}
export function make(base) { return base ? new Api(base) : make('/fallback'); }
export function outer(a) { return function inner(b) { return new Api(a + b); }; }
export const one = make('/one').get('/items');
export const two = make().get('/things');
export const five = outer('/o')('/i').get('/w');
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 -c "import json,sys; c=json.load(open(sys.argv[1])); [print(x['name'], x['status'], r['method'], r['pathTemplate'], r['callSites'][0]['line']) for x in c['capabilities'] for r in x['implementation']['requests']]; print('things in contract:', 'things' in open(sys.argv[1]).read())" $D.json
