"""Rule ``url.literal-union``: a request URL that is, whole, a value declared as a union of URL
literals (a component prop ``url: '/api/a' | '/api/b'``, a parameter typed so) is one request
per literal, cited with the declared type; a union with ``string`` in, a literal that is no
URL, or a member read from the value leaves it as it was."""
from conftest import capability, endpoints

from code2skill.literal_urls import literal_union_url, url_literals
from code2skill.values import AltV, ParamV, StrV, Text, TypedV

DIALOG = (
    "<template><p>{{ options }}</p></template>\n"
    "<script setup lang=\"ts\">\n"
    "import axios from 'axios';\n"
    "const props = defineProps<{ url: '/api/timezones' | \"/api/locales\" }>();\n"
    "const options = axios.get(props.url);\n"
    "</script>\n")


def test_each_literal_of_a_props_union_is_an_endpoint(derive_files):
    contract = derive_files({"src/Dialog.vue": DIALOG})
    assert endpoints(contract) == {("GET", "/api/timezones"), ("GET", "/api/locales")}
    ev = capability(contract, "GET", "/api/locales")["evidence"][
        "/implementation/requests/0/pathTemplate"]
    assert [(e["line"], e["note"]) for e in ev if e["rule"] == "url.literal-union"] == [
        (5, "the URL's declared type '/api/timezones' | \"/api/locales\" allows only these "
            "texts")]
    assert not [r for r in contract["review"] if "no fixed part" in r["message"]]


def test_a_union_with_string_names_no_endpoint(derive_files):
    contract = derive_files({"src/Dialog.vue": DIALOG.replace("'/api/timezones' |",
                                                              "string |")})
    assert endpoints(contract) == set()
    assert [r["severity"] for r in contract["review"] if "no fixed part" in r["message"]] == [
        "medium"]


def test_url_literals():
    assert url_literals("'/api/a' | '/api/b' | '/api/a'") == ["/api/a", "/api/b"]
    assert url_literals("'https://x.test/v1'") == ["https://x.test/v1"]
    assert url_literals("string | '/api/a'") is None
    assert url_literals("'daily' | 'weekly'") is None
    assert url_literals("'//cdn.test/a'") is None
    assert url_literals("Urls") is None and url_literals(None) is None


def test_literal_union_url():
    param = ParamV("f", "url", type_text="'/api/a' | '/api/b'")
    value, note = literal_union_url(param)
    assert value == AltV((StrV((Text("/api/a"),)), StrV((Text("/api/b"),))))
    assert note == "the URL's declared type '/api/a' | '/api/b' allows only these texts"
    assert literal_union_url(TypedV("'/api/one'", "m.ts"))[0] == StrV((Text("/api/one"),))
    assert literal_union_url(ParamV("f", "o", ("url",), type_text="'/api/a'")) is None
    assert literal_union_url(ParamV("f", "url")) is None
