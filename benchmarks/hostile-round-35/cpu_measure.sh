#!/bin/bash
# usage: cpu_measure.sh LABEL APPDIR  -> CPU seconds of one derive (wall cap 600 s)
BIN=${C2S_BIN:-code2skill}
/usr/bin/time -f "$1 user=%U sys=%S wall=%e rc=%x maxrss=%M" timeout -s KILL 600 nice $BIN derive "$2" -o "${OUT:-hostile-out}/cpu-$1.json" --jobs 1 -q 2>&1 | tail -1
