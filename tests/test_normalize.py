"""Phase 4, ``normalize.observe``: request templates → observed calls with a service, a method,
a path template, query parameters and a body.

Each test builds small :class:`~code2skill.requests.RequestTemplate` values by hand (no parsing)
and asserts the exact calls, notes and problems. Tests marked ``xfail(strict=True)`` document a
defect of the tool (the reason says what is wrong).
"""
from __future__ import annotations

import pytest

from code2skill.normalize import ServiceRef, observe, present
from code2skill.problem import Problem
from code2skill.requests import Header, RequestTemplate, Site
from code2skill.resolution.shared import Emitted
from code2skill.values import (
    AltV, EnvV, HoleV, LitV, ObjV, ParamV, PropV, StrV, Text, TypedV, UnknownV,
)

FILE = "src/a.ts"


def at(line: int) -> tuple:
    return (FILE, (line, 1, line, 30))


def s(*parts, line: int = 1, origin: str | None = None) -> StrV:
    """A string value: ``str`` parts are literal text, others holes."""
    return StrV(tuple(Text(p, at(line), origin) if isinstance(p, str) else p for p in parts))


def hole(name: str | None, value=None, line: int = 2) -> HoleV:
    return HoleV(name, value if value is not None else ParamV("f", name or "x"), at(line))


def emitted(url, method="GET", **options) -> Emitted:
    method_value = s(method) if isinstance(method, str) else method
    return Emitted(RequestTemplate(lib="fetch", method=method_value, url=url,
                                   sites=(Site(at(9), "f", "fetch.call"),), **options),
                   FILE, "f")


def one(url, method="GET", **options):
    calls, problems = observe([emitted(url, method, **options)])
    assert problems == []
    [call] = calls
    return call


def plain(value):
    """A resolved value as plain Python, for exact comparison."""
    if isinstance(value, ObjV):
        return {p.key: plain(p.value) for p in value.props}
    if isinstance(value, StrV):
        return "".join(p.text if isinstance(p, Text) else "{" + str(p.name) + "}"
                       for p in value.parts)
    if isinstance(value, LitV):
        return value.value
    if isinstance(value, ParamV):
        return f"param:{value.name}"
    return value


SAME_ORIGIN = ServiceRef("same-origin", "", (), "service.same-origin")


# ============================================================== base join
@pytest.mark.parametrize("base, url, path", [
    ("/api/", "/articles", "/api/articles"),
    ("/api", "articles", "/api/articles"),
    ("/api/", "articles", "/api/articles"),
    ("/api", "/articles", "/api/articles"),
    ("/api//", "/articles", "/api/articles"),
    ("/", "/articles", "/articles"),
    (None, "/a//b/", "/a/b/"),
])
def test_base_join_with_one_slash(base, url, path):
    call = one(s(url), base=s(base) if base is not None else None)
    assert call.path_template == path
    assert call.service == SAME_ORIGIN


@pytest.mark.parametrize("url, path, key, severity", [
    ("articles", "/articles", "page-relative", "low"),
    ("./api/x?q=1", "/api/x", "page-relative", "low"),
    ("../../api/x", "/api/x", "page-relative:../../", "medium"),
])
def test_url_without_leading_slash_is_relative_to_the_page(url, path, key, severity):
    call = one(s(url))
    assert (call.path_template, call.service.key, call.service.rule) == \
        (path, key, "service.page-relative")
    assert [n[0] for n in call.notes if "page's address" in n[1]] == [severity]


def test_base_named_parameter_no_caller_fills_is_a_base():
    # `${this.appUrl}/api/v1/client/${this.workspaceId}/storage` in a class built elsewhere
    call = one(s(hole("this.appUrl"), "/api/v1/client/", hole("workspaceId"), "/storage"))
    assert (call.path_template, call.service.key, call.service.rule) == (
        "/api/v1/client/{workspaceId}/storage", "unresolved:this.appUrl",
        "service.unresolved-base")


def test_client_base_known_only_by_its_declared_type_is_a_base():
    # initClient(contract, {baseUrl}) with baseUrl a `string` a `declare module` exports:
    # the path is the route's, the base one the deployment binds
    base = TypedV("string", "src/env.d.ts", (), None)
    call = one(s("/users/", hole("id")), base=base)
    assert (call.path_template, call.service.key, call.service.rule) == (
        "/users/{id}", "unresolved:baseURL", "service.unresolved-base")


