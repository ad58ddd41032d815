"""Rule ``coverage.unfollowed-wrapper-callers``: each call writing URL text into a wrapper
whose URL the tool cannot follow is a reviewed request-like site."""
from code2skill.unfollowed_wrappers import passes_on, unfollowed, writes_text
from code2skill.values import HoleV, ObjV, ParamV, PropV, StrV, Text, UnknownV

PACKAGE = '{"name": "app", "dependencies": {"mystery-url": "1.0.0"}}'
BASE = """
import { build } from 'mystery-url';
async function baseGet({ url, params }) {
  return (await fetch(build(`/api/${url}`, params))).json();
}
export async function get(args) { return baseGet(args); }
"""


def test_unfollowed_urls():
    assert unfollowed(UnknownV("library-call"))
    assert not unfollowed(UnknownV("module-asset"))
    assert unfollowed(StrV((HoleV(None, UnknownV("call")), Text("/"))))
    assert not unfollowed(StrV((HoleV(None, UnknownV("call")), Text("/api"))))


def test_arguments():
    param = ParamV("f", "args")
    assert passes_on((param,), frozenset({"f"}))
    assert passes_on((ObjV((PropV("url", ParamV("f", "url")),)),), frozenset({"f"}))
    assert not passes_on((param,), frozenset({"g"}))
    assert writes_text(ObjV((PropV("url", StrV((Text("hosts"),))),)))
    assert not writes_text(StrV((Text("/"),)))
    assert not writes_text(ObjV((PropV("event", StrV((Text("click"),))),)))


def test_each_caller_is_a_reviewed_site(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/base.js": BASE, "src/hosts.js": """
import { get } from './base';
export const listHosts = () => get({ url: 'hosts' });
export const getHost = (id) => get({ url: `hosts/${id}` });
export const listUsers = () => get({ url: 'users' });
"""})
    assert contract["capabilities"] == []
    coverage = contract["source"]["coverage"]
    assert (coverage["requestLikeSites"], coverage["reviewed"]) == (3, 3)
    items = [r for r in contract["review"] if r["severity"] == "medium"]
    assert sorted(r["evidence"][0]["line"] for r in items) == [3, 4, 5]
    assert all("wrapper's request at src/base.js:4" in r["message"] for r in items)


def test_a_call_writing_no_url_keeps_the_wrapper_site(derive_files):
    contract = derive_files({"package.json": PACKAGE, "src/base.js": BASE, "src/use.js": """
import { get } from './base';
export const load = (options) => get(options);
"""})
    assert contract["source"]["coverage"]["requestLikeSites"] == 1
