#!/bin/sh
# observed (dbad7c27): htmx_sites alone, N=250 (15 KB): 1.18 s CPU; N=500 (29 KB): 5.25 s (x4.4 per x2); N=1000 (60 KB) derive: 59.8 s user + 1.2 s sys = 61 s CPU
# expected: each form's fields read once; a 60 KB page in well under a second
BIN=${C2S_BIN:-code2skill}
rm -rf /tmp/x34f6; python3 "$(dirname "$0")/build.py" /tmp/x34f6 ${1:-1000}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f6 -o /tmp/x34f6.json --jobs 1 -q"
