"""Rule htmx.attribute: hx-<verb> attributes of markup read as htmx.ajax(...) call sites."""
from code2skill.extractors.htmx_attributes import htmx_sites
from code2skill.facts import Arr, Hole, Lit, Obj, Tmpl, Unknown


def span_at(start, end):
    return (1, start, 1, end)


def sites(markup: str):
    return htmx_sites(markup.encode(), span_at)


def request(site):
    """(method, url parts, {value key: literal or '?'}, [unread], confirm)"""
    method, url, options = site.call.args
    parts = [p.value if isinstance(p, Lit) else f"{{{p.name}}}"
             for p in (url.parts if isinstance(url, Tmpl) else (url,))]
    props = {p.key: p.value for p in options.props}
    values = {p.key: p.value.value if isinstance(p.value, Lit) else "?"
              for p in props["values"].props}
    unread = [item.value for item in props["unread"].items]
    confirm = props["confirm"].value if "confirm" in props else None
    return method.value, "".join(parts), values, unread, confirm


def test_a_form_posts_its_fields():
    [site] = sites('<form hx-post="/api/links"><input name="target"><select name="domain">'
                   '</select><textarea name="note"></textarea><button>Go</button></form>')
    assert request(site) == ("POST", "/api/links", {"target": "?", "domain": "?", "note": "?"},
                             [], None)
    assert site.call.callee.prop == "ajax" and site.call.span == (1, 6, 1, 13)


def test_a_get_inside_a_form_sends_no_form_fields_but_a_post_does():
    found = sites('<form><input name="q"><button hx-get="/search">S</button>'
                  '<button hx-delete="/items">D</button></form>')
    assert [request(s)[:3] for s in found] == [("GET", "/search", {}),
                                               ("DELETE", "/items", {"q": "?"})]


def test_template_expressions_are_path_parameters_named_by_their_last_name():
    found = sites('<a hx-put="/api/users/{{user.id}}/email">e</a>'
                  '<a hx-patch="/orders/@Model.OrderId">o</a>'
                  '<a hx-get="/notes/<%= note.slug %>">n</a>'
                  '<a hx-get="/raw/{id}">r</a>')
    assert [request(s)[1] for s in found] == ["/api/users/{id}/email", "/orders/{OrderId}",
                                              "/notes/{slug}", "/raw/{id}"]
    assert isinstance(found[0].call.args[1].parts[1], Hole)
    assert isinstance(found[3].call.args[1], Lit)    # {id} without path-params is sent as is


def test_path_params_fills_the_placeholder_from_hx_vals_and_sends_it_no_more():
    [site] = sites('<button hx-delete="/api/links/{id}" hx-ext="path-params" '
                   'hx-vals=\'{"id":"{{id}}","soft":true}\' hx-confirm="Delete it?">x</button>')
    assert request(site) == ("DELETE", "/api/links/{id}", {"soft": True}, [], "Delete it?")


def test_hx_vals_constants_are_literals_and_expressions_inputs():
    [site] = sites('<a hx-get="/api/links" hx-vals=\'{"limit": 10, "owner": "false", '
                   '"user": "{{email}}"}\'>m</a>')
    assert request(site)[2] == {"limit": 10, "owner": "false", "user": "?"}


def test_hx_include_of_a_class_or_id_reads_the_fields_within():
    [site, other] = sites(
        '<div class="box ban-checklist"><label><input name="user" type="checkbox"></label>'
        '<div><input name="links"></div></div><span id="extra"><input name="why"></span>'
        '<button hx-post="/ban" hx-include=".ban-checklist, #extra">Ban</button>'
        '<button hx-post="/report" hx-include="closest tr, .missing">R</button>')
    assert request(site)[2:4] == ({"user": "?", "links": "?", "why": "?"}, [])
    assert request(other)[3] == ['hx-include="closest tr"', 'hx-include=".missing"']


def test_code_or_broken_json_is_listed_unread():
    [site] = sites("<a hx-get=\"/search\" hx-vals='js:{q: term()}' "
                   "hx-headers='not json'>s</a>")
    assert request(site)[3] == ["hx-vals='js:{q: term()}'", "hx-headers='not json'"]


def test_hx_headers_are_headers():
    [site] = sites('<a hx-post="/x" hx-headers=\'{"X-Token": "{{token}}", "X-Mode": "a"}\'>'
                   '</a>')
    headers = next(p.value for p in site.call.args[2].props if p.key == "headers")
    assert isinstance(headers, Obj) and [(p.key, type(p.value)) for p in headers.props] == [
        ("X-Token", Unknown), ("X-Mode", Lit)]


def test_comments_scripts_and_markup_without_htmx_give_nothing():
    assert sites('<!-- <a hx-post="/old">o</a> -->{{!-- <a hx-get="/x"></a> --}}'
                 '<script>const s = \'<a hx-post="/js">\';</script><a href="/">h</a>') == []
    assert sites('<form action="/plain" method="post"></form>') == []


def test_data_prefixed_attributes_count():
    [site] = sites('<button data-hx-post="/api/keys">k</button>')
    assert request(site)[:2] == ("POST", "/api/keys") and site.call.span == (1, 8, 1, 20)
    assert isinstance(site.call.args[2].props[2].value, Arr)


def test_a_tag_left_open_among_template_expressions_is_no_element_and_ends_quickly():
    # 40 expressions in an unclosed tag: an ambiguous pattern would backtrack 2**40 times
    assert sites('<a hx-get="/x" ' + '{{a}} ' * 40 + '<b>ok</b>') == []
    [site] = sites('<input hx-post="/y" {{#if a}}checked{{/if}} name="q">')
    assert request(site)[:2] == ("POST", "/y")


def test_hx_vals_nested_too_deep_is_unread_and_the_page_keeps_its_requests():
    deep = '{"a":' + "[" * 100_000 + "]" * 100_000 + "}"
    ok, site = sites(f'<button hx-post="/api/ok">o</button>'
                     f'<button hx-post="/api/deep" hx-vals=\'{deep}\'>d</button>')
    assert request(ok)[:3] == ("POST", "/api/ok", {})
    assert request(site)[:3] == ("POST", "/api/deep", {})
    assert request(site)[3] == [f"hx-vals='{deep}'"]


def test_a_literal_in_a_url_expression_names_no_hole_and_is_not_copied():
    found = sites("<a hx-get=\"/api/feed?token={{ 'tokQz8LmSecret1' }}\">x</a>"
                  "<a hx-get=\"/api/p/<%= user.id %>?password=<%= 'pwQz8' %>\">x</a>")
    urls = [site.call.args[1] for site in found]
    assert [[p.name for p in url.parts if isinstance(p, Hole)] for url in urls] == [
        [None], ["id", None]]
    assert "Qz8" not in repr(urls)


def test_form_fields_past_the_page_budget_are_an_unread_item():
    # 300 buttons in a form of 100 fields: 30,000 fields, over the page's 20,000
    found = sites("<form>" + "".join(f'<input name="f{i}">' for i in range(100))
                  + "".join(f'<button hx-post="/api/b{i}">b</button>' for i in range(300))
                  + "</form>")
    assert [len(request(s)[2]) for s in found] == [100] * 200 + [0] * 100
    assert request(found[200])[3] == ["its form or hx-include, past the page's 20,000 fields,"]
