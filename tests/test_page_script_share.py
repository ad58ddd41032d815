"""A page is judged one inline script at a time (rule ``source.minified-page-script``,
:mod:`code2skill.page_script_share`): a minified inline script is read as blank with a warning
and the page's other scripts are analysed; the page is skipped only when every script it runs
is minified. A script's pasted third-party libraries are set aside before it is judged (rule
``source.minified-share``), as in a script file."""
from __future__ import annotations

from code2skill.discover import read_source
from code2skill.minified_share import code_length, minified
from code2skill.page_script_share import page_minified, without_minified_scripts
from conftest import endpoints

MINIFIED = "".join(f"var q{i}=function(a,b){{return a*{i}+b}};" for i in range(260))
UMD = ('!function(e){"function"==typeof define&&define.amd?define([],e):'
       '"object"==typeof module&&module.exports?module.exports=e():e()}(function(){'
       + "x=1;" * 2500 + "});")
OWN = "".join(f"function f{i}(v) {{\n  return v + {i};\n}}\n" for i in range(40))
PAGE = ("<html><body>\n"
        "<script>\n" + MINIFIED + "fetch('/api/qr',{method:'POST'});\n</script>\n"
        "<script>\n"
        "function removeKey(id) {\n"
        "  return fetch('/api/keys/' + id, { method: 'DELETE' });\n"
        "}\n"
        "</script>\n"
        "</body></html>\n")


def judged(text: str) -> bool:
    lines = text.split("\n")
    return minified(lines, [code_length(line) for line in lines])


def test_pasted_libraries_are_set_aside_before_a_script_is_judged():
    own = OWN * 3                                     # 360 lines, 4,020 characters of code
    assert judged(MINIFIED + "\n" + MINIFIED + "\n" + own)          # 17 % own
    assert not judged(UMD + "\n" + MINIFIED + "\n" + own)           # 29 % beside the library
    assert judged(UMD + "\nvar a = 1;\n")             # too few own lines, library or not
    assert not judged(own)                            # no long line


def test_a_page_is_minified_only_when_every_script_is():
    assert not page_minified(PAGE.encode())
    assert page_minified(("<script>\n" + MINIFIED + "\n</script>\n<script type=\"text/x-tpl\">"
                          "\n<p>{{x}}</p>\n</script>\n").encode())
    assert not page_minified(b"<html><body><p>no script</p></body></html>")


def test_a_minified_script_is_blank_and_warned_the_others_kept():
    data = PAGE.encode()
    blanked, notes = without_minified_scripts("www/keys.html", data)
    lines = blanked.split(b"\n")
    assert len(blanked) == len(data) and lines[2].strip() == b"" and lines[1] == b"<script>"
    assert lines[5:8] == data.split(b"\n")[5:8]
    assert [(n.line, n.severity, n.reason) for n in notes] == [(
        2, "warning", f"the inline script of lines 2-4 is minified or bundled (a line of "
        f"{len(MINIFIED) + 33:,} characters) and is not analysed, though it holds request-like "
        "code (\"fetch('/api/qr',{method:'POST'});\" at line 3): requests it makes are not in "
        "the contract; the page's other scripts are analysed (rule source.minified-page-script)")]


def test_a_page_of_minified_scripts_alone_is_left_unchanged():
    data = ("<script>\n" + MINIFIED + "\n</script>\n").encode()
    assert without_minified_scripts("www/qr.html", data) == (data, [])


def test_read_source_skips_a_page_only_when_every_script_is_minified(tmp_path):
    (tmp_path / "keys.html").write_text(PAGE)
    (tmp_path / "qr.html").write_text("<script>\n" + MINIFIED + "\n</script>\n")
    assert read_source(tmp_path, "keys.html")[0] is None
    assert read_source(tmp_path, "qr.html")[0] == (
        f"minified or bundled (a line of {len(MINIFIED):,} characters; --include-bundles "
        "analyses it)")


def test_the_page_s_own_script_makes_its_request(derive_files):
    contract = derive_files({"www/keys.html": PAGE})
    assert endpoints(contract) == {("DELETE", "/api/keys/{id}")}
    skipped = [s["path"] for s in contract["source"]["skipped"]]
    assert "www/keys.html" not in skipped
    assert [d["line"] for d in contract["source"]["diagnostics"]
            if "source.minified-page-script" in d["reason"]] == [2]
