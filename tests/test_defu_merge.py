"""Rule ``value.defu-merge``: unjs ``defu`` merges with the leftmost entry winning, nested
objects merged deeply and arrays joined."""
from __future__ import annotations

from code2skill.defu_merge import defu_factory, defu_merger, defu_objects
from code2skill.values import AltV, ArrV, LibV, LitV, ObjV, ParamV, PropV, StrV, Text, UnknownV

WHERE = ("app/utils/api.ts", (1, 1, 1, 9))


def s(text: str) -> StrV:
    return StrV((Text(text, WHERE),))


def obj(**members) -> ObjV:
    return ObjV(tuple(PropV(k, v) for k, v in members.items()))


def test_leftmost_entry_wins():
    merged = defu_objects([obj(method=s("POST")), obj(method=s("GET"), credentials=s("include"))])
    assert merged.get("method") == s("POST")
    assert merged.get("credentials") == s("include")


def test_nested_objects_merge_deeply():
    merged = defu_objects([obj(headers=obj(**{"X-Version": s("2")})),
                           obj(headers=obj(Authorization=s("Bearer t"), **{"X-Version": s("1")}))])
    headers = merged.get("headers")
    assert isinstance(headers, ObjV)
    assert headers.get("X-Version") == s("2")
    assert headers.get("Authorization") == s("Bearer t")


def test_arrays_join_left_items_first():
    merged = defu_objects([obj(tags=ArrV((s("a"),))), obj(tags=ArrV((s("b"),)))])
    assert merged.get("tags") == ArrV((s("a"), s("b")))


def test_null_and_undefined_add_nothing():
    merged = defu_objects([LitV(None), UnknownV("no-member"), obj(method=s("PUT"))])
    assert merged == obj(method=s("PUT"))


def test_unshown_options_spread_after_the_defaults():
    options = AltV((ParamV("useAPI", "options"), obj()), "any")
    merged = defu_objects([options, obj(method=s("GET"))])
    assert merged.props == (PropV("method", s("GET")), PropV(None, options))


def test_a_key_after_an_unshown_spread_is_not_merged_into_the_earlier_entry():
    options = ParamV("useAPI", "options")
    merged = defu_objects([obj(headers=obj(A=s("1"))), options, obj(headers=obj(B=s("2")))])
    assert merged.props == (PropV("headers", obj(B=s("2"))), PropV(None, options),
                            PropV("headers", obj(A=s("1"))))


def test_mergers_and_factory():
    assert defu_merger(LibV("defu", ("defu",)))
    assert defu_merger(LibV("defu", ("defuFn",)))
    assert defu_merger(LibV("defu"))
    assert defu_merger(LibV("defu", ("createDefu", "()")))
    assert not defu_merger(LibV("defu", ("createDefu",)))
    assert not defu_merger(LibV("lodash", ("merge",)))
    assert defu_factory(LibV("defu", ("createDefu",)))
