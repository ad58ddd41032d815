#!/bin/sh
# Finding 1 (secrets): a credential in a SQL statement that no credential-named column or keyword precedes
# (CREATE USER … IDENTIFIED BY 'x', INSERT INTO users (name, password) VALUES ('bob', 'x'), ALTER USER … BY 'x').
# Observed (052d27c4): each literal is output in clear in the contract (input enum, evidence note of rule
#   side-effect.sql-statement, review message), the graph, the cache, the report, the export package, --update.
# Expected: no probe in any output (the statement shape keeps its holes and redacts literal values, or at
#   least every value of a VALUES list whose column is credential-named and every IDENTIFIED … BY literal).
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f1; rm -rf $D $D.json $D.cache
python3 "$(dirname "$0")/build.py" $D
/usr/bin/time -f '%U s user %S s sys rc=%x' $BIN derive $D -o $D.json --cache-dir $D.cache --jobs 1 -q
for p in idByPwQz7x insPosPwQz8 alIdPwQz5 apiKeyPosQz3; do echo "$p: contract $(grep -c "$p" $D.json) lines, cache files $(grep -l "$p" -r $D.cache | wc -l)"; done
