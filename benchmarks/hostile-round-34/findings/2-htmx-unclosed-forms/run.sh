#!/bin/sh
# observed (dbad7c27): htmx_sites alone: 9 KB 0.55 s, 18 KB 2.1 s, 39 KB 9.5 s CPU (x4.4 per x2); 200 KB: see results
# expected: linear time; a 2 MB page under a few seconds of CPU
BIN=${C2S_BIN:-code2skill}
python3 "$(dirname "$0")/build.py" /tmp/x34f2 ${1:-200000}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f2 -o /tmp/x34f2.json --jobs 1 -q"
