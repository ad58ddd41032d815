"""Rule ``scope.own-vendor``: a ``vendor`` folder at a package root whose scripts import the
app's own modules is the app's code (analysed); any other ``vendor`` folder stays skipped."""
from __future__ import annotations

from conftest import endpoints, write_tree

from code2skill.discover import Scope, discover
from code2skill.own_vendor import own_vendor

OWN = """\
import axios from 'axios';
import { useNotify } from '~/components/useNotify';
export const http = axios.create({ baseURL: '/api' });
"""
THIRD_PARTY = "/*! tiny-lib v1.0 */\nexport function tiny() { return 1; }\n"
PAGE = """\
import { http } from '~/vendor/axios';
export const list = () => http.get('/stations');
"""


def analysed(root) -> list[str]:
    return sorted(f.path for f in discover(root, Scope()).files)


def test_an_own_vendor_folder_is_analysed(tmp_path, derive_files):
    files = {"vendor/axios.ts": OWN, "components/useNotify.ts": "export const useNotify = 1;\n",
             "components/list.ts": PAGE}
    root = write_tree(tmp_path / "own", files)
    assert analysed(root) == ["components/list.ts", "components/useNotify.ts", "vendor/axios.ts"]
    contract = derive_files(files)
    assert endpoints(contract) == {("GET", "/api/stations")}


def test_a_third_party_vendor_folder_stays_skipped(tmp_path):
    root = write_tree(tmp_path / "lib", {"vendor/tiny.js": THIRD_PARTY,
                                         "vendor/more.js": "import x from './tiny';\n",
                                         "src/a.ts": "export const a = 1;\n"})
    assert analysed(root) == ["src/a.ts"]
    assert [(s.path, s.reason) for s in discover(root, Scope()).skipped] == \
        [("vendor/", "vendor folder")]


def test_own_vendor_reads_imports_only(tmp_path):
    root = write_tree(tmp_path / "app", {
        "vendor/a.js": "// see ../docs and '~/x'\nconst s = '../y';\n",
        "vendor/b.d.ts": "import x from '~/types';\n"})
    assert not own_vendor(root, "vendor")
    write_tree(root, {"vendor/c.js": "const x = require('../src/store');\n"})
    assert own_vendor(root, "vendor")
    assert not own_vendor(root, "missing")