def test_parameter_not_named_as_a_base_stays_a_path_hole():
    call = one(s(hole("tenant"), "/users"))
    assert (call.path_template, call.service.key) == ("/{tenant}/users", "same-origin")


def test_prefix_after_a_base_belongs_to_the_base():
    root = HoleV("SITE_ROOT", UnknownV("unresolved:SITE_ROOT"), at(2))
    call = one(s(root, hole("this._localSitePrefix"), "api/groups/"))
    assert (call.path_template, call.service.key) == (
        "/api/groups/", "unresolved:SITE_ROOT+this._localSitePrefix")


def test_an_origin_and_a_subdirectory_are_the_base():
    # `${new URL(this.config.blogUrl).origin}${subdir}private/`
    origin = HoleV("origin", UnknownV("call"), at(2))
    call = one(s(origin, hole("subdir"), "private/"), "POST")
    assert (call.path_template, call.service.key) == ("/private/", "unresolved:origin+subdir")


def test_base_value_leading_a_path_under_a_client_base_is_dropped():
    # `this.delete(`${API_BASE_URL}${path}`)` through `axios.create({baseURL})` of a parameter
    base = StrV((HoleV("baseURL", ParamV("C", "baseURL"), at(1), client_base=True),))
    env = AltV((EnvV("VITE_API_BASE_URL", at(1)), s("", line=1)))
    call = one(s(HoleV("API_BASE_URL", env, at(3)), "/api/assets/", hole("id")), base=base)
    assert (call.path_template, call.service.key) == ("/api/assets/{id}", "unresolved:baseURL")
    assert [n[0] for n in call.notes if "API_BASE_URL" in n[1]] == ["medium"]


@pytest.mark.parametrize("url, path, notes", [
    ("./api/v1/attachments", "/api/v1/attachments", 0),
    ("/api/./v2/x", "/api/v2/x", 0),
    ("/api/v1/groups/../members/", "/api/v1/members/", 0),
])
def test_dot_segments_are_removed_as_the_browser_does(url, path, notes):
    call = one(s(url), base=s("/"))
    assert call.path_template == path
    assert sum("'..'" in n[1] for n in call.notes) == notes


def test_dot_dot_after_a_parameter_stays_and_is_reported():
    call = one(s("/groups/", hole("id"), "/../members"))
    assert call.path_template == "/groups/{id}/../members"
    assert [n[0] for n in call.notes if "'..'" in n[1]] == ["medium"]


def test_base_join_before_a_hole():
    call = one(StrV((hole("slug"),)), base=s("/api/"))
    assert call.path_template == "/api/{slug}"
    assert [(p.name, p.value) for p in call.path_params] == [("slug", ParamV("f", "slug"))]


def test_absolute_client_base_is_a_constant_service():
    call = one(s("/articles"), base=s("https://api.x.example/"))
    assert call.path_template == "/articles"
    assert call.service == ServiceRef("const:https://api.x.example", "baseURL",
                                      (("https://api.x.example", at(1)),), "service.constant",
                                      at(1))


def test_protocol_relative_url_is_absolute():
    call = one(s("//cdn.example.net/assets/list"), base=s("/api"))
    assert call.path_template == "/assets/list"
    assert call.service.key == "origin://cdn.example.net"


def test_absolute_url_ignores_the_base():
    call = one(s("https://api.abs.example/v1/x"), base=s("/api"))
    assert call.path_template == "/v1/x"
    assert call.service.key == "origin:https://api.abs.example"


# ============================================================== services
def test_env_base_with_fallback_keeps_the_observed_url():
    env = AltV((EnvV("VITE_SHOP_URL", at(1)), s("https://api.shop.example/v1", line=1)),
               kind="or")
    call = one(StrV((HoleV("API", env, at(1)), Text("/products", at(2)))))
    assert call.path_template == "/products"
    assert call.service == ServiceRef("env:VITE_SHOP_URL", "VITE_SHOP_URL",
                                      (("https://api.shop.example/v1", at(1)),), "service.env",
                                      at(1))
    assert call.path_params == [] and call.notes == []


def test_env_base_without_fallback():
    call = one(StrV((HoleV("API", EnvV("NEXT_PUBLIC_CMS_URL", at(1)), at(1)),
                     Text("/pages", at(2)))))
    assert (call.path_template, call.service) == (
        "/pages", ServiceRef("env:NEXT_PUBLIC_CMS_URL", "NEXT_PUBLIC_CMS_URL", (),
                             "service.env", at(1)))


