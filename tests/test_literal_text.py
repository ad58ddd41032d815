"""Rule ``coverage.skipped-requests`` reads code only: a request-like word inside a string,
a regular expression literal or a comment of a skipped minified file (a syntax highlighter's
grammar, PrismJS's ``fetch(?:Tarball|url)``) is no hidden request, so no item or warning is
raised for it; the same word as code still is."""
from __future__ import annotations

from code2skill.literal_text import code_only, opens_regex
from code2skill.minified_share import request_mention

GRAMMAR = ('Prism.languages.shell={keyword:/\\b(?:cd|curl|fetch(?:Tarball|url)|wget)\\b/,'
           'string:"$.ajax(",comment:/#.*/};')


def test_literals_and_comments_are_blanked_with_offsets_kept():
    text = "a = 'fetch(' + b; // $.ajax(\nc = /axios./g.test(d) /* new XMLHttpRequest */"
    code = code_only(text)
    assert len(code) == len(text) and code.count("\n") == 1
    assert code == ("a = " + " " * 8 + " + b; " + " " * 10 + "\nc = " + " " * 9
                    + ".test(d) " + " " * 24)
    assert code_only("x = `${fetch(u)}`") == "x = `${fetch(u)}`"      # a hole is code
    assert code_only("x = `fetch(`;") == "x = " + " " * 8 + ";"


def test_a_slash_after_a_value_divides():
    assert opens_regex("x = /a/", 4)
    assert opens_regex("return /a/", 7)
    assert not opens_regex("x = a / b", 6)
    assert not opens_regex("x = f(a) / b", 9)
    assert code_only("x = a / fetch(b) / 2") == "x = a / fetch(b) / 2"


def test_request_like_words_in_a_grammar_are_no_request():
    assert request_mention(GRAMMAR) is None
    assert request_mention(GRAMMAR + "\nfetch('/api/x');") == (2, "fetch('/api/x');")


def test_a_minified_grammar_file_is_skipped_without_a_warning(derive_files):
    grammar = "!function(n){" + GRAMMAR * 60 + "}(Prism);\n"
    hidden = "var app=function(){" + "x=1;" * 1600 + 'return fetch("/api/hidden")}();\n'
    contract = derive_files({"src/prism.js": grammar, "src/app.js": hidden,
                             "src/main.js": "fetch('/api/shown');\n"})
    skipped = sorted(s["path"] for s in contract["source"]["skipped"])
    assert skipped == ["src/app.js", "src/prism.js"]
    warned = [(r["severity"], r["evidence"][0]["file"]) for r in contract["review"]
              if any(e["rule"] == "coverage.skipped-requests" for e in r["evidence"])]
    assert warned == [("medium", "src/app.js")]


def test_hostile_text_is_read_in_linear_time():
    import time
    for text in ("(/[" * 100000 + " fetch(", "x=1;\\'" * 40000 + " fetch(",
                 "x=1;\\`" * 40000 + " fetch("):
        started = time.perf_counter()
        code_only(text)
        assert time.perf_counter() - started < 2.0
