"""Rules ``scope.iife-argument``, ``jquery.extend-member`` (:mod:`code2skill.jquery_plugins`)
and ``closure.caller-chain``: a jQuery utility plugin's file wraps its code in
``(function ($) {…})(jQuery)`` and adds ``$.name`` with ``$.extend({name: …})``; a page calls
``$.name.method({url})`` and the plugin's handlers send the request to ``options.url``."""
from __future__ import annotations

from conftest import capability, endpoints

from code2skill.facts import Call, Fn, Lit, Member, ModuleFacts, Obj, Prop, Ref
from code2skill.jquery_plugins import extend_writes, extends_jquery, iife_arguments

SPAN = (1, 0, 1, 1)

PLUGIN = """\
(function ($) {
    $.extend({
        crud: {
            table: null,
            initTable: function (options) { this.table = $(options.table); loadTable(options); },
            initAdd: function (options) { addRow(options); },
            initDelete: function (options) { deleteRows(this.table, options); }
        }
    });
    function loadTable(options) {
        $(options.table).bootstrapTable({ url: options.url, method: "post",
                                          contentType: "application/x-www-form-urlencoded" });
    }
    function addRow(options) {
        let url = options.url;
        $("#add .save").click(function () { $.post(url, options.readFormData()); });
    }
    function deleteRows(table, options) {
        $("#toolbar").on("click", ".delete", function () {
            layer.confirm("Delete?", function (index) {
                $.ajax({ type: "POST", url: options.url, data: { ids: [1] } });
            });
        });
    }
})(jQuery);
"""

PAGE = """\
$(function () {
    $.crud.initTable({ table: "#list", url: "/note/pageList" });
    $.crud.initAdd({ url: "/note/insert", readFormData: function () { return {}; } });
    $.crud.initDelete({ url: "/note/delete" });
});
"""


def extend_call(*args, callee=Member(Ref("$"), "extend")) -> Call:
    return Call(callee, tuple(args), SPAN)


def test_one_object_literal_extends_jquery_itself():
    obj = Obj((Prop("crud", Lit(1, SPAN), SPAN),))
    assert extends_jquery(extend_call(obj))
    assert extends_jquery(extend_call(obj, callee=Member(Ref("jQuery"), "extend")))
    assert not extends_jquery(extend_call(Obj(()), obj))          # merges into its first
    assert not extends_jquery(extend_call(Ref("settings")))        # not a literal
    assert not extends_jquery(extend_call(obj, callee=Member(Ref("_"), "extend")))


def test_extend_writes_name_both_jquery_roots():
    from code2skill.facts import CallSite
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    obj = Obj((Prop("crud", Lit(1, SPAN), SPAN), Prop(None, Ref("more"), SPAN)))
    module.calls = [CallSite(extend_call(obj), "f1")]
    assert [a.target for a in extend_writes(module)] == [("$", "crud"), ("jQuery", "crud")]


def test_iife_arguments_are_the_call_where_the_function_is_written():
    from code2skill.facts import CallSite, FunctionFact
    module = ModuleFacts(path="a.js", language="javascript", sha256="")
    module.functions = {"f1": FunctionFact(fid="f1", name="<anonymous>", params=[], span=SPAN)}
    module.calls = [CallSite(Call(Fn("f1", SPAN), (Ref("jQuery"),), SPAN), None),
                    CallSite(Call(Fn("f9", SPAN), (Ref("x"),), SPAN), None)]   # not defined
    assert iife_arguments({"a.js": module}) == {"f1": ("a.js", None, (Ref("jQuery"),))}


def test_plugin_methods_called_from_a_page_name_their_endpoints(derive_files):
    contract = derive_files({"static/crud.js": PLUGIN, "static/page.js": PAGE})
    assert endpoints(contract) == {("POST", "/note/pageList"), ("POST", "/note/insert"),
                                   ("POST", "/note/delete")}
    delete = capability(contract, "POST", "/note/delete")["implementation"]["requests"][0]
    site = delete["callSites"][0]
    assert (site["file"], site["line"], site["rule"]) == ("static/page.js", 4,
                                                           "closure.caller-chain")
    assert [v["rule"] for v in site["via"]] == ["closure.enclosing-call", "jquery.ajax"]
    table = capability(contract, "POST", "/note/pageList")["implementation"]["requests"][0]
    assert table["callSites"][0]["via"][-1]["rule"] == "bootstrap-table.url"


def test_without_the_wrapper_argument_dollar_stays_a_parameter(derive_files):
    unbound = PLUGIN.replace("})(jQuery);", "})();")
    contract = derive_files({"static/crud.js": unbound, "static/page.js": PAGE})
    # (the table plugin is read by its method name; `$.post`/`$.ajax` need `$` to be jQuery)
    assert endpoints(contract) == {("POST", "/note/pageList")}


def test_an_iife_parameter_is_the_argument_also_once_reassigned(derive_files):
    script = ("(function (base) {\n  base = base + '/v2';\n  $.get(base + '/items');\n})('/api');\n"
              "(function (root, extra) {\n  $.get(root + '/things');\n  $.get(extra + '/x');\n})('/api');\n")
    found = endpoints(derive_files({"static/a.js": script}))
    assert {("GET", "/api/v2/items"), ("GET", "/api/things")} <= found
    assert not any(path.endswith("/x") and path.startswith("/api") for _, path in found)


def test_the_caller_chain_is_bounded(derive_files):
    calls = "".join(f"outer({{ url: '/items/n{i}' }});\n" for i in range(600))
    script = ("function inner(o) { $('#x').click(function () { $.post(o.url, {}); }); }\n"
              "function outer(o) { inner(o); }\n" + calls)
    contract = derive_files({"static/a.js": script})
    assert len(endpoints(contract)) == 512
    assert ("POST", "/items/n0") in endpoints(contract)
