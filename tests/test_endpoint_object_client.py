"""An API client made of endpoint objects (rules ``client.chosen-default`` through a factory's
parameters, ``closure.captured-calls``, ``closure.captured-result``, ``value.assign-function``,
``sveltekit.event-origin``, ``review.chosen-client-member``; sample
``samples/endpoint-object-client``)."""
from __future__ import annotations

import pytest

from code2skill.captured_calls import calls_carry_captures
from code2skill.chosen_client_members import chosen_indexes, holds_requests, written
from code2skill.facts import Call, Index, Lit, Member, Ref
from code2skill.values import AltV, Capture, FnV, ObjV, PropV
from conftest import bindings, capability, endpoints

CLIENT = """\
type FetchFn = typeof globalThis.fetch;

async function apiCall(fetcher: FetchFn, url: string, method: string, body?: unknown) {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await fetcher(url, init);
  return res.json();
}

function endpoint(fetcher: FetchFn, url: string) {
  return {
    get() { return apiCall(fetcher, url, 'GET'); },
    post(body?: unknown) { return apiCall(fetcher, url, 'POST', body); },
    delete() { return apiCall(fetcher, url, 'DELETE'); },
  };
}

export function useClient({ fetch: customFetch, origin }: { fetch?: FetchFn; origin?: string } = {}) {
  const fetcher = customFetch ?? globalThis.fetch;
  const base = `${origin ?? window.location.origin}/api`;
  return {
    boards: Object.assign(
      (params: { id: string }) => ({
        ...endpoint(fetcher, `${base}/boards/${params.id}`),
        card: (c: { cardId: string }) => endpoint(fetcher, `${base}/boards/${params.id}/cards/${c.cardId}`),
      }),
      { ...endpoint(fetcher, `${base}/boards`), archived: endpoint(fetcher, `${base}/boards/archived`) },
    ),
    me: { ...endpoint(fetcher, `${base}/me`), 'push-tokens': endpoint(fetcher, `${base}/me/push-tokens`) },
  };
}
"""

PAGE = """\
import { useClient } from '$lib/client';

const client = useClient();

export function openBoard(id: string) { return client.boards({ id }).get(); }
export function dropCard(id: string, cardId: string) { return client.boards({ id }).card({ cardId }).delete(); }
export function boards() { return client.boards.get(); }
export function register(token: string) { return client.me['push-tokens'].post({ token }); }
"""

LOAD = """\
import { useClient } from '$lib/client';

export async function load({ fetch, url }) {
  return { me: await useClient({ fetch, origin: url.origin }).me.get() };
}
"""


def files(page: str = PAGE) -> dict[str, str]:
    return {"package.json": '{"devDependencies": {"@sveltejs/kit": "^2.0.0"}}',
            "src/lib/client.ts": CLIENT, "src/routes/boards/actions.ts": page,
            "src/routes/+layout.ts": LOAD}


def test_each_call_of_an_endpoint_object_is_its_request_and_nothing_else(derive_files):
    contract = derive_files(files())
    assert endpoints(contract) == {
        ("GET", "/api/boards/{id}"), ("DELETE", "/api/boards/{id}/cards/{cardId}"),
        ("GET", "/api/boards"), ("POST", "/api/me/push-tokens"), ("GET", "/api/me")}
    assert bindings(capability(contract, "POST", "/api/me/push-tokens")) == {"body:token": "token"}
    assert bindings(capability(contract, "DELETE", "/api/boards/{id}/cards/{cardId}")) == {
        "path:id": "id", "path:cardId": "cardId"}
    site = capability(contract, "GET", "/api/boards")["implementation"]["requests"][0][
        "callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == (
        "src/routes/boards/actions.ts", 7, "wrapper.call")
    library = site["via"][-1]
    assert (library["file"], library["line"], library["rule"]) == (
        "src/lib/client.ts", 6, "client.passed-fetch")


def test_the_load_events_origin_is_the_pages_own(derive_files):
    contract = derive_files(files())
    assert [s["evidence"][0]["rule"] for s in contract["services"]] == ["service.same-origin"]
    assert not [r for r in contract["review"] if "base URL" in r["message"]]


