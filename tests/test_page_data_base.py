"""Rule ``url.page-data-base``: a server template's expression in a data attribute a script
reads its URL from — PHP/Lua ``<?= … ?>``, ``<?php echo … ?>``, Go ``{{ .X }}`` — is never
literal text of a path: inside the URL it is a path parameter, and leading the URL (the
attribute written whole by the server with the script appending a path, or the expression
followed by a path in the attribute) it is the base URL the Host binds."""
from __future__ import annotations

from conftest import endpoints
from test_data_urls import read

from code2skill.extractors.page_scan import expressions

SCRIPT = ("function block(on) {\n"
          "  return $.ajax({url: document.body.dataset.apiurl + '/dns/blocking',\n"
          "                 method: 'POST', data: JSON.stringify({blocking: on})});\n"
          "}\n"
          "$('#b').click(function () { block(true); });\n"
          "$('#i').click(function () { $.getJSON(document.body.dataset.apiurl + '/info/ftl'); });\n")


def test_processing_tags_are_template_expressions():
    text = "<?=pihole.api_url()?>/x/<?php echo $item->id; ?>/<?lua print(name) ?>/<? $y ?>"
    assert [(s, e, inner) for s, e, inner, _ in expressions(text)] == [
        (0, 21, "pihole.api_url()"), (24, 48, "$item->id;"), (49, 69, "(name)"),
        (70, 78, "$y")]


def test_data_attributes_with_processing_tags():
    assert read('<body data-apiurl="<?=pihole.api_url()?>" data-webhome="<?=webhome?>">'
                '<div data-list-url="<?php echo $base; ?>/api/lists"'
                ' data-remove-url="/api/lists/<?= $list->id ?>/remove"'
                ' data-go-url="{{ .base }}/api/go">') == [
        ("apiurl", "<route-helper>"), ("listUrl", "{base}/api/lists"),
        ("removeUrl", "/api/lists/{id}/remove"), ("goUrl", "{base}/api/go")]


def test_attribute_written_whole_by_the_server_is_the_base(derive_files):
    page = '<body data-apiurl="<?=pihole.api_url()?>"><script src="/app.js"></script></body>'
    contract = derive_files({"templates/header.lp": page, "static/app.js": SCRIPT})
    assert endpoints(contract) == {("POST", "/dns/blocking"), ("GET", "/info/ftl")}
    assert [(s["id"], s["baseUrlBinding"]) for s in contract["services"]] == [
        ("apiurl", "APIURL_API_BASE_URL")]
    assert not any("/<" in p or "pihole" in p for _, p in endpoints(contract))


def test_go_expression_leading_the_attribute_is_the_base(derive_files):
    page = ('<div id="l" data-list-url="{{ .base }}/api/lists" '
            'data-item-url="{{ .base }}/api/lists/{{ .list.ID }}"></div>')
    script = ("const el = document.getElementById('l');\n"
              "$('#a').click(function () { $.getJSON(el.dataset.listUrl); });\n"
              "$('#d').click(function () { $.ajax({url: el.dataset.itemUrl, type: 'DELETE'}); });\n")
    contract = derive_files({"templates/lists.html": page, "static/app.js": script})
    assert endpoints(contract) == {("GET", "/api/lists"), ("DELETE", "/api/lists/{id}")}
    bound = [s for s in contract["services"] if s["baseUrlBinding"]]
    assert [(e["file"], e["line"], e["rule"]) for s in bound for e in s["evidence"]] == [
        ("templates/lists.html", 1, "service.unresolved-base")]


def test_a_whole_server_url_read_as_the_whole_url_stays_a_review_item(derive_files):
    page = '<div id="x" data-export-url="<?= $exportUrl ?>"></div>'
    script = "$('#e').click(function () { $.post(document.getElementById('x').dataset.exportUrl); });\n"
    contract = derive_files({"templates/x.php": page, "static/app.js": script})
    assert endpoints(contract) == set()
    assert [r["message"][:75] for r in contract["review"] if r["severity"] == "medium"] == [
        "request URL read from the page's data-export-url attribute, which 1 templat"]


def test_a_url_a_server_template_writes_whole_names_no_endpoint(derive_files):
    """Rule ``url.server-written-url``: ``$.post('{{ route('appload') }}', data)`` is a named
    route the source does not show, never ``POST /`` on the page's base path."""
    page = ("<script>\n"
            "function appload(v) { $.post('{{ route('appload') }}', {app: v}); }\n"
            "function save(item) { $.post('{{ url('') }}/items', item); }\n"
            "$('#a').change(function () { appload($(this).val()); });\n"
            "$('#s').click(function () { save({title: 'x'}); });\n"
            "</script>\n")
    contract = derive_files({"views/items.blade.php": page})
    assert endpoints(contract) == {("POST", "/items")}
    assert [(r["message"][:53], r["evidence"][0]["line"]) for r in contract["review"]
            if r["severity"] == "medium" and r["capability"] is None] == [
        ("request URL has no fixed part to name an endpoint (a ", 2)]
