"""Rule ``value.store-read``: cookie and storage reads are values the client holds."""
from __future__ import annotations

from code2skill.facts import Member, Ref
from code2skill.store_reads import (
    parsed_store, remembered_choice, reads_store, secret_key, store_read, stored_expression, stored_read,
    stored_member, unshown_name,
)
from code2skill.values import AltV, HoleV, LibV, LitV, ParamV, StrV, Text, UnknownV


def key() -> StrV:
    """The first argument of the read, which the rule evaluates only for a store's read."""
    return StrV((Text("remote_user"),))


def member(*names: str):
    expr = Ref(names[0])
    for name in names[1:]:
        expr = Member(expr, name)
    return expr


def test_cookie_library_reads():
    assert store_read(LibV("js-cookie", ("get",)), member("Cookies", "get"), key) == \
        "store-read:cookie:remote_user"
    assert store_read(LibV("js-cookie", ("set",)), member("Cookies", "set"), key) is None
    assert store_read(LibV("axios", ("get",)), member("axios", "get"), key) is None


def test_storage_globals_and_unknown_receivers():
    assert store_read(LibV("global", ("localStorage", "getItem")),
                      member("localStorage", "getItem"), key) == \
        "store-read:localStorage:remote_user"
    assert store_read(UnknownV("unresolved:sessionStorage.getItem"),
                      member("sessionStorage", "getItem"), lambda: ParamV("f#1", "k")) == \
        "store-read:sessionStorage:"
    assert store_read(UnknownV("no-member"), member("this", "cookieService", "get"), key) == \
        "store-read:cookie:remote_user"
    assert store_read(UnknownV("no-member"), member("localforage", "getItem"), key) == \
        "store-read:storage:remote_user"
    assert store_read(UnknownV("no-member"), member("this", "cache", "get"), key) is None


def test_server_request_cookies_are_their_own_rule():
    assert store_read(LibV("@sveltejs/kit", ("cookies", "get")), member("cookies", "get"),
                      key) is None
    assert store_read(ParamV("f#1", "event", ("cookies", "get")),
                      member("event", "cookies", "get"), key) is None


def test_reads_store_through_holes_and_alternatives():
    read = UnknownV("store-read:cookie:g")
    assert reads_store(read) and not reads_store(UnknownV("call"))
    assert reads_store(StrV((Text("Bearer "), HoleV("g", read))))
    assert reads_store(AltV((UnknownV("call"), read), "or"))
    assert not reads_store(AltV((UnknownV("call"), StrV((Text(""),))), "or"))


def test_stored_read_gives_kind_and_key():
    assert stored_read(UnknownV("store-read:cookie:remote_user")) == ("cookie", "remote_user")
    assert stored_read(UnknownV("store-read:localStorage:")) == ("localStorage", "")
    assert stored_read(LibV("global", ("localStorage", "email"))) == ("localStorage", "email")
    assert stored_read(LibV("global", ("window", "sessionStorage", "g"))) == \
        ("sessionStorage", "g")
    assert stored_read(UnknownV("unresolved:localStorage.email")) == ("localStorage", "email")
    assert stored_read(LibV("global", ("localStorage", "getItem"))) is None
    assert stored_read(LibV("global", ("location", "href"))) is None
    assert stored_read(UnknownV("call")) is None
    assert reads_store(StrV((Text("/u/"), HoleV("e", LibV("global", ("localStorage", "e"))))))


def test_secret_keys_are_never_shown():
    for key in ("Ck28Nm2JzCq2", "access_token", "sessionToken", "XSRF-TOKEN", "jwt"):
        assert secret_key(key), key
    for key in ("remote_email", "userId", "org_slug", "userId2", "theme", "v2"):
        assert not secret_key(key), key
    assert stored_expression("cookie", "remote_user") == "cookie 'remote_user'"
    assert stored_expression("cookie", "Ck28Nm2JzCq2") == "cookie"
    assert stored_expression("localStorage", "") == "localStorage"


def test_a_name_showing_a_secret_key_is_the_store_kind():
    cookie = UnknownV("store-read:cookie:Ck28Nm2JzCq2")
    assert unshown_name("Ck28Nm2JzCq2", cookie) == "cookie_value"
    assert unshown_name("Ls28QryTokKey", UnknownV("store-read:localStorage:Ls28QryTokKey")) \
        == "stored_value"
    assert unshown_name("uid", cookie) == "uid"                      # a variable's own name
    assert unshown_name("userId", UnknownV("store-read:localStorage:userId")) == "userId"
    assert unshown_name("Ck28Nm2JzCq2", UnknownV("call")) == "Ck28Nm2JzCq2"


def test_a_choice_the_page_remembers_is_no_session_value():
    search = UnknownV("store-read:localStorage:currentSearch")
    assert remembered_choice(search, "filter")                          # the key says so
    assert remembered_choice(UnknownV("store-read:localStorage:k"), "sortby")   # the field
    assert remembered_choice(StrV((Text("x"), HoleV("s", search))), "q2")
    assert not remembered_choice(UnknownV("store-read:localStorage:userId"), "uid")
    assert not remembered_choice(UnknownV("store-read:cookie:Ck28Nm2JzCq2"), "device")


def test_a_stored_toggle_is_a_choice_the_page_remembers():
    """``$.cookies.get('sys') || 'false'`` (Storm's show-system toggle) and ``?? false``: a
    stored read falling back to a boolean is an on/off setting, the Agent's to choose."""
    sys = UnknownV("store-read:cookie:sys")
    assert remembered_choice(AltV((sys, StrV((Text("false"),))), "or"), "sys")
    assert remembered_choice(StrV((Text("/api?sys="), HoleV("sys", AltV((sys, LitV(False)),
                                                                         "nullish")))), "sys")
    assert not remembered_choice(AltV((sys, StrV((Text("anon"),))), "or"), "sys")
    assert not remembered_choice(sys, "sys")


def test_a_member_of_a_parsed_stored_object_is_read_from_its_key():
    user = parsed_store(UnknownV("store-read:localStorage:user"))
    assert user == UnknownV("store-read:localStorage:user|")
    assert parsed_store(user) == user and parsed_store(UnknownV("call")) is None
    email = stored_member(stored_member(user, "profile"), "email")
    assert email == UnknownV("store-read:localStorage:user|profile.email")
    assert stored_member(UnknownV("store-read:localStorage:user"), "length") is None  # unparsed
    assert stored_expression(*stored_read(email)) == "localStorage 'user' member profile.email"
    token = stored_member(parsed_store(UnknownV("store-read:localStorage:auth")), "token")
    assert stored_expression(*stored_read(token)) == "localStorage"          # a secret member
