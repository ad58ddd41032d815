"""Rule ``value.rejected-argument``: a URL helper's ``return`` for an argument its own check
rejects (``if (!isRelativePath(path)) return base + '/ui/home'``) is no request of the
wrapper's callers: each caller's call goes to its own path alone, and no Tool stands at the
fixed page collecting every caller's call sites."""
from __future__ import annotations

import pytest
from conftest import capability, endpoints, sample_files

SAMPLE = sample_files("csrf-headers-helper", "package.json", "src/lib/urls.ts",
                      "src/lib/api.ts", "src/lib/legacy.ts", "src/features/stations.ts")


def test_the_wrappers_callers_give_the_endpoints(derive_files):
    contract = derive_files(SAMPLE)
    assert endpoints(contract) == {
        ("GET", "/api/stations"), ("POST", "/api/stations"), ("DELETE", "/api/stations/{id}"),
        ("POST", "/api/stations/{id}/restart")}
    listed = capability(contract, "GET", "/api/stations")
    [request] = listed["implementation"]["requests"]
    assert [(s["file"], s["line"]) for s in request["callSites"]] == [
        ("src/features/stations.ts", 11)]


BUILDER = """
function isSafe(path: string): boolean {
  try { return new URL(path, 'http://x.invalid').origin === 'http://x.invalid'; }
  catch { return false; }
}
export function buildUrl(path: string): string {
  if (TEST) {
    return FALLBACK;
  }
  return REST;
}
export async function get(url: string) {
  const response = await fetch(buildUrl(url));
  return response.json();
}
export function listNotes() { return get('/api/notes'); }
"""


def derived(derive_files, test: str, fallback: str, rest: str) -> set[tuple[str, str]]:
    source = BUILDER.replace("TEST", test).replace("FALLBACK", fallback) \
        .replace("REST", rest)
    return endpoints(derive_files({"src/api.ts": source}))


@pytest.mark.parametrize("fallback", ["'/ui/home'", "window.location.pathname + '/ui/home'",
                                      "''"])
@pytest.mark.parametrize("rest", ["path", "'/app' + path"])
def test_the_rejected_arguments_return_is_no_request(derive_files, fallback, rest):
    found = derived(derive_files, "!isSafe(path)", fallback, rest)
    assert found == {("GET", "/app/api/notes" if rest != "path" else "/api/notes")}


def test_a_check_of_nothing_the_function_is_given_keeps_both(derive_files):
    found = derived(derive_files, "!isSafe(window.location.href)", "'/ui/home'", "path")
    assert found == {("GET", "/api/notes"), ("GET", "/ui/home")}


def test_a_return_that_reads_the_checked_argument_stays(derive_files):
    found = derived(derive_files, "!isSafe(path)", "'/legacy' + path", "path")
    assert found == {("GET", "/api/notes"), ("GET", "/legacy/api/notes")}


def test_a_test_the_caller_decides_is_left_to_early_return(derive_files):
    found = derived(derive_files, "!path", "'/ui/home'", "path")
    assert found == {("GET", "/api/notes")}
    found = derived(derive_files, "typeof path === 'string'", "'/ui/home'", "path")
    assert found == {("GET", "/ui/home")}


@pytest.mark.parametrize("test", ["!path.startsWith('/')", "!path.match(/^[/]/)"])
def test_a_method_of_the_argument_checks_it(derive_files, test):
    """A check written as a method of the argument (no caller decides it) rejects what the
    fixed return answers, as a named predicate does: no Tool at the fixed page."""
    assert derived(derive_files, test, "'/ui/home'", "path") == {("GET", "/api/notes")}


def test_a_return_reading_the_argument_under_an_undecided_method_check_stays(derive_files):
    found = derived(derive_files, "!path.match(/^[/]/)", "'/legacy' + path", "path")
    assert found == {("GET", "/api/notes"), ("GET", "/legacy/api/notes")}


def test_a_string_test_the_caller_decides_takes_its_branch(derive_files):
    """Rule ``value.string-test-guard``: ``'/api/notes'`` starts with ``/``, so the return
    under ``!path.startsWith('/')`` never runs for this caller, and the one under
    ``path.startsWith('/')`` always does."""
    assert derived(derive_files, "!path.startsWith('/')", "'/legacy' + path", "path") \
        == {("GET", "/api/notes")}
    assert derived(derive_files, "path.startsWith('/')", "'/legacy' + path", "path") \
        == {("GET", "/legacy/api/notes")}
