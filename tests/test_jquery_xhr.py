"""jQuery and XMLHttpRequest recognisers, pinned by field cases FC-06 and FC-07."""
from conftest import bindings, capability, endpoints

FC06 = """
$.get('/api/tickets');
$.post('/api/tickets', { title: t, priority: p });
$.ajax({ url: '/api/tickets/' + id, type: 'DELETE' });
$.ajax({ url: `/api/tickets/${id}/history` });
$.ajax({ url: '/api/tickets/' + id, method: 'PUT', data: JSON.stringify(d),
         contentType: 'application/json' });
"""

FC07 = """
function saveDraft(noteId, text) {
  var xhr = new XMLHttpRequest();
  xhr.open("POST", "/notes/" + noteId + "/draft");
  xhr.setRequestHeader("Content-Type", "application/json");
  xhr.send(JSON.stringify({ text: text, autosave: true }));
}
var probe = new XMLHttpRequest();
probe.open("GET", "?view=compact");
probe.send();
"""


def test_fc06_jquery_shorthands_and_ajax(derive_files):
    contract = derive_files({"src/tickets.js": FC06})
    assert endpoints(contract) == {
        ("GET", "/api/tickets"), ("POST", "/api/tickets"), ("DELETE", "/api/tickets/{id}"),
        ("GET", "/api/tickets/{id}/history"), ("PUT", "/api/tickets/{id}")}
    create = capability(contract, "POST", "/api/tickets")
    assert bindings(create) == {"body:priority": "priority", "body:title": "title"}
    assert create["implementation"]["requests"][0]["bodyEncoding"] == "form"
    assert create["sideEffect"] == "create"
    put = capability(contract, "PUT", "/api/tickets/{id}")
    assert put["implementation"]["requests"][0]["bodyEncoding"] == "json"
    # `id` is a page global no module declares: its segment is reviewed, no input
    assert bindings(put) == {"body:": "body", "path:id": "=None"}
    assert [r["evidence"][0]["line"] for r in contract["review"] if r["capability"] ==
            put["name"] and r["message"].startswith("path segment {id}")] == [6]
    assert capability(contract, "DELETE", "/api/tickets/{id}")["sideEffect"] == "delete"
    history = capability(contract, "GET", "/api/tickets/{id}/history")
    assert history["implementation"]["requests"][0]["callSites"][0]["line"] == 5
    assert history["implementation"]["requests"][0]["callSites"][0]["rule"] == "jquery.ajax"


def test_jquery_get_data_is_the_query_and_callbacks_are_not_data(derive_files):
    contract = derive_files({"src/a.js": (
        "import $ from 'jquery';\n"
        "export const find = (q) => $.getJSON('/api/search', { q: q, limit: 5 });\n"
        "export const ping = () => $.get('/api/ping', function (r) { console.log(r); });\n")})
    assert endpoints(contract) == {("GET", "/api/search"), ("GET", "/api/ping")}
    assert bindings(capability(contract, "GET", "/api/search")) == {
        "query:limit": "=5", "query:q": "q"}
    assert bindings(capability(contract, "GET", "/api/ping")) == {}


def test_jquery_get_and_post_take_one_settings_object(derive_files):
    contract = derive_files({"js/a.js": (
        "function alive() { $.get({ url: '/admin/alive', success: () => {} }); }\n"
        "alive();\n"
        "$.post({ url: '/api/notes', data: { text: 'x' } });\n"
        "$.post({ url: '/api/json', data: JSON.stringify({ a: 1 }), contentType: 'application/json' });\n"
        "$.get({ url: '/api/items', method: 'PUT' });\n")})
    assert endpoints(contract) == {("GET", "/admin/alive"), ("POST", "/api/notes"),
                                   ("POST", "/api/json"), ("PUT", "/api/items")}
    notes = capability(contract, "POST", "/api/notes")["implementation"]["requests"][0]
    assert notes["bodyEncoding"] == "form"
    assert bindings(capability(contract, "POST", "/api/json")) == {"body:a": "=1"}
    assert capability(contract, "POST", "/api/json")["implementation"]["requests"][0][
        "bodyEncoding"] == "json"


def test_fc07_xhr_open_send_across_statements(derive_files):
    contract = derive_files({"src/notes.js": FC07})
    assert endpoints(contract) == {("POST", "/notes/{noteId}/draft")}
    draft = capability(contract, "POST", "/notes/{noteId}/draft")
    assert bindings(draft) == {"body:autosave": "=True", "body:text": "text",
                               "path:noteId": "noteId"}
    assert draft["implementation"]["requests"][0]["bodyEncoding"] == "json"
    site = draft["implementation"]["requests"][0]["callSites"][0]
    assert (site["line"], site["rule"], site["function"]) == (4, "xhr.open", "saveDraft")
    # the page-relative probe names no endpoint: a review item, never a path called "GET"
    messages = [r["message"] for r in contract["review"] if r["capability"] is None]
    assert messages == ["request URL has no fixed part to name an endpoint (?view=compact)"]


