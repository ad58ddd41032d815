"""Rule ``name.data-attribute``: a path segment read from an element's data attribute
(``$(el).data('mac-address')``, ``attr('data-x')``, ``getAttribute('data-x')``) is named after
the key as ``dataset`` spells it. Rule ``jquery.function-data``: jQuery sends no body for a
function in the data position (a success callback a method moves under
``if (jQuery.isFunction(data))``), so it is no body input."""
from __future__ import annotations

from conftest import bindings, capability, endpoints

from code2skill.extractors.module_facts.shared import data_key, hole_name
from code2skill.facts import Call, Lit, Member, Ref

VERBS = ("jQuery.each(['put', 'delete'], function (i, method) {\n"
         "    jQuery[method] = function (url, data, callback, type) {\n"
         "        if (jQuery.isFunction(data)) {\n"
         "            type = type || callback;\n"
         "            callback = data;\n"
         "            data = undefined;\n"
         "        }\n"
         "        return jQuery.ajax({url: url, type: method, dataType: type, data: data,\n"
         "                            success: callback, contentType: 'application/json'});\n"
         "    };\n"
         "});\n")
PAGE = ("jQuery(function ($) {\n"
        "    $('.btn-wake').click(function () {\n"
        "        const $this = $(this);\n"
        "        $.put('/hosts/' + $this.data('mac-address'), function (result) {\n"
        "            $this.find('.used').text(result);\n"
        "        });\n"
        "    });\n"
        "    $('.btn-drop').click(function () {\n"
        "        $.delete('/hosts/' + this.getAttribute('data-host-id') + '/lease');\n"
        "    });\n"
        "});\n")


def read(prop: str, text: str) -> Call:
    return Call(Member(Call(Ref("$"), (Ref("el"),)), prop), (Lit(text),))


def test_data_attribute_reads_are_named_by_their_dataset_key():
    assert data_key(read("data", "mac-address")) == "macAddress"
    assert data_key(read("data", "hostId")) == "hostId"
    assert data_key(read("attr", "data-host-id")) == "hostId"
    assert data_key(read("getAttribute", "data-id")) == "id"
    assert data_key(read("attr", "href")) is None
    assert data_key(read("data", "a b")) is None
    assert hole_name(read("data", "mac-address")) == "macAddress"


def test_a_callback_in_the_data_position_is_no_body(derive_files):
    contract = derive_files({"static/js/verbs.js": VERBS, "static/js/hosts.js": PAGE})
    assert endpoints(contract) == {("PUT", "/hosts/{macAddress}"),
                                   ("DELETE", "/hosts/{hostId}/lease")}
    put = capability(contract, "PUT", "/hosts/{macAddress}")
    assert bindings(put) == {"path:macAddress": "macAddress"}
    assert put["implementation"]["requests"][0]["bodyEncoding"] == "none"
    assert sorted(put["inputSchema"]["properties"]) == ["macAddress"]
    assert not [r for r in contract["review"] if r["capability"] == put["name"]
                and r["severity"] == "medium"]
