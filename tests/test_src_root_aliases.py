"""The analysed folder is a package's ``src`` folder, whose ``tsconfig.json`` (one folder up)
declares the aliases: ``@/`` is the analysed root itself (rule ``modules.src-root``),
``$app/*`` and a one-word scope ``@utils/*`` are inferred from the tree (rule
``modules.inferred-alias``), and an alias no import resolves through is said once, on stderr
and in review[] (rule ``modules.unseen-alias``); nothing outside the root is read."""
from __future__ import annotations

from code2skill.inferred_aliases import (InferredAlias, UnseenAlias, alias_prefix,
                                         infer_aliases, prefix_splits, unseen_aliases)
from code2skill.modules import ModuleResolver, src_folders
from test_recognisers import check

SRC = {
    "utils/api.ts": """\
import axios from 'axios'
export const api = axios.create({ baseURL: '/api' })
export function get(url: string) { return api.get(url) }
export function post(url: string, data: unknown) { return api.post(url, data) }
""",
    "interfaces/Instance.ts":
        "export interface SetupRequest { email: string; password: string; name?: string }\n",
    "common/helpers/request.ts": """\
import axios from 'axios'
export function request(method: string, url: string, data?: unknown) {
  return axios.request({ method, url, data })
}
""",
    "common/helpers/endpoint.ts": "export function endpoint(p: string) { return '/api/v1' + p }\n",
    "components/Button.tsx":
        "export function Button(props: any) { return <button {...props} /> }\n",
    "pages/Setup.tsx": """\
import { post, get } from '@utils/api'
import { Button } from '@components/Button'
import type { SetupRequest } from '@/interfaces/Instance'
import { request } from '$app/common/helpers/request'
import { endpoint } from '$app/common/helpers/endpoint'
import { logo } from '$app/assets/logo.svg'

export function submitSetup(data: SetupRequest) {
  // @expect POST /api/setup
  return post('/setup', data)
}
export function Setup() {
  // @expect GET /api/instance
  const load = () => get('/instance')
  // @expect POST /api/v1/einvoice/configurations
  const save = () => request('POST', endpoint('/einvoice/configurations'), { a: 1 })
  return <Button onClick={() => { load(); save(); submitSetup({ email: 'a', password: 'b' }) }} />
}
""",
}


def test_a_src_folder_analysed_alone_follows_its_aliases(derive_files):
    contract = derive_files(SRC)
    check(contract, SRC, {
        ("POST", "/api/setup"): ("json", "unknown", {"body:email": "email",
                                                     "body:password": "password"},
                                 "wrapper.call", "submitSetup"),
        ("GET", "/api/instance"): ("none", "unknown", {}, "wrapper.call", "load"),
        ("POST", "/api/v1/einvoice/configurations"): ("json", "unknown", {"body:a": "=1"},
                                                      "wrapper.call", "save"),
    })
    setup = next(c for c in contract["capabilities"]
                 if c["implementation"]["requests"][0]["pathTemplate"] == "/api/setup")
    assert setup["inputSchema"]["required"] == ["email", "password"]
    assert [(r["capability"], r["evidence"][0]["rule"]) for r in contract["review"]
            if r["severity"] == "medium"] == [(setup["name"], "input.credential")]
    notes = sorted(d["reason"].split(" taken")[0] for d in contract["source"]["diagnostics"]
                   if "modules." in d["reason"])
    assert notes == ["alias '$app'/*", "alias '@components'/*", "alias '@utils'/*"]


def test_an_alias_no_import_resolves_through_is_said_once(derive_files):
    files = {"pages/a.ts": "import { get } from '$app/api/client'\n"
                           "import { X } from '$app/views/x'\n"
                           "export const load = () => get('/things')\n",
             "pages/b.ts": "import { Y } from '$app/views/y'\n"
                           "import { goto } from '$app/navigation'\n"
                           "import { useQuery } from '@tanstack/react-query'\n"}
    contract = derive_files(files)
    message = ("3 imports in 2 files go through the alias '$app/' (first '$app/api/client' in "
               "pages/a.ts), which names no analysed file: it is declared outside the analysed "
               "folder (a tsconfig/jsconfig 'paths' entry or a bundler alias of a parent "
               "folder), so the requests made through those modules are not seen — analyse the "
               "parent folder that declares it")
    assert [(r["severity"], r["message"], r["evidence"][0]["file"], r["evidence"][0]["line"])
            for r in contract["review"] if "alias" in r["message"]] == [
        ("medium", message, "pages/a.ts", 1)]


