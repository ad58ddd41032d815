"""The review note of a request whose HTTP method is not shown names its URL and the wrapper
its call site goes through."""
from __future__ import annotations

from code2skill.requests import RequestTemplate, Site
from code2skill.unknown_method import unknown_method_note
from code2skill.values import AltV, HoleV, ParamV, StrV, Text, UnknownV

WHERE = ("app/utils/api.ts", (1, 1, 1, 9))


def s(text: str) -> StrV:
    return StrV((Text(text, WHERE),))


def template(url, *functions: str) -> RequestTemplate:
    return RequestTemplate(lib="ofetch", method=UnknownV("x"), url=url,
                           sites=tuple(Site(WHERE, f, "wrapper.call") for f in functions))


def test_unknown_method_note_names_the_path_and_the_wrapper():
    url = AltV((s("/api/link/edit"), s("/api/link/create")))
    assert unknown_method_note(template(url, "onSubmit", "useAPI")) == (
        "HTTP method could not be determined for /api/link/edit or /api/link/create "
        "(through the wrapper useAPI)")


def test_unknown_method_note_shows_holes_and_drops_the_query():
    url = StrV((Text("/api/items/", WHERE), HoleV("id", ParamV("f", "id"), WHERE),
                Text("?token=x", WHERE)))
    assert unknown_method_note(template(url, "f")) == \
        "HTTP method could not be determined for /api/items/{…}"


def test_unknown_method_note_without_url_text():
    assert unknown_method_note(template(UnknownV("x"), "f")) == \
        "HTTP method could not be determined"
