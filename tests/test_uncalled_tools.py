"""Rule ``wrapper.never-called`` as Tools: a client method no analysed code calls is no Tool
but a ``low`` item with its endpoints; the mentions that keep a method (a member read on a
receiver of unknown type, keys a computed call fixes) and those that do not (a same-named
import of another module, a map of handlers, a parameter counting), the app's member reads
that show a layer is used (``wrapper.named-layer``), and a library analysed alone
(``wrapper.library-alone``)."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import endpoints, uncalled_tool, write_tree

from code2skill.facts import Alt, Hole, Lit, ModuleFacts, Ref, Tmpl
from code2skill.passes.uncalled import fixed_keys

CLIENT = (
    "import axios from 'axios';\n"                                             # 1
    "const http = axios.create({ baseURL: '/api' });\n"                         # 2
    "export class BoardClient {\n"                                              # 3
    "  listBoards() { return http.get('/boards'); }\n"                          # 4
    "  createBoard(title: string) { return http.post('/boards', { title }); }\n"  # 5
    "  archiveBoard(id: string) { return http.post(`/boards/${id}/archive`); }\n"  # 6
    "}\n"                                                                       # 7
    "export const client = new BoardClient();\n"                                # 8
)
BLOCKS = "export function createBoard(title: string) { return { title }; }\n"
PAGE = (
    "import { client } from './client';\n"
    "import { createBoard } from './blocks';\n"
    "export const load = () => client.listBoards();\n"
    "export const draft = (t: string) => createBoard(t);\n"
)


def derive(tmp_path, **files):
    return derive_dict(write_tree(tmp_path / "app", {
        "package.json": '{"name": "boards", "dependencies": {"axios": "1"}}',
        "src/client.ts": CLIENT, "src/blocks.ts": BLOCKS, "src/page.ts": PAGE, **files}))


def test_an_uncalled_method_is_no_tool_and_its_item_names_the_endpoint(tmp_path):
    """A free ``createBoard`` imported from another module names no method of the client
    (rule ``wrapper.imported-name``): both uncalled methods are left out."""
    contract = derive(tmp_path)
    assert endpoints(contract) == {("GET", "/api/boards")}
    items = sorted((r["severity"], r["capability"], uncalled_tool(r), r["message"],
                    [(e["file"], e["line"], e["rule"]) for e in r["evidence"]])
                   for r in contract["review"] if uncalled_tool(r))
    tail = ("so the client does not make {} and no Tool {} is offered; listed so the API "
            "surface stays visible")
    head = ("{} is defined but never called in the analysed program: no call of it was found, ")
    assert items == [
        ("low", None, "archive_board", head.format("BoardClient.archiveBoard") +
         tail.format("POST /api/boards/{id}/archive", "archive_board"),
         [("src/client.ts", 6, "wrapper.never-called")]),
        ("low", None, "create_board", head.format("BoardClient.createBoard") + tail.format(
            "POST /api/boards", "create_board"),
         [("src/client.ts", 5, "wrapper.never-called")])]
    assert not [r for r in contract["review"] if r["capability"] in {"create_board",
                                                                      "archive_board"}]


def test_a_member_call_on_a_receiver_of_unknown_type_keeps_the_method(tmp_path):
    contract = derive(tmp_path, **{"src/other.ts": (
        "import { BoardClient } from './client';\n"
        "export const fresh = () => new BoardClient();\n"
        "export function run(x: any) { return x.archiveBoard('1'); }\n")})
    assert ("POST", "/api/boards/{id}/archive") in endpoints(contract)
    assert [uncalled_tool(r) for r in contract["review"] if uncalled_tool(r)] == ["create_board"]


def test_a_handler_map_lets_no_text_name_a_method(tmp_path):
    """``hotkeys[keys]()`` runs one of the map's functions (``wrapper.handler-map``), so the
    text 'archiveBoard' names nothing; any other computed call lets it name the method."""
    keys = ("import { client } from './client';\n"
            "const events = { archived: 'archiveBoard' };\n"
            "const hotkeys = { 'b l': () => client.listBoards() };\n"
            "export function on(k: string) { return hotkeys[k]() || events[k]; }\n")
    contract = derive(tmp_path, **{"src/keys.ts": keys})
    assert "archive_board" in [uncalled_tool(r) for r in contract["review"]]
    dynamic = keys.replace("hotkeys[k]()", "(window as any)[k]()")
    contract = derive_dict(write_tree(tmp_path / "dynamic", {
        "package.json": '{"name": "boards", "dependencies": {"axios": "1"}}',
        "src/client.ts": CLIENT, "src/blocks.ts": BLOCKS, "src/page.ts": PAGE,
        "src/keys.ts": dynamic}))
    assert ("POST", "/api/boards/{id}/archive") in endpoints(contract)


def test_keys_a_computed_call_fixes_are_its_only_names(tmp_path):
    """``this[action]()`` with ``action: 'undo' | 'archiveBoard'`` may call ``archiveBoard``
    (``wrapper.fixed-key``); with ``'undo' | 'redo'`` it names neither client method."""
    history = ("export class History {\n"
               "  undo() { return 1; }\n"
               "  run(action: 'undo' | 'archiveBoard') { return (this as any)[action](); }\n"
               "}\nexport const label = 'archiveBoard';\n")
    contract = derive(tmp_path, **{"src/history.ts": history})
    assert ("POST", "/api/boards/{id}/archive") in endpoints(contract)
    contract = derive_dict(write_tree(tmp_path / "fixed", {
        "package.json": '{"name": "boards", "dependencies": {"axios": "1"}}',
        "src/client.ts": CLIENT, "src/blocks.ts": BLOCKS, "src/page.ts": PAGE,
        "src/history.ts": history.replace("'archiveBoard')", "'redo')")}))
    assert ("POST", "/api/boards/{id}/archive") not in endpoints(contract)


def test_fixed_keys_reads_literals_templates_and_counters():
    module = ModuleFacts(path="m.js", language="javascript", sha256="")
    pair = Tmpl((Hole(None, Alt((Lit("select"), Lit("move")))),
                 Hole(None, Alt((Lit("Left"), Lit("Right"))))), plus=True)
    assert fixed_keys(module, None, pair) == {"selectLeft", "selectRight", "moveLeft",
                                               "moveRight"}
    assert fixed_keys(module, None, Tmpl((Lit("a"), Hole("x", Ref("x"))))) is None
    assert fixed_keys(module, None, Ref("nowhere")) is None


def test_the_app_calling_siblings_by_member_name_shows_the_layer_used(tmp_path):
    """No call of the layer is linked (``api`` is a global the resolver cannot follow), but
    the page calls ``api.listBoards()`` and ``api.createBoard(…)``: the method nobody names is
    left out (``wrapper.named-layer``); with one such call, or a read that is no call, nothing
    is judged."""
    page = ("export const load = () => (window as any).api.listBoards();\n"
            "export const add = () => (window as any).api.createBoard('x');\n")
    contract = derive(tmp_path, **{"src/page.ts": page})
    assert [uncalled_tool(r) for r in contract["review"] if uncalled_tool(r)] == [
        "archive_board"]
    for other in ("export const load = () => (window as any).api.listBoards();\n",
                  "export const load = () => (window as any).api.listBoards();\n"
                  "export const f = (window as any).api.createBoard;\n"):
        contract = derive_dict(write_tree(tmp_path / f"one{len(other)}", {
            "package.json": '{"name": "boards", "dependencies": {"axios": "1"}}',
            "src/client.ts": CLIENT, "src/page.ts": other}))
        assert len(endpoints(contract)) == 3
        assert not [r for r in contract["review"] if uncalled_tool(r)]


def test_a_library_analysed_alone_keeps_its_methods_in_one_info_item(tmp_path):
    """Only the library's own modules call it (``BoardClient`` calls ``listBoards`` from
    ``index.ts``, which makes requests too): every method stays a Tool, one ``info`` item."""
    index = ("import { client } from './client';\nimport axios from 'axios';\n"
             "export async function ping() { await axios.get('/api/ping'); "
             "return client.listBoards(); }\n")
    contract = derive_dict(write_tree(tmp_path / "lib", {
        "package.json": '{"name": "boards-sdk", "dependencies": {"axios": "1"}}',
        "src/client.ts": CLIENT, "src/index.ts": index}))
    assert len(endpoints(contract)) == 4
    [item] = [r for r in contract["review"] if r["evidence"]
              and r["evidence"][0]["rule"] == "wrapper.library-alone"]
    assert (item["severity"], item["capability"]) == ("info", None)
    assert [(e["file"], e["line"]) for e in item["evidence"]] == [("src/client.ts", 6),
                                                                  ("src/client.ts", 5)]
    assert "the 2 Tools of methods no call of which was found are kept" in item["message"]
