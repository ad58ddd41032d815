"""``code2skill probe`` end to end on packages ``code2skill export`` writes (Node.js >= 20 and
the ``mcp`` client needed), and the probe's pure parts: example inputs, expected requests,
schema equivalence."""
from __future__ import annotations

import json
from pathlib import Path

# the stdio client's errlog default is the sys.stderr of its first import: here the real one,
# not the stream of a CliRunner (which has no fileno) when a CLI test happens to import it first
import mcp.client.stdio  # noqa: F401
import pytest
from node_support import needs_node
from typer.testing import CliRunner
from validate_support import exported, mutate_file

from code2skill.cli import app
from code2skill.probe import ProbeError, probe_package
from code2skill.probe.expect import ANY, differences, expected_request
from code2skill.probe.inputs import example
from code2skill.probe.report import render
from code2skill.probe.rules import rule_of
from code2skill.probe.schemas import DRY_RUN_KEYS, first_difference, output_matches, same
from code2skill.probe.stub import Recorded



# ---- end to end
@pytest.fixture(scope="module")
def bookshelf(tmp_path_factory):
    return exported(tmp_path_factory.mktemp("probe"))


@needs_node
def test_an_exported_sample_passes_every_check(bookshelf):
    result = probe_package(bookshelf)
    assert result.failures == []
    assert [(t.name, t.dry_run_requests, t.live_mismatches, t.failures) for t in result.tools] \
        == [(n, 0, [], []) for n in ("add_book", "create_book_review", "delete_book_review",
                                     "get_book", "list_book_reviews", "remove_book",
                                     "search_books", "update_book")]
    # each Tool: the success path, bad input, an off status, 500, a cut connection, a 409
    assert [(t.live_calls, t.live_requests_checked) for t in result.tools] == [(6, 1)] * 8
    table = render("text", result).splitlines()
    assert table[0].split() == ["Tool", "dry-run", "requests", "live", "calls", "live",
                                "requests", "checked", "live", "mismatches", "verdict"]
    assert table[2].split() == ["add_book", "0", "6", "1", "0", "pass"]
    assert table[-1] == "probe pass: 8/8 Tools pass, 0 package failures; 8 live requests " \
        "checked in 48 live calls"
    row = json.loads(render("json", result))["tools"][0]
    assert (row["liveCalls"], row["liveRequestsChecked"]) == (6, 1)


@needs_node
def test_wrong_path_and_query_are_live_mismatches(tmp_path):
    root = exported(tmp_path)
    mutate_file(root, "functions/search_books.mjs", "path: `/books/search`",
                "path: `/books/find`")
    mutate_file(root, "functions/search_books.mjs", '["limit", 20]', '["limit", 25]')
    result = probe_package(root)
    bad = {t.name: t for t in result.tools if not t.ok}
    assert list(bad) == ["search_books"]
    assert bad["search_books"].live_mismatches == [
        "request 0: path /svc/bookshelf/books/find, expected /svc/bookshelf/books/search",
        "request 0: query [('limit', '25'), ('page', '3'), ('q', 'probe-q')], expected "
        "[('limit', '20'), ('page', '3'), ('q', 'probe-q')]"]


@needs_node
def test_a_dispatch_in_dry_run_is_counted_and_a_weak_normaliser_fails(tmp_path):
    root = exported(tmp_path)
    text = (root / "adapter.mjs").read_text()
    start = text.index('server.registerTool("get_book"')
    guard = text.index('=== "1"', start)
    (root / "adapter.mjs").write_text(text[:guard] + '=== "yes"' + text[guard + 7:])
    mutate_file(root, "portable-error-normalizer.mjs", 'code: "UNKNOWN_DISPATCH_OUTCOME"',
                'code: "UPSTREAM_ERROR"')
    result = probe_package(root)
    rows = {t.name: t for t in result.tools}
    assert rows["get_book"].dry_run_requests == 1
    # the Function ran: the stub's empty answer is outside the output schema
    assert [f[:64] for f in rows["get_book"].failures] == \
        ['dry run: isError result {"category":"output-contract","code":"OU']
    assert rows["add_book"].failures == [
        "status 500 of a write: not UNKNOWN_DISPATCH_OUTCOME, retryable false, outcomeKnown "
        "false (got 'UPSTREAM_ERROR')",
        "a cut connection of a write: not UNKNOWN_DISPATCH_OUTCOME, retryable false, "
        "outcomeKnown false (got 'UPSTREAM_ERROR')"]
    assert rows["search_books"].ok


