"""Rule ``ui.template-handler``: the buttons of a run-time template (a ``<script
type="text/html">`` a page renders with Mustache, a page template's markup) call the page's
global functions; a placeholder (``{{id}}``, ``<%= id %>``, ``${id}``) is a value the
renderer writes, an unknown argument, never its text; the literal operation a button names
fills its parameter, one request per operation. Rule ``value.member-append``: ``opts.url +=
'/' + v`` grows the URL of the settings object, decided per call where a parameter's test
guards it."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.extractors.inline_handlers import (UNKNOWN, handler_calls, holed, markup_ranges,
                                                   page_handlers, page_sites)
from code2skill.extractors.module_facts import extract_module
from code2skill.facts import Hole, Lit, Tmpl, Unknown


def codes(page: bytes, markup: bytes | None = None) -> list[str]:
    return [code for _, code, _ in page_handlers(page, markup)]


def test_a_template_script_is_markup_and_a_code_script_is_not():
    page = (b'<script id="t" type="text/html"><input onclick="act(\'{{id}}\', \'kill\')">'
            b'</script><script type="text/x-handlebars-template"><b onclick="go(1)"></b>'
            b'</script><script>var s = \'<i onclick="inScript()">\';</script>'
            b'<script type="module"><i onclick="inModule()"></script>')
    assert codes(page) == ["act('__inline_hole__0_', 'kill')", "go(1)"]
    assert [page[a:b] for a, b in markup_ranges(page)][0].startswith(b'<input onclick')


def test_a_placeholder_is_an_unknown_argument_and_a_literal_stays_a_literal():
    page = (b'<script type="text/template"><input onclick="confirmAction(\'{{encodedId}}\', '
            b'\'{{name}}\', \'rebalance\', true, {{msgTimeout}}, \'wait\')"></script>')
    [code] = codes(page)
    assert [c.args for c in handler_calls(code)] == [
        (UNKNOWN, UNKNOWN, "rebalance", True, UNKNOWN, "wait")]


def test_a_blanked_construct_is_one_named_hole_not_a_literal_of_blanks():
    written = b"remove('<?= $item ?>', 'soft')"
    blanked = b"remove('            ', 'soft')"
    value, shifts = holed(blanked, written)
    assert value == b"remove('__inline_hole__0_', 'soft')"
    assert shifts == ((len(b"remove('__inline_hole__0_"), 5, "item"),)
    assert [c.args for c in handler_calls(value.decode())] == [(UNKNOWN, "soft")]


def test_a_string_written_in_part_by_placeholders_is_a_template_of_its_text():
    page = (b"""<a onclick="doAjaxCall('queueAlbum?AlbumID=${album['AlbumID']}&title="""
            b"""${html_escape(item['Title'], quote=True)}&new=True', $(this))">""")
    [site] = [s for s in page_sites(page, lambda a, b: (0, a, 0, b))
              if s.call.callee.name == "doAjaxCall"]
    url, element = site.call.args
    assert isinstance(url, Tmpl) and isinstance(element, Unknown)
    assert [p.value if isinstance(p, Lit) else p.name for p in url.parts] == [
        "queueAlbum?AlbumID=", "AlbumID", "&title=", "Title", "&new=True"]
    assert isinstance(url.parts[1], Hole) and isinstance(url.parts[1].expr, Unknown)


def test_the_callee_keeps_its_place_after_a_placeholder_before_it():
    page = b'<b onclick="a(\'{{x}}\'); stop(\'{{id}}\')">'
    sites = page_sites(page, lambda a, b: (0, a, 0, b))
    assert [(s.call.callee.name, s.call.span[1]) for s in sites] == [
        ("a", page.index(b"a(")), ("stop", page.index(b"stop"))]


