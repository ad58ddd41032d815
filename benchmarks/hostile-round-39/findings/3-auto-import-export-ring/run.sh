#!/bin/sh
# Finding 3 (a hang over 60 s of CPU on a small tree, rule scope.auto-import): a folder the auto-import plugin
# scans (dirs: ['src/api']) whose N modules re-export each other with export * in a ring. Every scanned module
# starts its own walk of the re-exports (star_names, a fresh `seen` per module), so the walk is N x N.
# Usage: run.sh [N] (default 3000). Observed and expected: benchmarks/hostile-round-39.md, finding 3.
# Expected: each module's re-exported names found once (linear), or a limit with its diagnostic.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}; N=${1:-3000}; D=${TMPDIR:-/tmp}/x39f3-$N
rm -rf $D $D.cache; python3 "$HERE/build.py" $D $N
/usr/bin/time -f "N=$N: %U s user %S s sys rc=%x" prlimit --cpu=60 $BIN derive $D -o $D.json --cache-dir $D.cache --jobs 1 -q