@needs_node
def test_a_status_outside_the_success_set_must_fail(tmp_path):
    root = exported(tmp_path)
    mutate_file(root, "functions/get_book.mjs", "expectStatus(response0, [200],",
                "expectStatus(response0, [200, 202],")
    result = probe_package(root)
    assert [(t.name, t.failures) for t in result.tools if not t.ok] == \
        [("get_book", ["status 202: not an isError result"])]


@needs_node
def test_cli_prints_the_table_and_exits_1_on_failure(tmp_path):
    root = exported(tmp_path)
    mutate_file(root, "adapter.mjs", 'title: "Get book"', 'title: "Fetch book"')
    result = CliRunner().invoke(app, ["probe", str(root)])
    assert result.exit_code == 1
    assert "get_book: tools/list: title 'Fetch book', contract 'Get book'" in result.stdout
    data = json.loads(CliRunner().invoke(app, ["probe", str(root), "--format", "json"]).stdout)
    assert data["ok"] is False and data["failures"] == []
    assert [(t["name"], t["failures"]) for t in data["tools"] if t["verdict"] == "fail"] == \
        [("get_book", ["tools/list: title 'Fetch book', contract 'Get book'"])]


@needs_node
def test_a_package_validation_finds_high_is_not_started(tmp_path):
    """Rule probe.unvalidated: an import the export never writes is validate's high C2S-V010;
    probe refuses to run that package's code (exit 2, nothing started) unless told to."""
    root = exported(tmp_path)
    marker = tmp_path / "started"
    mutate_file(root, "functions/get_book.mjs", "export async function",
                f'import {{ writeFileSync }} from "node:fs";\n'
                f'writeFileSync({json.dumps(str(marker))}, "x");\nexport async function')
    result = CliRunner().invoke(app, ["probe", str(root)])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"code2skill: error: {root}: validation reports ")
    assert "(first: C2S-V010 at functions/get_book.mjs:12: functions/get_book.mjs imports " \
           "'node:fs': allowed " in result.stderr
    assert result.stderr.endswith("give --run-unvalidated to start it anyway)\n")
    assert not marker.exists()
    CliRunner().invoke(app, ["probe", str(root), "--run-unvalidated"])
    assert marker.exists()


@needs_node
def test_sarif_names_the_rule_and_the_place_of_each_failure(tmp_path):
    root = exported(tmp_path)
    mutate_file(root, "adapter.mjs", 'title: "Get book"', 'title: "Fetch book"')
    mutate_file(root, "functions/search_books.mjs", "path: `/books/search`",
                "path: `/books/find`")
    out = tmp_path / "probe.sarif"
    result = CliRunner().invoke(app, ["probe", str(root), "--format", "sarif", "-o", str(out)])
    assert result.exit_code == 1
    log = json.loads(out.read_text())
    run = log["runs"][0]
    assert log["version"] == "2.1.0"
    assert [r["id"] for r in run["tool"]["driver"]["rules"]] == \
        [f"C2S-P00{n}" for n in range(1, 9)]
    assert {(r["helpUri"], r["help"]["markdown"].split("\n")[0])
            for r in run["tool"]["driver"]["rules"] if r["id"] == "C2S-P007"} == {(
        "README.md#run-it-as-an-mcp-server",
        "**C2S-P007** (probe, medium): the probe could not build an input that satisfies the "
        "Tool's input schema.")}
    adapter = (root / "adapter.mjs").read_text().split("\n")
    function = (root / "functions" / "search_books.mjs").read_text().split("\n")
    rows = [(r["ruleId"], r["level"], r["message"]["text"].split(". Fix:")[0],
             r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].rsplit("/", 2)[-2:],
             r["locations"][0]["physicalLocation"]["region"]["startLine"],
             r["locations"][0]["logicalLocations"][0]["name"]) for r in run["results"]]
    assert rows == [
        ("C2S-P001", "error", "tools/list: title 'Fetch book', contract 'Get book'",
         [root.name, "adapter.mjs"],
         next(n for n, line in enumerate(adapter, 1) if 'registerTool("get_book"' in line),
         "get_book"),
        ("C2S-P005", "error", "request 0: path /svc/bookshelf/books/find, expected "
         "/svc/bookshelf/books/search", ["functions", "search_books.mjs"],
         next(n for n, line in enumerate(function, 1) if "export async function" in line),
         "search_books")]