def test_env_client_base():
    call = one(s("/items"), base=StrV((HoleV("B", EnvV("VITE_X_URL", at(1)), at(1)),)))
    assert (call.path_template, call.service.key, call.service.rule) == (
        "/items", "env:VITE_X_URL", "service.env")


@pytest.mark.parametrize("constant, rest", [
    ("https://api.c.example/v2", "/items"),
    ("https://api.c.example/v2/", "items"),
    ("https://api.c.example/v2/", "/items"),
])
def test_constant_base(constant, rest):
    call = one(StrV((Text(constant, at(1), "API_ROOT"), Text(rest, at(2)))))
    assert call.path_template == "/items"
    assert call.service == ServiceRef("const:https://api.c.example/v2", "API_ROOT",
                                      (("https://api.c.example/v2", at(1)),),
                                      "service.constant", at(1))


def test_relative_constant_is_same_origin():
    call = one(StrV((Text("/api/v2", at(1), "API_ROOT"), Text("/items", at(2)))))
    assert (call.path_template, call.service) == ("/api/v2/items", SAME_ORIGIN)


def test_literal_origin():
    call = one(s("https://api.lit.example:8443/v1/things?x=1"))
    assert call.path_template == "/v1/things"
    assert call.service == ServiceRef("origin:https://api.lit.example:8443", "api.lit.example",
                                      (("https://api.lit.example:8443", at(1)),),
                                      "service.literal-origin", at(1))
    assert [(q.name, q.fixed) for q in call.query] == [("x", "1")]


def test_same_origin():
    call = one(s("/things"))
    assert (call.path_template, call.service) == ("/things", SAME_ORIGIN)


def test_unresolved_base_is_its_own_service():
    call = one(StrV((HoleV("this.config.apiBase", UnknownV("member"), at(1)),
                     Text("/articles", at(2)))))
    assert call.path_template == "/articles"
    assert call.service == ServiceRef("unresolved:this.config.apiBase", "this.config.apiBase",
                                      (), "service.unresolved-base", at(1))


# ============================================================== query strings
def test_query_string_across_parts():
    call = one(StrV((Text("/items?limit=10&offset=", at(1)), hole("x"),
                     Text("&sort=asc", at(3)))))
    assert call.path_template == "/items"
    assert [(q.name, q.fixed, q.value, q.in_url) for q in call.query] == [
        ("limit", "10", None, True), ("offset", None, ParamV("f", "x"), True),
        ("sort", "asc", None, True)]
    assert [q.where for q in call.query] == [at(1), at(2), at(3)]


def test_query_value_with_a_prefix_is_the_hole():
    call = one(StrV((Text("/items?q=pre-", at(1)), hole("term"))))
    assert [(q.name, q.fixed, q.value) for q in call.query] == [
        ("q", None, ParamV("f", "term"))]


def test_query_after_a_path_hole():
    call = one(StrV((Text("/items/", at(1)), hole("id"), Text("?expand=1", at(3)))))
    assert call.path_template == "/items/{id}"
    assert [(q.name, q.fixed) for q in call.query] == [("expand", "1")]


def test_query_flag_without_value():
    call = one(s("/items?draft&x="))
    assert [(q.name, q.fixed) for q in call.query] == [("draft", ""), ("x", "")]


def test_query_string_from_an_expression_is_a_note():
    call = one(StrV((Text("/items?", at(1)), hole("qs", UnknownV("call")))))
    assert call.query == []
    assert call.query_object is None
    assert call.notes == [("medium", "the query part '${qs}' comes from an expression the "
                           "tool cannot follow: its parameters are unknown and the Tool does "
                           "not send them", at(2))]


def test_query_string_from_a_parameter_is_one_query_object():
    # rule query.opaque-string: `/items?${qs}` sends the parameter as the whole query
    call = one(StrV((Text("/items?", at(1)), hole("qs"))))
    assert (call.path_template, call.query, call.query_object, call.notes) == (
        "/items", [], ParamV("f", "qs"), [])


def test_query_object():
    call = one(s("/a"), query=ObjV((PropV("page", LitV(2), at(4)),
                                     PropV("q", ParamV("f", "q"), at(5)),
                                     PropV(None, ParamV("f", "rest"), at(6)))))
    assert [(q.name, q.fixed, q.value, q.in_url, q.where) for q in call.query] == [
        ("page", "2", LitV(2), False, at(4)), ("q", None, ParamV("f", "q"), False, at(5))]
    assert call.query_object is None
    assert call.notes == [("low", "query object has a spread whose members are unknown", at(6))]


