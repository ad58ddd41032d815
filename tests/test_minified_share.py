"""Rules ``source.minified-share`` and ``coverage.skipped-requests``
(:mod:`code2skill.minified_share`): a script is minified only when its long lines hold most of
it, a library pasted on one line into the app's own script is read as blank, and a file
skipped as minified that holds request-like code is warned, never skipped silently."""
from __future__ import annotations

from code2skill.minified_share import (minified_as_whole, ordinary_text, request_mention,
                                       without_pasted_libraries)

UMD = ('!function(e){"function"==typeof define&&define.amd?define(["jquery"],e):'
       '"object"==typeof module&&module.exports?module.exports=e:e(jQuery)}(function(t){'
       + "x=1;" * 1500 + "});")
OWN = "".join(f"function f{i}(v) {{\n  return v + {i};\n}}\n" for i in range(40))


def test_long_lines_must_hold_most_of_the_file():
    assert minified_as_whole([6000, 30, 0, 40])                   # a banner and a bundle
    assert minified_as_whole([6000] + [10] * 150)                 # 1,500 of 7,500: a fifth
    assert not minified_as_whole([6000] + [40] * 150)             # 6,000 own of 12,000
    assert minified_as_whole([6000] + [200] * 99)                 # too few own lines


def test_a_pasted_library_and_its_banner_are_not_the_files_own():
    text = "/*! quick-send v1.0.3 | MIT */\n" + UMD + "\n" + OWN
    lines = text.splitlines()
    own = ordinary_text(text, [len(line) for line in lines])
    assert own.splitlines()[:2] == ["", ""] and own.splitlines()[2:] == lines[2:]


def test_only_a_pasted_library_line_is_read_as_blank():
    own_long = "var table = [" + ",".join(str(i) for i in range(1500)) + "];"
    data = ("/*! quick-send v1.0.3 */\n" + UMD + "\n" + own_long + "\n" + OWN * 4).encode()
    blanked, notes = without_pasted_libraries("js/app.js", data)
    lines = blanked.split(b"\n")
    assert len(blanked) == len(data) and lines[1].strip() == b""
    assert lines[2] == own_long.encode()                          # no library: analysed
    assert [(n.line, n.severity, n.reason) for n in notes] == [
        (2, "info", f"a line of {len(UMD):,} characters is third-party library: a UMD wrapper "
                    "(define.amd and module.exports), pasted into the file: not analysed (rule "
                    "source.minified-share)")]
    whole = ("/*! quick-send v1.0.3 */\n" + UMD + "\n").encode()
    assert without_pasted_libraries("js/lib.js", whole) == (whole, [])


def test_request_like_text_is_found_with_its_line():
    assert request_mention("var a=1;\nreturn $.ajax({url:u})") == (2, "$.ajax({url:u})")
    assert request_mention("var fetched = 1; prefetch = 2;") is None


def test_the_app_script_is_analysed_and_a_minified_one_warned(derive_files):
    contract = derive_files({
        "static/js/script.js": ("/*! quick-send v1.0.3 */\n" + UMD + "\n" + OWN * 3 +
                                "$.getJSON('/api/browse', {name: 'x'});\n"),
        "static/js/app.js": ("var app=function(){" + "x=1;" * 1600 +
                             'return fetch("/api/hidden")}();\n'),
        "static/js/lib.js": UMD + "\n"})
    assert [c["implementation"]["requests"][0]["pathTemplate"]
            for c in contract["capabilities"]] == ["/api/browse"]
    skipped = {s["path"]: s["reason"] for s in contract["source"]["skipped"]}
    assert sorted(skipped) == ["static/js/app.js", "static/js/lib.js"]
    warned = [r for r in contract["review"] if any(
        e["rule"] == "coverage.skipped-requests" for e in r["evidence"])]
    assert [(r["severity"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in warned] == [("medium", "static/js/app.js", 1)]
    assert "'fetch(\"/api/hidden\")}();'" in warned[0]["message"]
