"""Rule ``coverage.library-requests``: a minified build of a library's named AMD modules whose
request-like code takes its URL from the caller (Ace's ``ace.js``) is no hidden client: no
``coverage.skipped-requests`` item; one naming a root-relative path or a literal request URL
keeps the warning."""
from __future__ import annotations

from code2skill.library_requests import library_modules

FILLER = "x=1;" * 1600
NET = ('ace.define("ace/lib/net",["require","exports","module"],function(e,t,n){'
       't.get=function(e,t){var n=new XMLHttpRequest;n.open("GET",e,!0),n.send(null)}});')
DOM = 'ace.define("ace/lib/dom",["require","exports","module"],function(e,t,n){' + \
    FILLER + 'n.replace(/"/g,"&#34;")});'
ACE = "(function(){" + DOM + NET + "})();\n"


def test_named_modules_sending_where_the_caller_says():
    assert library_modules(ACE)
    assert not library_modules(NET)                            # one named module: no build
    assert not library_modules(ACE.replace('n.open("GET",e', 'n.open("GET","/api/x"'))
    assert not library_modules(ACE + 'var u="/api/servers/";')
    assert not library_modules(ACE + "var u=`/api/servers/${id}`;")
    assert not library_modules(ACE + 'fetch("https://example.test/x");')
    assert not library_modules(ACE + "$.ajax({url:'x'});")


def test_a_vendored_module_build_is_not_warned(derive_files):
    hidden = "var app=function(){" + FILLER + 'return fetch("/api/hidden")}();\n'
    amd_app = ('define("app/api",["require"],function(){' + FILLER +
               'var x=new XMLHttpRequest;x.open("GET","/api/servers")});'
               'define("app/main",["app/api"],function(){});\n')
    contract = derive_files({"public/js/ace/ace.js": ACE, "src/app.js": hidden,
                             "public/js/app.js": amd_app,
                             "src/main.js": "fetch('/api/shown');\n"})
    skipped = sorted(s["path"] for s in contract["source"]["skipped"])
    assert skipped == ["public/js/ace/ace.js", "public/js/app.js", "src/app.js"]
    warned = [(r["severity"], r["evidence"][0]["file"]) for r in contract["review"]
              if any(e["rule"] == "coverage.skipped-requests" for e in r["evidence"])]
    assert warned == [("medium", "public/js/app.js"), ("medium", "src/app.js")]