def test_sveltekit_load_receives_fetch(derive_files):
    contract = derive_files({
        "src/routes/articles/[slug]/+page.ts": (
            "export const load = async ({ fetch, params }) => {\n"
            "  const res = await fetch(`/api/articles/${params.slug}`);\n"
            "  return { article: await res.json() };\n"
            "};\n"),
        "src/lib/local.ts": (
            "function fetch(key: string) { return cache.get(key); }\n"
            "// @expect-none\n"
            "export const cached = () => fetch('/api/not-a-request');\n")})
    assert endpoints(contract) == {("GET", "/api/articles/{slug}")}


def test_classic_scripts_share_their_globals(derive_files):
    contract = derive_files({
        "js/groups.js": ("function delGroupItems(type, ids) {\n"
                         "  $.ajax({ url: '/api/' + type + 's:batchDelete', method: 'POST',\n"
                         "           data: JSON.stringify(ids), contentType: 'application/json' });\n"
                         "}\n"),
        "js/clients.js": ("/* global delGroupItems:false */\n"
                          "$('#delete').on('click', () => delGroupItems('client', [1, 2]));\n")})
    assert endpoints(contract) == {("POST", "/api/clients:batchDelete")}


def test_jquery_data_is_the_body_once_a_wrapper_caller_fixes_the_method(derive_files):
    """Rule ``jquery.data-by-method``: the wrapper's method comes from its caller."""
    contract = derive_files({
        "src/ajax.js": "import $ from 'jquery';\n"
                       "export default function send(o) { return $.ajax({ dataType: 'json', ...o }); }\n",
        "src/use.js": "import send from './ajax';\n"
                      "export const shutdown = () => send({ url: '/system/shutdown', method: 'POST',"
                      " data: JSON.stringify({ now: true }), contentType: 'application/json' });\n"
                      "export const tags = () => send({ url: '/tag', data: { q: 1 } });\n"})
    assert endpoints(contract) == {("POST", "/system/shutdown"), ("GET", "/tag")}
    post = capability(contract, "POST", "/system/shutdown")["implementation"]["requests"][0]
    assert post["bindings"] == [{"input": None, "target": "body:now", "value": True}]
    assert post["bodyEncoding"] == "json"
    get = capability(contract, "GET", "/tag")["implementation"]["requests"][0]
    assert get["bindings"] == [{"input": None, "target": "query:q", "value": 1}]
    assert get["bodyEncoding"] == "none"


def test_a_wrapper_argument_of_alternative_objects_keeps_each_method_with_its_url(derive_files):
    """Rule ``value.spread-alternatives``: ``opts`` is one literal or the other (or never set:
    no request), each spread into the wrapper's settings as a whole."""
    contract = derive_files({
        "src/ajax.js": "import $ from 'jquery';\n"
                       "export default function send(original) {\n"
                       "  const opts = { dataType: 'json', ...original };\n"
                       "  return $.ajax({ ...opts });\n}\n",
        "src/use.js": "import send from './ajax';\n"
                      "export function restore(id, file) {\n"
                      "  let opts = null;\n"
                      "  if (id) {\n"
                      "    opts = { url: `/r/${id}`, method: 'POST' };\n"
                      "  } else if (file) {\n"
                      "    const fd = new FormData(); fd.append('restore', file);\n"
                      "    opts = { url: '/r/up', method: 'PUT', processData: false,"
                      " contentType: false, data: fd };\n"
                      "  }\n"
                      "  return send(opts);\n}\n"})
    assert endpoints(contract) == {("POST", "/r/{id}"), ("PUT", "/r/up")}
    up = capability(contract, "PUT", "/r/up")["implementation"]["requests"][0]
    assert up["bodyEncoding"] == "multipart"
    assert up["bindings"] == [{"input": "restore", "target": "multipart:restore", "value": None}]
    assert not any("no fixed part" in r["message"] for r in contract["review"])


SETTINGS_COPY = """
function ajax(method, url, opts) {
  var params = $.extend({}, opts);
  params.type = method;
  return $.ajax(url, params);
}
function ajaxWithData(method, url, data, opts) {
  var params = $.extend({}, opts);
  params.data = data;
  return ajax(method, url, params);
}
export function add(item) { return ajaxWithData("POST", "/api/items", {item: item}); }
export function find(q) { return ajaxWithData("GET", "/api/items", {q: q}); }
"""


def test_a_method_written_on_a_copy_of_the_callers_options_decides_the_data(derive_files):
    """Rules ``value.merge-helper`` (the jquery package's ``$.extend``) and
    ``jquery.method-option``: the caller's options may hold ``method``, so the settings'
    ``method`` or else the ``type`` written on the copy is the method, and the data goes
    where that method puts it."""
    contract = derive_files({"package.json": '{"dependencies": {"jquery": "3"}}',
                             "src/api.js": SETTINGS_COPY})
    assert endpoints(contract) == {("POST", "/api/items"), ("GET", "/api/items")}
    assert "body:item" in bindings(capability(contract, "POST", "/api/items"))
    assert "query:q" in bindings(capability(contract, "GET", "/api/items"))