def test_query_object_not_an_object_is_kept():
    call = one(s("/a"), query=ParamV("f", "params"))
    assert (call.query, call.query_object) == ([], ParamV("f", "params"))


def test_fragment_after_query_is_dropped():
    call = one(s("/items?expand=1#top"))
    assert [(q.name, q.fixed) for q in call.query] == [("expand", "1")]


def test_fragment_without_query_is_dropped():
    call = one(s("/docs/intro#install"))
    assert (call.path_template, call.query) == ("/docs/intro", [])


# ============================================================== bodies
def test_fixed_json_text_body_is_an_object():
    call = one(s("/notes"), method="POST", body=s('{"a":1,"b":"x","c":true,"d":null}'))
    assert plain(call.body) == {"a": 1, "b": "x", "c": True, "d": None}
    assert call.body_encoding == "json"


def test_empty_json_text_body():
    call = one(s("/items"), method="DELETE", body=s("{}"))
    assert (plain(call.body), call.body_encoding) == ({}, "json")


@pytest.mark.parametrize("text", ["[1, 2]", "{oops", "a=1"])
def test_other_text_bodies_stay_text(text):
    call = one(s("/notes"), method="POST", body=s(text))
    assert (plain(call.body), call.body_encoding) == (text, None)


def test_nested_json_text_body():
    call = one(s("/notes"), method="POST", body=s('{"a":{"b":1}}'))
    assert plain(call.body) == {"a": {"b": 1}}


def test_form_content_type_gives_form_encoding_and_the_string_s_fields():
    # rule body.form-string-fields: a form string whose fixed text names every pair sends them
    call = one(s("/a"), method="POST", body=s("a=1&b=2"),
               headers=(Header("Content-Type", s("application/x-www-form-urlencoded"), at(3)),))
    assert (plain(call.body), call.body_encoding) == ({"a": "1", "b": "2"}, "form")


def test_template_encoding_is_kept():
    call = one(s("/a"), method="POST", body=ParamV("f", "data"), body_encoding="multipart")
    assert (call.body, call.body_encoding) == (ParamV("f", "data"), "multipart")


@pytest.mark.parametrize("method", ["GET", "HEAD"])
def test_get_and_head_drop_the_body(method):
    call = one(s("/notes"), method=method, body=ObjV((PropV("a", LitV(1)),)),
               body_encoding="json")
    assert (call.method, call.body, call.body_encoding) == (method, None, "json")


# ============================================================== path parameters
def test_unnamed_hole_is_param_with_a_note():
    call = one(StrV((Text("/items/", at(1)), HoleV(None, UnknownV("call"), at(2)))))
    assert call.path_template == "/items/{param}"
    assert [(p.name, p.value, p.where) for p in call.path_params] == [
        ("param", UnknownV("call"), at(2))]
    assert call.notes == [("medium", "path segment from an expression with no name; named {param}",
                           at(2))]


def test_partial_segment_note():
    call = one(StrV((Text("/items/v", at(1)), hole("n"), Text("/x", at(3)))))
    assert call.path_template == "/items/v{n}/x"
    assert call.notes == [("medium", "path parameter {n} is part of a segment, not a whole one",
                           at(2))]


def test_dotted_and_repeated_names():
    call = one(StrV((Text("/a/", at(1)), hole("article.slug"), Text("/b/", at(1)),
                     hole("article.slug", ParamV("f", "other")))))
    assert call.path_template == "/a/{article_slug}/b/{article_slug2}"
    assert [p.name for p in call.path_params] == ["article_slug", "article_slug2"]
    assert call.notes == []


def test_environment_variable_inside_the_path_is_a_note():
    call = one(StrV((Text("/a/", at(1)), HoleV("T", EnvV("TENANT", at(2)), at(2)))))
    assert call.path_template == "/a/{T}"
    assert call.notes == [("medium", "environment variable TENANT inside the path", at(2))]


# ============================================================== alternatives
def test_url_alternatives_expand():
    calls, problems = observe([emitted(AltV((s("/articles/feed"), s("/articles")),
                                            cond="mine"))])
    assert problems == []
    assert [(c.method, c.path_template) for c in calls] == [("GET", "/articles/feed"),
                                                            ("GET", "/articles")]


def test_hole_alternatives_expand():
    calls, _ = observe([emitted(StrV((Text("/stories", at(1)),
                                      HoleV("f", AltV((s("/feed"), s(""))), at(2)))))])
    assert [c.path_template for c in calls] == ["/stories/feed", "/stories"]


