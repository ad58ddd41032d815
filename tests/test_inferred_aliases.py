"""Rules ``modules.inferred-alias`` and ``modules.outside-sibling``: a path alias declared in a
config the analysed folder cannot see (an Nx ``tsconfig.base.json`` above it) is mapped to the
one folder every import through it names; a sibling alias of the same scope that names no
analysed file is said to be code outside the analysed folder."""
from __future__ import annotations

from conftest import endpoints

from code2skill.inferred_aliases import (InferredAlias, infer_aliases, outside_siblings,
                                         split_specifier)

FILES = {"src/app/a.ts", "src/app/services/api.service.ts", "src/app/util/format.ts",
         "src/components/Button.tsx", "lib/util/format.ts"}


def probe(candidate: str) -> str | None:
    return next((f for f in FILES if f.rsplit(".", 1)[0] == candidate), None)


FOLDERS = {"src", "src/app", "src/app/services", "src/app/util", "src/components", "lib",
           "lib/util"}


def test_split_specifier():
    assert split_specifier("@acme/client/services/api") == ("@acme/client", "services/api")
    assert split_specifier("app/util") == ("app", "util")
    assert split_specifier("@/components/x") == ("@", "components/x")
    assert split_specifier("~/util") == ("~", "util")
    assert split_specifier("@acme/client") is None
    assert split_specifier("axios") is None
    assert split_specifier("./x/y") is None
    assert split_specifier("#internal/x") is None
    assert split_specifier("node:fs/promises") is None


def test_prefix_mapped_to_the_one_folder_holding_every_tail():
    found = infer_aliases(["@acme/client/services/api.service", "@acme/client/util/format"],
                          FOLDERS, probe, set())
    assert found == (InferredAlias("@acme/client", "src/app", 2),)


def test_one_import_proves_nothing():
    assert infer_aliases(["@acme/client/services/api.service"], FOLDERS, probe, set()) == ()


def test_two_folders_holding_every_tail_is_ambiguous():
    # util/format exists under src/app and under lib
    assert infer_aliases(["@acme/x/util/format", "@acme/x/util/format.ts"], FOLDERS, probe,
                         set()) == ()


def test_a_tail_found_nowhere_keeps_the_prefix_a_package():
    assert infer_aliases(["@mui/material/Button", "@mui/material/Dialog"], FOLDERS, probe,
                         set()) == ()


def test_a_declared_package_is_never_inferred():
    assert infer_aliases(["@acme/client/services/api.service", "@acme/client/util/format"],
                         FOLDERS, probe, {"@acme/client"}) == ()


def test_outside_siblings_count_importing_files_of_the_same_scope():
    inferred = (InferredAlias("@acme/client", "src/app", 2),)
    imports = [("src/app/a.ts", "@acme/ui/button"), ("src/app/b.ts", "@acme/ui/button"),
               ("src/app/b.ts", "@acme/ui"), ("src/app/a.ts", "@acme/common/x"),
               ("src/app/a.ts", "@other/ui/button"), ("src/app/a.ts", "@acme/client/zzz")]
    assert outside_siblings(imports, inferred) == {"@acme/common": 1, "@acme/ui": 2}
    assert outside_siblings(imports, ()) == {}


NX_CLIENT = {
    "tsconfig.json": '{"extends": "../../tsconfig.base.json", "compilerOptions": {}}\n',
    "src/app/services/api.service.ts":
        "export const get = (path: string) => fetch('/api' + path);\n",
    "src/app/util/paths.ts": "export const USERS = '/users';\n",
    "src/app/pages/users.ts":
        "import { get } from '@acme/client/services/api.service';\n"
        "import { USERS } from '@acme/client/util/paths';\n"
        "import { Button } from '@acme/ui/button';\n"
        "export const load = () => get(USERS);\n",
}


def test_nx_client_analysed_alone_follows_the_unseen_alias(derive_files):
    contract = derive_files(NX_CLIENT)
    assert endpoints(contract) == {("GET", "/api/users")}
    notes = {(d["severity"], d["reason"].split(":")[0]) for d in contract["source"]["diagnostics"]
             if "modules." in d["reason"]}
    assert notes == {
        ("info", "alias '@acme/client'/* taken as folder 'src/app'"),
        ("warning", "imports through '@acme/ui' in 1 file name no analysed file"),
    }


def test_a_symbol_alias_whose_src_folder_is_absent_is_inferred(derive_files):
    contract = derive_files({
        "tsconfig.json": '{"extends": "../tsconfig.base.json"}\n',
        "app/services/api.ts": "export const get = (path: string) => fetch('/api' + path);\n",
        "app/util/paths.ts": "export const USERS = '/users';\n",
        "app/pages/users.ts": "import { get } from '@/services/api';\n"
                              "import { USERS } from '@/util/paths';\n"
                              "export const load = () => get(USERS);\n"})
    assert endpoints(contract) == {("GET", "/api/users")}
