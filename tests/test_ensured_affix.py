"""Rule ``value.ensured-affix``: ``x.endsWith(S) ? x : x + S`` is ``x + S``, so a URL helper
that makes sure its configured base ends with the API prefix gives paths with that prefix, as
the same prefix written inline does."""
from conftest import endpoints

from code2skill.ensured_affix import ensured_affix
from code2skill.values import EnvV, HoleV, ParamV, StrV, Text

BASE = EnvV("VITE_API_URL")


def joined(*parts) -> StrV:
    return StrV(tuple(Text(p) if isinstance(p, str) else HoleV("base", p, None)
                      for p in parts))


def test_the_suffix_or_prefix_made_sure_of_is_the_joined_value():
    assert ensured_affix((BASE, "endsWith", "/api"), (BASE, joined(BASE, "/api"))) == \
        joined(BASE, "/api")
    assert ensured_affix((BASE, "endsWith", "/api"), (BASE, joined(BASE, "/a", "pi"))) == \
        joined(BASE, "/a", "pi")
    assert ensured_affix((BASE, "startsWith", "/"), (BASE, joined("/", BASE))) == \
        joined("/", BASE)
    text = joined("/items")
    assert ensured_affix((text, "endsWith", "/"), (text, joined("/items", "/"))) == \
        joined("/items", "/")


def test_other_ternaries_are_no_ensured_affix():
    other = EnvV("VITE_OTHER_URL")
    assert ensured_affix((BASE, "endsWith", "/api"), (BASE, joined(BASE, "/v1"))) is None
    assert ensured_affix((BASE, "endsWith", "/api"), (BASE, joined(other, "/api"))) is None
    assert ensured_affix((BASE, "endsWith", "/api"), (joined(BASE, "/api"), BASE)) is None
    assert ensured_affix((BASE, "startsWith", "/"), (BASE, joined(BASE, "/"))) is None
    assert ensured_affix((BASE, "includes", "/api"), (BASE, joined(BASE, "/api"))) is None
    assert ensured_affix((BASE, "truthy", None), (BASE, joined(BASE, "/api"))) is None
    assert ensured_affix((BASE, "endsWith", "/api"),
                         (BASE, joined(BASE, ParamV("f", "p"), "/api"))) is None


HELPER = (
    "export function apiUrl(path: string) {\n"
    "  const base = (import.meta.env.VITE_API_URL || 'http://localhost:1337').replace(/\\/+$/, '');\n"
    "  const prefixed = base.endsWith('/api') ? base : `${base}/api`;\n"
    "  return `${prefixed}/${path.replace(/^\\/+/, '')}`;\n"
    "}\n"
    "export function inlineUrl(path: string) {\n"
    "  return `${import.meta.env.VITE_API_URL || 'http://localhost:1337'}/api${path}`;\n"
    "}\n"
    "export function otherUrl(path: string) {\n"
    "  const base = import.meta.env.VITE_API_URL || 'http://localhost:1337';\n"
    "  return `${base.endsWith('/v2') ? base : base + '/v1'}${path}`;\n"
    "}\n")
CALLS = (
    "import { apiUrl, inlineUrl, otherUrl } from './url';\n"
    "export const getHook = (id: string) => fetch(apiUrl(`/hooks/${id}`));\n"
    "export const listRules = () => fetch(inlineUrl('/rules'));\n"
    "export const listOld = () => fetch(otherUrl('/old'));\n")


def test_a_helper_making_sure_of_the_prefix_reads_as_the_inline_prefix(derive_files):
    contract = derive_files({"src/url.ts": HELPER, "src/calls.ts": CALLS})
    found = endpoints(contract)
    assert {("GET", "/api/hooks/{id}"), ("GET", "/api/rules")} <= found
    # a different suffix is no prefix made sure of: the choice keeps its own reading (rule
    # service.optional-base-segment: a segment only some deployments add belongs to the base)
    assert ("GET", "/old") in found and ("GET", "/v1/old") not in found
    bases = {o["url"] for s in contract["services"] for o in s["observedBaseUrls"]}
    assert bases == {"http://localhost:1337"}
