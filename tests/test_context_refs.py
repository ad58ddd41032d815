"""Rule ``context.page-address``: a value the client builds only from the page's address, the
current route and deployment settings is a context reference, never an Agent input."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.passes.context_refs import ContextSource, describe_context, page_context
from code2skill.values import AltV, EnvV, HoleV, LibV, ParamV, StrV, Text, UnknownV

UPGRADE = (
    "import { usePathname, useSearchParams } from 'next/navigation';\n"
    "const APP = process.env.NEXT_PUBLIC_APP_DOMAIN || 'https://app.example.com';\n"
    "export function Upgrade({ slug, plan }: { slug: string; plan: string }) {\n"
    "  const pathname = usePathname();\n"
    "  const qs = useSearchParams().toString();\n"
    "  return () => fetch(`/api/workspaces/${slug}/billing/upgrade`, {\n"
    "    method: 'POST', headers: { 'Content-Type': 'application/json' },\n"
    "    body: JSON.stringify({ plan, baseUrl: `${APP}${pathname}?${qs}`,\n"
    "                           returnTo: window.location.href, origin: location.origin }),\n"
    "  });\n"
    "}\n"
    "export const login = (server: string) =>\n"
    "  fetch(`/api/login?redirect=${encodeURIComponent(document.URL)}&server=${server}`);\n")


def test_page_values_sent_in_a_body_are_context_references(derive_files):
    contract = derive_files({"src/upgrade.ts": UPGRADE})
    cap = capability(contract, "POST", "/api/workspaces/{slug}/billing/upgrade")
    assert sorted(cap["inputSchema"]["properties"]) == ["plan", "slug"]
    bindings = cap["implementation"]["requests"][0]["bindings"]
    assert bindings == [
        {"context": "baseUrl", "input": None, "target": "body:baseUrl", "value": None},
        {"context": "origin", "input": None, "target": "body:origin", "value": None},
        {"input": "plan", "target": "body:plan", "value": None},
        {"context": "returnTo", "input": None, "target": "body:returnTo", "value": None},
        {"input": "slug", "target": "path:slug", "value": None}]
    refs = {r["name"]: r for r in cap["contextReferences"]}
    assert {n: r["source"] for n, r in refs.items()} == {
        "baseUrl": "the deployment setting (NEXT_PUBLIC_APP_DOMAIN) and the current route "
                   "(usePathname(), useSearchParams())",
        "returnTo": "the page's address (location.href)",
        "origin": "the page's address (location.origin)"}
    assert refs["returnTo"]["description"] == \
        "Return to: the client sends the page's address (location.href)."
    assert [(e["rule"], e["line"], e["note"]) for e in refs["baseUrl"]["evidence"]] == [
        ("context.page-address", 8, "NEXT_PUBLIC_APP_DOMAIN"),
        ("context.page-address", 8, "usePathname()"),
        ("context.page-address", 8, "useSearchParams()")]
    [ev] = cap["evidence"]["/implementation/requests/0/bindings/3"]
    assert (ev["rule"], ev["line"], ev["note"]) == ("context.page-address", 9, "location.href")


def test_page_address_in_a_query_is_a_context_reference(derive_files):
    contract = derive_files({"src/upgrade.ts": UPGRADE})
    assert ("GET", "/api/login") in endpoints(contract)
    cap = capability(contract, "GET", "/api/login")
    assert list(cap["inputSchema"]["properties"]) == ["server"]
    [ref] = cap["contextReferences"]
    assert (ref["name"], ref["source"]) == ("redirect", "the page's address (document.URL)")
    targets = {b["target"]: b.get("context") for b in
               cap["implementation"]["requests"][0]["bindings"]}
    assert targets == {"query:redirect": "redirect", "query:server": None}


def test_derive_output_has_no_base_url_inputs(derive_files, tmp_path):
    from code2skill.audit.lint import lint
    contract = derive_files({"src/upgrade.ts": UPGRADE})
    assert [f for f in lint(contract) if f.rule == "C2S-L006"] == []


def test_a_value_with_any_other_part_is_not_context():
    where = ("a.ts", (1, 0, 1, 5))
    href = LibV("global", ("location", "href"))
    param = ParamV("a.ts#1", "next")
    assert page_context(StrV((HoleV("h", href, where), Text("?x=1", where)))) == [
        ContextSource("page-address", "location.href", where)]
    assert page_context(StrV((HoleV("h", href, where), HoleV("n", param, where)))) is None
    assert page_context(StrV((Text("/fixed", where),))) is None          # fixed text only
    assert page_context(UnknownV("unresolved:location.pathname")) == [
        ContextSource("page-address", "location.pathname")]
    assert page_context(UnknownV("unresolved:locationHref")) is None
    assert page_context(LibV("global", ("localStorage", "token"))) is None
    assert page_context(AltV((EnvV("API"), StrV((Text("http://x", where),))), "or")) == [
        ContextSource("deployment", "API")]


def test_context_sentence_groups_parts_by_kind():
    parts = [ContextSource("route", "usePathname()"), ContextSource("page-address", "document.URL"),
             ContextSource("route", "useLocation()")]
    assert describe_context(parts) == \
        "the current route (usePathname(), useLocation()) and the page's address (document.URL)"
