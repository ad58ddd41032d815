#!/bin/sh
# observed (dbad7c27): 200 KB killed at 65-90 s CPU (rc -24, SIGXCPU); htmx_sites alone: 9 KB 0.11 s, 18 KB 0.44 s, 39 KB 2.2 s, 78 KB 8.7 s CPU (x4 per x2)
# expected: linear time; a 2 MB page (the file bound) under a few seconds of CPU
BIN=${C2S_BIN:-code2skill}
python3 "$(dirname "$0")/build.py" /tmp/x34f1 ${1:-200000}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f1 -o /tmp/x34f1.json --jobs 1 -q"