def test_an_ejs_page_sends_no_blanks_for_its_output_expression():
    page = (b"<html><body><button onclick=\"setState('<%= queue.name %>', 'closed')\">"
            b"</button></body></html>")
    facts = extract_module("views/queue.ejs", "page", page)
    [site] = [c for c in facts.calls if getattr(c.call.callee, "name", None) == "setState"]
    assert isinstance(site.call.args[0], Unknown)
    assert site.call.args[1] == Lit("closed", site.call.args[1].span)


SCRIPT = """
function confirmAction(id, action, param, defaultValue) {
    var opts = {type: 'POST', url: '/api/v1/topology/' + id + '/' + action};
    if (param) {
        var value = prompt('Value?', defaultValue);
        if (value != null && ensureInt(value)) {
            opts.url += '/' + value;
        } else {
            return false;
        }
    } else {
        if (typeof defaultValue !== 'undefined') {
            opts.url += '/' + defaultValue;
        }
    }
    $.ajax(opts);
}
function ensureInt(n) { return /^\\d+$/.test(n); }
"""
TEMPLATE = """<script id="actions" type="text/html">
<input onclick="confirmAction('{{encodedId}}', 'activate', false)">
<input onclick="confirmAction('{{encodedId}}', 'kill', true, 30)">
<input onclick="confirmAction('{{encodedId}}', 'debug/disable', false, 0)">
</script>
"""
PAGE = '<html><head><script src="js/script.js"></script></head><body></body></html>'


def test_each_literal_operation_is_its_own_request_and_no_free_operation_input(derive_files):
    contract = derive_files({"js/script.js": SCRIPT, "templates/actions.html": TEMPLATE,
                             "index.html": PAGE})
    assert endpoints(contract) == {
        ("POST", "/api/v1/topology/{id}/activate"),
        ("POST", "/api/v1/topology/{id}/kill/{value}"),
        ("POST", "/api/v1/topology/{id}/debug/disable/0")}
    kill = capability(contract, "POST", "/api/v1/topology/{id}/kill/{value}")
    assert sorted(kill["inputSchema"]["required"]) == ["id", "value"]
    assert "Not sent as given" not in kill["inputSchema"]["properties"]["value"]["description"]


def test_an_append_guarded_by_a_parameter_is_read_by_each_call(derive_files):
    script = """
function act(id, more) {
    var opts = {type: 'POST', url: '/api/jobs/' + id};
    if (more) {
        opts.url += '/all';
    }
    $.ajax(opts);
}
"""
    page = ('<html><head><script src="js/a.js"></script></head><body>'
            '<b onclick="act(\'{{id}}\', false)"></b><b onclick="act(\'{{id}}\', true)"></b>'
            '</body></html>')
    contract = derive_files({"js/a.js": script, "index.html": page})
    assert endpoints(contract) == {("POST", "/api/jobs/{id}"), ("POST", "/api/jobs/{id}/all")}


def test_an_append_under_an_untestable_condition_is_either_url(derive_files):
    script = """
function act(id) {
    var opts = {type: 'POST', url: '/api/jobs/' + id};
    if (window.verbose) {
        opts.url += '/all';
    }
    $.ajax(opts);
}
"""
    page = ('<html><head><script src="js/a.js"></script></head><body>'
            '<b onclick="act(\'{{id}}\')"></b></body></html>')
    contract = derive_files({"js/a.js": script, "index.html": page})
    assert endpoints(contract) == {("POST", "/api/jobs/{id}"), ("POST", "/api/jobs/{id}/all")}


def test_a_member_append_is_recorded_as_a_write_of_the_grown_member():
    facts = extract_module("a.js", "javascript", SCRIPT.encode())
    fn = next(f for f in facts.functions.values() if f.name == "confirmAction")
    writes = [(a.target, [t.op for t in a.guards]) for a in fn.assignments]
    assert writes == [(("opts", "url"), ["truthy"]),
                      (("opts", "url"), ["falsy", "typeof!=="])]
    assert fn.assignments[0].value.parts[0].expr.prop == "url"
