#!/bin/sh
# Finding 6 (auth less sure than the source shows, rule auth.same-origin-session's sign-in steps, session 41):
# a POST whose path holds a sign-in word (login, signin, logon, authenticate) is taken as made before any
# session exists, also where a signed-in user makes it: an administrator's log-in-as of another user
# (POST /api/admin/users/{id}/login-as) and a re-authentication before a sensitive change
# (POST /api/account/authenticate {code}) become auth unknown with no item, beside the page's password login
# form that makes every other same-origin request cookie-session (GET /api/account, POST …/login/disable).
# On ad1964c3 the re-authentication was cookie-session (the 'authenticate' step word is session 41's), the
# log-in-as already unknown (the older login-form rule) and …/login/disable unknown (now right). Expected: a sign-in word after an item (users/{id}) or under an
# account or admin path, or a call from a page that already holds the session, keeps the session (or an
# item says the auth is unsure).
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x42f6; rm -rf $D $D.json; mkdir -p $D
echo '{"name": "f6", "dependencies": {"jquery": "^3.7.0"}}' > $D/package.json
cat > $D/index.html <<'HTML'
<html><body><form id="loginForm" action="/auth/login" method="post"><input name="username"><input type="password" name="password"></form>
<button id="a">Go</button><script src="a.js"></script></body></html>
HTML
cat > $D/a.js <<'JS'
$('#loginForm').submit(function (e) { e.preventDefault(); $.post('/auth/login', $(this).serialize()); });
function impersonate(id) { return $.post('/api/admin/users/' + id + '/login-as'); }
function disableLogin(id) { return $.post('/api/admin/users/' + id + '/login/disable'); }
function sudo(code) { return $.post('/api/account/authenticate', { code: code }); }
function reads() { return $.get('/api/account'); }
$('#a').click(function () { impersonate(1); disableLogin(2); sudo(3); reads(); });
JS
prlimit --cpu=60 $BIN derive $D -o $D.json --jobs 1 -q
python3 - $D.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r = cap["implementation"]["requests"][0]
    print(f'{r["method"]} {r["pathTemplate"]}: auth {cap["auth"]["authentication"]}; auth items',
          [i["message"][:60] for i in c["review"] if i["capability"] == cap["name"] and "auth" in i["message"].lower()])
PY
