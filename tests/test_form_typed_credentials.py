"""Rules ``value.form-field`` and ``query.typed-credential``: a key the user types into a
settings form (``$('#pushover_apikey').val()``) and sends to be tested is a value the caller
gives, a Tool input, never a credential the client holds, and no ``api-key`` auth; a key the
client keeps in storage stays held. Rule ``auth.login-form`` for a single-file component: a
router page's plain ``<form method="post">`` is the login, one with a submit handler none."""
from __future__ import annotations

from conftest import capability, sample_files

from code2skill.facts import Call, Lit, Member, Ref
from code2skill.form_fields import field_read, is_field, trimmed
from code2skill.passes.login_forms import login_form_at
from code2skill.values import LibV, UnknownV

SAMPLE = "form-typed-credentials"
FILES = ("package.json", "src/main.js", "src/components/login.vue",
         "src/components/account-login.vue", "src/components/config-notifications.vue")
JQUERY = LibV("jquery", ())


def jquery_call(selector: str) -> Call:
    return Call(Ref("$", (1, 0, 1, 1)), (Lit(selector, (1, 2, 1, 8)),), (1, 0, 1, 9))


def test_jquery_val_without_an_argument_is_a_form_field_s_value():
    read = Call(Member(jquery_call("#apikey"), "val", (1, 0, 1, 13)), (), (1, 0, 1, 15))
    found = field_read(read, lambda expr: JQUERY, ("a.js", (1, 0, 1, 15)))
    assert found == UnknownV("form-field:#apikey", ("a.js", (1, 0, 1, 15)))
    assert is_field(found)
    setter = Call(Member(jquery_call("#apikey"), "val", (1, 0, 1, 13)),
                  (Lit("x", (1, 14, 1, 17)),), (1, 0, 1, 18))
    assert field_read(setter, lambda expr: JQUERY, None) is None          # a setter
    assert field_read(read, lambda expr: LibV("lodash", ()), None) is None  # no jQuery chain


def test_trimming_a_field_keeps_it_the_field_s_value():
    field = UnknownV("form-field:#pwd")
    call = Call(Member(Ref("$", (1, 0, 1, 1)), "trim", (1, 0, 1, 6)), (), (1, 0, 1, 8))
    assert trimmed(call, LibV("jquery", ("trim",)), (field,), lambda: UnknownV("call")) == field
    assert trimmed(call, LibV("jquery", ("trim",)), (UnknownV("call"),),
                   lambda: UnknownV("call")) is None
    method = Call(Member(Ref("pwd", (1, 0, 1, 3)), "trim", (1, 0, 1, 8)), (), (1, 0, 1, 10))
    assert trimmed(method, UnknownV("unknown-member"), (), lambda: field) == field


def test_typed_keys_are_inputs_and_no_api_key_auth(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    expected = {"/home/testPushover": ["apiKey", "userKey"],
                "/home/testEmail": ["host", "pwd", "user"],
                "/home/testTelegram": ["telegram_apikey"]}
    for path, inputs in expected.items():
        cap = capability(contract, "GET", path)
        assert sorted(cap["inputSchema"]["properties"]) == inputs, path
        assert cap["contextReferences"] == [], path
        assert cap["auth"]["authentication"] == "cookie-session", path
        assert [e["rule"] for e in cap["auth"]["evidence"]] == ["auth.login-form"], path
    items = {(r["capability"], r["message"].split(" carries")[0]) for r in contract["review"]
             if "credential the caller gives" in r["message"]}
    assert items == {("get_home_test_pushover", "input 'apiKey'"),
                     ("get_home_test_email", "input 'pwd'"),
                     ("get_home_test_telegram", "input 'telegram_apikey'")}


def test_a_key_kept_in_storage_stays_a_held_credential(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    sounds = capability(contract, "GET", "/1/sounds.json")
    assert sounds["inputSchema"].get("properties", {}) == {}
    assert [c["name"] for c in sounds["contextReferences"]] == ["token"]
    assert sounds["auth"]["authentication"] == "api-key"
    assert [e["rule"] for e in sounds["auth"]["evidence"]] == ["auth.query-credential"]


def test_the_login_is_the_component_form_the_browser_posts(derive_files):
    contract = derive_files(sample_files(SAMPLE, *FILES))
    evidence = capability(contract, "GET", "/home/testEmail")["auth"]["evidence"][0]
    assert (evidence["file"], evidence["line"], evidence["column"]) == (
        "src/components/login.vue", 3, 9)


def test_a_component_form_with_a_submit_handler_is_no_login():
    page = ('<template><form method="post" @submit.prevent="send">'
            '<input name="password" type="password"></form></template>')
    assert login_form_at("src/login.vue", page) is None
    assert login_form_at("src/login.vue", page.replace(' @submit.prevent="send"', "")).form == \
        "src/login.vue"
    assert login_form_at("src/Login.svelte", page.replace("@submit.prevent", "on:submit")) \
        is None


def test_a_hidden_or_read_only_field_holds_the_server_s_value_not_the_user_s():
    from code2skill.extractors.server_fields import server_fields
    page = (b'<input type="hidden" id="apikey" value="$apikey" />\n'
            b'<input type="text" id="host" value="$host" />\n'
            b'<input id="nzbkey" readonly value="$nzbkey">\n'
            b'<!-- <input type="hidden" id="commented"> -->\n')
    assert server_fields(page) == ["apikey", "nzbkey"]
    read = Call(Member(jquery_call("#apikey"), "val", (1, 0, 1, 13)), (), (1, 0, 1, 15))
    assert field_read(read, lambda expr: JQUERY, None, frozenset({"apikey"})) is None
    assert field_read(read, lambda expr: JQUERY, None, frozenset({"host"})) == \
        UnknownV("form-field:#apikey", None)


def test_a_key_the_page_keeps_in_a_hidden_field_stays_held(derive_files):
    files = sample_files(SAMPLE, *FILES)
    files["src/components/config-notifications.vue"] = files[
        "src/components/config-notifications.vue"].replace(
        '<input id="telegram_apikey" type="text">', '<input id="telegram_apikey" type="hidden">')
    contract = derive_files(files)
    telegram = capability(contract, "GET", "/home/testTelegram")
    assert telegram["inputSchema"].get("properties", {}) == {}
    assert [c["name"] for c in telegram["contextReferences"]] == ["telegram_apikey"]
