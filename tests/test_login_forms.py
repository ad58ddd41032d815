"""Rule ``auth.login-form`` (:mod:`code2skill.passes.login_forms`): a page's plain HTML password
login form posting to its own origin is the login of rule ``auth.same-origin-session`` when the
scripts make no login call; forms that sign up, change a password, post elsewhere or sit in
test code are none."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.login_forms import MAX_FORMS, login_form_at, out_of_scope, page_login

SCRIPT = ("export const logs = () => fetch('/logs/general').then((r) => r.json());\n"
          "export const clear = () => fetch('/api/tempfolder', { method: 'DELETE' });\n"
          "export const rel = () => fetch('search?start=0').then((r) => r.json());\n"
          "export const gh = () => fetch('https://api.github.com/repos/a/b/releases');\n")
LOGIN_PAGE = """<html><body>
<p>[% c.lh("This page requires you to log on.") %]</p>
<form name='loginForm' method='post'>
  <input autofocus id='pw_field' type='password' name='password' maxlength='255'>
  <input class='stdbtn' type='submit' value='Login'>
</form>
</body></html>
"""


def auth(contract: dict, method: str, path: str) -> tuple[str, list[str]]:
    found = capability(contract, method, path)["auth"]
    return found["authentication"], [e["rule"] for e in found["evidence"]]


def test_a_template_s_login_form_makes_same_origin_calls_cookie_session(derive_files):
    contract = derive_files({"public/js/logs.js": SCRIPT,
                             "templates/login.html.tt2": LOGIN_PAGE})
    for method, path in (("GET", "/logs/general"), ("DELETE", "/api/tempfolder"),
                         ("GET", "/search")):
        assert auth(contract, method, path) == ("cookie-session", ["auth.login-form"]), path
    assert auth(contract, "GET", "/repos/a/b/releases")[0] == "unknown"     # another origin
    evidence = capability(contract, "GET", "/logs/general")["auth"]["evidence"][0]
    assert (evidence["file"], evidence["line"], evidence["column"], evidence["endColumn"]) == (
        "templates/login.html.tt2", 3, 1, 38)
    items = [r for r in contract["review"] if "read as cookie-session" in r["message"]]
    assert len(items) == 1 and items[0]["severity"] == "low"
    assert items[0]["evidence"][0]["rule"] == "auth.login-form"
    assert "(a page's login form, posting to its own page)" in items[0]["message"]


def test_forms_that_are_no_login_prove_no_session(derive_files):
    pages = {
        "templates/login.html": LOGIN_PAGE.replace("method='post'", ""),       # a GET form
        "templates/signin.html": LOGIN_PAGE.replace("<input class", "<input type=password"
                                                    " name=again><input class"),
        "templates/register.html": LOGIN_PAGE,                                  # a sign-up
        "views/auth.html": LOGIN_PAGE.replace("method='post'",
                                              "method=post action='https://sso.example/login'"),
        "tests/login.html": LOGIN_PAGE,                                         # test code
        "templates/config.html": LOGIN_PAGE.replace("loginForm", "configForm"),  # settings
    }
    contract = derive_files({"public/js/logs.js": SCRIPT, **pages})
    assert auth(contract, "GET", "/logs/general") == ("unknown", ["auth.not-observed"])
    assert not any(e["rule"] == "auth.login-form" for r in contract["review"]
                   for e in r["evidence"])


def test_a_login_call_in_the_scripts_comes_before_a_form(derive_files):
    contract = derive_files({"public/js/logs.js": SCRIPT + (
        "export const login = (username, password) => fetch('/api/login', {\n"
        "  method: 'POST', body: JSON.stringify({ username, password }) });\n"),
        "templates/login.html.tt2": LOGIN_PAGE})
    assert auth(contract, "GET", "/logs/general") == (
        "cookie-session", ["auth.same-origin-session"])


def test_a_client_wide_token_keeps_its_scheme(derive_files):
    contract = derive_files({"src/api.js": (
        "import axios from 'axios';\n"
        "axios.defaults.headers.common.Authorization = 'Bearer ' + localStorage.token;\n"
        "export const logs = () => axios.get('/logs/general');\n"),
        "templates/login.html": LOGIN_PAGE})
    assert auth(contract, "GET", "/logs/general")[0] == "bearer"


def test_login_form_at_reads_action_and_names():
    page = ('<form id="login-form" action="/auth/login" method="POST">'
            '<input name="u"><input type="password" name="p"></form>')
    found = login_form_at("views/index.erb", page)
    assert found is not None and (found.path, found.form) == ("/auth/login", "views/index.erb")
    assert found.described() == "a page's login form, POST /auth/login"
    assert login_form_at("views/index.erb", page.replace("/auth/login", "//x.example/login")) \
        is None
    assert login_form_at("views/index.erb", page.replace('id="login-form" ', "")
                         .replace("/auth/login", "/auth/reset")) is None
    assert login_form_at("views/index.erb", page.replace('type="password"', 'type="text"')) \
        is None


def test_out_of_scope_pages():
    skip = out_of_scope(["vendor/", "docs/x.html"], ["legacy/**"])
    assert [p for p in ("vendor/a/login.html", "docs/x.html", "legacy/login.html",
                        "tests/login.html", "src/__tests__/login.html", "app/login.html")
            if skip(p)] == ["vendor/a/login.html", "docs/x.html", "legacy/login.html",
                            "tests/login.html", "src/__tests__/login.html"]


def test_pages_are_read_inside_the_root_and_within_bounds(tmp_path):
    outside = tmp_path / "outside.html"
    outside.write_text(LOGIN_PAGE)
    root = tmp_path / "app"
    (root / "templates").mkdir(parents=True)
    (root / "templates" / "login.html").symlink_to(outside)       # never followed out
    assert page_login(root, lambda rel: False) is None
    many = "<form method=post><input type=password name=a><input type=password name=b>"
    (root / "templates" / "admin.html").write_text(many * MAX_FORMS + LOGIN_PAGE)
    assert page_login(root, lambda rel: False) is None             # past the forms read
    (root / "templates" / "login.html").unlink()
    (root / "templates" / "login.html").write_text("<form method='post'" + " a" * 5000 +
                                                   ">" + LOGIN_PAGE)
    found = page_login(root, lambda rel: False)
    assert found is not None and found.evidence.line == 3 and found.form == \
        "templates/login.html"


def test_the_post_a_login_form_s_script_sends_needs_no_session(derive_files):
    """The form's script posting it (``$.post('/auth/doLogin', $('#loginForm').serialize())``)
    is the login itself; a logout beside it needs the session."""
    contract = derive_files({"public/js/logs.js": SCRIPT + (
        "export const doLogin = (form) => fetch('/auth/doLogin', { method: 'POST', body: form });\n"
        "export const logout = () => fetch('/auth/logout', { method: 'POST' });\n"),
        "templates/login.html.tt2": LOGIN_PAGE})
    assert auth(contract, "POST", "/auth/doLogin") == ("unknown", ["auth.not-observed"])
    assert auth(contract, "POST", "/auth/logout") == ("cookie-session", ["auth.login-form"])
