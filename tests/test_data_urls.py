"""Rule ``url.page-data-attribute`` (:mod:`code2skill.extractors.data_urls`,
:mod:`code2skill.page_data_urls`), rule ``url.page-read`` and rule
``callback.invoked-parameter``: URLs a page writes into data attributes, read back by scripts."""
from __future__ import annotations

import pytest
from conftest import endpoints

from code2skill.extractors.data_urls import data_urls, dataset_key, url_value
from code2skill.facts import Hole, Lit, Tmpl, Unknown
from code2skill.page_data_urls import kebab


def read(page: str) -> list[tuple[str, str]]:
    """``(key, URL as text with {holes})`` of a page's data URLs."""
    def text(url):
        if isinstance(url, Unknown):
            return f"<{url.kind}>"
        parts = url.parts if isinstance(url, Tmpl) else (url,)
        return "".join(str(p.value) if isinstance(p, Lit) else "{%s}" % p.name for p in parts)
    return [(d.key, text(d.url)) for d in data_urls(page.encode(), lambda a, b: (1, a, 1, b))]


def test_attributes_holding_urls_are_read_by_their_dataset_key():
    assert read('''<body data-entries-status-url="{{ routePath "/entry/status" }}" data-csrf-token="{{ .csrf }}">
<button data-save-entry="true" data-save-url="{{ routePath "/entry/save/%d" .entry.ID }}">
<button data-url="{{ routePath "/feed/%d/refresh" .feed.ID }}?forceRefresh=true" data-label-yes="Yes">
<a data-url="/feed/{{ .feed.ID }}/remove" data-redirect-url='/feeds' data-next=/a/{{page}}>x</a>
<a data-action="/x/<%= item.id %>" data-href=https://api.example.com/v1/x data-id="4">''') == [
        ("entriesStatusUrl", "/entry/status"), ("saveUrl", "/entry/save/{id}"),
        ("url", "/feed/{id}/refresh?forceRefresh=true"), ("url", "/feed/{id}/remove"),
        ("redirectUrl", "/feeds"), ("next", "/a/{page}"), ("action", "/x/{id}"),
        ("href", "https://api.example.com/v1/x")]


def test_a_named_route_or_a_written_url_is_no_path():
    assert read('''<a data-save-url="{{ url_for('entries.save') }}" data-x-url="{% url 'x' e.id %}">
<a data-y-url='<%= item_path(@item) %>' data-delete-url="@Url.Action("Delete")" data-z-url="{{ .zURL }}">''') \
        == [("saveUrl", "<route-helper>"), ("xUrl", "<route-helper>"), ("yUrl", "<route-helper>"),
            ("deleteUrl", "<route-helper>"), ("zUrl", "<route-helper>")]


def test_comments_scripts_and_other_values_are_not_read():
    assert read('''<!-- <a data-url="/commented"> --><script>var a = '<a data-url="/in-script">';</script>
<a data-label="Save" data-count="3" data-url="" data-url-x="/ok" data-mode="queue">
<a data-broken-url="{{ routePath "/x" ''') == [("urlX", "/ok")]


@pytest.mark.parametrize("name, key", [("save-url", "saveUrl"), ("url", "url"),
                                       ("webauthn-login-begin-url", "webauthnLoginBeginUrl"),
                                       ("API-Url", "apiUrl")])
def test_the_dataset_key_of_an_attribute(name, key):
    assert dataset_key(name) == key
    assert kebab(key) == name.lower()


def test_a_route_helper_fills_each_verb_in_order():
    assert url_value('{{ routePath "/feeds/%d/entries/%s" .feed.ID .entry.Hash }}') == Tmpl((
        Lit("/feeds/"), Hole("id", Unknown("url.page-data-attribute")), Lit("/entries/"),
        Hole("hash", Unknown("url.page-data-attribute"))))
    assert url_value("/a") == Lit("/a")
    assert url_value("") is None


