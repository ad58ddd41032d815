"""Hostile contracts and hostile Tool input against the URLs an exported package sends.

* Rule ``contract.path-template``: a ``pathTemplate`` that does not start with one ``/`` (or
  holds a backslash) is refused by the contract schema, so ``export`` writes nothing, and
  ``validate`` reports it in a package (``C2S-V023``). The generated Host boundary also refuses,
  before any dispatch, a URL that leaves the service's base URL (``URL_OUTSIDE_SERVICE``).
* A path parameter is one percent-encoded segment; ``""``, ``.`` and ``..`` are refused
  (``INVALID_PATH_PARAMETER``): a URL parser drops a dot segment and the one before it, so
  ``DELETE /books/1/reviews/..`` would address the collection.
"""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from node_support import NODE, needs_node

from code2skill.export import export_package
from hostile_support import code2skill

HERE = Path(__file__).parent.parent
SMALL = HERE / "golden" / "export-small" / "canonical-contract.json"
POINTER = "/capabilities/{}/implementation/requests/0/pathTemplate"


def with_path(tmp_path: Path, template: str) -> tuple[Path, int]:
    """The small contract with its ``search_books`` request's path template replaced; the
    capability's index."""
    data = json.loads(SMALL.read_text())
    index = next(i for i, c in enumerate(data["capabilities"]) if c["name"] == "search_books")
    data["capabilities"][index]["implementation"]["requests"][0]["pathTemplate"] = template
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data))
    return path, index


@pytest.mark.parametrize("template", ["@evil.example/x", ".evil.example/x", ":8443/x",
                                      "https://evil.example/x", "//evil.example/x",
                                      "/\\evil.example/x", "books"])
def test_export_refuses_a_path_template_that_could_leave_the_base(tmp_path, template):
    contract, index = with_path(tmp_path, template)
    proc = code2skill("export", contract, "-o", tmp_path / "out")
    assert proc.returncode == 2
    assert POINTER.format(index) + ": Value error, a path template " in proc.stderr
    assert not (tmp_path / "out").exists()


def test_validate_reports_such_a_template_in_a_package(tmp_path):
    out = tmp_path / "pkg"
    export_package(SMALL, out)
    contract = json.loads((out / "canonical-contract.json").read_text())
    cap = next(c for c in contract["capabilities"] if c["name"] == "search_books")
    cap["implementation"]["requests"][0]["pathTemplate"] = "@evil.example/x"
    (out / "canonical-contract.json").write_text(json.dumps(contract))
    proc = code2skill("validate", out, "--format", "json")
    assert proc.returncode == 1
    findings = [f for f in json.loads(proc.stdout)["findings"] if f["rule"] == "C2S-V023"]
    assert [(f["file"], f["capability"], f["message"]) for f in findings] == [
        ("canonical-contract.json", "search_books",
         "search_books request 0: path template '@evil.example/x': a path template must start "
         "with '/' (it is joined onto the service's base URL: any other first character can "
         "change the host the request and its credentials go to)")]


def test_a_derived_backslash_path_is_the_browsers_slash(tmp_path):
    root = tmp_path / "app" / "src"
    root.mkdir(parents=True)
    (root / "api.js").write_text("export const list = () => fetch('/api\\\\books');\n")
    proc = code2skill("derive", tmp_path / "app", "-o", tmp_path / "c.json", "-q", "--jobs", "1")
    assert proc.returncode == 0, proc.stderr
    data = json.loads((tmp_path / "c.json").read_text())
    assert [r["pathTemplate"] for c in data["capabilities"]
            for r in c["implementation"]["requests"]] == ["/api/books"]


RECORD = """
globalThis.fetch = async (url, init) => {
  sent.push([init.method, String(url), new Headers(init.headers).get("authorization")]);
  return new Response("{}", {status: 200, headers: {"content-type": "application/json"}});
};
"""


def node_run(package: Path, script: str) -> dict:
    proc = subprocess.run([NODE, "--input-type=module", "-e", "const sent = [];" + RECORD + script],
                          cwd=package, capture_output=True, text=True, timeout=60,
                          env={"BOOKSHELF_API_BASE_URL": "https://api.example.com/v2",
                               "BOOKSHELF_BEARER_TOKEN": "SECRET-TOKEN-123",
                               "BOOKSHELF_API_KEY": "k"})
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@needs_node
def test_the_host_boundary_never_sends_outside_the_base_url(tmp_path):
    out = tmp_path / "pkg"
    export_package(SMALL, out)
    script = """
import { dispatch, service } from "./functions/host-boundary.mjs";
const target = service("bookshelf", "bearer", null);
const results = [];
for (const path of ["@evil.example/x", ".evil.example/x", ":8443/x", "/../../admin", "/books/1"]) {
  try {
    const r = await dispatch(target, {method: "GET", path, query: [], headers: [], encoding: "none", body: [], multipart: []});
    results.push(["sent", r.status]);
  } catch (e) { results.push([e.code, e.category, e.outcomeKnown]); }
}
console.log(JSON.stringify({results, sent}));
"""
    got = node_run(out, script)
    refused = ["URL_OUTSIDE_SERVICE", "input", True]
    assert got == {"results": [refused, refused, refused, refused, ["sent", 200]],
                   "sent": [["GET", "https://api.example.com/v2/books/1",
                             "Bearer SECRET-TOKEN-123"]]}


@needs_node
def test_a_dot_segment_path_value_is_refused_and_others_are_one_segment(tmp_path):
    out = tmp_path / "pkg"
    export_package(SMALL, out)
    script = """
import { deleteBookReview } from "./functions/delete_book_review.mjs";
const results = [];
for (const reviewId of ["..", ".", "", "%2e%2e", "a/../..", "..\\\\x", ".x"]) {
  try { await deleteBookReview({isbn: "1", reviewId}, {}); results.push("sent"); }
  catch (e) { results.push(e.code); }
}
console.log(JSON.stringify({results, sent: sent.map((s) => s[1])}));
"""
    got = node_run(out, script)
    assert got == {"results": ["INVALID_PATH_PARAMETER"] * 3 + ["sent"] * 4,
                   "sent": ["https://api.example.com/v2/books/1/reviews/%252e%252e",
                            "https://api.example.com/v2/books/1/reviews/a%2F..%2F..",
                            "https://api.example.com/v2/books/1/reviews/..%5Cx",
                            "https://api.example.com/v2/books/1/reviews/.x"]}
