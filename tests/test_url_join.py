"""Rule ``value.url-join``: ``urlJoin(a, '/b', c)`` (``url-join``, ``urljoin``,
``url-join-ts``) computed as the library joins it."""
from __future__ import annotations

from conftest import endpoints

from code2skill.url_join import joiner, url_join
from code2skill.values import AltV, EnvV, HoleV, LibV, ParamV, StrV, Text

W = ("a.ts", (1, 0, 1, 9))
CALL = ("a.ts", (2, 0, 2, 30))


def s(*parts):
    return StrV(tuple(Text(p, W) if isinstance(p, str) else p for p in parts))


def item(value, name=None):
    return (name, value, W)


def texts(value: StrV) -> str:
    return "".join(p.text if isinstance(p, Text) else "{" + (p.name or "?") + "}"
                   for p in value.parts)


ORIGIN = LibV("global", ("location", "origin"))
ID = ParamV("a.ts#1", "id")


def test_joiners():
    assert joiner(LibV("url-join", ("default",)))
    assert joiner(LibV("url-join", ()))
    assert joiner(LibV("urljoin", ()))
    assert joiner(LibV("url-join-ts", ("urlJoin",)))
    assert not joiner(LibV("url-join", ("other",)))
    assert not joiner(LibV("path", ("join",)))


def test_exactly_one_slash_between_parts():
    assert texts(url_join([item(s("/api/")), item(s("/files/")), item(s("a"))], CALL)) \
        == "/api/files/a"
    assert texts(url_join([item(s("api")), item(s("v1"))], CALL)) == "api/v1"
    assert texts(url_join([item(s("/api")), item(s("users//"))], CALL)) == "/api/users/"
    assert texts(url_join([item(s("/api")), item(s("")), item(s("x"))], CALL)) == "/api/x"
    joined = url_join([item(s("/api")), item(s("/x"))], CALL)
    assert joined.parts[1] == Text("/", CALL)          # the added separator is the call's
    assert joined.parts[2] == Text("x", W)             # a literal keeps its own evidence


def test_scheme_and_leading_slash():
    assert texts(url_join([item(s("https://api.example.com/")), item(s("/v1"))], CALL)) \
        == "https://api.example.com/v1"
    assert texts(url_join([item(s("https:")), item(s("api.example.com")), item(s("v1"))],
                          CALL)) == "https://api.example.com/v1"
    assert texts(url_join([item(s("http:/h")), item(s("v1"))], CALL)) == "http://h/v1"
    assert texts(url_join([item(s("/")), item(s("api")), item(s("v1"))], CALL)) == "/api/v1"


def test_query_and_fragment_parts():
    assert texts(url_join([item(s("/api/items/")), item(s("?page=2"))], CALL)) \
        == "/api/items?page=2"
    assert texts(url_join([item(s("/a?x=1")), item(s("?y=2"))], CALL)) == "/a?x=1&y=2"
    assert texts(url_join([item(s("/a")), item(s("&y=2"))], CALL)) == "/a?y=2"
    assert texts(url_join([item(s("/a")), item(s("#top"))], CALL)) == "/a#top"


def test_holes_keep_their_slashes_and_alternatives_are_trimmed():
    joined = url_join([item(ORIGIN, "location.origin"), item(s("/api"))], CALL)
    assert joined == StrV((HoleV("location.origin", ORIGIN, W), Text("/", CALL),
                           Text("api", W)))
    assert texts(url_join([item(s("/api/")), item(ID, "id"), item(s("/raw"))], CALL)) \
        == "/api/{id}/raw"
    base = AltV((EnvV("VITE_API"), s("https://h.example/api/")))
    joined = url_join([item(base, "API"), item(s("/graphql"))], CALL)
    assert joined.parts[0].value == AltV((EnvV("VITE_API"), s("https://h.example/api")))
    assert texts(joined) == "{API}/graphql"
    assert url_join([], CALL) is None


def test_an_apollo_link_on_a_joined_endpoint(derive_files):
    contract = derive_files({
        "src/client.ts": (
            "import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';\n"
            "import urlJoin from 'url-join';\n"
            "export const API = import.meta.env.VITE_API ? import.meta.env.VITE_API\n"
            "  : urlJoin(location.origin, '/api');\n"
            "export const client = new ApolloClient({cache: new InMemoryCache(),\n"
            "  link: new HttpLink({uri: urlJoin(API, '/graphql')})});\n"),
        "src/Page.tsx": (
            "import { gql, useQuery } from '@apollo/client';\n"
            "const Q = gql`query albums { albums { id } }`;\n"
            "export const Page = () => { useQuery(Q); return null; };\n")})
    assert endpoints(contract) == {("POST", "/graphql")}
    [service] = contract["services"]
    assert service["baseUrlBinding"].endswith("_API_BASE_URL")
    assert [(u["url"], u["evidence"][0]["line"]) for u in service["observedBaseUrls"]] \
        == [("/api", 4)]


def test_fetch_on_joined_urls(derive_files):
    contract = derive_files({"src/api.js": (
        "const urljoin = require('urljoin');\n"
        "const join = require('url-join');\n"
        "export const item = (id) => fetch(join('https://api.example.com/', 'v1/', '/items',"
        " id));\n"
        "export const page = (n) => fetch(urljoin('/api/items/', `?page=${n}`));\n")})
    assert endpoints(contract) == {("GET", "/v1/items/{id}"), ("GET", "/api/items")}
    origins = sorted(u["url"] for s in contract["services"] for u in s["observedBaseUrls"])
    assert origins == ["https://api.example.com"]
