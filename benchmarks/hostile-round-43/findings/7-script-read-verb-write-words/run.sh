#!/bin/sh
# Finding 7 (a write shown read-only, reviewed; rule side-effect.script-read-verb, session 43): a POST to a
# server script whose name starts with a read verb is a read unless a write word follows; 'replace' and 'drop'
# are no write words to it, so POST ajax/search_replace.php (a search-and-replace) and
# fetch_and_drop_cache.php are readOnlyHint true (named get_ajax_search_replace), with the rule's medium item
# saying to confirm it changes nothing. get_and_delete.php, getAndClear.php, list_purge.php, fetch_reset.php,
# lookup_ban.php keep their writes (right).
# Expected: the write words of the other verb rules (replace, drop, set …) stop the read, or no readOnlyHint.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f7; rm -rf $D $D.json; mkdir -p $D/js
echo '{"name": "f7", "dependencies": {"jquery": "3"}}' > $D/package.json
i=0; for n in search_replace fetch_and_drop_cache get_and_delete list_purge get_channel; do
  echo "\$('#b$i').click(function () { \$.post('ajax/$n.php', { id: 1 }); });" >> $D/js/app.js; i=$((i+1)); done
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r, a = cap["implementation"]["requests"][0], cap["annotations"]
    print(f'POST {r["pathTemplate"]}: {cap["name"]} readOnlyHint={a["readOnlyHint"]} risks={a["risks"]}')
PY
