"""Rule ``wrapper.orphan-module`` (``passes/orphan_modules.py``): a request made only by a
module nothing loads or names is ``requires-review`` with a ``medium`` item naming the module;
any import, glob, computed load, entry convention or mention keeps it live."""
from __future__ import annotations

from conftest import capability

from code2skill.facts import ExportFact, Lit, Member, ModuleFacts, Ref, Tmpl, Unknown
from code2skill.passes.orphan_modules import ENTRY, folder, loaded_head, words_of

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
            {"src/room.jsx": "import useAccessCodes from './hooks/useAccessCodes';\n"
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
                 "src/routes/x/+layout.ts"):
        assert ENTRY.search(path), path
    for path in ("src/hooks/useAccessCodes.jsx", "src/api/rooms.ts", "src/components/X.vue"):
        assert not ENTRY.search(path), path


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


def test_a_fragment_with_no_entry_or_a_component_has_no_orphan(derive_files):
    files = app()
    del files["src/main.jsx"]
    files["src/pages/rooms.jsx"] = "export const x = 1;\n"      # an entry reaching no hook
    assert orphan_items(derive_files(files)) == []
    files = app(**{"src/hooks/Codes.vue": "<script>\nimport http from '../http';\n"
                   "export default { mounted() { http.get('/codes'); } };\n</script>\n"})
    assert [name for name, *_ in orphan_items(derive_files(files))] == \
        ["list_room_access_codes"]
