#!/bin/sh
# Finding 1 (a secret in the contract, graph, export and report): a key shape the path redacts is still in the
# Tool's name, and a shape glued to a digit or an upper-case letter, or a Google key glued to a word, is not
# redacted at all (rule redact, round 38's finding 6 fixed for a lower-case word before an AWS key only).
# Input: the AWS key of round 38 written so that the path template is redacted but the name is made from
#   the pieces before redaction: `/api/split/${'AKIA'}QZ7X3KPL4MNB39AT` and '/api/keys/' + 'akia…'.toUpperCase();
#   and glued: v2AKIA…, ROTATEAKIA…, AKIA…7, AKIA…X, keyAIza… (Google); beside them the shapes that are
#   redacted (rotateghp_…, paysk_live_…, sessioneyJ…).
# Observed (8b76d8bc): POST /api/split/<redacted:aws-key> named create_split_akiaqz7_x3_kpl4_mnb39_at and
#   POST /api/keys/<redacted:aws-key> named create_key_akiaqz7_x3_kpl4_mnb39_at (the whole key, lower-cased,
#   in the Tool name, its description, the export package's function names and the report); v2AKIA…,
#   ROTATEAKIA…, AKIA…7, AKIA…X and keyAIza… whole in the path template and the name. A split
#   'AKIAQZ7X3K' + 'PL4MNB39AT' gives /api/keys/<redacted:credential>PL4MNB39AT (half the key).
# Expected: a name made only of redacted text (rule name.no-redaction-marker), and a key shape redacted
#   whatever letter or digit touches it.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x39f1; rm -rf $D $D.cache; mkdir -p $D/src
echo '{"name": "f1"}' > $D/package.json
cat > $D/src/k.js <<'JS'
export const digit_before = () => fetch('/api/keys/v2AKIAQZ7X3KPL4MNB39AT', { method: 'POST' });
export const upper_before = () => fetch('/api/keys/ROTATEAKIAQZ7X3KPL4MNB39AT', { method: 'POST' });
export const digit_after = () => fetch('/api/keys/AKIAQZ7X3KPL4MNB39AT7', { method: 'POST' });
export const upper_after = () => fetch('/api/keys/AKIAQZ7X3KPL4MNB39ATX', { method: 'POST' });
export const gh_glued = () => fetch('/api/keys/rotateghp_Qz9xR2mN4pL6vB9kT1wY3sD5fH7jK0aC2e39', { method: 'POST' });
export const stripe_glued = () => fetch('/api/keys/paysk_live_51Hx39QzAttackR0undKey9mNbVcXz', { method: 'POST' });
export const google_glued = () => fetch('/api/keys/keyAIzaSyQz39AttackRoundKey0123456789abcdE', { method: 'POST' });
export const jwt_glued = () => fetch('/api/keys/sessioneyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4MzkifQ.Qz39sigAttackRoundX9kLmNoPqRs', { method: 'POST' });
export const aws_split = () => fetch('/api/keys/' + 'AKIAQZ7X3K' + 'PL4MNB39AT', { method: 'POST' });
export const aws_template = () => fetch(`/api/split/${'AKIA'}QZ7X3KPL4MNB39AT`, { method: 'POST' });
export const lower_aws = () => fetch('/api/keys/' + 'akiaqz7x3kpl4mnb39at'.toUpperCase(), { method: 'POST' });
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --cache-dir $D.cache --jobs 1 -q
python3 - "$D.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    print(cap["name"], cap["implementation"]["requests"][0]["pathTemplate"])
PY
for p in AKIAQZ7X3KPL4MNB39AT akiaqz7_x3_kpl4_mnb39_at AIzaSyQz39AttackRoundKey PL4MNB39AT; do
  echo "$p: contract $(grep -c $p $D.json), graph $(grep -c $p $D.graph.json), cache files $(grep -rl $p $D.cache | wc -l)"; done
