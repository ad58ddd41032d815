#!/bin/sh
# Finding 4 (hang): a request body of many members whose values are calls costs the square of its size in
# rule side-effect.replace-collection (passes/replaced_collections.py): prop_at walks every call, binding
# and local of the module once per body member to find the member's object literal again.
# Input: export function go(o) { const p = new URLSearchParams(window.location.search);
#   return fetch('/api/wide', {method: 'POST', body: JSON.stringify({a0: p.get('k0'), …, aN: p.get('kN')})}) }
#   (each member a read of the page's address, rule context.address-value); modes: param (o.kI), literal ('vI'),
#   call (String(o.kI)).
# usage: run.sh [N=10000] [addr|param|literal|call]
# Observed (c7ff7706): addr N=1,000 6.9 s CPU, 2,000 13.3 s, 4,000 40.0 s (78 KB), 10,000 killed at the
#   60 s CPU bound (195 KB, attack38.py address_value_10000: 55.0 s user when killed), no limit diagnostic;
#   param N=2,000 6.7 s, 4,000 14.7 s; literal N=4,000 10.5 s. A profile of addr N=2,000 (141 s under
#   cProfile): 57.6 s in replaced_fields, 56.5 s of it in 2,000 calls of prop_at (28 ms each); the module's
#   2,000 p.get(…) calls are the roots prop_at walks for each member.
# Expected: about linear in N (each member's literal found once, e.g. an index of the module's object
#   members by span), or a budget with a diagnostic; a 200 KB file under 60 s of CPU.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f4; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-10000} ${2:-addr}
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
