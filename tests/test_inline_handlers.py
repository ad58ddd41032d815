"""Rule ``ui.inline-handler``: the code of a page's event-handler attributes — in its markup,
in HTML a classic script builds, in an attribute a script sets by name — calls the page's
global functions: those are called, and a request they make from their parameters is made
with the handler's arguments (a literal, or an unknown value that stays an input)."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.extractors.inline_handlers import (MAX_CALLS, UNKNOWN, handler_calls,
                                                   page_handlers, page_sites, string_handlers)
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Lit, Unknown

# a wrapper taking an options object or positional arguments: its requests wait for callers
API = """
function apiRequest(url, method) {
    var finalUrl;
    if ((url != null) && (url.url != null))
        finalUrl = arguments[0].url;
    else
        finalUrl = url;
    if (method == null)
        method = arguments[0].method;
    if (method == null)
        method = "GET";
    $.ajax({ type: method, url: finalUrl });
}
"""
PAGE = """<html><head><script src="js/api.js"></script><script src="js/app.js"></script></head>
<body>
<button onclick="loadPanel('api/dashboard/stats'); return false;">Stats</button>
</body></html>
"""
APP = """
function loadPanel(url) {
    apiRequest(url, "GET");
}
function removeLease(btn, scope) {
    apiRequest({ url: "api/leases/remove?scope=" + encodeURIComponent(scope), method: "POST" });
}
function render(leases) {
    var html = "";
    for (var i = 0; i < leases.length; i++)
        html += "<a href=\\"#\\" onclick=\\"removeLease(this, '" + leases[i].scope + "'); return false;\\">x</a>";
    return html;
}
"""


def test_page_attributes_are_read_inside_tags_outside_scripts_and_comments():
    page = (b'<p>onclick="notAnAttribute()"</p>\n<button onClick="save(1)" title=x>'
            b"<a href='javascript:open(&quot;a&quot;)'><a href='/x'>"
            b"<input onchange=pick(this.value)><!-- <b onclick=\"gone()\"> -->"
            b"<script>var s = '<i onclick=\"inScript()\">';</script>")
    found = list(page_handlers(page))
    assert [code for _, code, _ in found] == ["save(1)", 'open("a")', "pick(this.value)"]
    assert page[found[0][0]:found[0][0] + 7] == b"save(1)"


def test_page_attributes_are_read_in_linear_time():
    page = b"<a " + b'onclick="f()" ' * 50_000 + b">" + b"onx=1 " * 50_000
    assert len(list(page_handlers(page))) == 50_000
    assert len(page_sites(page, lambda start, end: (1, start, 1, end))) == MAX_CALLS
    for unclosed in (b"<p>" + b"<script" * 250_000, b"<!--" * 250_000,
                     b"<style>" + b"</styl" * 200_000 + b"<a onclick='f()'>"):
        assert list(page_handlers(unclosed)) == []


def test_built_html_values_run_across_the_concatenation_to_their_closing_quote():
    text = "<a onclick=\"convert(__inline_hole__, 'x'); return false;\">a</a><b title='y'>"
    assert [code for _, code in string_handlers(text)] == [
        "convert(__inline_hole__, 'x'); return false;"]
    assert [code for _, code in string_handlers("<a onclick='f(")] == ["f("]


def test_handler_calls_name_globals_with_literal_or_unknown_arguments():
    calls = handler_calls("if (confirm('sure?')) window.remove(this, 'zone', 2, true, null, "
                          "'a' + __inline_hole__, '__inline_hole__'); x.hide(); return false;")
    assert [(c.name, c.args) for c in calls] == [
        ("confirm", ("sure?",)),
        ("remove", (UNKNOWN, "zone", 2, True, None, UNKNOWN, UNKNOWN))]
    assert handler_calls("__inline_hole__(1)") == []          # a name filled in at run time


def test_a_classic_script_calls_what_its_built_html_names_but_a_module_does_not():
    classic = extract_module("js/app.js", "javascript", APP.encode())
    handler = [site for site in classic.calls
               if site.call.span in classic.inline_handlers]
    assert len(handler) == 1 and handler[0].scope is None
    call = handler[0].call
    assert call.callee.name == "removeLease"
    assert isinstance(call.args[0], Unknown) and isinstance(call.args[1], Unknown)
    module = extract_module("js/app.js", "javascript", (APP + "\nexport {render};").encode())
    assert module.inline_handlers == []


def test_an_attribute_set_by_name_is_a_handler():
    facts = extract_module("js/a.js", "javascript", b"""
function show(i) { $("#btn").attr("onclick", "save(this, " + i + ", 'full');"); }
function other(el) { el.setAttribute("title", "save(1)"); el.setAttribute("onclick", "reset()"); }
""")
    handler = [site.call for site in facts.calls if site.call.span in facts.inline_handlers]
    assert [c.callee.name for c in handler] == ["save", "reset"]
    assert isinstance(handler[0].args[1], Unknown) and handler[0].args[2] == Lit(
        "full", handler[0].span)


def test_page_handler_calls_are_made_at_the_attribute(derive_files):
    contract = derive_files({"index.html": PAGE, "js/api.js": API, "js/app.js": APP})
    cap = capability(contract, "GET", "/api/dashboard/stats")
    site = cap["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == ("index.html", 3, "ui.inline-handler")
    removed = capability(contract, "POST", "/api/leases/remove")
    assert bindings(removed) == {"query:scope": "scope"}          # unknown: an input
    site = removed["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["rule"]) == ("js/app.js", "ui.inline-handler")
    assert not [item for item in contract["review"] if "never called" in item["message"]]


def test_without_the_handlers_the_requests_wait_for_callers(derive_files):
    page = PAGE.replace("onclick=", "data-click=")
    app = APP.replace("onclick=", "data-click=")
    contract = derive_files({"index.html": page, "js/api.js": API, "js/app.js": app})
    assert not {("GET", "/api/dashboard/stats"), ("POST", "/api/leases/remove")} & \
        endpoints(contract)


def test_a_blanked_server_template_value_stays_an_unknown_argument_in_its_place():
    assert [c.args for c in handler_calls("removeItem(              , 'soft')")] == [
        (UNKNOWN, "soft")]
    assert [c.args for c in handler_calls("removeItem(        )")] == [(UNKNOWN,)]
    assert [c.args for c in handler_calls("f(); g(1, , 2)")] == [(), (1, UNKNOWN, 2)]


def test_a_server_template_page_calls_with_the_values_it_shows(derive_files):
    page = ("<html><head><script src=\"js/app.js\"></script></head><body>\n"
            "<?php foreach ($items as $item): ?>\n"
            "<button onclick=\"removeItem(<?= $item['id'] ?>, 'soft')\">Remove</button>\n"
            "<?php endforeach; ?>\n</body></html>\n")
    app = """
function call(o) {
    $.ajax({ type: arguments[0].method, url: arguments[0].url });
}
function removeItem(id, mode) {
    call({ url: "api/items/" + id + "/remove?mode=" + mode, method: "POST" });
}
"""
    contract = derive_files({"list.php": page, "js/app.js": app})
    assert endpoints(contract) == {("POST", "/api/items/{id}/remove")}   # never /soft/remove
