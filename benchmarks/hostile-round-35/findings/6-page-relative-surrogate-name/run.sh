#!/bin/sh
# Finding 6 (contained fault): a script named with bytes that are not UTF-8 (ED A0 80: a lone surrogate once
# decoded) beside a page making page-relative requests ('api/tables').
# Observed (052d27c4 and 1442c1e1): "passes: internal fault in the page-relative pass: PydanticSerializationError:
#   … surrogates not allowed; page-relative items were not merged per service, so the contract is incomplete",
#   exit 0 (found by fuzz run 474: pgweb with two files renamed).
# Expected: no internal fault; the name written as the contract writes it elsewhere (each byte as \uDCXX).
BIN=${C2S_BIN:-code2skill}; D=/tmp/x35f6; rm -rf $D
python3 "$(dirname "$0")/build.py" $D
/usr/bin/time -f '%U s user %S s sys rc=%x' $BIN derive $D -o $D.json --jobs 1 -q 2>&1 | cut -c1-300
