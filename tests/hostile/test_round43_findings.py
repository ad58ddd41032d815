"""Hostile round 43's findings fixed after the round (``benchmarks/hostile-round-43.md``); its
two hangs are pinned in ``test_round43_hangs.py``."""
from __future__ import annotations

import json

import pytest

from hostile_support import code2skill, derived_and_exported, tree

from conftest import endpoints

GLUED_KEYS = {
    "package.json": '{"name": "f3", "dependencies": {"axios": "1"}}',
    "src/api.js": "import axios from 'axios';\n"
                  "export const a = () => axios.get('/api/y/AKIAQZXKPLMNBZATQRS7Z/items');\n"
                  "export const b = () => axios.get('/api/y/AKIA2345QZXKPLMNBZATZ/items');\n"
                  "export const c = () => axios.get('/api/w/AKIAQZXKPLMNBZATQRS7');\n"}


def test_a_glued_key_whose_digits_stand_at_an_edge_is_in_no_output(tmp_path):
    # finding 3: the two glued keys were kept whole (list_y_akiaqzxkplmnbzatqrs7_z_items,
    # list_y_akia2345_qzxkplmnbzatz_items) in the contract, graph and export
    contract, texts = derived_and_exported(tmp_path, GLUED_KEYS)
    assert sorted((c["name"], c["implementation"]["requests"][0]["pathTemplate"])
                  for c in contract["capabilities"]) == [
        ("get_w", "/api/w/<redacted:aws-key>"),
        ("list_y_items", "/api/y/<redacted:aws-key>/items")]
    for text in texts:
        flat = text.lower().replace("_", "")
        assert "qzxkplmnbzat" not in flat


SENT_ESCAPE = {
    "package.json": '{"name": "f6", "dependencies": {"axios": "1"}}',
    "src/api.js": "import axios from 'axios';\n"
                  "export const a = (e) => axios.post('/api/a', { e }).then(() => alert("
                  "'An email has been sent \\u001b[2J\\u001b]0;pwned\\u0007 to ' + e));\n"}


def test_a_sent_message_holding_a_terminal_escape_reaches_no_output_raw(tmp_path):
    # finding 6: rule risk.page-sent-message quoted the page's text with its decoded ESC and
    # BEL; the HTML report wrote them raw (a terminal showing it cleared and retitled itself)
    app = tree(tmp_path / "app", SENT_ESCAPE)
    contract_path, html = tmp_path / "c.json", tmp_path / "r.html"
    done = code2skill("derive", app, "-o", contract_path, "-q", "--jobs", "1")
    assert done.returncode == 0, done.stderr
    done = code2skill("report", contract_path, "--source", app, "-o", html)
    assert done.returncode == 0, done.stderr
    contract = json.loads(contract_path.read_text())
    (cap,) = contract["capabilities"]
    assert cap["annotations"]["risks"] == ["external"]
    assert [e["note"] for e in cap["evidence"]["/annotations/risks"]
            if e["rule"] == "risk.page-sent-message"] == [
        "An email has been sent \\x1b[2J\\x1b]0;pwned\\x07 to"]
    for text in (contract_path.read_text(), html.read_text()):
        assert not any(c in text for c in "\x1b\x07")
    assert "\\x1b[2J" in html.read_text()


def test_a_script_read_verb_before_a_write_word_is_no_read(derive_files):
    # finding 7: search_replace.php and fetch_and_drop_cache.php were reads (readOnlyHint)
    names = ["search_replace", "fetch_and_drop_cache", "get_channel"]
    contract = derive_files({
        "package.json": '{"name": "f7", "dependencies": {"jquery": "3"}}',
        "js/app.js": "".join(f"$('#b{i}').click(function () {{ $.post('ajax/{n}.php', "
                             "{ id: 1 }); });\n" for i, n in enumerate(names))})
    assert sorted((c["name"], c["annotations"]["readOnlyHint"], c["annotations"]["risks"])
                  for c in contract["capabilities"]) == [
        ("create_ajax_and_drop_cache", False, ["destructive"]),
        ("create_ajax_search_replace", False, []),
        ("get_ajax_channel", True, [])]


def test_a_put_minting_a_credential_under_an_envelope_is_not_retried(derive_files):
    # finding 5: the two under data and result kept idempotentHint true (automatic retry)
    contract = derive_files({
        "package.json": '{"name": "f5", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\n"
        "export const top = async () => { const r = await axios.put('/api/top/register'); "
        "return r.data.secret; };\n"
        "export const env = async () => { const r = await axios.put('/api/env/register'); "
        "return r.data.data.token; };\n"
        "export const res = async () => { const r = await axios.put('/api/res/register'); "
        "return r.data.result.apiKey; };\n"})
    found = {c["implementation"]["requests"][0]["pathTemplate"]: (
        c["annotations"]["idempotentHint"], c["operationPolicy"]["automaticRetry"],
        [e["note"] for e in c["evidence"]["/operationPolicy/idempotency"]
         if e["rule"] == "policy.fresh-credential"]) for c in contract["capabilities"]}
    made = "a credential the server makes: a repeat may make another, so it is not retried"
    assert found == {
        "/api/top/register": (False, "never",
                              [f"its answer holds the output field 'secret', {made}"]),
        "/api/env/register": (False, "never",
                              [f"its answer holds the output field 'data.token', {made}"]),
        "/api/res/register": (False, "never",
                              [f"its answer holds the output field 'result.apiKey', {made}"])}


