"""Rule ``modules.outside-root``: an import whose path leaves the analysed folder (a relative
one climbing above it, or a ``tsconfig`` alias whose target does) names a module that is never
read: one warning says how many, in how many files, the first, and what to analyse instead."""
from __future__ import annotations

from code2skill.modules import ModuleResolver, holding_folder, outside_folder

FILES = {"src/actions.ts", "src/api/client.ts", "src/deep/a/b.ts"}
CONFIGS = {"": {"compilerOptions": {"baseUrl": ".", "paths": {"@shared/*": ["../shared/*"],
                                                                 "@/*": ["src/*"]}}}}


def resolver(imports: set[tuple[str, str]]) -> ModuleResolver:
    return ModuleResolver(FILES, configs=CONFIGS, packages={}, imports=imports)


def test_alias_and_relative_imports_leaving_the_root_are_named():
    imports = {("src/actions.ts", "@shared/schema/api"), ("src/deep/a/b.ts", "../../../../x"),
               ("src/actions.ts", "@/api/client"), ("src/actions.ts", "./api/client"),
               ("src/actions.ts", "axios")}
    assert resolver(set()).outside_root(imports) == {
        ("src/actions.ts", "@shared/schema/api"): "../shared/schema/api",
        ("src/deep/a/b.ts", "../../../../x"): "../x"}


def test_one_warning_counts_them():
    messages = [(d.path, d.reason) for d in resolver(
        {("src/actions.ts", "@shared/schema/api"), ("src/actions.ts", "@shared/schema/torrents"),
         ("src/deep/a/b.ts", "../../../../x")}).diagnostics if d.severity == "warning"]
    assert messages == [(
        "src/actions.ts",
        "3 imports in 2 files name modules outside the analysed folder (first "
        "'@shared/schema/api' → '../shared/schema/api'): nothing outside it is read, so the "
        "types and requests there are not seen — analyse the folder that holds both: derive "
        "from '..' (relative to the analysed folder), which holds it and '../shared' "
        "(modules.outside-root)")]


def test_the_warning_names_the_folder_to_derive_from_and_the_package_folder():
    configs = {"": {"compilerOptions": {"baseUrl": ".", "paths": {
        "@acme/generated/*": ["../../libs/generated/src/*"]}}}}
    found = ModuleResolver(FILES, configs=configs, packages={}, imports={
        ("src/actions.ts", "@acme/generated/graphql/backend/graphql"),
        ("src/api/client.ts", "@acme/generated/graphql/backend/graphql")}).diagnostics
    assert [d.reason for d in found if d.severity == "warning"] == [
        "2 imports in 2 files name modules outside the analysed folder (first "
        "'@acme/generated/graphql/backend/graphql' → "
        "'../../libs/generated/src/graphql/backend/graphql'): nothing outside it is read, so "
        "the types and requests there are not seen — analyse the folder that holds both: "
        "derive from '../..' (relative to the analysed folder), which holds it and "
        "'../../libs/generated/src' (modules.outside-root)"]


def test_imports_inside_the_root_say_nothing():
    assert [d for d in resolver({("src/actions.ts", "@/api/client"),
                                 ("src/deep/a/b.ts", "../../api/client")}).diagnostics
            if "outside-root" in d.reason] == []


def test_outside_folders_and_the_folder_holding_them():
    assert outside_folder("@acme/generated/graphql/backend",
                          "../../libs/generated/src/graphql/backend") == "../../libs/generated/src"
    assert outside_folder("@acme/utils", "../../libs/utils/src/index.ts") == "../../libs/utils/src"
    assert outside_folder("../../../../x", "../x") == ".."
    assert outside_folder("../../shared/interfaces/types",
                          "../shared/interfaces/types") == "../shared"
    assert holding_folder(["../../libs/utils/src", "../x"]) == "../.."
    assert holding_folder(["../x"]) == ".."
