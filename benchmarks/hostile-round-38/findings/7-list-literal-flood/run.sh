#!/bin/sh
# Finding 7 (hang): a membership test on one long list literal costs more than linear work (rule
# value.list-narrowing): let lang = x || 'en'; if (![<N literals, one per line>].includes(lang)) lang = 'default';
# return fetch('/api/a?lang=' + lang).
# usage: run.sh [N=10000] [list|try]
# Observed (c7ff7706): list N=2,500 6.4 s CPU, 5,000 15.7 s, 10,000 killed at the 60 s CPU bound (59.9 s user,
#   SIGKILL; an 89 KB file), no limit diagnostic; nested try blocks around a two-literal test are cheap (try
#   N=750 2.8 s, 1,500 2.4 s). attack38.py list_narrowing_hostile (the 10,000-literal list beside 3,000 nested try blocks
#   and a list of secret-shaped literals): killed at 58.7 s.
# Expected: about linear in N (each literal read once), or the list cut with a diagnostic; an 89 KB file under
#   60 s of CPU.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f7; rm -rf $D
python3 "$(dirname "$0")/build.py" $D ${1:-10000} ${2:-list}
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
