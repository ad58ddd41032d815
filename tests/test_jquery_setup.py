"""``$.ajaxSetup`` defaults (rule ``jquery.setup``): a CSRF or credential header, a
``beforeSend`` credential header and ``xhrFields.withCredentials`` are the auth of every jQuery
request of the program, also one made in another file."""
from __future__ import annotations

from conftest import capability

from code2skill.passes.page_setups import layout_page, web_root_file


def auth(cap: dict) -> tuple[str, list[tuple[str, str, int]]]:
    """The capability's auth kind and ``(rule, file, line)`` of its evidence."""
    return cap["auth"]["authentication"], [(e["rule"], e["file"], e["line"])
                                           for e in cap["auth"]["evidence"]]


def test_setup_headers_are_every_requests_auth(derive_files):
    contract = derive_files({
        "js/utils.js": ("$(() => {\n"
                        "  $.ajaxSetup({\n"
                        "    headers: { 'X-CSRF-TOKEN': $('meta').attr('content') },\n"
                        "  });\n"
                        "});\n"),
        "js/groups.js": ("function load() { $.getJSON('/api/groups'); }\n"
                         "function add(name) { $.ajax({ url: '/api/groups', method: 'POST',"
                         " data: { name } }); }\n"
                         "$('#load').on('click', load);\n"
                         "$('#add').on('click', () => add('x'));\n")})
    assert auth(capability(contract, "GET", "/api/groups")) == (
        "cookie-session", [("jquery.setup", "js/utils.js", 3)])
    assert auth(capability(contract, "POST", "/api/groups"))[0] == "cookie-session"


def test_before_send_bearer_and_credentials(derive_files):
    contract = derive_files({"js/app.js": (
        "$.ajaxSetup({\n"
        "  xhrFields: { withCredentials: true },\n"
        "  beforeSend(xhr) { xhr.setRequestHeader('Authorization', 'Bearer ' + token()); },\n"
        "});\n"
        "$('#b').on('click', () => $.get('/api/items'));\n")})
    assert auth(capability(contract, "GET", "/api/items")) == (
        "bearer", [("jquery.setup", "js/app.js", 3)])


def test_no_setup_leaves_auth_unknown(derive_files):
    contract = derive_files({"js/app.js": (
        "const settings = { headers: { 'X-CSRF-TOKEN': 't' } };\n"
        "$('#b').on('click', () => $.get('/api/items'));\n")})
    assert auth(capability(contract, "GET", "/api/items")) == (
        "unknown", [("auth.not-observed", None, None)])


KIOSK = {
    "Views/Shared/_Layout.cshtml": ('<html><body>@RenderBody()\n'
                                    '<script src="~/js/shared.js"></script></body></html>\n'),
    "Views/Kiosk/Index.cshtml": ('@section Scripts {\n'
                                 '  <script src="~/js/kiosk.js?v=1"></script>\n}\n'),
    "Views/Garage/Index.cshtml": '<script src="~/js/garage.js"></script>\n',
    "wwwroot/js/kiosk.js": ("function initKiosk(accessToken) {\n"
                            "  $.ajaxSetup({\n"
                            "    headers: { 'x-api-key': accessToken },\n"
                            "  });\n"
                            "  $.get('/Kiosk/Plans');\n"
                            "  loadNotes();\n"
                            "}\n"),
    "wwwroot/js/shared.js": "function loadNotes() { $.get('/Vehicle/Notes'); }\n",
    "wwwroot/js/garage.js": ("function addCar(name) {\n"
                             "  $.post('/Garage/AddCar', { name });\n"
                             "}\n"),
}


def test_a_page_setup_authenticates_that_pages_requests_only(derive_files):
    """Rule jquery.page-setup: the kiosk page's setup is the auth of its own script's
    requests; a script another page loads (garage.js) and one a layout loads on every page
    (shared.js, though kiosk.js calls it) do not get it, and one low item says so."""
    contract = derive_files(KIOSK)
    assert auth(capability(contract, "GET", "/Kiosk/Plans")) == (
        "api-key", [("jquery.setup", "wwwroot/js/kiosk.js", 3)])
    for method, path in (("POST", "/Garage/AddCar"), ("GET", "/Vehicle/Notes")):
        assert auth(capability(contract, method, path))[0] != "api-key", path
        assert "jquery.setup" not in [r for r, _, _ in auth(capability(contract, method, path))[1]]
    items = [r for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "jquery.page-setup"]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in items] == [("low", "wwwroot/js/kiosk.js", 3)]
    assert items[0]["message"] == (
        "$.ajaxSetup in wwwroot/js/kiosk.js sets api-key (header x-api-key) for the pages that "
        "load it (Views/Kiosk/Index.cshtml), not for the whole program: the 2 requests of "
        "scripts other pages load (GET /Vehicle/Notes, POST /Garage/AddCar) are not given it; "
        "which auth those pages use the source does not show; confirm "
        "(rule jquery.page-setup)")


