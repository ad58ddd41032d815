#!/bin/sh
# Two derives of each real-app slice (fresh cache each) must give byte-equal contracts and graphs.
BIN=${C2S_BIN:-code2skill}; B=${BASES:-/tmp/x35/bases}; O=${OUTD:-/tmp/x35/det}; mkdir -p $O
for app in $(ls $B); do
  for k in 1 2; do
    /usr/bin/time -f "$app run$k %U+%S s CPU rc=%x" $BIN derive $B/$app -o $O/$app.$k.json --graph $O/$app.$k.graph.json --jobs 1 -q 2>>$O/time.log
  done
  if cmp -s $O/$app.1.json $O/$app.2.json && cmp -s $O/$app.1.graph.json $O/$app.2.graph.json; then echo "$app equal"; else echo "$app DIFFER"; fi
done
