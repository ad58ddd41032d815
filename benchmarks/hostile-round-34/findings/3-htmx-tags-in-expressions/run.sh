#!/bin/sh
# observed (dbad7c27): htmx_sites alone: 9 KB 0.27 s, 18 KB 0.89 s, 39 KB 4.4 s CPU (x4-5 per x2)
#   derive of the 200 KB page: killed at the CPU bound (60.4 s CPU, rc -24, 257 s wall under load)
# expected: linear time
BIN=${C2S_BIN:-code2skill}
python3 "$(dirname "$0")/build.py" /tmp/x34f3 ${1:-200000}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f3 -o /tmp/x34f3.json --jobs 1 -q"
