"""Rule service.provided-base-path: a base path the page's own server gives it (a cookie the
page reads, a server template's value) with an empty fallback opens a same-origin URL under
that base path; a page global stays a run-time base."""
from code2skill.normalize import BASE_PATH_KEY, split_service
from code2skill.page_base_path import base_path_sources, source_rule
from code2skill.provided_base import COOKIE_SOURCE, RULE, TEMPLATE_SOURCE, provided_source
from code2skill.values import AltV, HoleV, LibV, LitV, StrV, Text, UnknownV

USE = ("static/js/api.js", (9, 20, 9, 28))
READ = ("static/js/common.js", (3, 13, 3, 60))
PAGE = ("templates/common.ftl", (40, 17, 40, 41))
COOKIE = UnknownV("dom:document.cookie.split().find().split().1", READ)
TEMPLATE = UnknownV("server-template", PAGE)
EMPTY = StrV((Text("", READ),))


def url(base, *texts: str) -> list:
    return [HoleV("base_url", base, USE), *(Text(t, USE) for t in texts)]


def test_a_cookie_read_and_a_server_template_value_are_provided_base_paths():
    assert provided_source(COOKIE) == COOKIE_SOURCE
    assert provided_source(TEMPLATE) == TEMPLATE_SOURCE
    assert provided_source(UnknownV("dom:document.title", READ)) is None
    assert provided_source(UnknownV("unresolved:base_url", READ)) is None
    assert source_rule(COOKIE_SOURCE) == RULE == "service.provided-base-path"


def test_each_is_placed_where_the_page_reads_it_with_an_empty_fallback_or_alone():
    assert base_path_sources(AltV((COOKIE, EMPTY)), USE) == ((COOKIE_SOURCE, READ),)
    assert base_path_sources(TEMPLATE, USE) == ((TEMPLATE_SOURCE, PAGE),)
    assert base_path_sources(AltV((COOKIE, StrV((Text("/api", READ),)))), USE) is None


def test_paths_with_and_without_a_leading_slash_join_the_same_same_origin_service():
    cookie_base = AltV((COOKIE, EMPTY))
    for parts in (url(cookie_base, "/api/archives"), url(cookie_base, "api/archives")):
        service, rest = split_service(parts)
        assert (service.key, service.rule) == (BASE_PATH_KEY, "service.same-origin")
        assert service.base_path == ((COOKIE_SOURCE, READ),)
        assert "".join(p.text for p in rest) == "/api/archives"
    service, rest = split_service(url(TEMPLATE, "/jobinfo/remove"))
    assert service.key == BASE_PATH_KEY and "".join(p.text for p in rest) == "/jobinfo/remove"


def test_a_page_global_with_an_empty_fallback_stays_a_run_time_base():
    page_global = AltV((LibV("global", ("API_URL",), READ), EMPTY))
    service, _ = split_service(url(page_global, "/api/archives"))
    assert service.rule == "service.runtime-base"


def test_a_null_before_the_fallback_is_never_used():
    """``getCookie('root') || ''`` of a helper returning the cookie or ``null``."""
    helper = AltV((COOKIE, LitV(None, READ), EMPTY), "or")
    assert base_path_sources(helper, USE) == ((COOKIE_SOURCE, READ),)
    assert base_path_sources(AltV((COOKIE, LitV(None, READ)), "or"), USE) is None
