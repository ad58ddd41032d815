"""Rule ``wrapper.orphan-module`` (``passes/orphan_modules.py``): a request made only by a
module nothing loads or names is ``requires-review`` with a ``medium`` item naming the module;
any import, glob, computed load, entry convention or mention keeps it live."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import ExportFact, Lit, Member, ModuleFacts, Ref, Tmpl, Unknown
from code2skill.passes.orphan_modules import folder, is_entry, loaded_head, words_of

RULE = "wrapper.orphan-module"
HTTP = "import axios from 'axios';\nexport default axios.create({ baseURL: '/api' });\n"
MAIN = ("import useRooms from './hooks/useRooms';\n"
        "export default function Main() { return useRooms(); }\n")
ROOMS = ("import http from '../http';\n"
         "export default function useRooms() { return http.get('/rooms'); }\n")
CODES = ("import http from '../http';\n"
         "export default function useAccessCodes(id) {\n"
         "  return http.get(`/rooms/${id}/access_codes`);\n}\n")


def orphan_items(contract):
    return sorted((r["capability"], r["severity"], r["message"]) for r in contract["review"]
                  if r["evidence"] and r["evidence"][0]["rule"] == RULE)


def app(**extra):
    files = {"src/http.js": HTTP, "src/main.jsx": MAIN, "src/hooks/useRooms.jsx": ROOMS,
             "src/hooks/useAccessCodes.jsx": CODES}
    files.update(extra)
    return files


def test_a_hook_nothing_imports_is_reviewed(derive_files):
    contract = derive_files(app())
    assert orphan_items(contract) == [(
        "list_room_access_codes", "medium",
        "src/hooks/useAccessCodes.jsx is a module nothing in the program imports, loads or "
        "names, so the client may never make this request; keep the Tool only if the app "
        "uses it")]
    assert capability(contract, "GET", "/api/rooms/{id}/access_codes")["status"] == \
        "requires-review"
    assert capability(contract, "GET", "/api/rooms")["status"] == "draft"


def test_an_import_a_glob_a_computed_load_or_a_mention_keeps_it_live(derive_files):
    for extra in (
            {"src/pages/room.jsx": "import useAccessCodes from '../hooks/useAccessCodes';\n"
                                   "export const x = useAccessCodes;\n"},
            {"src/lazy.js": "export const all = import.meta.glob('./hooks/*.jsx');\n"},
            {"src/lazy.js": "export const one = (n) => import(`./hooks/${n}.jsx`);\n"},
            {"src/lazy.js": "export const one = (n) => import(n);\n"},
            {"src/names.js": "export const hooks = ['useAccessCodes'];\n"},
            {"index.html": "<script type=module src=/src/hooks/useAccessCodes.jsx></script>"},
            {"package.json": '{"name": "x", "dependencies": {"unplugin-auto-import": "1"}}'}):
        assert orphan_items(derive_files(app(**extra))) == [], extra


def test_framework_entries_by_convention():
    for path in ("src/pages/settings.jsx", "src/routes/+page.svelte", "app/routes/home.tsx",
                 "src/main.ts", "src/index.jsx", "src/App.vue", "vite.config.ts",
                 "layouts/default.vue", "server/api/x.ts", ".eslintrc.cjs",
                 "src/routes/x/+layout.ts", "index.js", "hooks/index.ts",
                 "packages/ui/src/index.ts", "packages/ui/index.js"):
        assert is_entry(path, {"": {}, "packages/ui": {}}), path
    for path in ("src/hooks/useAccessCodes.jsx", "src/api/rooms.ts", "src/components/X.vue",
                 "components/Webhooks/index.js", "src/components/Nav/index.tsx",
                 "packages/ui/src/forms/index.ts"):
        assert not is_entry(path, {"": {}, "packages/ui": {}}), path


def test_what_a_glob_or_computed_load_reaches():
    glob = Member(Ref("import.meta"), "glob")
    assert loaded_head(glob, (Lit("./pages/*.ts"),)) == "./pages/"
    assert loaded_head(Member(Ref("require"), "context"), (Lit("./views"),)) == "./views"
    assert loaded_head(Unknown("import"), (Tmpl((Lit("./x/"), Ref("n"))),)) == "./x/"
    assert loaded_head(Unknown("import"), (Ref("n"),)) == ""
    assert loaded_head(Unknown("import"), (Lit("./x"),)) is None
    assert loaded_head(Ref("require"), (Lit("./x"),)) is None
    assert folder("src", "./pages/") == "src/pages/"
    assert folder("src", "../x") == "x"
    assert folder("", "../x") == ""
    assert folder("src", "@/views/") == ""


def test_the_words_naming_a_module():
    facts = ModuleFacts(path="src/use-codes.js", language="javascript", sha256="",
                        exports=[ExportFact("default", local="useCodes"), ExportFact("helper")])
    assert words_of("src/use-codes.js", facts) == {"use-codes", "UseCodes", "useCodes", "helper"}
    assert words_of("components/ticket-files/index.tsx", facts) == {
        "ticket-files", "TicketFiles", "useCodes", "helper"}


def test_a_fragment_with_no_entry_or_a_component_has_no_orphan(derive_files):
    files = app()
    del files["src/main.jsx"]
    files["src/pages/rooms.jsx"] = "export const x = 1;\n"      # an entry reaching no hook
    assert orphan_items(derive_files(files)) == []
    files = app(**{"src/hooks/Codes.vue": "<script>\nimport http from '../http';\n"
                   "export default { mounted() { http.get('/codes'); } };\n</script>\n"})
    assert [name for name, *_ in orphan_items(derive_files(files))] == \
        ["list_room_access_codes"]


PAGE = ("import Nav from '../components/Nav';\n"
        "export default function Home() { return <Nav />; }\n")
NAV = ("import http from '../../http';\n"
       "export default function Nav() {\n"
       "  return <button onClick={() => http.get('/rooms')}>Rooms</button>;\n}\n")
FILES = ("import http from '../../http';\n"
         "import FileList from './FileList';\n"
         "export default function TicketFiles({ id }) {\n"
         "  const upload = () => http.post(`/tickets/${id}/files`);\n"
         "  return <div><button onClick={upload}>Upload</button><FileList id={id} /></div>;\n"
         "}\n")
FILE_LIST = ("import http from '../../http';\n"
             "export default function FileList({ id }) {\n"
             "  return <button onClick={() => http.delete(`/tickets/${id}/files`)}>x</button>;\n"
             "}\n")


def component_app(**extra):
    files = {"package.json": '{"dependencies": {"next": "14", "react": "18"}}',
             "http.js": HTTP, "pages/index.jsx": PAGE, "components/Nav/index.jsx": NAV,
             "components/TicketFiles/index.jsx": FILES,
             "components/TicketFiles/FileList.jsx": FILE_LIST}
    files.update(extra)
    return files


def test_a_component_folder_nothing_imports_is_reviewed_with_what_only_it_loads(derive_files):
    contract = derive_files(component_app())
    assert orphan_items(contract) == [
        ("delete_ticket_file", "medium",
         "components/TicketFiles/FileList.jsx is loaded only by modules nothing in the "
         "program imports, loads or names (components/TicketFiles/index.jsx), so the client "
         "may never make this request; keep the Tool only if the app uses it"),
        ("upload_ticket_file", "medium",
         "components/TicketFiles/index.jsx is a module nothing in the program imports, loads "
         "or names, so the client may never make this request; keep the Tool only if the "
         "app uses it")]
    assert capability(contract, "GET", "/api/rooms")["status"] == "draft"
    assert capability(contract, "DELETE", "/api/tickets/{id}/files")["status"] == \
        "requires-review"


def test_a_component_a_page_loads_lazily_or_names_stays_live(derive_files):
    for extra in (
            {"pages/ticket.jsx": "import dynamic from 'next/dynamic';\n"
                                 "const Files = dynamic(() => import('../components/TicketFiles'));\n"
                                 "export default function T() { return <Files />; }\n"},
            {"pages/ticket.jsx": "import { lazy } from 'react';\n"
                                 "const Files = lazy(() => import('../components/TicketFiles/index.jsx'));\n"
                                 "export default function T() { return <Files />; }\n"},
            {"pages/ticket.jsx": "import F from '../components/TicketFiles';\n"
                                 "export default function T() { return <F />; }\n"},
            {"src/registry.js": "export const parts = { TicketFiles: null };\n"}):
        items = orphan_items(derive_files(component_app(**extra)))
        assert items == [], extra


def test_what_mentions_a_name():
    from code2skill.passes.orphan_modules import WordFinder, mentions, own_names
    pattern = WordFinder.of({"Webhooks"})
    assert mentions("// import Webhooks from '../components/Webhooks';\n", pattern) == set()
    assert mentions("  {/* <Webhooks\n    id={1} /> */}\n", pattern) == set()
    assert mentions("const nav = [{ name: \"Webhooks\", href: '/admin/webhooks' }];\n",
                    pattern) == set()
    assert mentions("return <p>Webhooks notify other services.</p>;\n", pattern) == set()
    assert mentions("<p className=\"mt-2\">\n  Webhooks allow external services" + " to be told"
                    * 40 + ".\n</p>\n", pattern) == set()
    assert mentions("<script src=\"/components/Webhooks/index.js\"></script>\n",
                    pattern, folders=frozenset({"Webhooks"})) == {"Webhooks"}   # an index's
    assert mentions("<script src=\"/components/Webhooks/index.js\"></script>\n",
                    pattern) == set()          # folder name; a file's word is no folder
    assert mentions("window.Webhooks = panels.Webhooks;\n", pattern) == {"Webhooks"}
    assert mentions("const x = <Webhooks />;\n", pattern) == {"Webhooks"}
    assert mentions("<div>\n  <Webhooks />\n</div>\n", pattern) == {"Webhooks"}
    assert mentions('{"main": "Webhooks"}', pattern, raw=True) == {"Webhooks"}
    assert mentions("/* unclosed\nWebhooks.init();\n", pattern) == {"Webhooks"}
    # one pass over many comment openings and a line with no newline: linear, not quadratic
    assert mentions("/*\n" * 200_000 + "x" * 1_000_000 + " Webhooks", pattern) == {"Webhooks"}
    kebab = WordFinder.of({"use-access-codes", "UseAccessCodes"})
    assert mentions("import a from './use-access-codes'; a(UseAccessCodes);\n", kebab) == {
        "use-access-codes", "UseAccessCodes"}
    page = ModuleFacts(path="pages/profile.jsx", language="javascript", sha256="",
                       exports=[ExportFact("default", local="UserProfile")])
    assert own_names(page) == {"UserProfile"}
