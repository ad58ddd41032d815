"""URL credentials are redacted wherever the URL starts: after a digit or ``_``
(``1https://u:p@h``, ``base_https://…``, an escape sequence's ``2J`` before it), and a bare
``//user:password@`` after a letter or digit (``/proxy/1//svc:pw@host``)."""
from __future__ import annotations

import pytest

from code2skill.redact import redact
from hostile_support import code2skill, tree


@pytest.mark.parametrize("text", [
    "../base_https://deploy:tsxpwZ1@registry.example.com/tsconfig.json",
    "1https://u:pwZ9@h.example.com/", "2Jhttps://u:pwZ9@h.example.com/",
    "/api/mirror/v2https://mirror:pwZ9@files.example.com/pkg",
    "/api/proxy/1//svc:pwZ9@internal.example.com/x", "/a//svc:pwZ9@internal.example.com/x"])
def test_url_credentials_after_a_word_character(text):
    assert "pwZ" not in redact(text)
    assert "<redacted:url-credentials>" in redact(text)


@pytest.mark.parametrize("text", ["/api//users@example", "/files//a:b", "mailto:x@y.z"])
def test_paths_without_credentials_stay(text):
    assert redact(text) == text


def test_derive_leaks_none_of_them(tmp_path):
    app = tree(tmp_path / "app", {
        "package.json": '{"name":"t"}',
        "tsconfig.json": '{"extends": "../base_https://deploy:tsxpwZ1@registry.example.com/'
                         'tsconfig.json"}',
        "src/a.js": "export const a = () => fetch('/api/mirror/v2https://mirror:urlpwZ2@"
                    "files.example.com/pkg');\nexport const b = () => fetch('/api/proxy/1//"
                    "svc:urlpwZ3@internal.example.com/x');\n"})
    run = code2skill("derive", app, "-o", tmp_path / "c.json", "--graph", tmp_path / "g.json",
                     "-j", "1")
    assert run.returncode in (0, 1), run.stderr
    text = (tmp_path / "c.json").read_text() + (tmp_path / "g.json").read_text() + run.stderr
    assert not any(s in text for s in ("tsxpwZ1", "urlpwZ2", "urlpwZ3"))
