"""Rule ``source.declaration-file``: ``.d.ts`` files hold types, no calls: no client files in
the silent-client count, and the parse failure of one nothing imports is an info diagnostic."""
from __future__ import annotations

from audit_support import derive_dict
from conftest import write_tree
from code2skill.declaration_files import NOTE, client_code, is_declaration

BROKEN = ('export default class Header extends Component<import("../Component").Attrs, '
          'undefined> {\n    constructor();\n}\nimport Component from "../Component";\n')


def diagnostics(contract: dict) -> list[tuple[str, str, str]]:
    return sorted((d["path"], d["severity"], d["reason"].split(":")[0])
                  for d in contract["source"]["diagnostics"] if d["stage"] == "parse")


def test_a_broken_declaration_nothing_imports_is_an_info_diagnostic(tmp_path):
    files = {"package.json": '{"name": "typed"}',
             "src/api.ts": "export const load = () => fetch('/api/items');\n",
             "src/Header.tsx": "export default function Header() { return null; }\n",
             "dist-typings/components/Header.d.ts": BROKEN}
    contract = derive_dict(write_tree(tmp_path / "app", files))
    assert diagnostics(contract) == [("dist-typings/components/Header.d.ts", "info",
                                      NOTE.split(":")[0])]


def test_an_imported_or_ambient_broken_declaration_keeps_its_warning(tmp_path):
    files = {"package.json": '{"name": "typed"}',
             "src/api.ts": ("import type { Attrs } from './types/header';\n"
                            "export const load = (a: Attrs) => fetch('/api/items');\n"),
             "src/types/header.d.ts": BROKEN,
             "src/types/global.d.ts": ("type Component<A> = import('mithril').Component<A>;\n"
                                       "declare const app: import('./app').default;\n"
                                       "declare module 'x' {\n  export default class X {}\n}\n")}
    contract = derive_dict(write_tree(tmp_path / "app", files))
    found = diagnostics(contract)
    assert ("src/types/header.d.ts", "warning", "syntax errors; extraction continued on the "
            "rest of the file") in found
    assert all(severity == "warning" for _, severity, _ in found)


def test_declaration_files_are_no_client_code():
    assert is_declaration("dist-typings/a.d.ts") and is_declaration("x.D.MTS")
    assert not is_declaration("src/a.ts") and not is_declaration("src/d.ts")
    assert client_code(["a.d.ts", "b.ts", "c.d.cts", "d.js"]) == ["b.ts", "d.js"]