def test_a_member_picked_at_run_time_is_reviewed(derive_files):
    page = PAGE + "export function pick(kind: string) { return client.me[kind].get(); }\n"
    contract = derive_files(files(page))
    assert ("GET", "/api/me/push-tokens") not in endpoints(contract)
    items = [(r["severity"], r["evidence"][0]["line"], r["message"]) for r in contract["review"]
             if "review.chosen-client-member" in r["message"]]
    assert items == [("medium", 9, "client.me[kind].get(…) calls a member of an API client "
                      "object whose name is chosen at run time: code2skill cannot tell which "
                      "endpoint it reaches, so that request is not in the contract; confirm it "
                      "(rule review.chosen-client-member)")]
    assert contract["source"]["coverage"]["byLibrary"]["unknown"] == {
        "requestLikeSites": 1, "resolved": 0, "reviewed": 1, "unresolved": 0}


def test_a_member_picked_at_run_time_of_a_plain_table_is_no_site(derive_files):
    page = PAGE + ("const labels = { a: { get: () => 'A' } };\n"
                   "export function label(kind: string) { return labels[kind].get(); }\n")
    contract = derive_files(files(page))
    assert not [r for r in contract["review"] if "review.chosen-client-member" in r["message"]]
    assert "unknown" not in contract["source"]["coverage"]["byLibrary"]


def test_chosen_indexes_nearest_the_call_first():
    inner = Index(Ref("client"), Ref("group"))
    outer = Index(Call(Member(inner, "item"), ()), Ref("kind"))
    callee = Member(outer, "get")
    assert chosen_indexes(callee) == [outer, inner]
    assert chosen_indexes(Member(Index(Ref("client"), Lit("me")), "get")) == []
    assert written(callee) == "client[group].item(…)[kind].get"
    assert written(Member(Index(Ref("c"), Lit(1)), "get")) == "c[…].get"


def test_holds_requests_looks_into_members_and_alternatives():
    maker, plain = FnV("m#1"), FnV("m#2")
    makes = lambda fn: fn == maker                                   # noqa: E731
    nested = ObjV((PropV("a", ObjV((PropV("get", maker),))),))
    assert holds_requests(nested, makes)
    assert not holds_requests(ObjV((PropV("a", ObjV((PropV("b", ObjV((
        PropV("c", ObjV((PropV("get", maker),))),))),))),)), makes)    # past MAX_LEVELS
    assert holds_requests(FnV("m#3", members=ObjV((PropV("get", maker),))), makes)
    assert holds_requests(AltV((plain, nested)), makes)
    assert not holds_requests(ObjV((PropV("get", plain),)), makes)


def test_calls_carry_captures_needs_every_call():
    made = Capture("f#1", (), ("a.ts", (1, 0, 1, 5)))
    other = Capture("g#1", (), ("a.ts", (2, 0, 2, 5)))
    one, two = ("b.ts", (3, 0, 3, 9)), ("b.ts", (4, 0, 4, 9))
    assert calls_carry_captures("f#1", [one, two], [((made,), one), ((other, made), two)])
    assert not calls_carry_captures("f#1", [one, two], [((made,), one)])
    assert not calls_carry_captures("f#1", [one], [((other,), one)])
    assert not calls_carry_captures("f#1", [], [])


SMALL = """\
function endpoint(url: string, fetcher: typeof fetch) {
  return { get: () => fetcher(url), delete: () => fetcher(url, { method: 'DELETE' }) };
}
export function makeClient(opts: { fetch?: typeof fetch } = {}) {
  const fetcher = %s;
  return { tags: (id: string) => endpoint(`/api/tags/${id}`, fetcher) };
}
"""


@pytest.mark.parametrize("chosen", ["opts.fetch || fetch", "opts.fetch ?? window.fetch",
                                    "opts?.fetch ?? globalThis.fetch"])
def test_a_fetch_chosen_at_run_time_is_fetch(derive_files, chosen):
    contract = derive_files({
        "src/client.ts": SMALL % chosen,
        "src/page.ts": "import { makeClient } from './client';\n"
                       "export const drop = (id: string) => makeClient().tags(id).delete();\n"})
    assert endpoints(contract) == {("DELETE", "/api/tags/{id}")}


def test_a_fetch_parameter_defaulting_to_fetch_is_fetch(derive_files):
    contract = derive_files({
        "src/client.ts": "export function endpoint(url: string, fetcher = globalThis.fetch) {\n"
                         "  return { get: () => fetcher(url) };\n}\n",
        "src/page.ts": "import { endpoint } from './client';\n"
                       "export const one = (id: string) => endpoint(`/api/tags/${id}`).get();\n"})
    assert endpoints(contract) == {("GET", "/api/tags/{id}")}
