"""Rule ``value.template-tag``: a tagged template is its tag applied to the strings and the
values; a helper that splices them after a base gives that base and the template. Rule
``value.early-return``: a ``return`` under ``if`` tests is taken only where they hold."""
from code2skill.extractors.module_facts import extract_module
from code2skill.template_tags import splice_local
from conftest import endpoints

PACKAGE = '{"name": "app"}'

HELPER = """
export function rest(strings, ...values) {
  if (typeof strings === 'string') {
    return '/legacy' + strings;
  }
  let out = '/api';
  let i;
  for (i = 0; i < values.length; i++) {
    out += strings[i] + values[i];
  }
  out += strings[i];
  return out;
}
"""


def test_splice_local_found():
    facts = extract_module("a.js", "javascript", HELPER.encode())
    [fn] = [f for f in facts.functions.values() if f.name == "rest"]
    splice = splice_local(fn)
    assert (splice.local, splice.base.value, splice.encoders, splice.rule) == (
        "out", "/api", (), "value.template-tag")


def test_tagged_call_takes_the_array_branch_and_splices(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/rest.js": HELPER, "src/use.js": """
import { rest } from './rest';
export const card = (board, id) => fetch(rest`/boards/${board}/cards/${id}`);
export const all = () => fetch(rest`/boards`);
export const old = (id) => fetch(rest('/items/' + id));
"""})
    assert endpoints(contract) == {("GET", "/api/boards/{board}/cards/{id}"),
                                   ("GET", "/api/boards"), ("GET", "/legacy/items/{id}")}


def test_tag_body_not_followed_invents_nothing(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/use.js": """
function url(strings, ...values) {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ''), '/api');
}
export const card = (id) => fetch(url`/cards/${id}`);
"""})
    assert not any("{param" in path for _, path in endpoints(contract))


def test_a_tag_function_returning_nothing_is_undefined_not_a_crash(derive_files):
    """``h((() => {})`x`)``: the arrow has no ``return``; the tagged call is ``undefined`` and
    the run goes on (an A18 hostile-input finding: exit 3 before)."""
    contract = derive_files({"src/a.js": (
        "const h = (f) => f;\n"
        "h((() => {})`x`);\n"
        "export const list = () => fetch('/api/items');\n")})
    assert endpoints(contract) == {("GET", "/api/items")}


def test_urls_javascript_never_builds_are_not_observed(derive_files):
    """fetch used as a tag gets the strings array (an unknown URL), an async tag gives a
    Promise, replaceAll with a non-global regular expression throws: none is observed."""
    api = ("export const a = () => fetch`/api/t/${'x'}`;\n"
           "const tag = async (s) => s[0];\n"
           "export const b = () => fetch(tag`/api/g`, {method: 'POST'});\n"
           "export const c = () => fetch('/api/c/' + 'a-b'.replaceAll(/-/, '/'), {method: 'PUT'});\n"
           "export const d = () => fetch('/api/d/' + 'a-b'.replaceAll(/-/g, '/'), {method: 'PUT'});\n")
    contract = derive_files({"src/api.js": api})
    assert endpoints(contract) == {("PUT", "/api/c/{param}"), ("PUT", "/api/d/a/b")}
