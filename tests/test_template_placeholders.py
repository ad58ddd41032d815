"""Rule ``value.template-placeholder``: a script string that is one placeholder of its server
template's language is a value the server renders into the page, never a literal credential;
a credential-named body field so filled is a Host-supplied credential, and the Tool's auth."""
from __future__ import annotations

import json

import pytest
from conftest import capability

from code2skill.extractors.module_facts import extract_module
from code2skill.extractors.server_values import bare_placeholder, server_string
from code2skill.facts import Hole, Lit, Tmpl, Unknown

SPAN = (1, 1, 1, 10)


@pytest.mark.parametrize("path, text, placeholder", [
    ("config_rss.tmpl", "$apikey", True), ("a.vm", "$!user.token", True),
    ("a.vm", "${key}", True), ("keys.cshtml", "@Model.ApiKey", True),
    ("keys.razor", "@(Model.Key)", True), ("a.tmpl", " $apikey ", True),
    ("a.tmpl", "$", False), ("a.tmpl", "costs $5", False), ("a.tmpl", "a $$b", False),
    ("keys.cshtml", "$apikey", False), ("a.tmpl", "@Model.Key", False),
    ("keys.cshtml", "/api?key=@Model.Key", False), ("keys.cshtml", "@types/x", False),
    ("page.html", "$apikey", False), ("page.php", "$apikey", False),
    ("a.vm", "${key", False)])
def test_a_whole_string_placeholder_by_the_page_language(path, text, placeholder):
    found = server_string(Lit(text, SPAN), bare_placeholder(path))
    assert (found == Unknown("server-template", SPAN)) is placeholder
    if not placeholder:
        assert found == Lit(text, SPAN)


@pytest.mark.parametrize("text, parts", [
    ("$apikey/x", [("apikey",), "/x"]),
    ("key $apikey", ["key ", ("apikey",)]),
    ("${root}api?mode=browse&output=json&apikey=$apikey",
     [("root",), "api?mode=browse&output=json&apikey=", ("apikey",)]),
    ("mode=x&apikey=${apikey}&k=$!user.token.", ["mode=x&apikey=", ("apikey",), "&k=",
                                                  ("token",), "."]),
    ("$T('explain') \"x\" $T('confirm')", [(None,), ' "x" ', (None,)]),
    ("a \\$apikey and $$b", ["a \\$apikey and $$b"])])
def test_a_placeholder_inside_longer_text_is_a_hole(text, parts):
    found = server_string(Lit(text, SPAN), bare_placeholder("config.tmpl"))
    shape = [p.value if isinstance(p, Lit) else (p.name,) for p in found.parts] \
        if isinstance(found, Tmpl) else [found.value]
    assert shape == parts
    assert all(p.expr == Unknown("server-template", SPAN) for p in getattr(found, "parts", ())
               if isinstance(p, Hole))


def test_a_placeholder_in_a_template_literal_is_a_hole_beside_the_scripts_own():
    page = b"<script>fetch(`./api?value=${id}&apikey=$apikey`)</script>"
    url = extract_module("main.tmpl", "page", page).calls[0].call.args[0]
    assert [p.value if isinstance(p, Lit) else (p.name, type(p.expr).__name__)
            for p in url.parts] == ["./api?value=", ("id", "Ref"), "&apikey=",
                                    ("apikey", "Unknown")]


def test_only_a_template_page_reads_bare_placeholders():
    script = b'var apiKey = "$apikey";\n'
    tmpl = extract_module("main.tmpl", "page", b"<script>" + script + b"</script>")
    html = extract_module("main.html", "page", b"<script>" + script + b"</script>")
    plain = extract_module("main.js", "javascript", script)
    assert tmpl.bindings["apiKey"][0] == Unknown("server-template", tmpl.bindings["apiKey"][0].span)
    assert html.bindings["apiKey"][0].value == "$apikey"
    assert plain.bindings["apiKey"][0].value == "$apikey"