def test_a_member_written_through_an_alias_of_an_alias_or_a_default_reaches_the_object(
        derive_files):
    # finding 4: alias2 and orEmpty were POSTs (create_alias2, create_or), no destructive risk
    contract = derive_files({
        "package.json": '{"name": "f4", "dependencies": {"axios": "1"}}',
        "src/api.js": "import axios from 'axios';\n"
        "function alias2(url, o) { const p = o; const q = p; q.method = 'DELETE'; "
        "return axios({ url, method: o.method }); }\n"
        "function orEmpty(url, o) { const p = o || {}; p.method = 'DELETE'; "
        "return axios({ url, method: o.method }); }\n"
        "function nullish(url, o) { const p = o ?? {}; const q = p; q.method = 'PUT'; "
        "return axios({ url, method: o.method }); }\n"
        "function copy(url, o) { const p = { ...o }; const q = p; q.method = 'DELETE'; "
        "return axios({ url, method: o.method }); }\n"
        "export const b = () => alias2('/api/alias2', { method: 'POST' });\n"
        "export const c = () => orEmpty('/api/or', { method: 'POST' });\n"
        "export const n = () => nullish('/api/nullish', { method: 'POST' });\n"
        "export const d = () => copy('/api/copy', { method: 'POST' });\n"})
    assert sorted((c["implementation"]["requests"][0]["method"],
                   c["implementation"]["requests"][0]["pathTemplate"], c["name"],
                   c["annotations"]["destructiveHint"]) for c in contract["capabilities"]) == [
        ("DELETE", "/api/alias2", "delete_alias2", True),
        ("DELETE", "/api/or", "delete_or", True),
        ("POST", "/api/copy", "copy", False),                 # a copy: o keeps its POST
        ("PUT", "/api/nullish", "update_nullish", False)]


def restangular_app(template: str, services: str, controller: str) -> dict[str, str]:
    """An AngularJS app over Restangular (base ``/api``) whose state ``c`` shows ``template``
    with controller ``C``: ``services`` are the ``.service(…)`` links (``CertApi`` first, the
    ``certificates`` collection), ``controller`` the controller function's parameters and body."""
    return {
        "package.json": '{"name": "f1", "dependencies": {"angular": "^1.8.3", '
                        '"restangular": "^1.6.1"}}',
        "app/c.tpl.html": template,
        "app/app.js": "angular.module('app', ['restangular', 'ui.router'])\n"
        "  .config(function (RestangularProvider, $stateProvider) {\n"
        "    RestangularProvider.setBaseUrl('/api');\n"
        "    $stateProvider.state('c', { url: '/c/:id', templateUrl: '/app/c.tpl.html', "
        "controller: 'C' });\n  })\n"
        "  .service('CertApi', function (Restangular) { "
        "return Restangular.all('certificates'); })\n" + services
        + "  .controller('C', function ($scope, $stateParams, " + controller + "  });\n"}


def rebinding_app(first: str, last: str) -> dict[str, str]:
    """An AngularJS controller writing ``$scope.rebound`` twice in one answer's callback,
    ``first`` then ``last``, and a template removing it."""
    return restangular_app(
        '<a ng-click="removeRebound(rebound)">r</a>\n', "",
        "CertApi) {\n"
        f"    CertApi.get($stateParams.id).then(function (c3) {{ $scope.rebound = {first}; "
        f"$scope.rebound = {last}; }});\n"
        "    $scope.removeRebound = function (x) { x.remove(); };\n")


@pytest.mark.parametrize("first, last, expected", [
    ("c3", "{ id: 1 }", {("GET", "/api/certificates/{id}")}),     # the element replaced
    ("{ id: 1 }", "c3", {("GET", "/api/certificates/{id}"),
                         ("DELETE", "/api/certificates/{id}")}),
])
def test_a_scope_member_written_twice_in_one_function_holds_its_last_value(
        derive_files, first, last, expected):
    # finding 1 (its rebound member): $scope.rebound = c3; $scope.rebound = {id: 1} kept the
    # certificate's DELETE /api/certificates/{id} for removeRebound(rebound)
    assert endpoints(derive_files(rebinding_app(first, last))) == expected


def either_app(first: str, second: str) -> dict[str, str]:
    """``$scope.either`` written from two services' answers, ``first``'s then ``second``'s,
    and a template removing it."""
    return restangular_app(
        '<a ng-click="removeEither(either)">e</a>\n',
        "  .service('RoleApi', function (Restangular) { return Restangular.all('roles'); })\n",
        "CertApi, RoleApi) {\n"
        f"    {first}.get($stateParams.id).then(function (x1) {{ $scope.either = x1; }});\n"
        f"    {second}.get($stateParams.id).then(function (x2) {{ $scope.either = x2; }});\n"
        "    $scope.removeEither = function (x) { x.remove(); };\n")


@pytest.mark.parametrize("first, second", [("RoleApi", "CertApi"), ("CertApi", "RoleApi")])
def test_a_scope_member_written_in_two_functions_hands_each_value(derive_files, first, second):
    # finding 1: only the first write's DELETE was found (the synthetic calls of
    # $scope.removeEither were read as one function expression called where it is written,
    # rule scope.iife-argument, whose first call bound its parameter)
    assert endpoints(derive_files(either_app(first, second))) == {
        ("GET", "/api/certificates/{id}"), ("GET", "/api/roles/{id}"),
        ("DELETE", "/api/certificates/{id}"), ("DELETE", "/api/roles/{id}")}
