#!/bin/sh
# Finding 2 (surer than the source proves, rule risk.session-end): a DELETE that names the caller (me) made by a
# function whose name says sign-out, or a DELETE whose path holds the word logout, loses its destructive risk
# although it deletes business data: the account (deleteAccountAndSignOut: DELETE /api/users/me), the user's
# data (logoutAndWipe: DELETE /api/me/data), the logout history (DELETE /api/logout/history).
# On b0474f43 each had risks [destructive]; on 45639e88 risks [] (destructiveHint stays true).
# Expected: only a request that ends the session and nothing else drops the risk (DELETE /api/session by
# signOut); a path naming another thing after the caller or the logout word keeps it.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x40f2; rm -rf $D $D.json; mkdir -p $D/src
echo '{"name": "f2", "dependencies": {"axios": "1"}}' > $D/package.json
cat > $D/src/account.js <<'JS'
import axios from 'axios';
export async function deleteAccountAndSignOut() { await axios.delete('/api/users/me'); }
export async function logoutAndWipe() { await axios.delete('/api/me/data'); }
export async function clearLogoutHistory() { await axios.delete('/api/logout/history'); }
export async function signOut() { await axios.delete('/api/session'); }
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]} destructiveHint={a["destructiveHint"]} risks={a["risks"]}')
PY
