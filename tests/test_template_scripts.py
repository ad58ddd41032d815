"""Rule ``source.template-script``: a server page template's inline scripts are read as a page's,
each template construct rewritten byte for byte (blanks; an unknown global where a value
stands; text inside a string), so rows and columns stay the template's."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.template_scripts import (blank_template_syntax, page_syntax,
                                                    template_syntax)


def blanked(path: str, text: str) -> str:
    out = blank_template_syntax(path, text.encode()).decode()
    assert len(out) == len(text) and out.count("\n") == text.count("\n")
    return out


def filled(text: str, blanks: tuple[str, ...] = (), values: tuple[str, ...] = ()) -> str:
    """``text`` with each of ``blanks`` written as blanks and each of ``values`` as ``_``
    (every occurrence, same length)."""
    for construct in blanks:
        text = text.replace(construct, " " * len(construct))
    for construct in values:
        text = text.replace(construct, "_" * len(construct))
    return text


def test_freemarker_directives_are_blanks_and_a_value_an_unknown_global():
    text = ("<#list groups as g><option>${g.name}</option></#list>\n<script>\n"
            "  var I18n = ${I18nUtil.getMultString()};\n  <#if admin>\n  purge();\n  </#if>\n"
            "  <#-- $.post('/never') -->\n</script>\n")
    assert blanked("t/jobs.ftl", text) == filled(text, (
        "<#list groups as g>", "${g.name}", "</#list>", "<#if admin>", "</#if>",
        "<#-- $.post('/never') -->"), ("${I18nUtil.getMultString()}",))


def test_a_construct_in_a_string_stays_text_with_its_quotes_turned():
    text = "<script>var a = '${x?default('')}/api', b = \"<%= y %>\";</script>"
    assert blanked("t/a.ftl", text) == \
        "<script>var a = '${x?default(\"\")}/api', b = \"<%= y %>\";</script>"


def test_a_regex_literal_opens_no_string():
    text = "<script>\nvar q = s.replace(/'/g, ''); var n = ${count};\n</script>"
    assert blanked("t/a.ftl", text) == filled(text, values=("${count}",))


def test_a_construct_in_a_script_start_tag_does_not_hide_its_src():
    text = '<script src="${ctx}/t-<#if en>en<#else>zh</#if>.js"></script><script>go()</script>'
    assert blanked("t/a.ftl", text) == filled(text, ("${ctx}", "<#if en>", "<#else>", "</#if>"))


@pytest.mark.parametrize(("path", "text", "blanks", "values"), [
    ("v/u.jsp", '<%@ page x %>\n<script>\n<c:if test="${a}">\nvar s = <%= json %>;\n</c:if>\n'
                '<%-- fetch(1) --%>\n</script>',
     ("<%@ page x %>", '<c:if test="${a}">', "</c:if>", "<%-- fetch(1) --%>"),
     ("<%= json %>",)),
    ("v/o.html.erb", "<script>\n<% unless u %>\nvar q = <%= @q %>;\n</script>",
     ("<% unless u %>",), ("<%= @q %>",)),
    ("v/s.php", "<?php require 'h.php'; ?>\n<script>var s = <?php echo json_encode($s); ?>;"
                "</script>\n<?php echo '<script>fetch(1)</script>'; ?>",
     ("<?php require 'h.php'; ?>", "<?php echo '<script>fetch(1)</script>'; ?>"),
     ("<?php echo json_encode($s); ?>",)),
    ("v/t.j2", "<script>\nconst t = {{ tags | tojson }};\n{% for t in tags %}{# c #}\n</script>",
     ("{% for t in tags %}", "{# c #}"), ("{{ tags | tojson }}",)),
    ("v/n.hbs", "<script>\nvar n = {{{json notes}}};\n{{#if a}}{{!-- c --}}\n</script>",
     ("{{#if a}}", "{{!-- c --}}"), ("{{{json notes}}}",)),
    ("v/f.ejs", "<script>\nvar f = <%- JSON.stringify(f) %>;\n<% if (u) { %>\n</script>",
     ("<% if (u) { %>",), ("<%- JSON.stringify(f) %>",)),
    ("v/t.cshtml", "@model P\n<script>\nvar t = @Html.Raw(Json.Serialize(Model.T));\n</script>",
     ("@model",), ("@Html.Raw(Json.Serialize(Model.T))",)),
    ("v/a.vm", "## c\n<script>\nvar l = ${limit};\n#if($admin)\nmute();\n#end\n</script>",
     ("## c", "#if($admin)", "#end"), ("${limit}",)),
    ("v/i.html.tt2", "[% INCLUDE h %]\n<script>\n[% IF a %]\nvar c = [% c.json_esc(n) %];\n"
                     "[%- END -%][%# fetch(1) %]\n</script>",
     ("[% INCLUDE h %]", "[% IF a %]", "[%- END -%]", "[%# fetch(1) %]"),
     ("[% c.json_esc(n) %]",)),
    ("v/l.html.ep", "% layout 'd';\n<script>\n  % if ($a) {\nvar l = <%= $l %>;\n%= x\n"
                    "<%# c %>\n</script>",
     ("% layout 'd';", "  % if ($a) {", "%= x", "<%# c %>"), ("<%= $l %>",)),
    ("v/s.mas", "<%args>\n$user\n</%args>\n<script>\n% if ($u) {\nvar o = <% $u |js %>;\n"
                "<& c.mas, a => 1 &>\n</script>\n<%def .x>\n</%def>",
     ("<%args>", "$user", "</%args>", "% if ($u) {", "<& c.mas, a => 1 &>", "<%def .x>", "</%def>"),
     ("<% $u |js %>",)),
    ("v/m.mako", "<%inherit file='b.mako'/>\n<script>\n% if a:\nvar m = ${m | n};\n"
                 "## c\n% endif\n</script>",
     ("<%inherit file='b.mako'/>", "% if a:", "## c", "% endif"), ("${m | n}",)),
    ("v/b.gohtml", "<script>\nconst b = {{.Board.ID}};\n{{/* c */}}\n{{- if .A }}\n</script>",
     ("{{/* c */}}", "{{- if .A }}"), ("{{.Board.ID}}",)),
    ("v/i.blade.php", "@extends('l')\n<script>\nconst i = @json($i);\nconst t = {{ $t }};\n"
                      "{{-- c --}}\n@if ($p)\n@endif\n</script>",
     ("@extends('l')", "{{-- c --}}", "@if ($p)", "@endif"), ("@json($i)", "{{ $t }}")),
    ("v/r.gsp", "%{-- c --}%\n<g:if test='${a}'>\n<script>\nvar r = ${r};\n</script>\n</g:if>",
     ("%{-- c --}%", "<g:if test='${a}'>", "</g:if>"), ("${r}",)),
    ("v/w.aspx", "<%@ Page %>\n<script>\nvar w = <%= W %>;\n</script>\n<asp:Label runat=x />",
     ("<%@ Page %>", "<asp:Label runat=x />"), ("<%= W %>",)),
])
def test_each_template_language(path, text, blanks, values):
    assert blanked(path, text) == filled(text, blanks, values)


def test_syntax_by_the_last_suffix():
    assert template_syntax("a/B.FTL") is not None and template_syntax("x.html.erb") is not None
    assert template_syntax("x.html") is None and template_syntax("x.tpl") is None
    assert template_syntax("v/i.blade.php") is not template_syntax("v/i.php")
    assert template_syntax(".blade.php") is template_syntax("v/i.php")
    assert blank_template_syntax("x.html", b"<script>var a = ${b};</script>") == \
        b"<script>var a = ${b};</script>"


def test_an_unclosed_construct_is_left_as_text():
    assert blanked("t/a.ftl", "<script>var a = 1; ${b</script>") == \
        "<script>var a = 1; ${b</script>"


def test_a_template_page_is_extracted_with_the_template_lines():
    text = ("<#import 'c.ftl' as c>\n<script>\n  var base = '${ctx}';\n  <#if admin>\n"
            "  $.post(base + '/jobs/remove', {id: 1});\n  </#if>\n</script>\n")
    facts = extract_module("t/jobs.ftl", "page", text.encode())
    assert facts.diagnostics == []
    calls = [site.call.span[0] for site in facts.calls
             if getattr(site.call.callee, "prop", None) == "post"]
    assert calls == [5]


def test_requests_of_a_template_page_reach_the_contract(derive_files):
    contract = derive_files({
        "web/jobs.ftl": "<script>\n  var base_url = '${request.contextPath}';\n"
                        "  <#if admin>\n  function purge(id) {\n"
                        "    return $.post(base_url + '/jobs/' + id + '/purge');\n  }\n"
                        "  </#if>\n  <#-- $.post('/never') -->\n</script>\n",
        "web/users.jsp": "<script>\n  <c:if test=\"${admin}\">\n  fetch('/api/users/' + id, "
                         "{method: 'DELETE'});\n  </c:if>\n</script>\n"})
    assert endpoints(contract) >= {("POST", "/jobs/{id}/purge"), ("DELETE", "/api/users/{id}")}
    assert not any("never" in path for _, path in endpoints(contract))


def test_a_template_of_a_script_or_data_file_is_no_page():
    assert template_syntax("app/views/b.js.erb") is None
    assert template_syntax("feed.json.twig") is None
    assert template_syntax("templates/job.list.ftl") is not None


def test_an_xml_declaration_in_a_php_page_is_no_php_block():
    text = "<script>var s = '<?xml version=\"1.0\"?>'; fetch('/a');</script><?php x(); ?>"
    assert blanked("v/a.php", text) == filled(text, ("<?php x(); ?>",))


def test_a_line_directive_opens_only_a_line():
    """``%`` is a Mojolicious, Mason or Mako directive only as a line's first non-blank byte;
    ``%%`` there is the text ``%``, and elsewhere ``%`` is JavaScript's remainder."""
    text = "<script>\nvar r = a % b;\n%% kept\n\t% gone\n</script>"
    assert blanked("v/a.html.ep", text) == filled(text, ("% gone",))