def test_method_alternatives_multiply():
    calls, _ = observe([emitted(s("/notes"), method=AltV((s("put"), s("POST"))))])
    assert [(c.method, c.path_template) for c in calls] == [("POST", "/notes"),
                                                            ("PUT", "/notes")]


def test_correlated_alternatives_pair_up():
    calls, _ = observe([emitted(AltV((s("/notes/1"), s("/notes")), cond="note.id"),
                                method=AltV((s("PUT"), s("POST")), cond="note.id"))])
    assert [(c.method, c.path_template) for c in calls] == [("PUT", "/notes/1"),
                                                            ("POST", "/notes")]


def test_alternatives_are_capped_and_the_cap_is_reported():
    calls, problems = observe([emitted(AltV(tuple(s(f"/r{i}") for i in range(20))))])
    assert [c.path_template for c in calls] == [f"/r{i}" for i in range(16)]
    assert [p.message for p in problems] == [
        "the request URL has 16 or more alternatives; only the first 16 are in the contract"]


def test_distinct_alternatives_with_a_common_tail_are_kept():
    calls, _ = observe([emitted(AltV((s("/admin/users"), s("/users")), cond="admin"))])
    assert [c.path_template for c in calls] == ["/admin/users", "/users"]


# ============================================================== methods and problems
def test_absent_method_is_get():
    calls, problems = observe([emitted(s("/a"), method=LitV(None))])
    assert ([(c.method, c.path_template) for c in calls], problems) == ([("GET", "/a")], [])


def test_site_evidence_is_carried():
    call = one(s("/a"))
    assert (call.sites, call.function, call.fid, call.lib) == (
        (Site(at(9), "f", "fetch.call"),), "f", "f", "fetch")


@pytest.mark.parametrize("url, method, problem", [
    (s("/a"), UnknownV("x"), "HTTP method could not be determined for /a"),
    (s("/a"), s("FETCH"), "HTTP method could not be determined for /a"),
    (UnknownV("x"), "GET", "request URL has no fixed part to name an endpoint (unknown: x)"),
    (ParamV("f", "u"), "GET", "request URL has no fixed part to name an endpoint (parameter u)"),
    (LitV(3), "GET", "request URL could not be determined (a literal that is no string)"),
    (AltV((ParamV("f", "url"), EnvV("API", None))), "GET",
     "request URL has no fixed part to name an endpoint (one of parameter url, environment "
     "variable API)"),
])
def test_problems(url, method, problem):
    calls, problems = observe([emitted(url, method)])
    assert (calls, problems) == ([], [Problem("medium", problem, at(9), "resolve.unresolved")])


# ============================================================== present()
@pytest.mark.parametrize("value, expected", [
    (None, None),
    (LitV(None), None),
    (UnknownV("no-member"), None),
    (UnknownV("call"), UnknownV("call")),
    (LitV(0), LitV(0)),
    (s("a"), s("a")),
    (AltV((LitV(None), s("a"))), s("a")),
    (AltV((LitV(None), UnknownV("no-member"))), None),
    (AltV((s("a"), LitV(None), s("b"))), AltV((s("a"), s("b")))),
])
def test_present(value, expected):
    assert present(value) == expected


ENV_BASE = StrV((HoleV("B", EnvV("VITE_X_URL", at(1)), at(1)),))


def test_conditional_config_spread_naming_a_base_adds_it_beside_the_client_base():
    # {params, ...(cdn ? {baseURL: 'https://cdn.example.com'} : {})}
    spread = AltV((ObjV((PropV("baseURL", s("https://cdn.example.com", line=3), at(3)),)),
                   ObjV(())))
    calls, problems = observe([emitted(s("/items"), base=ENV_BASE, config_spreads=(spread,))])
    assert problems == []
    assert sorted((c.service.key, c.path_template, c.notes) for c in calls) == [
        ("const:https://cdn.example.com", "/items", []),
        ("env:VITE_X_URL", "/items", [])]


def test_unknown_config_spread_keeps_the_client_base_and_is_reviewed():
    call = one(s("/items"), base=ENV_BASE, config_spreads=(UnknownV("call"), LitV(None)))
    assert (call.service.key, call.path_template) == ("env:VITE_X_URL", "/items")
    assert call.notes == [("medium", "the request config spreads a value whose members the "
                           "source does not show; it may override the client's base URL or "
                           "headers", at(9))]
