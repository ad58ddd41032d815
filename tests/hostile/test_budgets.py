"""Hostile sources that used to take minutes or all memory: each run must finish (a generous
60 s subprocess bound, never a timed assertion) and name the limit it hit in a diagnostic.

Rules: ``budget.parent-walk`` (ancestor walks memoised: nesting depth costs linear time),
``budget.role-walk`` (nodes found by type in one walk, at any depth),
``budget.expression-depth``, ``budget.chain-length`` (links past it not read at all), ``budget.string-size``,
``budget.value-size`` (shared values that double: objects, spreads, arrays, alternatives,
calls), ``budget.schema-work`` (a request's inputs described in counted work; a typed body of N
fields costs work linear in N).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from hostile_support import cpu_bounded

BOUND = 60          # CPU seconds: a hang as the hostile-input targets define it (a case takes a few)
CLI = "import sys; from code2skill.cli import main; sys.argv[0] = 'code2skill'; main()"


def derive_cli(root: Path, *args: str) -> tuple[int, dict, str]:
    """Run ``code2skill derive root`` in a subprocess → (exit code, contract, stderr)."""
    out = root.parent / "contract.json"
    proc = subprocess.run([sys.executable, "-c", CLI, "derive", str(root),
                           "-o", str(out), "--jobs", "1", *args],
                          capture_output=True, text=True, timeout=10 * BOUND,
                          preexec_fn=cpu_bounded(BOUND))
    assert "Traceback" not in proc.stderr, proc.stderr
    contract = json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}
    return proc.returncode, contract, proc.stderr


def write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def diagnostics(contract: dict) -> list[str]:
    return [d["reason"] for d in contract["source"]["diagnostics"]]


def test_800_nested_calls_finish_with_the_expression_depth_limit(tmp_path):
    n = 800
    root = write(tmp_path / "app", {"a.js": "export function go(x) { return fetch("
                                    + "f(" * n + "'/api/x'" + ")" * n + "); }\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert any(r.startswith("limit expression-depth exceeded: an expression nested more "
                            "than 40 deep") for r in diagnostics(contract))


def test_800_chained_thens_finish_and_keep_the_request(tmp_path):
    n = 800
    root = write(tmp_path / "app", {"a.js": "export function go() {\n  return fetch('/api/x')\n"
                                    + "    .then(r => r)\n" * n + ";\n}\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    paths = [r["pathTemplate"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]]
    assert paths == ["/api/x"]
    assert any(r.startswith("limit chain-length exceeded: a call chain longer than 64 links")
               for r in diagnostics(contract))


def test_40000_chained_thens_past_32767_levels_keep_the_request_and_the_run_goes_on(tmp_path):
    """Rules ``budget.chain-length`` and ``budget.role-walk``: the links past the limit are
    not read (they cost a millisecond each), and a tree nested past 32,767 levels is walked
    whole."""
    root = write(tmp_path / "app", {"a.js": "export const t = () => fetch('/api/t')"
                                    + "\n .then(r => r)" * 40_000 + ";\n",
                                    "b.js": "export const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    paths = sorted(r["pathTemplate"] for c in contract["capabilities"]
                   for r in c["implementation"]["requests"])
    assert paths == ["/api/ok", "/api/t"]
    assert [(d["path"], d["reason"][:28]) for d in contract["source"]["diagnostics"]] == [
        ("a.js", "limit chain-length exceeded:"), ("a.js", "limit expression-depth excee")]


def doubling(n: int, template: bool) -> str:
    step = "`${{d{0}}}${{d{0}}}`" if template else "d{0} + d{0}"
    lines = ["const d0 = '/a';"] + [f"const d{i} = {step.format(i - 1)};" for i in range(1, n + 1)]
    return "\n".join(lines) + f"\nexport const go = () => fetch(d{n});\n"


def test_constants_that_double_stop_at_the_string_size_limit(tmp_path):
    root = write(tmp_path / "app", {"a.js": doubling(18, template=False)})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert contract["capabilities"] == []                  # no fabricated endpoint
    assert any(r.startswith("limit string-size exceeded: a string value over 65,536 "
                            "characters or 1,024 pieces") for r in diagnostics(contract))


def test_constants_that_double_through_replace_stop_at_the_string_size_limit(tmp_path):
    lines = ["const s0 = '/x/aaaa';"] + [f"const s{i} = s{i - 1}.replace(/a/g, 'aa');"
                                          for i in range(1, 25)]       # 2^26 characters
    root = write(tmp_path / "app", {"a.js": "\n".join(lines) + "\nexport const go = () => "
                                    "fetch(s24);\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert contract["capabilities"] == []
    assert any(r.startswith("limit string-size exceeded") for r in diagnostics(contract))


def test_40_doubling_template_lines_do_not_run_out_of_memory(tmp_path):
    root = write(tmp_path / "app", {"a.js": doubling(40, template=True),
                                    "b.js": "export const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0                                       # the run goes on past the file
    paths = [r["pathTemplate"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]]
    assert paths == ["/api/ok"]
    assert any("limit string-size exceeded" in r for r in diagnostics(contract))


def test_constants_that_double_inside_a_guarded_block_stop_at_a_size_limit(tmp_path):
    """Block-scoped constants under a condition on a member (``if (err.x) { … }``), each
    the template of the one before twice, reach the request as long strings of pieces: the
    value-size budget counts every piece, so the run ends at a limit, not in an expansion
    of 2^30 pieces."""
    chain = doubling(30, template=True).replace("export const go = () => ", "")
    root = write(tmp_path / "app", {"a.js": "export const go = (err) => {\n  if (err.x) {\n"
                                    + chain + "  }\n};\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert contract["capabilities"] == []                  # no fabricated endpoint
    assert any(r.startswith("limit value-size exceeded") or r.startswith(
        "limit string-size exceeded") for r in diagnostics(contract))


def test_a_string_just_under_the_budget_is_kept(tmp_path):
    root = write(tmp_path / "app", {"a.js": doubling(9, template=False)})   # 512 pieces
    _, contract, _ = derive_cli(root)
    assert not any("limit" in r for r in diagnostics(contract))
    path = contract["capabilities"][0]["implementation"]["requests"][0]["pathTemplate"]
    assert path == "/a" * 512


@pytest.mark.parametrize("kind", ["object", "spread", "array", "alternatives", "calls"])
def test_values_that_double_stop_at_the_value_size_limit(tmp_path, kind):
    n = 30
    lines = {
        "object": ["const v0 = {k: 1};"] + [f"const v{i} = {{a: v{i-1}, b: v{i-1}}};"
                                            for i in range(1, n + 1)],
        "spread": ["const v0 = {k: 1};"] + [f"const v{i} = {{...v{i-1}, ['k{i}']: v{i-1}}};"
                                            for i in range(1, n + 1)],
        "array": ["const v0 = [1];"] + [f"const v{i} = [v{i-1}, v{i-1}];"
                                        for i in range(1, n + 1)],
        "alternatives": ["const v0 = c ? '/a' : '/b';"] + [
            f"const v{i} = c{i} ? v{i-1} + 'x' : v{i-1} + 'y';" for i in range(1, n + 1)],
        "calls": ["const two = (x) => ({a: x, b: x});", "const v0 = {k: 1};",
                  f"const v{n} = " + "two(" * 20 + "v0" + ")" * 20 + ";"],
    }[kind]
    body = f"fetch(v{n})" if kind == "alternatives" else \
        f"fetch('/x', {{method: 'POST', body: JSON.stringify(v{n})}})"
    root = write(tmp_path / "app", {"a.js": "\n".join(lines) + f"\nexport const go = () => "
                                    f"{body};\nexport const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert any(r.startswith("limit value-size exceeded: a value of more than 20,000 nodes")
               for r in diagnostics(contract))
    paths = {r["pathTemplate"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert "/api/ok" in paths


def test_a_loaded_machine_cuts_no_file_and_gives_the_same_contract(derive_files, monkeypatch):
    """Rule budget.work-per-file: no budget reads a clock. A machine so loaded that every
    clock reading is 1,000 s after the one before gives the contract of an idle one, with no
    limit (a wall-clock ``time-per-file`` budget cut this file at a place that moved with the
    load: three runs of one input gave three contracts)."""
    import itertools
    import time
    heavy = "".join(f"export const f{i} = (id) => fetch(`/api/a{i}/${{id}}?q=${{id}}`);\n"
                    for i in range(400))
    files = {"a.js": heavy, "b.js": "export const ok = () => fetch('/api/ok');\n"}
    idle = derive_files(files)
    ticks = itertools.count(step=1000)
    monkeypatch.setattr(time, "monotonic", lambda: float(next(ticks)))
    loaded = derive_files(files)
    assert loaded == idle
    assert not [d for d in loaded["source"]["diagnostics"] if "limit" in d["reason"]]
    assert len(loaded["capabilities"]) == 401


DOUBLING_STEPS = {        # one level of a constant that doubles the one before it
    "plus": ("string-size", "d{0} + d{0}"),
    "template": ("string-size", "`${{d{0}}}/${{d{0}}}`"),
    "object": ("value-size", "{{l: d{0}, r: d{0}}}"),
    "array": ("value-size", "[d{0}, d{0}]"),
    "spread": ("value-size", "[...d{0}, ...d{0}]"),
    "object-spread": ("value-size", "{{...d{0}, ['k' + {1}]: d{0}}}"),
    "alternatives": ("value-size", "c{1} ? d{0} + 'x' : d{0} + 'y'"),
}


def deep_doubling(form: str, n: int) -> str:
    """``n`` constants, each doubling the one before, used by a POST as its URL and body."""
    step = DOUBLING_STEPS[form][1]
    start = "['a', 'b']" if form == "spread" else "{k: 'a'}" if form == "object-spread" \
        else "'abcdefgh'"
    lines = [f"const d0 = {start};"] + [f"const d{i + 1} = {step.format(i, i + 1)};"
                                         for i in range(n)]
    return "\n".join(lines) + (f"\nexport const go = () => fetch('/api/d/' + d{n}, "
                               f"{{method: 'POST', body: JSON.stringify(d{n})}});\n")


@pytest.mark.parametrize("n", [63, 64, 200])
@pytest.mark.parametrize("form", sorted(DOUBLING_STEPS))
def test_constants_doubling_past_the_nesting_limit_stop_at_a_size_limit(tmp_path, form, n):
    # rule budget.partial-reuse: a result cut by the nesting limit is reused, not computed
    # again for the second operand of every level (2^n steps: 63 levels took over 60 s)
    root = write(tmp_path / "app", {"a.js": deep_doubling(form, n),
                                    "b.js": "export const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    reasons = diagnostics(contract)
    assert any(r.startswith(f"limit {DOUBLING_STEPS[form][0]} exceeded: ") for r in reasons)
    assert not any("-per-file" in r for r in reasons)
    paths = {r["pathTemplate"] for c in contract["capabilities"]
             for r in c["implementation"]["requests"]}
    assert "/api/ok" in paths


def test_two_files_of_200_doubling_levels_each_stop_at_the_limit(tmp_path):
    root = write(tmp_path / "app", {"a.js": deep_doubling("plus", 200),
                                    "b.js": deep_doubling("object", 200)})
    code, contract, _ = derive_cli(root)
    assert code == 0
    limits = sorted((d["path"], d["reason"].split(" exceeded")[0])
                    for d in contract["source"]["diagnostics"] if "exceeded" in d["reason"])
    assert limits == [("a.js", "limit string-size"), ("b.js", "limit value-size")]


def test_1000_doubling_levels_no_call_uses_finish(tmp_path):
    lines = ["const d0 = 'abcdefgh';"] + [f"const d{i + 1} = d{i} + d{i};" for i in range(1000)]
    root = write(tmp_path / "app", {"a.js": "\n".join(lines) + "\n",
                                    "b.js": "export const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert not any("-per-file" in r for r in diagnostics(contract))


@pytest.mark.parametrize("n", [64, 200])
def test_functions_whose_returns_double_past_the_nesting_limit_stop_at_a_size_limit(tmp_path,
                                                                                    n):
    # the request summaries of callers cut by the nesting limit are reused too (70 levels
    # of `const f1 = () => f0() + f0()` took over 60 s)
    lines = ["const f0 = () => 'ab';"] + [f"const f{i + 1} = () => f{i}() + f{i}();"
                                          for i in range(n)]
    root = write(tmp_path / "app", {"a.js": "\n".join(lines) + f"\nfetch('/api/' + f{n}());\n",
                                    "b.js": "export const ok = () => fetch('/api/ok');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    reasons = diagnostics(contract)
    assert any(r.startswith("limit string-size exceeded: ") for r in reasons)
    assert not any("-per-file" in r for r in reasons)


def test_wrappers_that_each_call_the_one_below_twice_stop_at_the_request_variants_limit(
        tmp_path):
    """Rule ``budget.request-variants``: 16 wrappers, each calling the one below twice, make
    2^16 URLs; a function passes at most 512 variants on, so the run stays linear."""
    n = 16
    lines = ["function w0(u) { return fetch(u); }"] + [
        f"function w{i}(u) {{ w{i - 1}(u + '/a'); return w{i - 1}(u + '/b'); }}"
        for i in range(1, n + 1)]
    root = write(tmp_path / "app", {"a.js": "\n".join(lines)
                                    + f"\nexport const f = () => w{n}('/api');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert len(contract["capabilities"]) == 512
    assert [r for r in diagnostics(contract) if r.startswith("limit request-variants")] == [
        "limit request-variants exceeded: w10 makes more than 512 request variants for its "
        "callers: the first 512 are kept"]


def test_a_one_line_non_ascii_bundle_of_a_megabyte_is_read_in_linear_time(tmp_path):
    """Columns are code points counted from checkpoints along the line, not by decoding the
    line's prefix again for each node (a 1.95 MB one-line bundle with --include-bundles took
    190 s, almost all of it in that decoding; now about 10 s). The column is exact."""
    head = "var d" + "".join(f"{i}={{k:'é€',v:[{i},2,'𝄞']}},d" for i in range(40_000)) + "0;"
    call = "export const add = () => fetch('/api/é', { method: 'POST' });"
    root = tmp_path / "app"
    (root / "src").mkdir(parents=True)
    (root / "src" / "bundle.min.js").write_text(head + call + "\n", encoding="utf-8")
    code, contract, stderr = derive_cli(root, "--include-bundles")
    assert code == 0, stderr
    [capability] = contract["capabilities"]
    [site] = capability["implementation"]["requests"][0]["callSites"]
    assert (site["file"], site["line"], site["column"]) == ("src/bundle.min.js", 1,
                                                            len(head) + call.index("fetch") + 1)


def test_graphql_fragments_that_double_are_cut_at_the_string_budget(tmp_path):
    """Each fragment includes the one before twice: the joined document doubles at every line
    (20 lines took 126 s and 6.4 GB). Past the string budget it is an unknown value with a
    diagnostic naming the limit; the query still names its operation."""
    lines = ["import { gql, useQuery } from '@apollo/client';",
             "const F0 = gql`fragment F0 on T { a }`;"]
    lines += [f"const F{k} = gql`${{F{k - 1}}} ${{F{k - 1}}} fragment F{k} on T {{ ...F{k - 1} }}`;"
              for k in range(1, 21)]
    lines += ["const Q = gql`${F20} query Q { ...F20 }`;",
              "export const h = () => useQuery(Q);"]
    root = write(tmp_path / "app", {"src/a.ts": "\n".join(lines) + "\n"})
    code, contract, stderr = derive_cli(root)
    assert code == 0
    assert "limit string-size exceeded: a GraphQL document over 65,536 characters" in stderr
    assert [c["implementation"]["requests"][0]["graphql"]["operationName"]
            for c in contract["capabilities"]] == ["Q"]


@pytest.mark.parametrize("form", ["() =>\n", "async () =>\n"])
def test_10000_nested_functions_stop_at_the_function_nesting_limit(tmp_path, form):
    """Rule budget.function-nesting (an independent round's C1: exit 3 RecursionError):
    the request of the innermost function is kept, read as part of the 64th."""
    root = write(tmp_path / "app", {"a.ts": "export const f = " + form * 10_000
                                    + "fetch('/api/x');\n"})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert [r["pathTemplate"] for c in contract["capabilities"]
            for r in c["implementation"]["requests"]] == ["/api/x"]
    assert "limit function-nesting exceeded: functions nested more than 64 deep: the deeper " \
           "ones are read as part of the one at the limit" in diagnostics(contract)


def test_declarations_nested_past_the_limit_finish(tmp_path):
    n = 8_000
    root = write(tmp_path / "app", {"a.js": "".join(f"function f{i}() {{\n" for i in range(n))
                                    + "fetch('/api/x');\n" + "}\n" * n})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert any(r.startswith("limit function-nesting") for r in diagnostics(contract))


# ------------------------------------------------------------ many <script> blocks in one file
def many_scripts(n: int) -> bytes:
    block = ("<script>\nimport axios from 'axios';\nexport function s{i}() "
             "{{ return axios.get('/api/s{i}'); }}\n</script>\n")
    return "".join(block.format(i=i) for i in range(n)).encode()


def test_a_file_of_many_scripts_is_read_and_hashed_once(monkeypatch):
    """10,000 ``<script>`` blocks in one ``.vue`` file cost time linear in the file: its bytes
    are hashed and indexed (:class:`_Source`) once, not once per script (that was quadratic:
    37.6 s CPU), and the scripts are parsed one at a time (a generator), not all held."""
    import hashlib
    import inspect

    from code2skill.extractors import languages
    from code2skill.extractors import module_facts
    from code2skill.extractors.module_facts import extractor
    from code2skill.extractors.module_facts import source as module_facts_source
    data = many_scripts(300)
    hashed, sources = [], []
    real_sha, real_source = hashlib.sha256, module_facts_source._Source.__init__

    def sha(value=b"", *args, **kwargs):
        hashed.append(len(value))
        return real_sha(value, *args, **kwargs)

    def source(self, value):
        sources.append(len(value))
        real_source(self, value)
    monkeypatch.setattr(extractor.hashlib, "sha256", sha)
    monkeypatch.setattr(module_facts_source._Source, "__init__", source)
    facts = module_facts.extract_module("src/c.vue", "sfc", data)
    assert len(facts.calls) == 300 and facts.sha256 == real_sha(data).hexdigest()
    assert hashed.count(len(data)) == 1 and sources.count(len(data)) == 1
    assert inspect.isgenerator(languages.parse_scripts(data))


def typed_body(n: int) -> str:
    """A form mapper: one request whose body sends each of the ``n`` members of its parameter's
    interface as a field of its own (``f0: v.f0``, one per line)."""
    members = "".join(f"  f{i}: string;\n" for i in range(n))
    fields = ",\n".join(f"    f{i}: v.f{i}" for i in range(n))
    return (f"interface V {{\n{members}}}\nexport const save = (v: V) => fetch('/api/big', "
            f"{{method: 'POST', headers: {{'X-Mode': 'fast'}}, body: JSON.stringify({{\n"
            f"{fields}\n  }})}});\n")


def test_a_typed_body_of_2000_fields_is_described_whole_in_linear_work(tmp_path):
    """Rule budget.schema-work: each field reads one member of the interface (a copy of that
    member, never of the interface: that was quadratic, 146 s CPU for 2,000 fields), so a
    2,000-field body is described whole, far inside the budget and the subprocess bound."""
    root = write(tmp_path / "app", {"package.json": '{"name": "bs"}', "src/a.ts": typed_body(2000)})
    code, contract, _ = derive_cli(root)
    assert code == 0
    assert not [r for r in diagnostics(contract) if "schema-work" in r]
    (cap,) = contract["capabilities"]
    assert list(cap["inputSchema"]["properties"])[:3] == ["f0", "f1", "f10"]
    assert len(cap["inputSchema"]["properties"]) == 2000
    assert len(cap["inputSchema"]["required"]) == 2000


def test_the_schema_work_budget_cuts_one_request_and_the_run_goes_on(derive_files,
                                                                     monkeypatch):
    """Rule budget.schema-work: past the budget, the inputs described so far are kept, a
    ``high`` review item says the others are missing, one diagnostic names the limit, and the
    other requests are described as before."""
    from code2skill.passes import schema
    assert schema.SCHEMA_WORK == 100_000
    monkeypatch.setattr(schema, "SCHEMA_WORK", 30)
    contract = derive_files({"package.json": '{"name": "bs"}', "src/a.ts": typed_body(40),
                             "src/b.js": "export const ok = (id) => fetch(`/api/ok/${id}`);\n"})
    assert contract["source"]["diagnostics"] == [{
        "line": 43, "path": "src/a.ts", "severity": "warning", "stage": "schema",
        "reason": "limit schema-work exceeded: describing the inputs of POST /api/big took "
                  "over 30 units of work: 15 inputs described, the others are missing "
                  "(review[])"}]
    big = next(c for c in contract["capabilities"] if c["name"] == "create_big")
    assert sorted(big["inputSchema"]["properties"]) == sorted(f"f{i}" for i in range(15))
    assert [b["target"] for b in big["implementation"]["requests"][0]["bindings"]] == \
        sorted(f"body:f{i}" for i in range(15))
    assert [(r["severity"], r["message"]) for r in contract["review"]
            if r["capability"] == "create_big" and "schema-work" in r["message"]] == [(
                "high", "the inputs of POST /api/big are not all described: describing them "
                "took over 30 units of work (limit schema-work); the inputs, bindings and "
                "headers after the ones listed are missing: add them from the source")]
    ok = next(c for c in contract["capabilities"] if c["name"] == "get_ok")
    assert ok["inputSchema"]["required"] == ["id"]
