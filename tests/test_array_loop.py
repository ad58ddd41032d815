"""Rule ``value.array-loop``: the variable of ``for (const item of [...])`` over fixed texts is
each of them, so a request built from it is one request per item, never a free ``{item}``
path parameter an Agent could fill with any action; a wrapper called with such a variable (or
any alternatives of fixed texts) names one endpoint per text (rule
``wrapper.literal-arguments``)."""
from __future__ import annotations


def endpoints(contract):
    return sorted((r["method"], r["pathTemplate"]) for cap in contract["capabilities"]
                  for r in cap["implementation"]["requests"])


def test_a_loop_over_fixed_actions_is_one_request_per_action(derive_files):
    contract = derive_files({"src/ui.js": (
        "window.addEventListener('load', () => {\n"
        "  for (const item of ['stop', 'start']) {\n"
        "    addClickEvent(item, () => fetch(`api/v2/torrents/${item}`, { method: 'POST' }));\n"
        "  }\n"
        "});\n")})
    assert endpoints(contract) == [("POST", "/api/v2/torrents/start"),
                                   ("POST", "/api/v2/torrents/stop")]


def test_a_loop_over_a_named_array_and_a_wrapper_called_with_its_variable(derive_files):
    contract = derive_files({"src/ui.js": (
        "const MOVES = ['topPrio', 'bottomPrio'];\n"
        "let move = () => {};\n"
        "window.addEventListener('load', () => {\n"
        "  for (const cmd of MOVES) {\n"
        "    addClickEvent(cmd, () => { move(cmd); });\n"
        "  }\n"
        "  move = (action) => fetch(`api/v2/torrents/${action}`, { method: 'POST' });\n"
        "});\n")})
    assert endpoints(contract) == [("POST", "/api/v2/torrents/bottomPrio"),
                                   ("POST", "/api/v2/torrents/topPrio")]


def test_a_wrapper_called_with_a_choice_of_texts_names_each(derive_files):
    contract = derive_files({"src/api.js": (
        "const send = (cmd) => fetch(`/api/queue/${cmd}`, { method: 'POST' });\n"
        "export const go = (up) => send(up ? 'raise' : 'lower');\n")})
    assert endpoints(contract) == [("POST", "/api/queue/lower"), ("POST", "/api/queue/raise")]


def test_a_loop_over_data_leaves_the_variable_a_parameter(derive_files):
    contract = derive_files({"src/ui.js": (
        "export function dropAll(rows) {\n"
        "  for (const row of rows) fetch(`/api/rows/${row}`, { method: 'DELETE' });\n"
        "}\n")})
    assert endpoints(contract) == [("DELETE", "/api/rows/{row}")]