def test_pages_and_layouts():
    assert web_root_file("~/js/kiosk.js", {"js/kiosk.js": ["wwwroot/js/kiosk.js"]}) == \
        "wwwroot/js/kiosk.js"
    assert web_root_file("Views/Kiosk/~/js/kiosk.js",
                         {"js/kiosk.js": ["wwwroot/js/kiosk.js"]}) == "wwwroot/js/kiosk.js"
    assert web_root_file("js/a.js", {"js/a.js": ["a/js/a.js", "b/js/a.js"]}) is None
    assert layout_page("Views/Shared/_Layout.cshtml")
    assert layout_page("templates/base.html")
    assert layout_page("app/views/layouts/application.html.erb")
    assert not layout_page("Views/Kiosk/Index.cshtml")
    assert not layout_page("templates/database.html")


def test_a_setup_a_layout_loads_is_every_pages(derive_files):
    files = {**KIOSK, "Views/Shared/_Layout.cshtml": (
        '<script src="~/js/shared.js"></script><script src="~/js/kiosk.js"></script>\n')}
    contract = derive_files(files)
    assert auth(capability(contract, "POST", "/Garage/AddCar")) == (
        "api-key", [("jquery.setup", "wwwroot/js/kiosk.js", 3)])
    assert not any(r["evidence"] and r["evidence"][0]["rule"] == "jquery.page-setup"
                   for r in contract["review"])


def test_a_setup_in_a_pages_inline_script_is_that_pages(derive_files):
    contract = derive_files({
        "web/index.html": ("<script>$.ajaxSetup({ headers: { Authorization: 'Bearer ' + t } });"
                           "</script>\n<script src=\"js/app.js\"></script>\n"),
        "web/admin.html": '<script src="js/admin.js"></script>\n',
        "web/js/app.js": "$('#b').on('click', () => $.get('/api/items'));\n",
        "web/js/admin.js": "$('#b').on('click', () => $.get('/api/users'));\n"})
    assert auth(capability(contract, "GET", "/api/items")) == (
        "bearer", [("jquery.setup", "web/index.html", 1)])
    assert auth(capability(contract, "GET", "/api/users"))[0] == "unknown"


def test_a_page_including_server_templates_cannot_be_told(derive_files):
    """A page requiring a header template (absent, or not followed) may load the setup's
    script through it: its scripts' requests lose the setup and the item says so."""
    contract = derive_files({
        "index.html": '<script src="js/utils.js"></script><script src="js/groups.js"></script>\n',
        "messages.php": ('<?php require "header.php"; ?>\n'
                         '<script src="<?= v(\'js/messages.js\') ?>"></script>\n'),
        "js/utils.js": "$.ajaxSetup({ headers: { 'X-CSRF-TOKEN': $('meta').attr('content') } });\n",
        "js/groups.js": "$('#b').on('click', () => $.get('/api/groups'));\n",
        "js/messages.js": "$('#m').on('click', () => $.get('/api/messages'));\n"})
    assert auth(capability(contract, "GET", "/api/groups"))[0] == "cookie-session"
    assert auth(capability(contract, "GET", "/api/messages"))[0] == "unknown"
    items = [r["message"] for r in contract["review"]
             if r["evidence"] and r["evidence"][0]["rule"] == "jquery.page-setup"]
    assert items == [
        "$.ajaxSetup in js/utils.js sets cookie-session (header X-CSRF-TOKEN) for the pages that "
        "load it (index.html), not for the whole program: the 1 request of scripts other pages "
        "load (GET /api/messages) is not given it; messages.php includes server templates the "
        "tool does not follow, which may load js/utils.js, so for GET /api/messages whether it "
        "applies cannot be told; which auth those pages use the source does not show; confirm "
        "(rule jquery.page-setup)"]