TEMPLATE = '''{{ define "content" }}
<button data-save-url="{{ routePath "/entry/save/%d" .entry.ID }}">Save</button>
<button data-confirm="true" data-url="{{ routePath "/feed/%d/remove" .feed.ID }}">Remove</button>
<button data-confirm="true" data-url="/category/{{ .category.ID }}/remove">Remove</button>
<button data-confirm="true" data-url="{{ url_for('feeds.flush') }}">Flush</button>
{{ end }}
'''
SCRIPT = '''function post(url, body) { return fetch(url, {method: "POST", body: JSON.stringify(body)}); }
function save(el) { post(el.closest(".entry").querySelector("button").dataset.saveUrl); }
function confirmFirst(linkElement, callback) {
    if (linkElement.tagName !== "A") { linkElement = linkElement.parentNode; }
    document.querySelector("#yes").onclick = () => callback(linkElement.dataset.url);
}
document.querySelectorAll("[data-confirm]").forEach((element) => {
    element.onclick = (event) => confirmFirst(event.target, (url) => post(url));
});
document.querySelector("#save").onclick = (event) => save(event.target);
function sync() { post(document.querySelector('meta[name="sync"]').content, {}); }
document.querySelector("#sync").onclick = sync;
'''


def test_each_url_the_pages_write_is_one_request(derive_files):
    contract = derive_files({"templates/entry.html": TEMPLATE, "static/app.js": SCRIPT})
    assert endpoints(contract) == {("POST", "/entry/save/{id}"), ("POST", "/feed/{id}/remove"),
                                   ("POST", "/category/{id}/remove")}
    items = sorted((r["severity"], r["message"].split(": ")[0], r["evidence"][0]["file"],
                    r["evidence"][0]["line"]) for r in contract["review"]
                   if "page" in r["message"] and r["severity"] == "medium")
    assert items == [
        ("medium", "request URL read from the page (document.querySelector().content)",
         "static/app.js", 11),
        ("medium", "request URL read from the page's data-url attribute, which 1 template "
                   "place(s) write with a route or value the server computes "
                   "(templates/entry.html:5 \"{{ url_for('feeds.flush') }}\")",
         "static/app.js", 5)]
    assert not [s for s in contract["services"] if s.get("baseUrlSource") or
                "DOM" in str(s)], "a value read from the page is never a base URL"


def test_a_value_no_page_writes_is_reviewed_never_a_base(derive_files):
    contract = derive_files({"static/app.js": SCRIPT})
    assert endpoints(contract) == set()
    assert sorted(r["message"].split(":")[0] for r in contract["review"]
                  if r["message"].startswith("request URL read from the page")) == [
        "request URL read from the page (document.querySelector().content)",
        "request URL read from the page (element.dataset.saveUrl)",
        "request URL read from the page (linkElement.dataset.url)"]


def test_an_inline_callback_is_called_through_the_parameter_it_is_handed_to(derive_files):
    contract = derive_files({"app.js": '''
function withItem(id, done) { document.querySelector("#go").onclick = () => done("/items/" + id); }
function shadowed(done) { [1].forEach((done) => done("/never")); }
withItem(4, (url) => fetch(url, {method: "DELETE"}));
shadowed((url) => fetch(url, {method: "PUT"}));
'''})
    assert endpoints(contract) == {("DELETE", "/items/{id}")}


def test_jquery_reads_a_data_attribute_too(derive_files):
    contract = derive_files({"page.html": '''<table id="checks" data-status-url="/checks/status/"></table>
<button class="rm" data-remove-url="/checks/{{ check.code }}/remove/">x</button>
''', "app.js": '''$(function() {
    var statusUrl = $("#checks").data("status-url");
    $.ajax({url: statusUrl, type: "GET"});
    $(".rm").click(function() {
        $.post($(this).attr("data-remove-url"));
        $.ajax({url: jQuery(this).data("removeUrl"), type: "DELETE"});
        $.post(other(this).data("removeUrl"));
    });
});
'''})
    assert endpoints(contract) == {("GET", "/checks/status/"), ("POST", "/checks/{code}/remove/"),
                                   ("DELETE", "/checks/{code}/remove/")}


