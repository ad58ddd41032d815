#!/bin/sh
# observed (dbad7c27): tokQz8LmSecret1 4x in the contract (auth evidence note, context reference note),
#   pwQz8LmSecret2 2x, urlPwQz8Lm4 3x (evidence note, service id pw_qz8_lm4, baseUrlBinding
#   PW_QZ8_LM4_API_BASE_URL, service description "builds from urlPwQz8Lm4"); the graph holds none.
# expected: none of the three in any output (a literal expression is no name; a credential-position value redacted)
BIN=${C2S_BIN:-code2skill}
rm -rf /tmp/x34f7; python3 "$(dirname "$0")/build.py" /tmp/x34f7
$BIN derive /tmp/x34f7 -o /tmp/x34f7.json --jobs 1 -q
for p in tokQz8LmSecret1 pwQz8LmSecret2 urlPwQz8Lm4 PW_QZ8_LM4; do echo "$p: $(grep -c "$p" /tmp/x34f7.json) lines of the contract"; done