PAGE = """\
<h2>$T('rss')</h2>
<script type="text/javascript">
  var apiKey = "$apikey";
  function testFeed(feed) {
    return jQuery.ajax({type: "POST", url: "rss/test", data: {feed: feed, apikey: "$apikey"}});
  }
  function addTag(name) {
    return fetch("/tags", {method: "POST", body: JSON.stringify({name: name, csrf_token: "{{ csrf_token }}"})});
  }
</script>
"""
SCRIPT = """\
function retryJob(job) {
  var data = new FormData();
  data.append("job", job);
  data.append("apikey", apiKey);
  return fetch("history/retry", {method: "POST", body: data});
}
"""


def test_a_rendered_credential_is_the_hosts_and_the_tools_auth(derive_files):
    contract = derive_files({"templates/config.tmpl": PAGE, "static/history.js": SCRIPT})
    rss = capability(contract, "POST", "/rss/test")
    retry = capability(contract, "POST", "/history/retry")
    tags = capability(contract, "POST", "/tags")
    assert list(rss["inputSchema"]["properties"]) == ["feed"]
    assert list(retry["inputSchema"]["properties"]) == ["job"]
    assert list(tags["inputSchema"]["properties"]) == ["name"]
    assert (rss["auth"]["authentication"], retry["auth"]["authentication"],
            tags["auth"]["authentication"]) == ("api-key", "api-key", "cookie-session")
    assert [(e["rule"], e["file"], e["line"]) for e in rss["auth"]["evidence"]] == [
        ("value.template-placeholder", "templates/config.tmpl", 5)]
    bound = {b["target"]: b["context"] for c in (rss, retry, tags)
             for b in c["implementation"]["requests"][0]["bindings"] if b.get("context")}
    assert bound == {"body:apikey": "apikey", "multipart:apikey": "apikey",
                     "body:csrf_token": "csrf_token"}
    assert not [r for r in contract["review"] if r["severity"] == "high"]
    assert sorted((r["message"].split(" carries")[0], r["evidence"][0]["line"])
                  for r in contract["review"] if "renders into the page" in r["message"]) == [
        ("body field apikey", 5), ("body field csrf_token", 8), ("form field apikey", 4)]


def test_a_literal_key_in_a_plain_page_is_still_written_in_source(derive_files):
    contract = derive_files({"page.html": PAGE.replace("{{ csrf_token }}", "x")})
    assert sorted(r["message"] for r in contract["review"] if r["severity"] == "high") == [
        "a credential is written in source as the value of body field apikey",
        "a credential is written in source as the value of body field csrf_token"]
    assert capability(contract, "POST", "/rss/test")["auth"]["authentication"] == "unknown"


EMBEDDED_PAGE = """\
<script type="text/javascript">
  var folderBrowseUrl = '${root}api?mode=browse&output=json&apikey=$apikey';
  function browse(dir) { return jQuery.getJSON(folderBrowseUrl, {name: dir}); }
  function restart() {
    return jQuery.ajax({url: "./api?output=json&apikey=" + "$apikey", data: {mode: "restart"}});
  }
</script>
"""


def test_a_placeholder_in_a_query_is_the_hosts_credential(derive_files):
    contract = derive_files({"templates/config.tmpl": EMBEDDED_PAGE})
    tools = {c["name"]: c for c in contract["capabilities"]}
    assert sorted(tools) == ["browse", "restart"]
    for tool, line in (("browse", 2), ("restart", 5)):
        bindings = tools[tool]["implementation"]["requests"][0]["bindings"]
        assert [b for b in bindings if b["target"] == "query:apikey"] == [
            {"context": "apikey", "input": None, "target": "query:apikey", "value": None}]
        assert tools[tool]["auth"]["authentication"] == "api-key"
        assert [(e["rule"], e["line"]) for e in tools[tool]["auth"]["evidence"]] == [
            ("value.template-placeholder", line)]
    assert not [r for r in contract["review"] if r["severity"] == "high"]
    assert sorted(r["capability"] for r in contract["review"]
                  if r["message"].startswith("query parameter apikey carries a credential the "
                                             "server renders into the page")) == ["browse",
                                                                                 "restart"]
    assert "$apikey" not in json.dumps(contract)
