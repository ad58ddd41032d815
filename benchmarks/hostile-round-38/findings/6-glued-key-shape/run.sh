#!/bin/sh
# Finding 6 (a secret in the contract and graph): a credential shape glued to the word before it in the same
# literal is not redacted: the shapes of redact.py are anchored by \b (aws-key `\b(AKIA|ASIA)[0-9A-Z]{16}\b`,
# slack-token `xox[abprs]-`), and a key with no lower-case letters is no high-entropy run either.
# Input: fetch('/api/keys/rotateAKIAQZ7X3KPL4MNB39AT', {method: 'POST'}) (an action verb glued to an AWS key
#   id, as rule name.action-segment reads procedure segments), fetch('/api/slack/tokxoxb-1234567890-38attackQzRound',
#   {method: 'POST'}); beside them the same key after '/', followed by '_prod' or by lower-case letters, and a
#   Stripe key after 'x' (all redacted: '/' is a boundary, the others are high-entropy runs).
# Observed (c7ff7706): Tools rotate_key_akiaqz7_x3_kpl4_mnb39_at (POST /api/keys/rotateAKIAQZ7X3KPL4MNB39AT)
#   and create_slack_tokxoxb_1234567890_38attack_qz_round; the AWS key is in the contract (path, name) and 5
#   times in the graph, the Slack token 3 times in the contract and 5 times in the graph; the fact cache holds
#   neither. attack38.py action_segment_hostile (`deleteAKIA…` as a segment) found it in the contract, graph,
#   export package (adapter.mjs, canonical-contract.json, a function module and a skill reference, each
#   named after the key) and the HTML report.
# Expected: a credential's shape is redacted wherever it stands in a literal, a word glued before or after
#   it included (the name then takes no words from it, rule name.no-redaction-marker). CPU: 2.8 s.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x38f6; rm -rf $D $D.cache; mkdir -p $D/src
echo '{"name": "f6"}' > $D/package.json
cat > $D/src/k.js <<'JS'
export const a = () => fetch('/api/keys/AKIAQZ7X3KPL4MNB38AT_prod', { method: 'DELETE' });
export const b = () => fetch('/api/keys/rotateAKIAQZ7X3KPL4MNB39AT', { method: 'POST' });
export const c = () => fetch('/api/keys/AKIAQZ7X3KPL4MNB40ATold', { method: 'DELETE' });
export const d = () => fetch('/api/hooks', { method: 'POST', body: JSON.stringify({ note: 'id_AKIAQZ7X3KPL4MNB41AT_main' }) });
export const e = () => fetch('/api/pay/xsk_live_51Hx38QzAttackR0undKey9mNbVcXz', { method: 'POST' });
export const f = () => fetch('/api/slack/tokxoxb-1234567890-38attackQzRound', { method: 'POST' });
JS
/usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D -o $D.json --graph $D.graph.json --cache-dir $D.cache --jobs 1 -q
for p in AKIAQZ7X3KPL4MNB38AT AKIAQZ7X3KPL4MNB39AT AKIAQZ7X3KPL4MNB40AT AKIAQZ7X3KPL4MNB41AT 51Hx38QzAttackR0undKey9mNbVcXz 38attackQzRound; do
  echo "$p: contract $(grep -c $p $D.json), graph $(grep -c $p $D.graph.json), cache files $(grep -rl $p $D.cache | wc -l)"; done