def test_cli_warns_about_an_unseen_alias(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = tmp_path / "src"
    (root / "pages").mkdir(parents=True)
    (root / "pages" / "a.ts").write_text("import { get } from '$app/api/client'\n"
                                         "export const load = () => get('/things')\n")
    exe = Path(sys.executable).with_name("code2skill")
    run = subprocess.run([str(exe), "derive", str(root), "-o", str(tmp_path / "c.json")],
                         capture_output=True, text=True)
    assert run.returncode == 0
    assert [line for line in run.stderr.splitlines() if "'$app/'" in line] == [
        "code2skill: warning: 1 import in 1 file go through the alias '$app/' (first "
        "'$app/api/client' in pages/a.ts), which names no analysed file: it is declared "
        "outside the analysed folder (a tsconfig/jsconfig 'paths' entry or a bundler alias of "
        "a parent folder), so the requests made through those modules are not seen — analyse "
        "the parent folder that declares it (review[], rule modules.unseen-alias)"]


def test_src_folders():
    assert src_folders("app/src/pages/a.ts") == ["app/src"]
    assert src_folders("pages/a.ts") == ["src", "."]
    assert src_folders("a.ts") == ["src", "."]


def test_at_alias_names_the_root_when_the_root_is_src():
    resolver = ModuleResolver({"interfaces/Instance.ts", "pages/a.ts"})
    assert resolver.resolve("pages/a.ts", "@/interfaces/Instance") == "interfaces/Instance.ts"
    nested = ModuleResolver({"src/interfaces/Instance.ts", "interfaces/Instance.ts",
                             "tests/a.ts"})
    assert nested.resolve("tests/a.ts", "@/interfaces/Instance") == "src/interfaces/Instance.ts"


FOLDERS = {"utils", "components", "common", "common/helpers", "pages"}
FILES = {"utils/api.ts", "utils/format.ts", "components/Button.tsx",
         "common/helpers/request.ts", "common/helpers/endpoint.ts"}


def probe(candidate: str) -> str | None:
    return next((f for f in FILES if f.rsplit(".", 1)[0] == candidate), None)


def test_prefix_splits():
    assert prefix_splits("@utils/api") == [("@utils", "api")]
    assert prefix_splits("@acme/ui/button") == [("@acme/ui", "button"), ("@acme", "ui/button")]
    assert prefix_splits("$app/common/x") == [("$app", "common/x")]
    assert prefix_splits("@/x") == [("@", "x")]
    assert prefix_splits("axios") == []


def test_one_word_scope_and_dollar_prefixes_are_inferred():
    assert infer_aliases(["@utils/api", "@components/Button", "$app/common/helpers/request",
                          "$app/common/helpers/endpoint"], FOLDERS, probe, set()) == (
        InferredAlias("$app", "", 2), InferredAlias("@components", "components", 1),
        InferredAlias("@utils", "utils", 1))


def test_one_import_under_a_folder_of_another_name_proves_nothing():
    assert infer_aliases(["@shared/Button"], FOLDERS, probe, set()) == ()


def test_a_declared_scope_is_never_inferred():
    assert infer_aliases(["@utils/api", "@utils/format"], FOLDERS, probe,
                         {"@utils/core"}) == ()


def test_assets_and_a_few_missing_files_do_not_hide_the_folder():
    tails = [f"$app/common/helpers/{n}" for n in ("request", "endpoint")] * 1
    files = {f"common/m{i}.ts" for i in range(10)}
    found = infer_aliases([f"$app/common/m{i}" for i in range(10)] + ["$app/common/gone",
                                                                        "$app/logo.svg"],
                          {"common"}, lambda c: next((f for f in files
                                                      if f[:-3] == c), None), set())
    assert tails and found == (InferredAlias("$app", "", 10),)
    assert infer_aliases(["$app/common/m1", "$app/common/m2", "$app/common/gone"], {"common"},
                         lambda c: next((f for f in files if f[:-3] == c), None), set()) == ()


def test_alias_prefix():
    names = {"utils", "pages"}
    assert alias_prefix("$app/x", names) == "$app"
    assert alias_prefix("$app/navigation", names) is None
    assert alias_prefix("$env/static/public", names) is None
    assert alias_prefix("@/x", names) == "@"
    assert alias_prefix("~/x", names) == "~"
    assert alias_prefix("@utils/api", names) == "@utils"
    assert alias_prefix("@tanstack/react-query", names) is None
    assert alias_prefix("lodash/get", names) is None


def test_unseen_aliases_skip_working_and_declared_prefixes():
    unresolved = [("a.ts", "$app/x"), ("b.ts", "$app/y"), ("a.ts", "@/z"), ("a.ts", "~/q")]
    resolved = [("c.ts", "@/w")]
    assert unseen_aliases(unresolved, resolved, {"pages"}, {"~"}) == (
        UnseenAlias("$app", 2, 2, ("a.ts", "$app/x")),)
