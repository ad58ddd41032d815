#!/bin/sh
# Finding 2 (a hang over 60 s of CPU on a small tree, rules jquery.load + risk.page-sent-message, session 43):
# N lines $('#g<i>').load('/api/frag/g<i>', {i: <i>}) in one script (each a POST: .load with object data) cost
# time quadratic in N: for every write, rule risk.page-sent-message (passes/page_sent.py sent_message) asks
# passes/page_messages.py for the text shown right after the call (awaited_texts -> following_text ->
# setter_callback_texts), which walks every call of the module (a profile of N = 1,000: 4,003,000 callee_name
# calls, 36 of 100 s profiled in following_text). Found with attack43.py jquery_load_hostile (5,000 loads:
# killed at the 60 s bound).
# Observed on 1c0857d2: N = 1,000 (47 KB) 10.5 s, 2,000 (97 KB) 30.7 s, 3,000 (146 KB) killed at the bound.
# Usage: run.sh [N] [KIND]   KIND obj (.load with data: POST, default), get (.load without data), post ($.post)
# Expected: the texts after each call read once per module (or per scope), linear in N, or the work counted
# by the work-per-file limit before it costs a minute.
BIN=${C2S_BIN:-code2skill}; N=${1:-2000}; KIND=${2:-obj}; D=${TMPDIR:-/tmp}/x43f2-$N-$KIND; rm -rf $D $D.json; mkdir -p $D/js
echo '{"name": "f2", "dependencies": {"jquery": "^3.7.0"}}' > $D/package.json
python3 - $N $KIND > $D/js/app.js <<'PY'
import sys
n, kind = int(sys.argv[1]), sys.argv[2]
line = {"obj": "$('#g{i}').load('/api/frag/g{i}', {{ i: {i} }});", "get": "$('#g{i}').load('/api/frag/g{i}');",
        "post": "$.post('/api/items{i}', {{ i: {i} }});"}[kind]
print("\n".join(line.format(i=i) for i in range(n)))
PY
echo "N=$N KIND=$KIND ($(wc -c < $D/js/app.js) bytes)"
/usr/bin/time -f "derive: %U s user %S s sys" prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q; echo "rc=$?"
