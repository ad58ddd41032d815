"""Rule ``jquery.loop-member``: methods a page script adds to jQuery itself in a loop over HTTP
verbs (``jQuery.each(["put", "delete"], function (i, method) { jQuery[method] = … })``, or
``['patch'].forEach((m) => { $[m] = … })``) are read wherever a script calls ``$.put(url)``,
each with the loop variable bound to its verb; lodash's ``_.each`` (item first) is no such
loop."""
from conftest import capability, endpoints

from code2skill.facts import Call, Fn, Lit, Member, Ref
from code2skill.verb_loops import loop_callback

EACH = ("jQuery.each([\"put\", \"delete\"], function (i, method) {\n"
        "    jQuery[method] = function (url, data) {\n"
        "        return jQuery.ajax({url: url, type: method, data: data,\n"
        "                            contentType: 'application/json'});\n"
        "    };\n"
        "});\n")
CALLS = ("jQuery(function ($) {\n"
         "    $('.wake').click(function () {\n"
         "        const mac = $(this).data('mac');\n"
         "        $.put('/hosts/' + mac);\n"
         "    });\n"
         "    $('.remove').click(function () {\n"
         "        const mac = $(this).data('mac');\n"
         "        $.delete('/hosts/' + mac);\n"
         "    });\n"
         "});\n")


def test_each_loop_on_jquery_gives_one_method_per_verb(derive_files):
    contract = derive_files({"static/js/verbs.js": EACH, "static/js/hosts.js": CALLS})
    assert endpoints(contract) == {("PUT", "/hosts/{mac}"), ("DELETE", "/hosts/{mac}")}
    put = capability(contract, "PUT", "/hosts/{mac}")
    method = put["evidence"]["/implementation/requests/0/method"][0]
    assert (method["file"], method["line"], method["column"]) == ("static/js/verbs.js", 1, 14)
    site = put["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"]) == ("static/js/hosts.js", 4)
    assert put["inputSchema"]["required"] == ["mac"]


def test_foreach_loop_on_dollar_is_read_through_jquery_name(derive_files):
    loop = ("['patch'].forEach((verb) => {\n"
            "    $[verb] = (url, data) => $.ajax({url, method: verb.toUpperCase(),\n"
            "                                     data: JSON.stringify(data)});\n"
            "});\n")
    calls = "function rename(id, name) { return jQuery.patch('/hosts/' + id, {name: name}); }\n" \
            "$('#rename').click(function () { rename($(this).data('id'), $('#name').val()); });\n"
    contract = derive_files({"static/js/verbs.js": loop, "static/js/page.js": calls})
    assert endpoints(contract) == {("PATCH", "/hosts/{id}")}
    cap = capability(contract, "PATCH", "/hosts/{id}")
    assert sorted(cap["inputSchema"]["properties"]) == ["id", "name"]


def test_lodash_each_hands_the_item_first_and_installs_nothing(derive_files):
    loop = EACH.replace("jQuery.each(", "_.each(")
    contract = derive_files({"static/js/verbs.js": loop, "static/js/hosts.js": CALLS})
    assert endpoints(contract) == set()


def test_a_loop_over_other_names_installs_nothing(derive_files):
    loop = EACH.replace('["put", "delete"]', '["put", "remove"]')
    contract = derive_files({"static/js/verbs.js": loop, "static/js/hosts.js": CALLS})
    assert endpoints(contract) == set()


def test_loop_callback_reads_the_item_parameter_position():
    fn = Fn("f1")
    listed = Ref("VERBS")
    assert loop_callback(Call(Member(listed, "forEach"), (fn,))) == (listed, fn, 0)
    assert loop_callback(Call(Member(Ref("$"), "each"), (listed, fn))) == (listed, fn, 1)
    assert loop_callback(Call(Member(Ref("$"), "each"), (fn,))) is None
    assert loop_callback(Call(Member(listed, "filter"), (fn,))) is None
    assert loop_callback(Call(Member(Ref("$"), "each"), (listed, Lit("x")))) is None
