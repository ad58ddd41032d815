#!/bin/sh
# observed (dbad7c27): the cache file of views/a.html holds ["Lit","https://admin:HxTr0ub4dor3",…] and ["Hole","com",…];
#   found by fuzz run 312 (injected-fetch-client + this line)
# expected: no password in the cache (nor any output); "@api.example.com" in a URL is no template expression
BIN=${C2S_BIN:-code2skill}
rm -rf /tmp/x34f9 /tmp/x34f9.cache; python3 "$(dirname "$0")/build.py" /tmp/x34f9
$BIN derive /tmp/x34f9 -o /tmp/x34f9.json --cache-dir /tmp/x34f9.cache --jobs 1 -q
echo "cache files holding the password: $(grep -rl HxTr0ub4dor3 /tmp/x34f9.cache | wc -l); contract: $(grep -c HxTr0ub4dor3 /tmp/x34f9.json)"
grep -o '"path": "[^"]*"' /tmp/x34f9.json | head -3
