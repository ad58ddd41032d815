#!/bin/sh
# Finding 4 (a crash: exit 3, 'internal error: RecursionError', no contract written): attack39.py's zod_hostile
# tree, a tRPC router whose inputs are zod schemas: a TypeScript enum of credentials under z.nativeEnum, a
# z.enum of a constant, a z.lazy object holding an array of itself (also as array items of another input),
# 3,000 nested z.array, a z.enum of 10,000 values, enum members referring to each other.
# Usage: run.sh            the whole case (as found; needs C2S_BIN), rows in $X39_OUT/results.jsonl
#        run.sh FORM N      one form alone, FORM deep (N nested z.array) or lazy (a z.lazy array of itself)
# On 8b76d8bc 'deep 3000' alone exits 0 (see benchmarks/hostile-round-39.md, finding 4).
# Expected: exit 0 or 1, the part past a depth an unknown value with a limit diagnostic, never an internal error.
HERE=$(cd "$(dirname "$0")" && pwd); BIN=${C2S_BIN:-code2skill}
if [ $# -eq 0 ]; then C2S_BIN=$BIN python3 "$HERE/../../attack39.py" zod_hostile; exit; fi
FORM=$1; N=${2:-3000}; D=${TMPDIR:-/tmp}/x39f4-$FORM-$N
rm -rf $D $D.cache; python3 "$HERE/build.py" $D $FORM $N
prlimit --cpu=60 $BIN derive $D -o $D.json --cache-dir $D.cache --jobs 1 -q; echo "rc=$?"
