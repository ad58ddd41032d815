"""``source.coverage``: every request-like call site is resolved or reviewed (rules
``coverage.site``, ``coverage.unresolved-site``, ``coverage.low``)."""
from typer.testing import CliRunner

from code2skill.cli import app
from conftest import write_tree


def figures(cov: dict) -> tuple[int, int, int, int]:
    return cov["requestLikeSites"], cov["resolved"], cov["reviewed"], cov["unresolved"]


def test_sites_are_resolved_reviewed_or_given_a_review_item(derive_files):
    contract = derive_files({
        "src/api.js": (
            "import axios from 'axios';\n"
            "export const list = () => axios.get('/api/items');\n"          # resolved
            "export const odd = (m) => axios.request({ method: m, url: '/api/odd' });\n"  # no caller
            "export function orphan(url) { return fetch(url); }\n"          # no caller
            "export const other = (thing) => thing.post('/api/other', {});\n"),
        "server/mail.js": (
            "import axios from 'axios';\n"
            "export const send = () => axios.post('https://mail.example/send', {});\n")})
    cov = contract["source"]["coverage"]
    assert figures(cov) == (5, 1, 4, 0)
    assert {lib: figures(c) for lib, c in cov["byLibrary"].items()} == {
        "axios": (3, 1, 2, 0), "fetch": (1, 0, 1, 0), "unknown": (1, 0, 1, 0)}
    orphan = [r for r in contract["review"] if "did not reach the contract" in r["message"]]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"],
             r["evidence"][0]["rule"]) for r in orphan] == [
        ("info", "src/api.js", 3, "coverage.unresolved-site"),
        ("info", "src/api.js", 4, "coverage.unresolved-site")]


def test_a_bundled_file_url_is_no_request_site(derive_files):
    contract = derive_files({"src/a.js": (
        "export const wasm = () => fetch(new URL('./x.wasm', import.meta.url));\n")})
    assert figures(contract["source"]["coverage"]) == (0, 0, 0, 0)


def test_low_coverage_warns_and_fails_strict(tmp_path):
    root = write_tree(tmp_path / "app", {"src/a.js": (
        "export const a = (t) => t.get('/api/a');\n"
        "export const b = (t) => t.get('/api/b');\n"
        "export const c = () => fetch('/api/c');\n")})
    out = tmp_path / "c.json"
    loose = CliRunner().invoke(app, ["derive", str(root), "-o", str(out), "--jobs", "1"])
    assert loose.exit_code == 0
    assert "3 request-like call sites (1 resolved, 2 reviewed, 0 unresolved)" in loose.stderr
    assert "warning: only 1 capabilities for 3 request-like call sites of client code" \
        in loose.stderr
    strict = CliRunner().invoke(app, ["derive", str(root), "-o", str(out), "--jobs", "1",
                                      "--strict"])
    assert strict.exit_code == 1


def test_strict_names_low_coverage_without_quiet(tmp_path):
    root = write_tree(tmp_path / "app", {"src/a.js": (
        "export const a = (t) => t.get('/api/a');\n"
        "export const b = (t) => t.get('/api/b');\n"
        "export const c = () => fetch('/api/c');\n")})
    strict = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1", "--strict"])
    assert strict.exit_code == 1
    assert [line for line in strict.stderr.splitlines()
            if line.startswith("code2skill: strict: only")] == [
        "code2skill: strict: only 1 capabilities for 3 request-like call sites of client code: "
        "many requests did not become capabilities (not resolved: unknown 2); see review[] and "
        "source.coverage"]


def test_a_few_sites_left_to_review_among_many_are_no_warning(tmp_path):
    """Eight sites resolve to two endpoints and one stays unresolved: one site in nine is not
    more than a quarter, so there is no ``coverage.low`` warning; two unresolved of five is."""
    sites = "".join(f"export const r{i} = () => fetch('/api/r{i % 2}');\n" for i in range(8))
    root = write_tree(tmp_path / "app", {"src/a.js": sites + "export const u = (t) => t.get('/api/u');\n"})
    run = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"), "--jobs", "1"])
    assert "9 request-like call sites (8 resolved, 1 reviewed, 0 unresolved)" in run.stderr
    assert "warning: only" not in run.stderr
    root = write_tree(tmp_path / "few", {"src/a.js": (
        "export const a = () => fetch('/api/a');\nexport const b = () => fetch('/api/a');\n"
        "export const c = () => fetch('/api/a');\n"
        "export const u = (t) => t.get('/api/u');\nexport const v = (t) => t.get('/api/v');\n")})
    run = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "d.json"), "--jobs", "1"])
    assert "warning: only 1 capabilities for 5 request-like call sites of client code: many " \
        "requests did not become capabilities (not resolved: unknown 2)" in run.stderr


def test_twenty_client_files_without_one_request_like_site_are_a_warning(tmp_path):
    """Rule ``coverage.low``: a client of 20 analysed files and not one request-like site
    (its client injected where the tool cannot see it) warns and fails ``--strict``; 19 do
    not warn."""
    files = {f"src/c{i}.js": f"export const c{i} = () => document.title + {i};\n"
             for i in range(20)}
    root = write_tree(tmp_path / "app", files)
    run = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                   "--jobs", "1"])
    assert "warning: no request-like call site found in 20 analysed client files: if the " \
        "client talks to a backend, it does so through code code2skill does not recognise, " \
        "and the contract is missing those requests; see review[]" in run.stderr
    strict = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "c.json"),
                                      "--jobs", "1", "--strict"])
    assert strict.exit_code == 1
    del files["src/c0.js"]
    root = write_tree(tmp_path / "few", files)
    run = CliRunner().invoke(app, ["derive", str(root), "-o", str(tmp_path / "d.json"),
                                   "--jobs", "1"])
    assert "no request-like call site found" not in run.stderr


def test_a_path_opening_with_a_base_like_parameter_is_reviewed(derive_files):
    """Rule ``url.leading-base-parameter``: a base-class method called on an instance the
    source does not show (``makeApi()``) reads a constructor's ``prefix`` the tool cannot fill,
    so ``/{prefix}/languages`` gets a medium note and is requires-review."""
    contract = derive_files({"src/api.ts": (
        "import axios from 'axios';\n"
        "export class BaseApi {\n"
        "  prefix: string;\n"
        "  constructor(prefix: string) { this.prefix = prefix; }\n"
        "  get(path: string) { return axios.get(this.prefix + path); }\n"
        "}\n"
        "export const languages = (api: BaseApi) => api.get('/languages');\n"
        "languages(makeApi());\n")})
    notes = sorted((r["capability"], r["message"]) for r in contract["review"]
                   if "starts with {" in r["message"])
    assert notes == [("list_languages", "the path starts with {prefix}, a value named like a "
                      "base or a prefix that code2skill could not read (a base URL, or a prefix "
                      "a subclass passes its base class): endpoints that differ only in it may "
                      "be merged into this Tool; confirm the endpoint")]
    assert [c["status"] for c in contract["capabilities"]] == ["requires-review"]