def test_failure_messages_name_their_rules():
    assert [rule_of(m) for m in (
        "tools/list: missing ['a'], extra []", "dry run: isError result {}",
        "an input with an extra member was dispatched",
        "the probe could not build a valid input: x", "live: isError result {}",
        "status 202: not an isError result", "a cut connection of a write: not …",
        "a 409 rejection is not an isError result",
        "an unknown Tool is answered with a result (isError False), not a protocol error",
        "the server failed: OSError: x", "Connection closed")] == [
        "C2S-P001", "C2S-P003", "C2S-P004", "C2S-P007", "C2S-P006", "C2S-P006", "C2S-P006",
        "C2S-P006", "C2S-P002", "C2S-P008", "C2S-P008"]


def test_usage_errors(tmp_path):
    assert CliRunner().invoke(app, ["probe", str(tmp_path)]).exit_code == 2
    assert CliRunner().invoke(app, ["probe", str(tmp_path), "--node",
                                    "no-such-node-binary"]).exit_code == 2
    with pytest.raises(ProbeError):
        probe_package(tmp_path, node="no-such-node-binary")


# ---- pure parts
def test_example_inputs_are_deterministic_and_valid():
    schema = {"type": "object", "additionalProperties": False, "required": ["q"],
              "properties": {"q": {"type": "string", "minLength": 12},
                             "page": {"type": "integer", "minimum": 1, "maximum": 1},
                             "kind": {"type": "string", "enum": ["b", "a"]},
                             "at": {"type": "string", "format": "date-time"},
                             "tags": {"type": "array", "items": {"type": "string"}},
                             "flag": {"type": "boolean"}}}
    assert example(schema) == {"q": "probe-qxxxxx", "page": 1, "kind": "b",
                               "at": "2024-01-02T03:04:05Z", "tags": ["probe-tags"],
                               "flag": True}


def recorded(method="POST", path="/svc/s/books/a%2Fb", query=(), headers=None, body=b""):
    return Recorded(method, path, path, tuple(query), headers or {}, body)


def test_expected_request_from_bindings():
    request = {"method": "POST", "pathTemplate": "/books/{isbn}", "bodyEncoding": "json",
               "bindings": [{"input": "isbn", "target": "path:isbn", "value": None},
                            {"input": "title", "target": "body:book.title", "value": None},
                            {"input": None, "target": "query:limit", "value": 20},
                            {"input": "flag", "target": "query:flag", "value": None},
                            {"input": None, "target": "header:Idempotency-Key",
                             "value": None}]}
    want = expected_request(request, {"isbn": "a/b", "title": "T", "flag": True}, "/svc/s")
    assert (want.method, want.path, want.query, want.headers, want.body) == (
        "POST", "/svc/s/books/a%2Fb", [("limit", "20"), ("flag", "true")],
        {"idempotency-key": ANY}, {"book": {"title": "T"}})
    good = recorded(query=[("flag", "true"), ("limit", "20")],
                    headers={"idempotency-key": "k1", "authorization": "Bearer t"},
                    body=b'{"book": {"title": "T"}}')
    assert differences(want, good, {"authorization": "Bearer t"}) == []
    bad = recorded(method="PUT", query=[("limit", "20")], headers={},
                   body=b'{"book": {"title": "T"}, "extra": 1}')
    assert differences(want, bad, {"authorization": "Bearer t"}) == [
        "method PUT, expected POST",
        "query [('limit', '20')], expected [('flag', 'true'), ('limit', '20')]",
        "header idempotency-key (absent)", "header authorization (absent)",
        'body {"book": {"title": "T"}, "extra": 1}, expected {"book": {"title": "T"}}']


def test_schema_equivalence():
    contract = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}
    zod = {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
           "properties": {"n": {"type": "integer", "minimum": -9007199254740991,
                                "maximum": 9007199254740991}},
           "required": ["n"], "additionalProperties": {}}
    assert same(zod, contract)
    assert not same({**zod, "required": []}, contract)
    envelope = {"type": "object", "required": ["dryRun", "validatedInput", "operationPolicy",
                                               "operationSummary"]}
    assert output_matches({"type": "object", "anyOf": [zod, envelope]}, contract) is None
    assert output_matches({"anyOf": [envelope]}, contract) == \
        "the advertised output schema differs from the contract's at /properties: advertised " \
        '(absent), contract {"n": {"type": "integer"}}'
    assert output_matches(None, contract) == "no output schema is advertised"
    # zod's z.enum advertises the type an enum of strings implies
    assert same({"type": "string", "enum": ["csv", "json"]}, {"enum": ["csv", "json"]})
    assert not same({"type": "string", "enum": ["csv"]}, {"enum": ["csv", "json"]})
    # z.literal(true) advertises the const a one-value enum means
    assert same({"type": "boolean", "const": True}, {"type": "boolean", "enum": [True]})
    assert not same({"type": "boolean", "const": False}, {"type": "boolean", "enum": [True]})


