"""Rules ``jquery-form.submit``, ``jquery-form.form-attributes`` and ``jquery-form.page-form``:
jquery.form's ``$(form).ajaxForm(options)``/``ajaxSubmit(options)`` is a form submission to the
options' URL with their method, the ``data`` entries as fields and a note on the form's own
fields; options that leave the URL or the method to the form's attributes take them from the
page forms the selector matches, else are a reviewed site, never a guess."""
from __future__ import annotations

import pytest
from conftest import capability, endpoints

from code2skill.extractors.jquery_form import matches, parse_selector
from code2skill.facts import Lit, PageForm


def test_url_and_type_make_the_submission(derive_files):
    contract = derive_files({"js/settings.js": (
        "$('#settings').ajaxForm({\n"
        "  url: '/api/settings', type: 'POST', data: { version: 2 },\n"
        "  success: function () { location.reload(); },\n"
        "});\n"
        "function send(form) { $(form).ajaxSubmit({ url: '/api/notes', method: 'put' }); }\n"
        "send(document.forms[0]);\n")})
    assert endpoints(contract) == {("POST", "/api/settings"), ("PUT", "/api/notes")}
    request = capability(contract, "POST", "/api/settings")["implementation"]["requests"][0]
    assert request["bodyEncoding"] == "form"
    assert [(b["target"], b["value"]) for b in request["bindings"]] == [("body:version", 2)]
    assert request["callSites"][0]["rule"] == "jquery-form.submit"
    notes = [r for r in contract["review"] if "also sends the fields of the form" in r["message"]]
    assert sorted((r["severity"], r["capability"]) for r in notes) == [
        ("medium", capability(contract, "PUT", "/api/notes")["name"]),
        ("medium", capability(contract, "POST", "/api/settings")["name"])]


def test_the_form_attributes_deciding_url_or_method_are_reviewed(derive_files):
    contract = derive_files({"js/config.js": (
        "$('.fullform').ajaxForm({ dataType: 'json', success: function () {} });\n"
        "jQuery('form[action=\"download\"]').ajaxForm({ url: 'download' });\n"
        "$('#plain').ajaxForm();\n")})
    assert endpoints(contract) == set()
    items = sorted((r["severity"], r["evidence"][0]["line"], r["message"][:60])
                   for r in contract["review"] if "jquery-form.form-attributes" in r["message"])
    assert items == [
        ("medium", 1, "ajaxForm(…) submits the form to its action attribute with it"),
        ("medium", 2, "ajaxForm(…) submits the form to its action attribute with it"),
        ("medium", 3, "ajaxForm(…) submits the form to its action attribute with it")]
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["reviewed"]) == (3, 3)


@pytest.mark.parametrize("selector, tests", [
    ("form", [[("tag", "form", None)]]),
    (".fullform", [[("class", "fullform", None)]]),
    ('form[action="download"]', [[("tag", "form", None), ("attr", "action", "download")]]),
    ("#a, form.b[method=post]", [[("id", "a", None)],
                                 [("tag", "form", None), ("class", "b", None),
                                  ("attr", "method", "post")]]),
    ("[name]", [[("attr", "name", None)]]),
    ("div .fullform", None), ("form:first", None), ('[action^="x"]', None), ("div", None),
    ("", None)])
def test_the_selectors_read(selector, tests):
    assert parse_selector(selector) == tests


FORM = PageForm(Lit("saveGeneral"), "post", "general", "fullform", ("fullform", "wide"),
                (1, 1, 1, 80))


@pytest.mark.parametrize("selector, matched", [
    ("form", True), (".fullform", True), (".wide.fullform", True), ("#general", True),
    ('form[action="saveGeneral"]', True), ("[name=fullform]", True), ("[method='post']", True),
    ("[action]", True), (".other", False), ("#x", False), ("[action=download]", False),
    ("[enctype]", False)])
def test_a_selector_matches_a_form_by_its_attributes(selector, matched):
    assert any(matches(tests, FORM) for tests in parse_selector(selector)) is matched


PAGE = """\
<form action="saveGeneral" method="post" name="fullform" class="fullform"><input name="a"></form>
<form action="download" method="get"><input name="url"></form>
<form id="search" action="/search"></form>
<form class="fullform" action="{{ url_for('save') }}" method="post"></form>
<script>
  jQuery('form[action="download"]').ajaxForm({ datatype: 'json' });
  $('#search').ajaxSubmit({ type: 'POST' });
  $('#nowhere').ajaxForm({});
  $('div .fullform').ajaxForm({});
</script>
"""


def test_a_selector_naming_page_forms_submits_to_their_action_with_their_method(derive_files):
    """Rule ``jquery-form.page-form``: an inline script matches its own page's forms, a
    script file every analysed page's; each action and method is one request, the options'
    url and type winning; a form whose action the server computes is left out."""
    contract = derive_files({"settings.tmpl": PAGE,
                             "server.tmpl": '<form action="saveServer" method="post" '
                                            'class="fullform"></form><script>var x;</script>\n',
                             "script.js": "$('.fullform').ajaxForm({ datatype: 'json' });\n"})
    assert endpoints(contract) == {("GET", "/download"), ("POST", "/search"),
                                   ("POST", "/saveGeneral"), ("POST", "/saveServer")}
    notes = sorted((r["evidence"][0]["file"], r["evidence"][0]["line"], r["message"])
                   for r in contract["review"]
                   if r["evidence"][0]["rule"] == "jquery-form.page-form")
    assert notes == [
        ("script.js", 1, "ajaxForm(…) submits the page's form at server.tmpl:1, which its "
                         "selector matches, and takes its action 'saveServer', method POST "
                         "(rule jquery-form.page-form)"),
        ("script.js", 1, "ajaxForm(…) submits the page's form at settings.tmpl:1, which its "
                         "selector matches, and takes its action 'saveGeneral', method POST "
                         "(rule jquery-form.page-form)"),
        ("settings.tmpl", 6, "ajaxForm(…) submits the page's form at settings.tmpl:2, which its "
                             "selector matches, and takes its action 'download', method GET "
                             "(rule jquery-form.page-form)"),
        ("settings.tmpl", 7, "ajaxSubmit(…) submits the page's form at settings.tmpl:3, which "
                             "its selector matches, and takes its action '/search' "
                             "(rule jquery-form.page-form)")]
    assert sorted(r["evidence"][0]["line"] for r in contract["review"]
                  if "jquery-form.form-attributes" in r["message"]) == [8, 9]
    assert [(r["evidence"][0]["file"], r["message"]) for r in contract["review"]
            if "whose action is missing or a route" in r["message"]] == [
        ("script.js", "ajaxForm(…) also submits 1 page form(s) its selector matches whose "
                      "action is missing or a route the server computes (the first at "
                      "settings.tmpl:4): their endpoints are not in the contract "
                      "(rule jquery-form.page-form)")]
