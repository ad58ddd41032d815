"""Rule ``name.transliterated`` (round 39's "also seen"): a name made from text holding letters
that are not ASCII keeps them in ASCII (``/api/übersicht`` named the Tool ``create_bersicht``),
and a service whose lookup key has no letter or digit (``env('\\ud800')``) gets an escaped id,
never ``''`` with the binding ``_API_BASE_URL``. The same input gives the same names."""
from __future__ import annotations

import pytest

from code2skill.ascii_names import ascii_letters, escaped


@pytest.mark.parametrize("text, ascii_", [
    ("übersicht", "ubersicht"), ("straße/größe", "strasse/grosse"), ("naïve café", "naive cafe"),
    ("ﬁle", "file"), ("Øre", "Ore"), ("обзор", "obzor"), ("Обзор", "obzor"),
    ("σελίδα", "selida"), ("用户", "用户"), ("plain/ascii", "plain/ascii"),
    ("\ud800", "\ud800"), ("a\x00b", "a\x00b")])
def test_letters_are_written_in_ascii_and_nothing_else_changes(text, ascii_):
    assert ascii_letters(text) == ascii_
    assert escaped("\ud800") == "ud800" and escaped("\x00\x1b") == "u0000_u001b"
    assert escaped("用户") == "u7528_u6237"


def test_tool_names_keep_every_letter(derive_files):
    contract = derive_files({"package.json": '{"name": "u"}', "src/a.js": (
        "export const a = () => fetch('/api/übersicht', { method: 'POST' });\n"
        "export const b = () => fetch('/api/bersicht', { method: 'POST' });\n"
        "export const c = () => fetch('/api/straße/größe');\n"
        "export const d = () => fetch('/api/обзор');\n"
        "export const removeUser = (id) => fetch(`/api/用户/${id}`, { method: 'DELETE' });\n")})
    assert sorted((c["name"], c["implementation"]["requests"][0]["pathTemplate"])
                  for c in contract["capabilities"]) == [
        ("create_bersicht", "/api/bersicht"), ("create_ubersicht", "/api/übersicht"),
        ("get_obzor", "/api/обзор"), ("get_strasse_grosse", "/api/straße/größe"),
        ("remove_user", "/api/用户/{id}")]


def test_a_lookup_key_without_letters_gives_an_escaped_service_id(derive_files):
    keys = ["\\ud800", "\\u0000", "übersicht", "API_URL", "用户"]
    contract = derive_files({
        "package.json": '{"name": "p", "dependencies": {"@beam-australia/react-env": "1"}}',
        "src/a.js": "import env from '@beam-australia/react-env';\n" + "".join(
            f"export const f{i} = () => fetch(`${{env('{k}')}}/items/{i}`);\n"
            for i, k in enumerate(keys))})
    services = {s["id"]: s["baseUrlBinding"] for s in contract["services"]}
    assert services == {"ud800": "UD800_API_BASE_URL", "u0000": "U0000_API_BASE_URL",
                        "ubersicht": "UBERSICHT_API_BASE_URL", "api": "API_BASE_URL",
                        "u7528_u6237": "U7528_U6237_API_BASE_URL"}
    assert {c["implementation"]["requests"][0]["service"] for c in contract["capabilities"]} \
        == set(services)
