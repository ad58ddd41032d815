#!/bin/sh
# Finding 5 (a limit not reported, requests lost): a page of N forms that $('.fullform').ajaxForm({…}) submits
# (rule jquery-form.page-form); a second page holding the same forms but no inline script.
# usage: run.sh [N=10000]
# Observed (2c4428d8): N=10,000 → 500 Tools (create_save0 … for the first 500 forms), 5.4 s CPU; the other
#   9,500 forms are in no Tool, no review item and no diagnostic (extractors/page_forms.py MAX_FORMS = 500
#   stops the page's scan silently). The page with no inline <script> (only <script src>) is not read for
#   forms at all: its ajaxForm call is the medium 'submits the form to its action attribute' item, no Tool.
# Expected: the cap reported (a diagnostic or an item naming the page and the limit, as the request-site
#   budgets are), and a page's forms read whether or not it holds an inline script.
BIN=${C2S_BIN:-code2skill}; D=/tmp/x36f5; rm -rf $D; mkdir -p $D/a/templates/static $D/b/templates/static
N=${1:-10000}
for R in a b; do
  echo '{"name": "f5"}' > $D/$R/package.json
  echo "\$(function () { \$('.fullform').ajaxForm({success: function () { location.reload(); }}); });" > $D/$R/templates/static/c.js
done
python3 - "$D" "$N" <<'PY'
import sys
d, n = sys.argv[1], int(sys.argv[2])
forms = "".join(f'<form action="save{i}" method="post" class="fullform"><input name="a"></form>\n' for i in range(n))
open(f"{d}/a/templates/page.html", "w").write(f'<html><head><script src="static/c.js"></script></head><body>{forms}<script>var p = 1;</script></body></html>')
open(f"{d}/b/templates/page.html", "w").write(f'<html><head><script src="static/c.js"></script></head><body>{forms[:200]}</body></html>')
PY
for R in a b; do
  /usr/bin/time -f '%U s user %S s sys rc=%x' nice -n 10 prlimit --cpu=60 $BIN derive $D/$R -o $D/$R.json --jobs 1 -q
  python3 -c "import json,sys; c=json.load(open(sys.argv[1])); print(sys.argv[1], len(c['capabilities']), 'Tools;', sum('limit' in r['message'] or 'forms' in r['message'] for r in c['review']), 'items naming a limit')" $D/$R.json
done
