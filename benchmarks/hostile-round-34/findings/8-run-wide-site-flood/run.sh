#!/bin/sh
# observed (dbad7c27): 10 files (1.2 MB, 19,990 sites): killed at the CPU bound, 63.3 s CPU (rc -24, 229 s wall under load);
#   one file of 20,000 (cut at 2,000 by the per-file budget): 36.6 s CPU
# expected: a run-wide bound (or linear cost low enough) so a small tree finishes under 60 s CPU with a limit diagnostic
BIN=${C2S_BIN:-code2skill}
rm -rf /tmp/x34f8; python3 "$(dirname "$0")/build.py" /tmp/x34f8 ${1:-10}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f8 -o /tmp/x34f8.json --jobs 1 -q"
