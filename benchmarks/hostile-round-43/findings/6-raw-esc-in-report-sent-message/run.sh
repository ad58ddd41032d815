#!/bin/sh
# Finding 6 (a raw control character in an output; rule risk.page-sent-message, session 43): the success text
# the rule quotes as its evidence note ("An email has been sent with code … \u001b[2J to …", the escape
# decoded from the JavaScript string) keeps a raw ESC: the contract holds it JSON-escaped, but the HTML report
# writes it raw (a terminal showing the file runs the sequence). The GitHub token in the same text is
# redacted. Older notes (a page modal's question, round 42) have their ESC written as escaped text.
# Expected: control characters of a quoted page text escaped or dropped in every output.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f6; rm -rf $D $D.json $D.html; mkdir -p $D/src
echo '{"name": "f6", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/api.js <<'JS'
import axios from 'axios';
export const a = (e) => axios.post('/api/a', { e }).then(() => alert('An email has been sent \u001b[2J\u001b]0;pwned\u0007 to ' + e));
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
prlimit --cpu=60 $BIN report $D.json --source $D -o $D.html
prlimit --cpu=60 $BIN audit $D.json $D -o $D.audit.txt
for f in $D.json $D.html $D.audit.txt; do printf '%s: raw ESC bytes %s\n' "$(basename $f)" "$(tr -cd '\033' < $f | wc -c)"; done
