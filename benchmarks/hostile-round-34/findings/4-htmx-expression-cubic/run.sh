#!/bin/sh
# observed (dbad7c27): htmx_sites alone on ONE line: 250 spaces 0.01 s, 500 0.08 s, 1,000 0.80 s CPU (x10 per x2: cubic);
#   derive of 2 such lines (6 KB page): 44.2 s CPU (199 s wall under load); "{{" + 2,000 spaces, ONE line (2 KB page): 32.6 s CPU;
#   "<%=" + 2,000 spaces, one line: 9.9 s CPU; so 2 lines of "{{" (4 KB) or 3 of "${" (9 KB) pass 60 s
#   fuzz run 22 (contact-app + 2 such lines) stopped at the 60 s wall bound
# expected: linear time; a 6 KB page in well under a second
BIN=${C2S_BIN:-code2skill}
python3 "$(dirname "$0")/build.py" /tmp/x34f4 ${1:-3000} ${2:-3} ${3:-'${'}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f4 -o /tmp/x34f4.json --jobs 1 -q"
