"""Rule ``value.store-read``: cookie and storage reads are values the client holds."""
from __future__ import annotations

from code2skill.facts import Member, Ref
from code2skill.store_reads import reads_store, store_read
from code2skill.values import AltV, HoleV, LibV, ParamV, StrV, Text, UnknownV

KEY = (StrV((Text("remote_user"),)),)


def member(*names: str):
    expr = Ref(names[0])
    for name in names[1:]:
        expr = Member(expr, name)
    return expr


def test_cookie_library_reads():
    assert store_read(LibV("js-cookie", ("get",)), member("Cookies", "get"), KEY) == \
        "store-read:remote_user"
    assert store_read(LibV("js-cookie", ("set",)), member("Cookies", "set"), KEY) is None
    assert store_read(LibV("axios", ("get",)), member("axios", "get"), KEY) is None


def test_storage_globals_and_unknown_receivers():
    assert store_read(LibV("global", ("localStorage", "getItem")),
                      member("localStorage", "getItem"), KEY) == "store-read:remote_user"
    assert store_read(UnknownV("unresolved:sessionStorage.getItem"),
                      member("sessionStorage", "getItem"), (ParamV("f#1", "k"),)) == "store-read:"
    assert store_read(UnknownV("no-member"), member("this", "cookieService", "get"), KEY) == \
        "store-read:remote_user"
    assert store_read(UnknownV("no-member"), member("this", "cache", "get"), KEY) is None


def test_server_request_cookies_are_their_own_rule():
    assert store_read(LibV("@sveltejs/kit", ("cookies", "get")), member("cookies", "get"),
                      KEY) is None
    assert store_read(ParamV("f#1", "event", ("cookies", "get")),
                      member("event", "cookies", "get"), KEY) is None


def test_reads_store_through_holes_and_alternatives():
    read = UnknownV("store-read:g")
    assert reads_store(read) and not reads_store(UnknownV("call"))
    assert reads_store(StrV((Text("Bearer "), HoleV("g", read))))
    assert reads_store(AltV((UnknownV("call"), read), "or"))
    assert not reads_store(AltV((UnknownV("call"), StrV((Text(""),))), "or"))