def test_unions_are_compared_by_meaning():
    """zod writes a union of bare types as a type list, a union of literals as anyOf of
    {type, const}; the contract has anyOf, an enum, oneOf: the same schemas."""
    contract = {"anyOf": [{"type": "string"}, {"type": "number"}], "description": "Id."}
    assert same({"type": ["string", "number"], "description": "Id."}, contract)
    assert same({"type": ["number", "string"], "description": "Id."}, contract)
    assert same({"oneOf": [{"type": "number"}, {"type": "string"}], "description": "Id."},
                contract)
    assert not same({"type": ["string", "boolean"], "description": "Id."}, contract)
    # a type list splits by the keywords of each type
    assert same({"anyOf": [{"type": "string", "minLength": 1}, {"type": "null"}]},
                {"type": ["string", "null"], "minLength": 1})
    assert not same({"anyOf": [{"type": "string"}, {"type": "null", "minLength": 1}]},
                    {"type": ["string", "null"], "minLength": 1})
    assert same({"type": ["string"]}, {"type": "string"})
    # literals: an enum in any order, its implied type dropped
    assert same({"anyOf": [{"type": "number", "const": 1}, {"type": "string", "const": "a"}]},
                {"enum": ["a", 1]})
    assert same({"type": "string", "const": "x"}, {"const": "x"})
    assert not same({"type": "number", "const": "x"}, {"const": "x"})
    # nested unions flatten; the output check names the place that differs
    assert same({"anyOf": [{"anyOf": [{"type": "string"}, {"type": "null"}]},
                           {"type": "number"}]}, {"type": ["null", "number", "string"]})
    output = {"type": "object", "properties": {"id": contract}}
    advertised = {"type": "object", "properties": {"id": {"type": ["string", "boolean"],
                                                          "description": "Id."}},
                  "additionalProperties": {}}
    envelope = {"type": "object", "required": sorted(DRY_RUN_KEYS)}
    assert output_matches({"anyOf": [advertised, envelope]}, output) == \
        "the advertised output schema differs from the contract's at " \
        '/properties/id/anyOf/0/type: advertised "boolean", contract "number"'
    advertised["properties"]["id"]["type"] = ["number", "string"]
    assert output_matches({"anyOf": [advertised, envelope]}, output) is None


def test_a_pattern_is_met_by_a_fixed_candidate():
    assert example({"type": "object", "properties": {
        "number": {"pattern": "^\\+?[0-9 ]{6,20}$"}, "code": {"type": "string",
                                                          "pattern": "^[A-Z]{2}-\\d+$"}}}) \
        == {"number": "123456", "code": "AB-123"}


def test_a_formats_own_pattern_is_not_a_difference_but_a_lost_bound_is():
    contract = {"type": "object", "properties": {
        "email": {"type": "string", "format": "email"}, "label": {"maxLength": 30}}}
    advertised = {"type": "object", "properties": {
        "email": {"type": "string", "format": "email", "pattern": "^[^@]+@[^@]+$"},
        "label": {}}}
    assert not same(advertised, contract)
    assert first_difference(advertised, contract) == \
        "/properties/label/maxLength: advertised (absent), contract 30"
    advertised["properties"]["label"] = {"maxLength": 30}
    assert same(advertised, contract)


# ---- a form body, an idempotency key and an API key (the export goldens' small contract)
SMALL = Path(__file__).parent / "golden" / "export-small" / "canonical-contract.json"


def small_package(tmp_path):
    from code2skill.export import export_package
    export_package(SMALL, tmp_path / "small")
    return tmp_path / "small"


@needs_node
def test_form_body_idempotency_key_and_api_key_are_checked(tmp_path):
    root = small_package(tmp_path)
    assert probe_package(root).ok
    mutate_file(root, "functions/import_books.mjs",
                'headers: [["Idempotency-Key", randomUUID()]],', "headers: [],")
    mutate_file(root, "functions/import_books.mjs", '["limit", input["limit"]]',
                '["max", input["limit"]]')
    mutate_file(root, "functions/import_books.mjs", '"api-key", "X-Api-Key"',
                '"none", "X-Api-Key"')
    rows = {t.name: t for t in probe_package(root).tools}
    assert rows["import_books"].live_mismatches == [
        "request 0: header idempotency-key (absent)",
        "request 0: the api-key credential is in no header",
        "request 0: form body [('format', 'csv'), ('max', '1')], expected "
        "[('format', 'csv'), ('limit', '1')]"]
    assert [n for n, t in rows.items() if not t.ok] == ["import_books"]