def test_a_control_line_where_a_value_stands_is_blanks():
    """A Mako ``% if`` line between an object's members writes nothing: blanks, not an
    unknown value (which would read as a member); Mojolicious' ``%=`` writes a value."""
    text = ("<%inherit file='b.html'/>\n<script>\nvar d = {a: 1,\n% if live:\n"
            "g: 2\n% endif\n};\n</script>")
    assert blanked("d/i.html", text) == filled(
        text, ("<%inherit file='b.html'/>", "% if live:", "% endif"))
    ep = "<script>\nvar x = [1,\n%= $y\n];\n</script>"
    assert blanked("v/a.html.ep", ep) == filled(ep, (), ("%= $y",))


def test_requests_of_perl_template_pages_reach_the_contract(derive_files):
    contract = derive_files({
        "templates/index.html.tt2": "<script>\n  [% IF admin %]\n  function drop(id) {\n"
                                    "    return fetch('/api/archives/' + id, "
                                    "{method: 'DELETE'});\n  }\n  [% END %]\n</script>\n",
        "templates/logs.html.ep": "<script>\n% if ($admin) {\n  fetch('/api/logs', "
                                  "{method: 'POST'});\n% }\n</script>\n"})
    assert endpoints(contract) >= {("DELETE", "/api/archives/{id}"), ("POST", "/api/logs")}


def test_an_html_page_holding_a_mako_tag_is_read_as_mako():
    text = ("<%inherit file=\"base.html\"/>\n<script>\n% if admin:\n"
            "var root = ${http_root | n};\n% endif\n</script>")
    assert blanked("d/index.html", text) == filled(
        text, ('<%inherit file="base.html"/>', "% if admin:", "% endif"), ("${http_root | n}",))
    plain = "<script>\nvar a = `${b}`;\n% not a directive\n</script>"
    assert blanked("d/plain.html", plain) == plain
    assert page_syntax("d/a.htm", b"<%! import x %>") is page_syntax("d/a.mako", b"")
    assert page_syntax("d/a.html", b"<% x %>") is None
