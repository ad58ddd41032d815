"""Rule ``scope.ssr-import`` (``passes/ssr_imports.py``): a module a Next.js page reads only
inside its server-side data functions is loaded by the server alone, so a module only backend
files and such pages load is backend code, and its requests are no capabilities."""
from __future__ import annotations

from code2skill.extractors.module_facts import extract_module
from code2skill.passes.server_code import is_ssr_function
from code2skill.passes.ssr_imports import server_only_loads

PAGE = """import storage from 'lib/storage';
import { format } from 'lib/format';
import Widget from 'components/Widget';
export const getServerSideProps = async (ctx) => {
  const more = await import('lib/extra');
  return { props: { file: await storage.get(ctx.params.id), size: format(1) } };
};
export default function View({ file }) { return <Widget file={file} label={format(2)} />; }
"""


def loads(source: str) -> set[str]:
    facts = extract_module("pages/view/[id].tsx", "tsx", source.encode())
    return server_only_loads("pages/view/[id].tsx", facts,
                             lambda p, name: is_ssr_function(p, name, {p: facts}))


def test_imports_read_only_in_server_side_functions():
    assert loads(PAGE) == {"lib/storage", "lib/extra"}


def test_a_file_without_server_side_functions_loads_nothing_server_side():
    assert loads(PAGE.replace("getServerSideProps", "loadProps")) == set()


STORAGE = """export class Storage {
  constructor(url) { this.url = url; }
  get(id) { return fetch(`${this.url}/storage/v1/object/${id}`).then((r) => r.json()); }
}
export default new Storage(process.env.STORAGE_URL);
"""


def test_a_module_only_backend_code_and_server_side_functions_load_is_backend(derive_files):
    contract = derive_files({
        "package.json": '{"dependencies": {"next": "14"}}',
        "lib/storage.js": STORAGE,
        "pages/view/[id].jsx": (
            "import storage from '../../lib/storage';\n"
            "export async function getServerSideProps(ctx) {\n"
            "  return { props: { file: await storage.get(ctx.params.id) } };\n"
            "}\n"
            "export default function View({ file }) {\n"
            "  const remove = () => fetch(`/api/files/${file.id}`, { method: 'DELETE' });\n"
            "  return <button onClick={remove}>x</button>;\n"
            "}\n"),
        "pages/api/files/[id].js": (
            "import storage from '../../../lib/storage';\n"
            "export default async function handler(req, res) {\n"
            "  res.json(await storage.get(req.query.id));\n"
            "}\n")})
    assert [(r["method"], r["pathTemplate"]) for c in contract["capabilities"]
            for r in c["implementation"]["requests"]] == [("DELETE", "/api/files/{id}")]
