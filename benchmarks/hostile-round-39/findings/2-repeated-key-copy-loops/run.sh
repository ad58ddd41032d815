#!/bin/sh
# Finding 2 (a hang over 60 s of CPU on a small tree): a wrapper that copies its options into URLSearchParams
# with the same loop written N times, Object.keys(query).forEach((name) => search.set(name, query[name])).
# Found by the fuzz (seed 39, run 260: samples/wrapper-query-config with one line duplicated 2,000 times,
# a 142 KB file; its derive took most of the 60 s bound and its audit, which derives again, ran past 33 s).
# Usage: run.sh [N] (default 2000). Observed and expected: see benchmarks/hostile-round-39.md, finding 2.
# Expected: linear in N (each loop adds the same unknown keys), or a limit with its diagnostic.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-2000}; D=${TMPDIR:-/tmp}/x39f2-$N
rm -rf $D $D.cache; python3 "$HERE/build.py" $D $N
/usr/bin/time -f "N=$N: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --cache-dir $D.cache --jobs 1 -q
