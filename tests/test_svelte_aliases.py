"""SvelteKit's ``kit.alias`` read from ``svelte.config.js`` without running it (rule
``modules.svelte-alias``): its entries resolve imports as ``tsconfig`` ``paths`` do, computed
entries are left out, the file is read only inside the analysed folder."""
from __future__ import annotations

import os

from code2skill.extractors.languages import parser
from code2skill.modules import ModuleResolver
from code2skill.svelte_aliases import alias_paths, kit_aliases, svelte_paths

CONFIG = """\
import adapter from '@sveltejs/adapter-node';
const shared = process.env.SHARED ?? './src/shared';
export default {
  kit: {
    adapter: adapter({ out: 'build', alias: { nope: './x' } }),
    alias: {
      '@app/api': './src/api',
      "$http": './src/api/http.ts',
      '@app/*': './src/*',
      computed: shared,
      [`@t`]: './src/t',
      tmpl: `./src/${shared}`,
    },
  },
};
"""

FILES = {"src/api/http.ts", "src/api/notes.ts", "src/api/index.ts", "src/lib/x.ts",
         "src/routes/+page.ts"}


def write(root, files: dict[str, str]) -> None:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)


def test_only_string_literal_entries_under_kit_are_read():
    tree = parser("javascript").parse(CONFIG.encode()).root_node
    assert kit_aliases(tree) == {"@app/api": "./src/api", "$http": "./src/api/http.ts",
                                 "@app/*": "./src/*"}


def test_a_key_without_star_names_its_target_and_everything_below_it():
    assert alias_paths({"@app/api": "./src/api", "@app/*": "./src/*", "$h": "./src/h.ts"}) == {
        "@app/api/*": ["src/api/*"], "@app/api": ["src/api"], "$h/*": ["src/h.ts/*"],
        "@app/*": ["src/*"], "$h": ["src/h.ts"]}
    assert list(alias_paths({"@a/*": "./src/*", "@a/b": "./lib/b"}))[0] == "@a/b/*"


def test_imports_through_kit_aliases_name_the_analysed_files(tmp_path):
    write(tmp_path, {"svelte.config.js": CONFIG, **{f: "export {}\n" for f in FILES}})
    resolver = ModuleResolver(FILES, tmp_path)
    importer = "src/routes/+page.ts"
    assert resolver.resolve(importer, "@app/api") == "src/api/index.ts"
    assert resolver.resolve(importer, "@app/api/notes") == "src/api/notes.ts"
    assert resolver.resolve(importer, "$http") == "src/api/http.ts"
    assert resolver.resolve(importer, "@app/lib/x") == "src/lib/x.ts"
    assert resolver.resolve(importer, "computed/x") is None
    assert [d.reason for d in resolver.diagnostics if "svelte-alias" in d.reason] == [
        "3 kit.alias entries read as import paths (first '@app/api') (modules.svelte-alias)"]


def test_kit_alias_wins_over_the_same_tsconfig_pattern_whose_base_url_is_respected(tmp_path):
    write(tmp_path, {"svelte.config.ts": "export default {kit: {alias: {'@api': 'src/api'}}}\n",
                     "tsconfig.json": '{"compilerOptions": {"baseUrl": "src", '
                                      '"paths": {"@api/*": ["lib/*"], "@lib/*": ["lib/*"]}}}',
                     **{f: "export {}\n" for f in FILES}})
    resolver = ModuleResolver(FILES, tmp_path)
    assert resolver.resolve("src/routes/+page.ts", "@api/x") is None
    assert resolver.resolve("src/routes/+page.ts", "@lib/x") == "src/lib/x.ts"
    assert resolver.resolve("src/routes/+page.ts", "@api/notes") == "src/api/notes.ts"
    assert resolver.resolve("src/routes/+page.ts", "@api") == "src/api/index.ts"


def test_a_config_linked_from_outside_the_analysed_folder_is_not_read(tmp_path):
    outside = tmp_path / "outside.js"
    outside.write_text("export default {kit: {alias: {'@api': './src/api'}}}\n")
    root = tmp_path / "app"
    write(root, {f: "export {}\n" for f in FILES})
    os.symlink(outside, root / "svelte.config.js")
    assert svelte_paths(root, "") == {}
    assert ModuleResolver(FILES, root).resolve("src/routes/+page.ts", "@api/http") is None


def test_a_config_without_kit_alias_gives_nothing(tmp_path):
    write(tmp_path, {"svelte.config.js": "export default {kit: {adapter: a()}}\n"})
    assert svelte_paths(tmp_path, "") == {}
    assert svelte_paths(tmp_path, "missing") == {}