def test_an_attribute_on_several_kinds_of_element_is_reviewed_on_each_request(derive_files):
    contract = derive_files({"entry.html": '''<button data-save-url="/entry/save/{{ .ID }}">Save</button>
<audio data-save-url="/entry/enclosure/{{ .ID }}/save-progression"></audio>
<a data-url="/feed/{{ .ID }}/remove">x</a> <button data-url="/category/{{ .ID }}/remove">y</button>
''', "app.js": '''function post(url, body) { return fetch(url, {method: "POST", body: JSON.stringify(body)}); }
document.querySelector("button").onclick = () => post(document.querySelector("button").dataset.saveUrl);
document.querySelector("a").onclick = () => post(document.querySelector("a").dataset.url);
'''})
    reviewed = sorted((c["name"], c["status"]) for c in contract["capabilities"])
    # POST …/save-progression: a kebab-case last segment starting with save names the Tool
    # (rule name.action-segment)
    assert reviewed == [("remove_category", "draft"), ("remove_feed", "draft"),
                        ("save_entry_enclosure_progression", "requires-review"),
                        ("update_entry_save", "requires-review")]
    assert {r["message"].split(" with ")[0] for r in contract["review"]
            if "several kinds" in r["message"]} == {
        "request URL read from the page's data-save-url attribute, which the pages write on "
        "elements of several kinds (<audio>, <button>)"}


COMPUTED_PAGE = '''\
<body data-register-begin-url="/webauthn/register/begin"
      data-register-finish-url="/webauthn/register/finish">
<a class="share" data-share-url="/entry/share/1">Share</a>
<script src="handler.js"></script>
</body>
'''
COMPUTED_SCRIPT = '''\
class Handler {
  get(urlKey) { return fetch(document.body.dataset[urlKey]); }
  post(urlKey, data, query) {
    let url = document.body.dataset[urlKey];
    if (query) { const parsed = new URL(url, window.location.origin); parsed.search = query; url = parsed.toString(); }
    return fetch(url, {method: "POST", body: JSON.stringify(data)});
  }
  begin() { return this.get("registerBeginUrl"); }
  finish(c) { return this.post("registerFinishUrl", c); }
  lost() { return this.get("logoutUrl"); }
}
function share(el, attr) { return fetch(el.getAttribute(attr), {method: "POST"}); }
function shareLink(el) { return share(el, "data-share-url"); }
document.querySelector("#pick").onclick = (event) =>
  fetch(event.target.dataset[event.target.id + "Url"], {method: "PUT"});
document.querySelector("#named").onclick = (event) =>
  fetch(event.target.getAttribute(event.target.name), {method: "PATCH"});
'''


def test_a_computed_attribute_name_is_each_callers(derive_files):
    """Rule ``url.page-data-attribute`` with a computed key: a key a parameter gives is the
    caller's (``this.get("registerBeginUrl")``, ``share(el, "data-share-url")``); a key no
    page writes, or one that is no parameter, is a ``url.page-read`` item naming the read."""
    contract = derive_files({"templates/layout.html": COMPUTED_PAGE,
                             "static/handler.js": COMPUTED_SCRIPT})
    assert endpoints(contract) == {("GET", "/webauthn/register/begin"),
                                   ("POST", "/webauthn/register/finish"),
                                   ("POST", "/entry/share/1")}
    assert sorted((r["message"].split(":")[0], r["evidence"][0]["line"])
                  for r in contract["review"]
                  if r["evidence"][0]["rule"] == "url.page-read") == [
        ("request URL read from the page (document.body.dataset[urlKey])", 10),
        ("request URL read from the page (element.getAttribute(event.target.name))", 17),
        ("request URL read from the page (event.target.dataset[…])", 15)]
    finish = [r["message"] for r in contract["review"]
              if r["message"].startswith("request URL read from the page's")]
    assert finish == ["request URL read from the page's data-register-finish-url attribute, "
                      "or a value code2skill does not follow (unknown: call), perhaps built "
                      "from it: the attribute's URL is taken for this request; confirm the URL "
                      "it sends to"]
    assert not [s for s in contract["services"] if "DOM" in str(s)]
