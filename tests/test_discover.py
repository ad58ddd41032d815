"""Discovery: bad or out-of-scope input is skipped with a clear reason, and nothing else is lost.

Each test writes one bad (or out-of-scope) input next to a good file, then checks three things:
the bad file is in ``Inventory.skipped`` with the exact reason, the good file is still analysed,
and ``derive`` still produces the good file's endpoint (and not the bad file's).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import endpoints, write_tree

from code2skill.discover import Scope, ScopeError, discover, glob_problem

GOOD = {"src/api.ts": "export const load = () => fetch('/api/good');\n"}
GOOD_ENDPOINT = ("GET", "/api/good")
TEST_REASON = "test code (out of scope by default; --include brings it back)"


def inventory(root: Path, include=(), exclude=()):
    return discover(root, Scope(tuple(include), tuple(exclude)))


def skipped(inv) -> dict[str, str]:
    return {s.path: s.reason for s in inv.skipped}


def analysed(inv) -> list[str]:
    return [f.path for f in inv.files]


def check(tmp_path, derive_files, files, expected_skips: dict[str, str], include=(),
          exclude=(), analysed_files=("src/api.ts",), expected_endpoints=(GOOD_ENDPOINT,)):
    """Write GOOD + ``files``; check skips, analysed files, derived endpoints and
    ``source.skipped`` (the contract lists exactly what discovery skipped)."""
    contract = derive_files({**GOOD, **files}, include=include, exclude=exclude)
    inv = inventory(tmp_path / "app", include, exclude)
    skips = skipped(inv)
    for path, reason in expected_skips.items():
        assert skips.get(path) == reason, (path, skips)
    assert analysed(inv) == sorted(analysed_files)
    assert endpoints(contract) == set(expected_endpoints)
    assert {s["path"]: s["reason"] for s in contract["source"]["skipped"]} == skips
    assert contract["source"]["filesAnalysed"] == len(analysed_files)
    return contract, inv


# ---------------------------------------------------------------- content problems
def test_binary_js_with_nul_byte(tmp_path, derive_files):
    check(tmp_path, derive_files,
          {"src/blob.js": b"fetch('/api/bad');\x00\x01\x02 binary"},
          {"src/blob.js": "binary content (NUL byte)"})


def test_non_utf8_ts_is_analysed(tmp_path, derive_files):
    """Rule source.not-utf8: a Latin-1 byte is no reason to skip the file (its own tests are
    in tests/test_source_encoding.py)."""
    data = b"export const x = 'caf\xe9';\nfetch('/api/latin');\n"
    check(tmp_path, derive_files, {"src/latin1.ts": data}, {},
          analysed_files=("src/api.ts", "src/latin1.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/latin")))


def test_minified_bundle_by_long_line(tmp_path, derive_files):
    line = "fetch('/api/bad');" + "var a=1;" * 748          # 18 + 5,984 = 6,002 characters
    line = line + " " * (6000 - len(line)) if len(line) < 6000 else line[:6000]
    assert len(line) == 6000
    check(tmp_path, derive_files, {"src/vendor-bundle.js": line + "\n"},
          {"src/vendor-bundle.js": "minified or bundled (a line of 6,000 characters; "
                                   "--include-bundles analyses it)"})


QT_TRANSLATION = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                  '<TS version="2.1" language="de">\n<context><name>Main</name></context>\n</TS>\n')


def test_xml_named_like_a_script_is_markup_not_a_hidden_source(tmp_path, derive_files):
    contract, inv = check(tmp_path, derive_files, {
        "translations/webui_de.ts": QT_TRANSLATION,
        "src/page.ts": "\ufeff<!DOCTYPE TS>\n<TS version=\"2.1\"></TS>\n"}, {
        "translations/webui_de.ts": "XML markup, not a script (a Qt Linguist translation or "
                                    "other XML file)",
        "src/page.ts": "XML markup, not a script (a Qt Linguist translation or other XML file)"})
    assert [d for d in contract["source"]["diagnostics"] if d["stage"] == "parse"] == []
    assert not any(s.unreadable for s in inv.skipped)


NAMES = ", ".join(f"get{i}Items" for i in range(700))


@pytest.mark.parametrize("line", [
    f"export {{ {NAMES} }} from './sdk.gen';",                   # a generated SDK's barrel
    f"import type {{ {NAMES} }} from './types.gen';",
    f"export type {{ {NAMES} }} from \"./types.gen\"",
    "  'data:image/png;base64," + "iVBORw0KGgo" * 600 + "',",   # an icon as a data: URI
])
def test_long_name_list_or_string_is_not_minified(tmp_path, derive_files, line):
    assert len(line) > 5_000
    check(tmp_path, derive_files, {"src/gen.ts": "const x = 1;\n" + line + "\n"}, {},
          analysed_files=("src/api.ts", "src/gen.ts"))


def test_long_code_line_with_strings_is_minified(tmp_path, derive_files):
    line = "var a='" + "x" * 3000 + "';" + "b(a,'/api/bad');" * 700   # 14,209 characters,
    #                                                    5,609 of them code (strings as '')
    check(tmp_path, derive_files, {"src/vendor.js": line + "\n"},
          {"src/vendor.js": "minified or bundled (a line of 14,209 characters; "
                            "--include-bundles analyses it)"})


def test_minified_by_name(tmp_path, derive_files):
    check(tmp_path, derive_files, {"src/lib.min.js": "fetch('/api/bad');\n"},
          {"src/lib.min.js": "minified or bundled file (by name; --include-bundles "
                             "analyses it)"})


def test_file_over_two_megabytes(tmp_path, derive_files):
    body = "fetch('/api/bad');\n" + ("// padding line of a very large generated file\n" * 50_000)
    data = body.encode()[:2_100_000]
    data += b"\n" * (2_100_000 - len(data))
    assert len(data) == 2_100_000
    check(tmp_path, derive_files, {"src/huge.js": data},
          {"src/huge.js": "larger than 2,000,000 bytes (2,100,000); likely a bundle "
                          "(--include-bundles analyses it)"})


# ---------------------------------------------------------------- symbolic links
def test_directory_symlink_loop_and_file_symlink(tmp_path, derive_files):
    app = tmp_path / "app"
    (app / "src").mkdir(parents=True)
    os.symlink("..", app / "src" / "loop")                 # src/loop -> app (a cycle)
    (app / "real.ts").write_text("export const r = () => fetch('/api/real');\n")
    os.symlink("real.ts", app / "alias.ts")                  # a file symlink
    contract, inv = check(
        tmp_path, derive_files, {},
        {"src/loop/": "symbolic link, not followed", "alias.ts": "symbolic link, not followed"},
        analysed_files=("real.ts", "src/api.ts"),
        expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/real")))
    # The real file is analysed once, never again through the link.
    assert [c["implementation"]["requests"][0]["callSites"][0]["file"]
            for c in contract["capabilities"]].count("real.ts") == 1


def test_named_pipe_is_skipped_not_read(tmp_path, derive_files):
    app = tmp_path / "app"
    (app / "src").mkdir(parents=True)
    os.mkfifo(app / "src" / "pipe.js")                      # reading it would block forever
    check(tmp_path, derive_files, {},
          {"src/pipe.js": "not a regular file (pipe, socket or device)"},
          analysed_files=("src/api.ts",), expected_endpoints=(GOOD_ENDPOINT,))


# ---------------------------------------------------------------- .gitignore
def test_gitignored_folder_and_file_and_nested_gitignore(tmp_path, derive_files):
    check(tmp_path, derive_files, {
        ".gitignore": "generated/\nsecret.ts\n",
        "generated/client.ts": "fetch('/api/generated');\n",
        "src/secret.ts": "fetch('/api/secret');\n",
        "src/legacy/.gitignore": "old.ts\n",
        "src/legacy/old.ts": "fetch('/api/old');\n",
        "src/legacy/kept.ts": "export const k = () => fetch('/api/kept');\n",
        "src/other/old.ts": "export const o = () => fetch('/api/other-old');\n",
    }, {
        "generated/": "ignored by .gitignore",
        "src/secret.ts": "ignored by .gitignore",
        "src/legacy/old.ts": "ignored by .gitignore",
    }, analysed_files=("src/api.ts", "src/legacy/kept.ts", "src/other/old.ts"),
        expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/kept"), ("GET", "/api/other-old")))


def test_a_nested_negation_re_includes_what_a_parent_gitignore_ignores(tmp_path, derive_files):
    """As ``git check-ignore`` decides: the deepest .gitignore with a matching line wins, by its
    last matching line; a folder a parent ignores is never entered (git cannot re-include
    below an ignored folder)."""
    check(tmp_path, derive_files, {
        ".gitignore": "*.gen.ts\ndrafts/\n",
        "src/a.gen.ts": "export const a = () => fetch('/api/a');\n",
        "src/kept/.gitignore": "!*.gen.ts\nlocal.gen.ts\n",
        "src/kept/b.gen.ts": "export const b = () => fetch('/api/b');\n",
        "src/kept/local.gen.ts": "export const l = () => fetch('/api/local');\n",
        "drafts/.gitignore": "!*.ts\n",
        "drafts/d.ts": "export const d = () => fetch('/api/d');\n",
    }, {
        "src/a.gen.ts": "ignored by .gitignore",
        "src/kept/local.gen.ts": "ignored by .gitignore",
        "drafts/": "ignored by .gitignore",
    }, analysed_files=("src/api.ts", "src/kept/b.gen.ts"),
        expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/b")))


# ---------------------------------------------------------------- dependency/build folders
@pytest.mark.parametrize("folder", ["node_modules", "dist", "build"])
def test_dependency_and_build_folders(tmp_path, derive_files, folder):
    check(tmp_path, derive_files, {f"{folder}/pkg/index.js": "fetch('/api/bad');\n"},
          {f"{folder}/": f"{folder} folder"})


def test_nested_node_modules(tmp_path, derive_files):
    check(tmp_path, derive_files,
          {"packages/web/node_modules/axios/index.js": "fetch('/api/bad');\n"},
          {"packages/web/node_modules/": "node_modules folder"})


# ---------------------------------------------------------------- test code
@pytest.mark.parametrize("path", [
    "src/api.spec.ts",
    "src/__tests__/api.ts",
    "cypress/e2e/login.cy.ts",
    "cypress/support/commands.ts",
    "e2e/checkout.ts",
    "src/components/Button.stories.tsx",
    "src/__mocks__/api.ts",
    "src/api.test.js",
    "web/vitest.setup.ts",
    "jest.setup.js",
])
def test_test_code_is_out_of_scope(tmp_path, derive_files, path):
    check(tmp_path, derive_files, {path: "export const t = () => fetch('/api/from-tests');\n"},
          {path: TEST_REASON})


def test_include_brings_a_spec_back(tmp_path, derive_files):
    files = {"src/api.spec.ts": "export const t = () => fetch('/api/from-spec');\n",
             "src/other.spec.ts": "export const u = () => fetch('/api/other-spec');\n"}
    contract, inv = check(tmp_path, derive_files, files, {"src/other.spec.ts": TEST_REASON},
                          include=("src/api.spec.ts",),
                          analysed_files=("src/api.spec.ts", "src/api.ts"),
                          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/from-spec")))
    assert "src/api.spec.ts" not in skipped(inv)
    assert contract["source"]["scope"]["include"] == ["src/api.spec.ts"]


def test_include_glob_brings_test_folder_back(tmp_path, derive_files):
    check(tmp_path, derive_files,
          {"src/__tests__/api.ts": "export const t = () => fetch('/api/from-tests');\n"},
          {}, include=("**/__tests__/**",),
          analysed_files=("src/__tests__/api.ts", "src/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/from-tests")))


def test_include_file_inside_skipped_folder(tmp_path, derive_files):
    check(tmp_path, derive_files, {"dist/api.js": "export const d = () => fetch('/api/dist');\n"},
          {}, include=("dist/api.js",), analysed_files=("dist/api.js", "src/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/dist")))


def test_exclude_removes_a_folder(tmp_path, derive_files):
    contract, inv = check(
        tmp_path, derive_files,
        {"src/legacy/old.ts": "export const o = () => fetch('/api/legacy');\n",
         "src/legacy/deep/older.ts": "export const p = () => fetch('/api/older');\n"},
        {"src/legacy/": "excluded by --exclude"}, exclude=("legacy/",))
    assert contract["source"]["scope"]["exclude"] == ["legacy/"]


def test_exclude_removes_a_file(tmp_path, derive_files):
    check(tmp_path, derive_files,
          {"src/admin.ts": "export const a = () => fetch('/api/admin');\n"},
          {"src/admin.ts": "excluded by --exclude"}, exclude=("src/admin.ts",))


def test_non_source_files_are_ignored_silently(tmp_path, derive_files):
    """An OpenAPI document or a README is never a source of endpoints (and not 'skipped')."""
    contract, inv = check(tmp_path, derive_files,
                          {"openapi.json": '{"paths": {"/api/spec": {"get": {}}}}',
                           "README.md": "fetch('/api/readme')"}, {})
    assert skipped(inv) == {}


# ---------------------------------------------------------------- root errors, syntax errors
def test_missing_root_raises_file_not_found(tmp_path):
    with pytest.raises(FileNotFoundError) as info:
        discover(tmp_path / "nope", Scope())
    assert str(tmp_path / "nope") in str(info.value)


def test_file_root_raises_not_a_directory(tmp_path):
    write_tree(tmp_path, {"a.ts": "fetch('/x')"})
    with pytest.raises(NotADirectoryError):
        discover(tmp_path / "a.ts", Scope())


def test_syntax_error_file_still_yields_endpoints_and_info_diagnostic(derive_files):
    broken = (
        "export const ok = () => fetch('/api/before');\n"
        "\n"
        "function broken( {\n"
        "  return 1 +;\n"
        "}\n"
        "export const after = () => fetch('/api/after', { method: 'POST' });\n"
    )
    contract = derive_files({**GOOD, "src/broken.ts": broken})
    assert endpoints(contract) == {GOOD_ENDPOINT, ("GET", "/api/before"), ("POST", "/api/after")}
    diags = [d for d in contract["source"]["diagnostics"] if d["path"] == "src/broken.ts"]
    assert diags == [{"path": "src/broken.ts", "stage": "parse", "severity": "warning",
                      "reason": "syntax errors; extraction continued on the rest of the file",
                      "line": 3}]


def test_feature_folder_named_like_a_build_folder_inside_src(tmp_path, derive_files):
    check(tmp_path, derive_files,
          {"src/pages/vendor/api.ts": "export const v = () => fetch('/api/vendors');\n",
           "src/features/build/api.ts": "export const b = () => fetch('/api/builds');\n"},
          {}, analysed_files=("src/api.ts", "src/features/build/api.ts",
                              "src/pages/vendor/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/vendors"), ("GET", "/api/builds")))


HASHED = {"public/build/assets/category.c88b90cd.js":
          "export const c = () => fetch('/api/categories');\n",
          "public/build/assets/main-3f2a1b4c9d0e.mjs": "export const m = () => fetch('/api/m');\n",
          "public/build/assets/style.0a1b2c3d.css": "a{}\n",
          "public/build/manifest.json": "{}\n"}
HASHED_REASON = ("build output: content-hashed file names such as category.c88b90cd.js "
                 "(--include analyses it)")


def test_a_folder_of_content_hashed_scripts_is_build_output(tmp_path, derive_files):
    check(tmp_path, derive_files, HASHED, {"public/build/assets/": HASHED_REASON})


def test_include_brings_hashed_build_output_back(tmp_path, derive_files):
    check(tmp_path, derive_files, HASHED, {}, include=("public/build/assets/**",),
          analysed_files=("public/build/assets/category.c88b90cd.js",
                          "public/build/assets/main-3f2a1b4c9d0e.mjs", "src/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/categories"), ("GET", "/api/m")))


VITE = {"public/build/assets/index-BxT3kq9Z.js":
        "export const i = () => fetch('/api/index');\n",
        "public/build/assets/Login-C3k_9-aB.js": "export const l = () => fetch('/api/l');\n",
        "public/build/assets/vendor-DpLr0wXc.js": "export const v = () => fetch('/api/v');\n",
        "public/build/assets/index-BxT3kq9Z.css": "a{}\n"}


def test_a_folder_of_vite_base64_hashed_chunks_is_build_output(tmp_path, derive_files):
    check(tmp_path, derive_files, VITE, {"public/build/assets/": (
        "build output: content-hashed file names such as Login-C3k_9-aB.js "
        "(--include analyses it)")})


@pytest.mark.parametrize("names", [
    ("src/assets/icons.c88b90cd.js",),                          # one hashed name only
    ("src/auth/Login-Password.js", "src/auth/use-debounce.js"),  # words after '-', no hash
    ("src/db/0127-fix-5721.js", "src/db/0128-fix-6001.js"),      # base64-shaped, no capital
    ("src/lib/chunk.c88b90cd.js", "src/lib/helpers.js"),         # a name without a hash
    ("src/lib/user-settings.js", "src/lib/v2-accounts.js"),      # words, not hashes
    ("src/lib/a.C88B90CD.js", "src/lib/b.0A1B2C3D.js"),          # upper case: no bundler's
])
def test_source_folders_are_no_hashed_output(tmp_path, derive_files, names):
    files = {name: f"export const x{i} = () => fetch('/api/x{i}');\n"
             for i, name in enumerate(names)}
    check(tmp_path, derive_files, files, {}, analysed_files=("src/api.ts", *names),
          expected_endpoints=(GOOD_ENDPOINT, *(("GET", f"/api/x{i}")
                                               for i in range(len(names)))))


def test_include_bundles_analyses_a_minified_bundle(derive_files):
    body = "var a=1;" * 800        # one 6,400-character line, as bundlers write them
    bundle = body + 'function q(u,m){return fetch("/api/v2"+u,{method:m})}' \
        'q("/orders","GET");q("/orders/"+i,"DELETE");' + body + "\n"
    files = {"dist-lib/app.min.js": bundle, "src/ok.ts": "fetch('/api/ok');\n"}
    assert endpoints(derive_files(files)) == {("GET", "/api/ok")}
    assert endpoints(derive_files(files, include_bundles=True)) == {
        ("GET", "/api/ok"), ("GET", "/api/v2/orders"), ("DELETE", "/api/v2/orders/{i}")}


# ---------------------------------------------------------------- globs that never match
UNCLOSED = "pathspec reads it as no pattern (an unclosed or invalid '[…]' range), so it " \
    "matches nothing"


@pytest.mark.parametrize("pattern, problem", [
    ("[", UNCLOSED),
    ("src/[a-", UNCLOSED),
    ("\\", "Invalid git pattern: '\\\\'"),                 # pathspec's own error
    ("!", "Invalid git pattern: '!'"),
    ("", "an empty glob matches nothing"),
    ("  ", "an empty glob matches nothing"),
    ("#legacy", "a glob starting with '#' is a comment in gitignore syntax (write '\\#' for "
                "a literal '#')"),
    ("/", "a lone '/' matches nothing"),
    ("../x", "a '..' step leaves PATH; globs match only paths under PATH"),
    ("src/../../x/**", "a '..' step leaves PATH; globs match only paths under PATH"),
    ("src/**", None),
    ("/src", None),                                  # anchored at the root: fine
    ("\\#legacy", None),
    ("!src/keep.ts", None),
    ("[ab]*.ts", None),
])
def test_glob_problem(tmp_path, pattern, problem):
    assert glob_problem(pattern, tmp_path) == problem


def test_absolute_path_globs_are_errors(tmp_path):
    root = write_tree(tmp_path / "app", {"src/a.ts": "fetch('/a')\n"})
    where = root.resolve().as_posix()
    assert glob_problem(f"{root}/src/a.ts", root) == (
        f"an absolute path; globs are relative to PATH ({where}): write 'src/a.ts' (a leading "
        "'/' anchors a glob at PATH)")
    assert glob_problem(str(root), root) == (
        f"an absolute path; globs are relative to PATH ({where}): write '**' (a leading "
        "'/' anchors a glob at PATH)")
    assert glob_problem(f"{tmp_path.resolve()}/other/**", root) == (
        f"an absolute path outside PATH ({where}); globs are relative to PATH (a leading '/' "
        "anchors a glob at PATH)")


def test_discover_names_every_glob_that_never_matches(tmp_path):
    root = write_tree(tmp_path / "app", {"src/a.ts": "fetch('/a')\n"})
    with pytest.raises(ScopeError) as info:
        discover(root, Scope(include=("src/**", "["), exclude=("#old",)))
    assert str(info.value) == (
        f"--include '[': {UNCLOSED}; --exclude '#old': a glob starting with '#' is a comment "
        "in gitignore syntax (write '\\#' for a literal '#')")


OWN_EXPORT = {"mcp/export-manifest.json": '{"generator": "code2skill", "manifestVersion": 1}',
              "mcp/functions/get_user.mjs": "export const g = () => fetch('/api/user');\n"}
OWN_EXPORT_REASON = "an MCP server package this tool exported (export-manifest.json; " \
                    "--include analyses it)"


def test_the_package_this_tool_exported_is_not_client_code(tmp_path, derive_files):
    check(tmp_path, derive_files, OWN_EXPORT, {"mcp/": OWN_EXPORT_REASON})


def test_include_brings_an_exported_package_back(tmp_path, derive_files):
    check(tmp_path, derive_files, OWN_EXPORT, {}, include=("mcp/**",),
          analysed_files=("mcp/functions/get_user.mjs", "src/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/user")))


@pytest.mark.parametrize("manifest", ['{"generator": "other-tool"}', "[1, 2]", "not json {"])
def test_a_manifest_another_tool_wrote_is_no_export(tmp_path, derive_files, manifest):
    check(tmp_path, derive_files, {**OWN_EXPORT, "mcp/export-manifest.json": manifest}, {},
          analysed_files=("mcp/functions/get_user.mjs", "src/api.ts"),
          expected_endpoints=(GOOD_ENDPOINT, ("GET", "/api/user")))


def test_the_report_page_this_tool_wrote_is_no_source(tmp_path):
    """Rule ``scope.own-report``: ``report -o`` inside the analysed tree writes a page with
    inline scripts; the next derive skips it by its generator mark, never reads it."""
    from code2skill.discover import OWN_REPORT
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "app.js").write_text("fetch('/api/items');\n")
    (tmp_path / "report.html").write_bytes(
        b"<!DOCTYPE html><html><head>" + OWN_REPORT + b"</head><body>"
        b"<script>fetch('/api/not-the-apps');</script></body></html>")
    (tmp_path / "page.html").write_text("<html><body><script>fetch('/api/page');</script>"
                                        "</body></html>")
    inventory = discover(tmp_path, Scope())
    assert sorted(f.path for f in inventory.files) == ["page.html", "src/app.js"]
    assert [(s.path, s.reason) for s in inventory.skipped] == [
        ("report.html", "a report page this tool wrote (rule scope.own-report)")]
