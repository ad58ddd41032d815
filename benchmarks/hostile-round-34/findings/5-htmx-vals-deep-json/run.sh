#!/bin/sh
# expected: the page read (POST /api/ok, POST /api/deep with the hx-vals as an unread item), exit 0, no internal fault
BIN=${C2S_BIN:-code2skill}
rm -rf /tmp/x34f5; python3 "$(dirname "$0")/build.py" /tmp/x34f5 ${1:-100000} ${2:-hx-vals}
/usr/bin/time -f '%U s user %S s sys rc=%x' sh -c "ulimit -t 120; $BIN derive /tmp/x34f5 -o /tmp/x34f5.json --jobs 1"
grep -o '"path": "[^"]*"' /tmp/x34f5.json | sort -u
